import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anonymous, mockFetch, signedIn } from '../../../test/fetch-mock';
import { quote, quoteLine } from '../../../test/cart-quote';
import { renderApp } from '../../../test/render-app';
import { loadCart, replaceCart } from '../cart';

const entry = (item_id: number, quantity: number) => ({ item_id, quantity, attributes: {} });
const loggedIn = signedIn({ id: 4, role: 'customer' });

describe('cart page', () => {
  it('shows the server totals in NT$ and sends the cart as JSON text', async () => {
    replaceCart({ items: { '1': entry(1, 2), '22': entry(22, 5) } });
    const { calls } = mockFetch({
      'POST /api/pre_checkout/': { status: 200, body: quote([quoteLine('1', 1, 2, 380), quoteLine('22', 22, 5, 1260)], 0) },
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
      'POST /api/pre_checkout/': { status: 200, body: quote([quoteLine('22', 22, 5, 260, 'quantity_exceeds_stock')]) },
    });
    await renderApp('/cart', loggedIn);
    expect(await screen.findByTestId('line-problem', {}, { timeout: 8000 })).toHaveTextContent('庫存只剩 2 件');
    expect(screen.getByTestId('go-checkout')).toBeDisabled();
  });

  it('a guest sees the totals, shipping and the free-shipping gap (the public quote); checkout asks to log in and keeps the cart', async () => {
    replaceCart({ items: { '1': entry(1, 1) } });
    const { calls } = mockFetch({
      'POST /api/cart/quote/': { status: 200, body: quote([quoteLine('1', 1, 1, 380)]) },
    });
    const { store } = await renderApp('/cart', anonymous);
    const totals = await screen.findByTestId('cart-totals', {}, { timeout: 8000 });
    expect(within(totals).getByTestId('cart-total')).toHaveTextContent('NT$480');
    expect(within(totals).getByText('NT$100')).toBeInTheDocument();
    expect(screen.getByTestId('free-shipping-gap')).toHaveTextContent('再買 NT$1,120 即可免運費');
    expect(screen.getByTestId('cvs-shipping')).toHaveTextContent('超商取貨運費：NT$60');
    expect(screen.getByTestId('cart-login-note')).toHaveTextContent('結帳前請先登入');
    expect(calls.some((c) => c.url === '/api/pre_checkout/')).toBe(false);
    const sent = JSON.parse(calls.find((c) => c.url === '/api/cart/quote/')!.body!);
    expect(JSON.parse(sent.data)).toEqual({ items: { '1': entry(1, 1) } });

    fireEvent.click(screen.getByTestId('go-checkout'));
    expect(store.getState().app.requestLogin).toBe(true);
    expect(loadCart().items).toEqual({ '1': entry(1, 1) });
  });

  it('drops tampered lines on read (negative, fractional, not an id, unknown item) and says which', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify({
        items: {
          '1': entry(1, 2),
          neg: entry(1, -5),
          half: { item_id: 3, quantity: 1.5, attributes: {} },
          junk: { item_id: 'abc', quantity: 1 },
          '99999': entry(99999, 1),
        },
      }),
    );
    const { calls } = mockFetch({
      'POST /api/cart/quote/': [
        { status: 200, body: quote([quoteLine('1', 1, 2, 380), quoteLine('99999', 99999, 1, 0, 'not_found')]) },
        { status: 200, body: quote([quoteLine('1', 1, 2, 380)]) },
      ],
    });
    await renderApp('/cart', anonymous);
    const notice = await screen.findByTestId('cart-dropped', {}, { timeout: 8000 });
    await waitFor(() => expect(notice).toHaveTextContent('商品編號 99999：這項商品已不存在'));
    expect(notice).toHaveTextContent('商品編號 1：數量「-5」不是 1 到 999 的整數');
    expect(notice).toHaveTextContent('商品編號 3：數量「1.5」不是 1 到 999 的整數');
    expect(notice).toHaveTextContent('商品編號「abc」');
    // The stored cart is cleaned for good; nothing was rounded (no line of 1 or 2 pieces made from 1.5).
    await waitFor(() => expect(loadCart().items).toEqual({ '1': entry(1, 2) }));
    expect(JSON.parse(localStorage.getItem('cart')!).items).toEqual({ '1': entry(1, 2) });
    // The server was never sent the invalid lines.
    const quoted = calls.find((c) => c.url === '/api/cart/quote/')!;
    expect(JSON.parse(JSON.parse(quoted.body!).data).items).toEqual({ '1': entry(1, 2), '99999': entry(99999, 1) });
    // The header badge counts the clean cart.
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
    expect(await screen.findByTestId('cart-total')).toHaveTextContent('NT$860');
  });
});
