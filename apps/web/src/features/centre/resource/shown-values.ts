import { shownAmount } from '@pnc/schemas/centre/bill';
import { momBillingRecord } from '@pnc/schemas/centre/mom-billing-record';
import type { ResourceDefinition } from '@pnc/schemas/centre/define';

type Row = Record<string, unknown>;
type Shown = (name: string, value: unknown, row: Row) => unknown;

/**
 * Values a definition shows differently from how they are stored, keyed by the definition: a bill line's amount
 * is stored positive and shown with its sign (discounts, nights credited and refunds negative, bill.ts), so a
 * deduction never reads as a charge on the billing tab or the printed bill.
 */
const shownValues = new Map<ResourceDefinition, Shown>([
  [
    momBillingRecord,
    (name, value, row) => (name === 'amount' && value != null ? shownAmount(String(row.category), Number(value)) : value),
  ],
]);

/** The value of `name` as its row shows it. */
export const shownValue = (def: ResourceDefinition, name: string, value: unknown, row: Row | undefined) => {
  const shown = row && shownValues.get(def);
  return shown ? shown(name, value, row) : value;
};
