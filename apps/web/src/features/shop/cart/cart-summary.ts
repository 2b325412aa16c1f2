import type { Cart, CartEntry } from '../cart';
import { pickLang } from '../../../lib/pick-lang';
import type { LineProblem, PreCheckoutAnswer, PreCheckoutLine, ShopItem } from '../types';

export interface CartRow {
  key: string;
  entry: CartEntry;
  /** The server's pricing of this line (logged in only). */
  priced?: PreCheckoutLine;
  problem: LineProblem | null;
}

export interface CartSummary {
  rows: CartRow[];
  pieces: number;
  /**
   * null until the server priced the cart (pre_checkout signed in, the cart quote as a guest). `freeShippingGap` is
   * how much more gives free shipping (0 once reached), `cvsShipping` the fee of store pickup for this cart.
   */
  totals: {
    subtotal: number;
    shipping: number;
    total: number;
    freeShippingGap: number;
    cvsShipping: number;
  } | null;
  problems: number;
  canCheckout: boolean;
}

/**
 * Joins the local cart with the server's pre-checkout answer (lines by key). The server's prices are the
 * only ones shown in totals; lines with a problem do not count in them, and block checkout.
 */
export function summarizeCart(cart: Cart, answer: PreCheckoutAnswer | undefined): CartSummary {
  const byKey = new Map((answer?.lines ?? []).map((line) => [line.key, line]));
  const rows = Object.entries(cart.items).map(([key, entry]) => {
    const priced = byKey.get(key);
    return { key, entry, priced, problem: priced?.problem ?? null };
  });
  const pieces = rows.reduce((sum, row) => sum + row.entry.quantity, 0);
  const problems = rows.filter((row) => row.problem).length;
  const complete = !!answer && rows.every((row) => row.priced);
  return {
    rows,
    pieces,
    totals: complete
      ? {
          subtotal: answer.subtotal,
          shipping: answer.shipping_fee,
          total: answer.total,
          freeShippingGap: answer.free_shipping_gap,
          cvsShipping: answer.shipping_fees.cvs,
        }
      : null,
    problems,
    canCheckout: complete && rows.length > 0 && problems === 0 && answer.ok,
  };
}

/**
 * The chosen variant's name of a line (「M / 米白」), in the reader's language: from the server's pricing, or, before
 * it answers, from the item's public page. Null for an item without variants (or a variant no longer on sale).
 */
export function lineVariantName(row: Pick<CartRow, 'entry' | 'priced'>, item: ShopItem | undefined, lang: string): string | null {
  if (row.entry.variant_id === undefined) return null;
  const variant = row.priced?.variant ?? item?.variants.find((v) => v.id === row.entry.variant_id);
  return variant ? pickLang(variant, 'name', lang) : null;
}
