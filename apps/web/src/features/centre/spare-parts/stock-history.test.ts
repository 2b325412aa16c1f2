import { describe, expect, it } from 'vitest';
import { type Movement, stockAfter } from './stock-history';

const m = (operation: Movement['operation'], quantity: number): Movement => ({ operation, quantity });

describe('the running total of a stock history (newest first)', () => {
  it('works back from the current stock when there is no count', () => {
    // Oldest first: take 1 (→ 4), return 5 (→ 9), take 2 (→ 7).
    expect(stockAfter([m('out', 2), m('in', 5), m('out', 1)], 7)).toEqual([7, 9, 4]);
  });

  it("shows a count's own quantity, and movements after it add up from there", () => {
    expect(stockAfter([m('out', 1), m('in', 10), m('adjust', 5)], 14)).toEqual([14, 15, 5]);
  });

  it('keeps the newest rows in step with the current stock after a correction by hand', () => {
    // A manager set the total to 20 after the take; the history does not know how, only that it is 20 now.
    expect(stockAfter([m('out', 1), m('adjust', 5)], 20)).toEqual([20, 5]);
  });

  it('leaves movements older than the oldest count unknown', () => {
    expect(stockAfter([m('in', 2), m('adjust', 10), m('out', 3)], 12)).toEqual([12, 10, null]);
  });

  it('starts again from each count', () => {
    expect(stockAfter([m('out', 1), m('adjust', 8), m('in', 4), m('adjust', 3), m('out', 2)], 7)).toEqual([7, 8, 7, 3, null]);
  });

  it('answers nothing for no movements', () => {
    expect(stockAfter([], 3)).toEqual([]);
  });
});
