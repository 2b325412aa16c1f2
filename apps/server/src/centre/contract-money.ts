import { AppError } from '../lib/errors';
import { nowIso } from '../lib/time';
import { writeAudit } from './audit-repository';
import { todayTaipei } from './care-time';
import type { Actor, AnyDb, ResourceHooks, Row } from './repository';

/** The item of the deposit line the server keeps for a contract. */
const DEPOSIT_ITEM = '訂金';

type Line = { id: number; mother: number; unit_price: number | string; quantity: number };

/**
 * The contract's deposit is on the mother's bill: one paid `deposit` line per contract, kept in step with the
 * contract's deposit and mother (created, changed, removed with it) and audited like any write.
 */
async function keepDepositLine(trx: AnyDb, contract: Row, actor: Actor) {
  const id = contract.id as number;
  const deposit = contract.deposit == null ? 0 : Number(contract.deposit);
  const line = (await trx
    .selectFrom('mom_billing_record')
    .select(['id', 'mother', 'unit_price', 'quantity'])
    .where('contract', '=', id)
    .where('category', '=', 'deposit')
    .orderBy('id')
    .executeTakeFirst()) as Line | undefined;
  const now = nowIso();
  const audit = (action: 'create' | 'update' | 'delete', entityId: number, changed: Row) =>
    writeAudit(trx, { actorId: actor.id, action, entity: 'mom_billing_record', entityId, changed });
  if (deposit <= 0) {
    if (line) {
      await trx.deleteFrom('mom_billing_record').where('id', '=', line.id).execute();
      await audit('delete', line.id, { contract: id, category: 'deposit', amount: Number(line.unit_price) * line.quantity });
    }
    return;
  }
  if (!line) {
    const values = {
      mother: contract.mother,
      contract: id,
      item: DEPOSIT_ITEM,
      category: 'deposit',
      quantity: 1,
      unit_price: deposit,
      amount: deposit,
      billed_at: (contract.signed_at as string | null) ?? todayTaipei(),
      paid: 1,
      paid_at: now,
      payment_method: null,
      note: null,
    };
    const created = (await trx
      .insertInto('mom_billing_record')
      .values({ ...values, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()) as { id: number };
    await audit('create', Number(created.id), { ...values, paid: true });
    return;
  }
  const changed: Row = {};
  if (Number(line.mother) !== Number(contract.mother)) changed.mother = [Number(line.mother), contract.mother];
  if (Number(line.unit_price) * line.quantity !== deposit) changed.amount = [Number(line.unit_price) * line.quantity, deposit];
  if (!Object.keys(changed).length) return;
  await trx
    .updateTable('mom_billing_record')
    .set({ mother: contract.mother, quantity: 1, unit_price: deposit, amount: deposit, updated_at: now })
    .where('id', '=', line.id)
    .execute();
  await audit('update', line.id, changed);
}

/**
 * A contract's money (decision 0017): total_amount = days × daily_rate − discount, computed here (a typed
 * total is refused by the schema, a discount above days × daily_rate is a 400), and its deposit on the bill.
 */
export const contractMoneyHooks: ResourceHooks = {
  compute: (row) => ({
    total_amount: Number(row.days) * Number(row.daily_rate) - (row.discount == null ? 0 : Number(row.discount)),
  }),
  async beforeWrite(_trx, row) {
    const gross = Number(row.days) * Number(row.daily_rate);
    if (Number(row.total_amount) < 0)
      throw new AppError(400, 'discount_over_total', `The discount is more than days × daily rate (NT$${gross}).`, {
        discount: [`too_big:${gross}`],
      });
  },
  async afterWrite(trx, after, _before, actor) {
    if (after) await keepDepositLine(trx, after, actor);
  },
  async beforeDelete(trx, before) {
    await trx
      .deleteFrom('mom_billing_record')
      .where('contract', '=', before.id as number)
      .where('category', '=', 'deposit')
      .execute();
  },
};
