import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, profile } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { replaceCart } from '../cart';

const entry = (item_id: number, quantity: number) => ({ item_id, quantity, attributes: {} });
const line = (key: string, item_id: number, quantity: number, unit_price: number, problem: string | null = null) => ({
  key,
  item_id,
  name_tw: `商品${item_id}`,
  name_en: `Item ${item_id}`,
  image: null,
  quantity,
  attributes: {},
  unit_price,
  subtotal: unit_price * quantity,
  stock: 2,
  problem,
});
const loggedIn = {
  user: {
    status: 'loggedIn' as const,
    token: 't',
    id: 4,
    orders: null,
    data: { ...profile, id: 4, role: 'customer' as const, cart: { items: {} }, favorite: [] },
  },
};

describe('cart page', () => {
  it('shows the server totals in NT$ and sends the cart as JSON text', async () => {
    replaceCart({ items: { '1': entry(1, 2), '22': entry(22, 5) } });
    const { calls } = mockFetch({
      'POST /api/pre_checkout/': {
        status: 200,
        body: {
          lines: [line('1', 1, 2, 380), line('22', 22, 5, 1260)],
          currency: 'TWD',
          subtotal: 7060,
          shipping_fee: 0,
          total: 7060,
          ok: true,
        },
      },
    });
    await renderApp('/cart', loggedIn);
    const totals = await screen.findByTestId('cart-totals', {}, { timeout: 8000 });
    expect(within(totals).getByTestId('cart-total')).toHaveTextContent('NT$7,060');
    expect(within(totals).getByText('免運費')).toBeInTheDocument();
    expect(screen.getByText('NT$6,300')).toBeInTheDocument();
    const sent = JSON.parse(calls.find((c) => c.url === '/api/pre_checkout/')!.body!);
    expect(JSON.parse(sent.data)).toEqual({ items: { '1': entry(1, 2), '22': entry(22, 5) } });
    expect(screen.getByTestId('go-checkout')).toBeEnabled();
  });

  it('names a line problem and blocks checkout', async () => {
    replaceCart({ items: { '22': entry(22, 5) } });
    mockFetch({
      'POST /api/pre_checkout/': {
        status: 200,
        body: {
          lines: [line('22', 22, 5, 260, 'quantity_exceeds_stock')],
          currency: 'TWD',
          subtotal: 0,
          shipping_fee: 100,
          total: 100,
          ok: false,
        },
      },
    });
    await renderApp('/cart', loggedIn);
    expect(await screen.findByTestId('line-problem', {}, { timeout: 8000 })).toHaveTextContent('庫存只剩 2 件');
    expect(screen.getByTestId('go-checkout')).toBeDisabled();
  });

  it('logged out: local lines and a prompt to log in, no totals', async () => {
    replaceCart({ items: { '1': entry(1, 1) } });
    mockFetch({
      'GET /api/items/1/': {
        status: 200,
        body: { id: 1, name_tw: '羊毛脂乳頭霜', name_en: '', price: 380, stock: 5, images: [] },
      },
    });
    await renderApp('/cart', { user: { status: 'anonymous', token: null, id: null, data: null, orders: null } });
    expect(await screen.findByText('羊毛脂乳頭霜', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('單價 NT$380')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登入查看價格' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-totals')).toBeNull();
  });
});
