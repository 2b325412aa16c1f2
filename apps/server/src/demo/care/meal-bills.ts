import { addDays } from '../../centre/care-time';
import type { CareContext } from './context';
import { taipeiAt } from './dates';

const FAMILY_MEAL_PRICE = 280;

/**
 * Family meals billed to about half the mothers who came (seedCentre bills rooms and deposits):
 * paid on the last day for stays that ended, still open for the others.
 */
export async function seedMealBills({ rng, today, started, contractOf, insertMany }: CareContext) {
  const bills: Record<string, unknown>[] = [];
  for (const s of started) {
    if (rng.next() < 0.5) continue;
    const meals = rng.int(3, 12);
    const paid = s.end_date <= today;
    bills.push({
      mother: s.mother,
      contract: contractOf.get(s.mother)?.id ?? null,
      item: '家屬餐',
      category: 'meal',
      quantity: meals,
      unit_price: FAMILY_MEAL_PRICE,
      amount: meals * FAMILY_MEAL_PRICE,
      billed_at: paid ? addDays(s.end_date, -1) : today,
      paid: paid ? 1 : 0,
      paid_at: paid ? taipeiAt(addDays(s.end_date, -1), 11) : null,
      payment_method: paid ? rng.pick(['cash', 'card']) : null,
      note: null,
    });
  }
  await insertMany('mom_billing_record', bills);
}
