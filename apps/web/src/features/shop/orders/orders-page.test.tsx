import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, signedIn } from '../../../test/fetch-mock';
import { orderLine, serverOrder } from '../../../test/order-fixture';
import { renderApp } from '../../../test/render-app';

const saved = (name_tw: string, name_en: string) => ({ id: 1, name_tw, name_en, images: [], price: 380 });
const line = (id: number, item: ReturnType<typeof saved> | string) => orderLine(id, item);
const order = (id: number, title: string, items: ReturnType<typeof line>[]) =>
  serverOrder({
    id,
    title,
    payment_type: 'credit_card',
    status: 'success',
    shipping_fee: 0,
    total: 760,
    payment: { ...serverOrder().payment, provider: 'sandbox' },
    items,
  });
const customer = (lang: 'tw' | 'en') => signedIn({ id: 4, role: 'customer', lang });
const orders = [
  order(2, '羊毛脂乳頭霜（單入） 等 2 項', [
    line(1, saved('羊毛脂乳頭霜（單入）', 'Lanolin nipple cream (single)')),
    line(2, saved('紗布巾', 'Muslin cloth')),
  ]),
  order(1, '紗布巾', [line(2, saved('紗布巾', 'Muslin cloth'))]),
  // A line whose saved item cannot be read: the stored title is shown.
  order(3, '集乳袋 等 2 項', [line(3, '{oops'), line(4, '{oops')]),
];

describe('my orders list', () => {
  it('titles each order from its saved lines in English, not with the stored Chinese title', async () => {
    mockFetch({ 'GET /api/order/': { status: 200, body: orders } });
    await renderApp('/orders', customer('en'), 'en');
    const rows = await screen.findAllByTestId('order-row', {}, { timeout: 8000 });
    const titles = rows.map((row) => row.querySelector('.pnc-order-row-title')!.textContent);
    expect(titles).toEqual(['集乳袋 等 2 項', 'Lanolin nipple cream (single) and 1 more item', 'Muslin cloth']);
    expect(within(rows[1]!).queryByText(/等/)).toBeNull();
  });

  it('in Chinese, reads as the stored title does', async () => {
    mockFetch({ 'GET /api/order/': { status: 200, body: orders.slice(0, 2) } });
    await renderApp('/orders', customer('tw'), 'tw');
    const rows = await screen.findAllByTestId('order-row', {}, { timeout: 8000 });
    expect(rows[0]!.querySelector('.pnc-order-row-title')).toHaveTextContent('羊毛脂乳頭霜（單入） 等 2 項');
  });
});
