import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quote, quoteLine } from '../../../test/cart-quote';
import { mockFetch, signedIn } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { replaceCart } from '../cart';

describe("the checkout recipient's phone", () => {
  it('shows +886 912 345 678 as 0912345678 on leaving the field, and refuses 12345 there', async () => {
    replaceCart({ items: { '1': { item_id: 1, quantity: 1, attributes: {} } } });
    mockFetch({
      'POST /api/pre_checkout/': { status: 200, body: quote([quoteLine('1', 1, 1, 380)]) },
      'GET /api/address/': { status: 200, body: [] },
    });
    await renderApp('/cart/checkout', signedIn({ id: 4, role: 'customer' }));
    const phone = await screen.findByTestId('checkout-phone', {}, { timeout: 8000 });
    fireEvent.change(phone, { target: { value: '12345' } });
    await act(async () => fireEvent.blur(phone));
    expect(phone).toHaveValue('12345');
    expect(await screen.findByText('不是電話號碼：請輸入含區碼或 09 開頭的號碼，或 + 加國碼。')).toBeInTheDocument();
    fireEvent.change(phone, { target: { value: '+886 912 345 678' } });
    await act(async () => fireEvent.blur(phone));
    expect(phone).toHaveValue('0912345678');
    const item = phone.closest('.ant-form-item')!;
    await waitFor(() => expect(item.querySelector('.ant-form-item-explain-error')).toBeNull());
  });
});
