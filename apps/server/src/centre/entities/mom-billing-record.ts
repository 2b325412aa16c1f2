import { unpaidCategories } from '@pnc/schemas/centre/bill';
import { AppError } from '../../lib/errors';
import type { AnyDb, ResourceHooks, Row } from '../repository';

/** Categories priced from the contract's room type: days added (續住) and days not stayed. */
const roomTypePriced = ['extension', 'early_leave'];

/** The daily rate of a contract's room type, or null when the contract names none. */
export async function roomTypeRate(trx: AnyDb, contract: number): Promise<number | null> {
  const row = (await trx
    .selectFrom('contract')
    .innerJoin('room_type', 'room_type.id', 'contract.room_type')
    .select('room_type.daily_rate')
    .where('contract.id', '=', contract)
    .executeTakeFirst()) as { daily_rate: number | string } | undefined;
  return row ? Number(row.daily_rate) : null;
}

/**
 * A billing line (decision 0017): amount = quantity × unit_price, computed here (a typed amount is refused by
 * the schema). Extension days and days not stayed are priced from the contract's room type, so a line naming
 * another price is refused with the price it must have; discounts and days not stayed are credits, never
 * paid; the contract's deposit line is kept from the contract (contract-money.ts), not entered twice.
 */
export const billingHooks: ResourceHooks = {
  compute: (row) => ({ amount: Number(row.quantity) * Number(row.unit_price) }),
  async beforeWrite(trx: AnyDb, row: Row, id: number | undefined) {
    const category = row.category as string;
    if ((unpaidCategories as readonly string[]).includes(category) && row.paid)
      throw new AppError(400, 'credit_not_paid', 'A discount or a credit for days not stayed is never paid.', {
        paid: ['unpaid_only'],
      });
    if (roomTypePriced.includes(category)) {
      const priced = (fields: Record<string, string[]>, rate?: number) =>
        new AppError(
          400,
          'priced_from_room_type',
          `Extension days and days not stayed are priced from the contract's room type${rate === undefined ? '' : `: NT$${rate} a day`}.`,
          fields,
        );
      if (row.contract == null) throw priced({ contract: ['needs_room_type'] });
      const rate = await roomTypeRate(trx, Number(row.contract));
      if (rate === null) throw priced({ contract: ['needs_room_type'] });
      // The price it must have, as a field-error code with its limit: the form says it under the price.
      if (Number(row.unit_price) !== rate) throw priced({ unit_price: [`room_type_rate:${rate}`] }, rate);
    }
    if (category === 'deposit' && row.contract != null) {
      const c = (await trx.selectFrom('contract').select('deposit').where('id', '=', row.contract).executeTakeFirst()) as
        { deposit: number | string | null } | undefined;
      const deposit = c?.deposit == null ? 0 : Number(c.deposit);
      const held = (fields: Record<string, string[]>) =>
        new AppError(
          400,
          'deposit_on_contract',
          "The contract's deposit is on the bill from the contract; change it there.",
          fields,
        );
      if (deposit > 0 && id === undefined) throw held({ category: ["the contract's deposit is on the bill already"] });
      if (deposit > 0 && Number(row.amount) !== deposit) throw held({ unit_price: [`the contract's deposit is ${deposit}`] });
    }
  },
};
