import { billTotals } from '@pnc/schemas/centre/bill';
import { momBillingRecord } from '@pnc/schemas/centre/mom-billing-record';
import { useCentreListQuery } from '../resource/resource-api';

/** Every line of a stay fits: the list's own maximum. */
const LINES_LIMIT = 1000;

/**
 * A mother's billing lines and their totals (billTotals: the rule the checkout answer uses too). The
 * server has no balance read besides the checkout itself, so the totals are computed from the lines here.
 * `complete` is false when she has more lines than one read returns: totals would then be wrong, and
 * the screens say so instead of showing them.
 */
export function useBill(mother: number) {
  const { data, error, isLoading } = useCentreListQuery({
    resource: momBillingRecord.name,
    params: { mother, limit: LINES_LIMIT },
  });
  const lines = data?.results ?? [];
  const totals = billTotals(
    lines.map((l) => ({ category: String(l.category), amount: Number(l.amount), paid: l.paid === true })),
  );
  return { lines, totals, complete: !!data && data.count <= lines.length, count: data?.count ?? 0, error, isLoading };
}
