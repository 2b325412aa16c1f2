import type { ResourceHooks } from './repository';

/** amount = quantity × unit_price, always computed here (the client never sends it). */
export const billingHooks: ResourceHooks = {
  compute: (row) => ({ amount: Number(row.quantity) * Number(row.unit_price) }),
};
