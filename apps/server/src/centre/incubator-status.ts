import { conflict } from '../lib/errors';
import { nowIso } from '../lib/time';
import { incubator as incubatorResource } from '@pnc/schemas/centre/incubator';
import { type Actor, type AnyDb, auditWrite, type ResourceHooks, type Row } from './repository';

/** '2026-05-01T08:00:00.000Z' → '2026-05-01 16:00': the centre's wall clock (Asia/Taipei, UTC+8, no DST). */
export const taipeiClock = (iso: string) =>
  new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * The arrangement holding an incubator now, if any: one that has not ended (an open end never ends),
 * whether the baby is in it already or is booked into it ahead.
 */
async function holdingArrangement(trx: AnyDb, incubator: number) {
  return (await trx
    .selectFrom('incubator_arrangement')
    .select(['id', 'baby', 'start_at', 'end_at'])
    .where('incubator', '=', incubator)
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', nowIso())]))
    .orderBy('start_at')
    .executeTakeFirst()) as { id: number; baby: number; start_at: string; end_at: string | null } | undefined;
}

/**
 * An incubator's status follows its arrangements: `in_use` while one holds it (now or booked ahead), back to
 * `available` when none does; `cleaning` and `maintenance` are the staff's and stay as they are. Runs inside
 * the arrangement's write, after it, with the incubator's row locked; a change is audited like any write.
 */
export async function settleIncubatorStatus(trx: AnyDb, incubator: number, actor: Actor) {
  const row = (await trx.selectFrom('incubator').select(['status']).where('id', '=', incubator).executeTakeFirst()) as
    { status: string } | undefined;
  if (!row) return;
  const held = await holdingArrangement(trx, incubator);
  const next = held ? 'in_use' : row.status === 'in_use' ? 'available' : row.status;
  if (next === row.status) return;
  await trx.updateTable('incubator').set({ status: next, updated_at: nowIso() }).where('id', '=', incubator).execute();
  await auditWrite(trx, incubatorResource, actor, 'update', incubator, { status: [row.status, next] });
}

/**
 * Staff set an incubator's status by hand only while no baby holds it: `maintenance` (or cleaning, or
 * available) beside a baby is 409 incubator_in_use. The row is locked by the update (PostgreSQL), and the
 * arrangements' writers lock it too, so the check and the write cannot interleave with a placement.
 */
export const incubatorHooks: ResourceHooks = {
  async beforeWrite(trx: AnyDb, row: Row, id: number | undefined) {
    if (id === undefined) return;
    const current = (await trx.selectFrom('incubator').select('status').where('id', '=', id).executeTakeFirstOrThrow()) as {
      status: string;
    };
    if (row.status === current.status) return;
    const held = await holdingArrangement(trx, id);
    if (held) {
      throw conflict(
        'incubator_in_use',
        `A baby is in this incubator from ${taipeiClock(held.start_at)} ${held.end_at ? `until ${taipeiClock(held.end_at)}` : 'on'} (Taipei time, arrangement ${held.id}); end the arrangement first.`,
        { status: ['a baby is in this incubator'] },
      );
    }
  },
};
