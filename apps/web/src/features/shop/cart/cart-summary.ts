import type { Cart, CartEntry } from '../cart';
import type { LineProblem, PreCheckoutAnswer, PreCheckoutLine } from '../types';

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
  /** null until the server priced the cart (the totals need a login). */
  totals: { subtotal: number; shipping: number; total: number } | null;
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
    totals: complete ? { subtotal: answer.subtotal, shipping: answer.shipping_fee, total: answer.total } : null,
    problems,
    canCheckout: complete && rows.length > 0 && problems === 0 && answer.ok,
  };
}
