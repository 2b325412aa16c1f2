import { describe, expect, it } from 'vitest';
import { orderStatuses, type OrderStatus } from './order';
import {
  canPutBack,
  canStep,
  endedBeforeShipping,
  endedStatuses,
  initialStatus,
  invoiceRules,
  orderLife,
  type OrderStepRule,
  orderSteps,
  progressStage,
  progressStages,
  refundDue,
  stepsFrom,
} from './order-life';

const next = (s: OrderStatus) => orderSteps.filter((step) => canStep(step, s, true)).map((step) => orderLife[step].to);

function reachableFrom(start: OrderStatus): Set<OrderStatus> {
  const seen = new Set<OrderStatus>([start]);
  const todo = [start];
  while (todo.length) for (const to of next(todo.pop()!)) if (!seen.has(to) && seen.add(to)) todo.push(to);
  return seen;
}

describe("the order's life table", () => {
  it('states the life the server had when the table was written (a change here is a change of behaviour)', () => {
    const rows = Object.fromEntries(
      orderSteps.map((s) => {
        const r: OrderStepRule = orderLife[s];
        return [s, `${r.from.join('|')} → ${r.to} by ${r.by.join('|')}${r.needsPayment ? ', paid' : ''}`];
      }),
    );
    expect(rows).toEqual({
      settle: 'waiting → processing by customer',
      pay: 'waiting|processing → success by provider|manager',
      unsettle: 'processing → waiting by provider|system',
      fail: 'processing → failure by provider',
      startFail: 'waiting → failure by system',
      expire: 'waiting → failure by system',
      ship: 'success → shipped by manager',
      deliver: 'shipped → delivered by manager',
      cancel: 'waiting|success → cancelled by customer',
      cancelByManager: 'waiting|success → cancelled by manager',
      refund: 'success|shipped|delivered|cancelled|failure → refunded by manager, paid',
    });
    expect(initialStatus).toBe('waiting');
    expect(endedStatuses).toEqual(['failure', 'cancelled', 'refunded']);
  });

  it('reaches every status from the initial one', () => {
    expect([...reachableFrom(initialStatus)].sort()).toEqual([...orderStatuses].sort());
  });

  it('never leaves the ended statuses once in one, and refunded ends it for good', () => {
    for (const s of endedStatuses) for (const to of next(s)) expect(endedStatuses).toContain(to);
    expect(next('refunded')).toEqual([]);
    // Out of an ended status only a refund, and only once money was taken.
    for (const s of endedStatuses) expect(orderSteps.filter((step) => canStep(step, s, false))).toEqual([]);
  });

  it('names only known statuses, no step into its own from', () => {
    for (const step of orderSteps) {
      const { from, to } = orderLife[step];
      expect(orderStatuses).toContain(to);
      for (const s of from) expect(orderStatuses).toContain(s);
      expect(from).not.toContain(to);
    }
  });

  it('has every status either ended or on the progress bar (settling counts as its first stage)', () => {
    for (const s of orderStatuses) {
      const at = progressStage(s);
      if (endedStatuses.includes(s)) expect(at).toBeNull();
      else expect(at).toBeGreaterThanOrEqual(0);
    }
    expect(progressStages.map(progressStage)).toEqual([0, 1, 2, 3]);
    expect(progressStage('processing')).toBe(0);
    expect(progressStages[0]).toBe(initialStatus);
  });

  it('gives each actor its steps', () => {
    expect(stepsFrom('waiting', 'customer')).toEqual(['settle', 'cancel']);
    expect(stepsFrom('waiting', 'manager')).toEqual(['pay', 'cancelByManager']);
    expect(stepsFrom('success', 'manager')).toEqual(['ship', 'cancelByManager', 'refund']);
    expect(stepsFrom('shipped', 'manager')).toEqual(['deliver', 'refund']);
    expect(stepsFrom('cancelled', 'manager')).toEqual([]);
    expect(stepsFrom('cancelled', 'manager', true)).toEqual(['refund']);
    expect(stepsFrom('shipped', 'customer')).toEqual([]);
    expect(stepsFrom('refunded', 'manager')).toEqual([]);
  });

  it('issues an invoice only while paid and going on, refunds it once refunded', () => {
    expect([...invoiceRules.issueIn].sort()).toEqual(['delivered', 'shipped', 'success']);
    for (const s of invoiceRules.issueIn) expect(endedStatuses).not.toContain(s);
    expect(invoiceRules.refundIn).toEqual([orderLife.refund.to]);
  });

  it('tells a refund due from lines to put back', () => {
    for (const s of orderStatuses) {
      const ended = endedBeforeShipping.includes(s);
      expect(refundDue({ status: s, paid_at: '2026-01-01T00:00:00Z' })).toBe(ended);
      expect(refundDue({ status: s, paid_at: null })).toBe(false);
      expect(canPutBack({ status: s, paid_at: null })).toBe(ended);
      expect(canPutBack({ status: s, paid_at: '2026-01-01T00:00:00Z' })).toBe(false);
    }
  });
});
