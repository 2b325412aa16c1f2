import type { PreCheckoutAnswer, PreCheckoutLine } from '../features/shop/types';

/** One line of a cart quote as the server prices it: 2 pieces left in stock. */
export const quoteLine = (
  key: string,
  item_id: number,
  quantity: number,
  unit_price: number,
  problem: PreCheckoutLine['problem'] = null,
): PreCheckoutLine => ({
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

/**
 * The server's quote of a cart (POST /api/pre_checkout/ or /api/cart/quote/) for home delivery: the lines without a
 * problem make the subtotal, free shipping from NT$1,500; `shipping` is the home fee (none: none for a store pick-up
 * either, else NT$60).
 */
export const quote = (lines: PreCheckoutLine[], shipping = 100): PreCheckoutAnswer => {
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
