import { describe, expect, it } from 'vitest';
import type { Cart } from '../cart';
import type { PreCheckoutAnswer, PreCheckoutLine } from '../types';
import { summarizeCart } from './cart-summary';

const cart: Cart = {
  items: {
    '1': { item_id: 1, quantity: 2, attributes: {} },
    '22': { item_id: 22, quantity: 5, attributes: {} },
  },
};

const line = (
  key: string,
  item_id: number,
  quantity: number,
  unit_price: number,
  problem: PreCheckoutLine['problem'] = null,
) => ({
  key,
  item_id,
  name_tw: `品項 ${item_id}`,
  name_en: `Item ${item_id}`,
  image: null,
  quantity,
  attributes: {},
  unit_price,
  subtotal: unit_price * quantity,
  stock: 10,
  problem,
});

const answer = (lines: PreCheckoutLine[], shipping = 100): PreCheckoutAnswer => {
  const subtotal = lines.filter((l) => !l.problem).reduce((s, l) => s + l.subtotal, 0);
  return {
    lines,
    currency: 'TWD',
    subtotal,
    shipping_fee: shipping,
    total: subtotal + shipping,
    ok: lines.every((l) => !l.problem),
    delivery_method: 'home',
    shipping_fees: { home: shipping, cvs: shipping ? 60 : 0 },
    free_shipping_at: 1500,
    free_shipping_gap: Math.max(0, 1500 - subtotal),
  };
};

describe('cart page totals', () => {
  it('logged out (no pricing): local lines, no totals, no checkout', () => {
    const summary = summarizeCart(cart, undefined);
    expect(summary.rows.map((r) => r.key)).toEqual(['1', '22']);
    expect(summary.pieces).toBe(7);
    expect(summary.totals).toBeNull();
    expect(summary.canCheckout).toBe(false);
  });

  it('takes the totals from the server, never from the client', () => {
    const summary = summarizeCart(cart, answer([line('1', 1, 2, 380), line('22', 22, 5, 260)]));
    expect(summary.totals).toEqual({ subtotal: 2060, shipping: 100, total: 2160, freeShippingGap: 0, cvsShipping: 60 });
    expect(summary.rows[1]!.priced!.subtotal).toBe(1300);
    expect(summary.canCheckout).toBe(true);
  });

  it('a line with a problem is flagged and blocks checkout', () => {
    const summary = summarizeCart(cart, answer([line('1', 1, 2, 380), line('22', 22, 5, 260, 'quantity_exceeds_stock')]));
    expect(summary.problems).toBe(1);
    expect(summary.rows.find((r) => r.key === '22')!.problem).toBe('quantity_exceeds_stock');
    expect(summary.totals!.subtotal).toBe(760);
    // The server's free-shipping gap is what is shown: 1500 − 760.
    expect(summary.totals!.freeShippingGap).toBe(740);
    expect(summary.canCheckout).toBe(false);
  });

  it('an answer for an older cart (a line missing) shows no totals until the new one arrives', () => {
    const summary = summarizeCart(cart, answer([line('1', 1, 2, 380)]));
    expect(summary.totals).toBeNull();
    expect(summary.canCheckout).toBe(false);
  });
});
