import type { OrderStatus } from './order';

/**
 * An order's life, in one table: every step it can take, the statuses it may start from and the one it moves to,
 * and who takes it. The server's conditional writes take their `from` lists from here (one UPDATE ... WHERE status
 * IN (from) per step), the invoice rules and the stock release read the groups below, and the web shows a
 * manager's buttons, the customer's cancel and "put back in cart" and the progress bar from the same table.
 * No zod here: the web's first load imports it.
 */
export type OrderActor = 'customer' | 'manager' | 'provider' | 'system';

export interface OrderStepRule {
  readonly from: readonly OrderStatus[];
  readonly to: OrderStatus;
  readonly by: readonly OrderActor[];
  /** only once money was taken (paid_at recorded), whatever the status. */
  readonly needsPayment?: true;
}

/** The status every order starts in. */
export const initialStatus: OrderStatus = 'waiting';

/** Before it ships, paid or not: who cancels it does not change where from. */
const cancellable = ['waiting', 'success'] as const satisfies readonly OrderStatus[];

export const orderLife = {
  /** A payment is being settled with the provider (card sandbox, PayPal): only one caller wins. */
  settle: { from: ['waiting'], to: 'processing', by: ['customer'] },
  /** Paid: a provider's answer or callback, or a manager confirming an ATM transfer. */
  pay: { from: ['waiting', 'processing'], to: 'success', by: ['provider', 'manager'] },
  /** Back to awaiting payment: a declined card, an undecided or unreachable provider, a settle left stuck. */
  unsettle: { from: ['processing'], to: 'waiting', by: ['provider', 'system'] },
  /** The provider said the (non-card) payment failed. */
  fail: { from: ['processing'], to: 'failure', by: ['provider'] },
  /** The payment could not even start when the order was placed. */
  startFail: { from: ['waiting'], to: 'failure', by: ['system'] },
  /** Still unpaid past its deadline: the sweep ends it. */
  expire: { from: ['waiting'], to: 'failure', by: ['system'] },
  ship: { from: ['success'], to: 'shipped', by: ['manager'] },
  deliver: { from: ['shipped'], to: 'delivered', by: ['manager'] },
  /** The customer cancels before it ships (a paid one then waits for its refund). */
  cancel: { from: cancellable, to: 'cancelled', by: ['customer'] },
  cancelByManager: { from: cancellable, to: 'cancelled', by: ['manager'] },
  /**
   * Money back, at any point after payment; failure included: an order that expired unpaid, then was paid late at
   * ECPay (paid_at recorded, status kept: a refund due).
   */
  refund: {
    from: ['success', 'shipped', 'delivered', 'cancelled', 'failure'],
    to: 'refunded',
    by: ['manager'],
    needsPayment: true,
  },
} as const satisfies Record<string, OrderStepRule>;

export type OrderStep = keyof typeof orderLife;
export const orderSteps = Object.keys(orderLife) as OrderStep[];

/** The `from` list of a step, as a mutable array (what a query builder's `in` takes). */
export const stepFrom = (step: OrderStep): OrderStatus[] => [...orderLife[step].from];

/** Statuses in which an order has money taken and is going on (not cancelled, not refunded). */
const goingOnPaid: readonly OrderStatus[] = [orderLife.pay.to, orderLife.ship.to, orderLife.deliver.to];

/**
 * Whether `step` may start from `status`. A step that needs a payment also needs `paid` (paid_at recorded); when
 * it is not given, only the statuses that mean paid count as paid.
 */
export function canStep(step: OrderStep, status: OrderStatus, paid = isPaidStatus(status)): boolean {
  const rule: OrderStepRule = orderLife[step];
  return rule.from.includes(status) && (!rule.needsPayment || paid);
}

/** The steps `actor` may take from `status` now (`paid` as for canStep). */
export const stepsFrom = (status: OrderStatus, actor: OrderActor, paid = isPaidStatus(status)): OrderStep[] =>
  orderSteps.filter((s) => (orderLife[s].by as readonly OrderActor[]).includes(actor) && canStep(s, status, paid));

/** Ended: no longer on its way (never paid, cancelled, refunded). The order's reserved stock returns on entering one. */
export const endedStatuses: readonly OrderStatus[] = ['failure', 'cancelled', 'refunded'];
/** Ended before anything was shipped or refunded: unpaid, its lines can go back in the cart; paid, a refund is due. */
export const endedBeforeShipping: readonly OrderStatus[] = ['failure', 'cancelled'];

const isPaidStatus = (s: OrderStatus) => goingOnPaid.includes(s) || s === orderLife.refund.to;

/** The invoice rules: issued (or retried) while the order is paid and going on, voided or given an allowance once refunded. */
export const invoiceRules = {
  issueIn: goingOnPaid,
  refundIn: [orderLife.refund.to] as readonly OrderStatus[],
};

/** The shopper's progress bar: placed → paid → shipped → delivered (ended orders show none). */
export const progressStages = ['waiting', 'success', 'shipped', 'delivered'] as const satisfies readonly OrderStatus[];

/** Where the order is on the progress bar (a payment being settled is still at the first stage); null once ended. */
export function progressStage(status: OrderStatus): number | null {
  if (endedStatuses.includes(status)) return null;
  if (status === orderLife.settle.to) return 0;
  return progressStages.indexOf(status as (typeof progressStages)[number]);
}

type Money = { status: OrderStatus; paid_at: string | null };

/** Money taken on an order that ended (cancelled after paying, or paid after its deadline): a manager refunds it. */
export const refundDue = (o: Money) => o.paid_at !== null && endedBeforeShipping.includes(o.status);

/** An order that ended unpaid keeps what was chosen: its lines may go back into the cart. */
export const canPutBack = (o: Money) => o.paid_at === null && endedBeforeShipping.includes(o.status);
