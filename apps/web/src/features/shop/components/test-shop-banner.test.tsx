import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, signedIn } from '../../../test/fetch-mock';
import { quote, quoteLine } from '../../../test/cart-quote';
import { renderApp } from '../../../test/render-app';
import { bootstrapLoaded, type Bootstrap } from '../../app/appSlice';
import { replaceCart } from '../cart';

const bootstrap = (test_shop: boolean): Bootstrap => ({
  site_name_tw: '晨曦',
  site_name_en: 'Dawn',
  config: { webUrl: '', apiUrl: '/api', s3Bucket: '', cloudfrontDistributionId: '' },
  payment_types: ['atm', 'credit_card'],
  card_provider: 'sandbox',
  test_shop,
});

async function cartWith(test_shop: boolean, lang: 'tw' | 'en') {
  replaceCart({ items: { '1': { item_id: 1, quantity: 1, attributes: {} } } });
  mockFetch({ 'POST /api/pre_checkout/': { status: 200, body: quote([quoteLine('1', 1, 1, 380)]) } });
  const { store } = await renderApp('/cart', signedIn(), lang);
  act(() => void store.dispatch(bootstrapLoaded(bootstrap(test_shop))));
  await screen.findByTestId('cart-totals', {}, { timeout: 8000 });
}

describe('test shop banner', () => {
  it.each([
    ['tw', '測試商店：不會實際收款'],
    ['en', 'Test shop: no real payment is taken'],
  ] as const)('shows on the cart in %s when the server is a test shop', async (lang, text) => {
    await cartWith(true, lang);
    expect(screen.getByTestId('test-shop-banner')).toHaveTextContent(text);
  });

  it('is absent when the server takes real payments', async () => {
    await cartWith(false, 'tw');
    expect(screen.queryByTestId('test-shop-banner')).toBeNull();
  });
});
