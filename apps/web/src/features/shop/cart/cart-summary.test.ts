import { describe, expect, it } from 'vitest';
import type { Cart } from '../cart';
import { quote, quoteLine } from '../../../test/cart-quote';
import { summarizeCart } from './cart-summary';

const cart: Cart = {
  items: {
    '1': { item_id: 1, quantity: 2, attributes: {} },
    '22': { item_id: 22, quantity: 5, attributes: {} },
  },
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
    const summary = summarizeCart(cart, quote([quoteLine('1', 1, 2, 380), quoteLine('22', 22, 5, 260)]));
    expect(summary.totals).toEqual({ subtotal: 2060, shipping: 100, total: 2160, freeShippingGap: 0, cvsShipping: 60 });
    expect(summary.rows[1]!.priced!.subtotal).toBe(1300);
    expect(summary.canCheckout).toBe(true);
  });

  it('a line with a problem is flagged and blocks checkout', () => {
    const summary = summarizeCart(
      cart,
      quote([quoteLine('1', 1, 2, 380), quoteLine('22', 22, 5, 260, 'quantity_exceeds_stock')]),
    );
    expect(summary.problems).toBe(1);
    expect(summary.rows.find((r) => r.key === '22')!.problem).toBe('quantity_exceeds_stock');
    expect(summary.totals!.subtotal).toBe(760);
    // The server's free-shipping gap is what is shown: 1500 − 760.
    expect(summary.totals!.freeShippingGap).toBe(740);
    expect(summary.canCheckout).toBe(false);
  });

  it('an answer for an older cart (a line missing) shows no totals until the new one arrives', () => {
    const summary = summarizeCart(cart, quote([quoteLine('1', 1, 2, 380)]));
    expect(summary.totals).toBeNull();
    expect(summary.canCheckout).toBe(false);
  });
});
