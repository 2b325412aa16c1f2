import type { stockOperations } from '@pnc/schemas/centre/spare-part-record';

export interface Movement {
  operation: (typeof stockOperations)[number];
  quantity: number;
}

/** What a movement does to the stock, where that is a change: in adds, out takes (adjust sets, no change). */
const change = (m: Movement) => (m.operation === 'in' ? m.quantity : -m.quantity);

/**
 * The running total: the stock after each movement, for movements listed newest first.
 *
 * Records keep only the movement, so totals are worked out: back from the part's current stock for the
 * movements since the latest count (an `adjust`, whose stock after is its own quantity), and forward from
 * each count for the movements before it. A count says nothing about the stock before it, so movements older
 * than the oldest count listed are null (unknown). Working back from the current stock keeps the newest rows
 * in step with the total the page shows, even after a manager corrected the total by hand.
 */
export function stockAfter(newestFirst: readonly Movement[], currentTotal: number): (number | null)[] {
  const after: (number | null)[] = new Array<number | null>(newestFirst.length).fill(null);
  let running: number | null = null;
  for (let i = newestFirst.length - 1; i >= 0; i--) {
    const m = newestFirst[i]!;
    running = m.operation === 'adjust' ? m.quantity : running === null ? null : running + change(m);
    after[i] = running;
  }
  const latestCount = newestFirst.findIndex((m) => m.operation === 'adjust');
  let back = currentTotal;
  for (let i = 0; i < (latestCount === -1 ? newestFirst.length : latestCount); i++) {
    after[i] = back;
    back -= change(newestFirst[i]!);
  }
  return after;
}
