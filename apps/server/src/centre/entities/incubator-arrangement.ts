import { conflict } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { taipeiWindow } from '../care-time';
import { settleIncubatorStatus, taipeiClock } from '../incubator-status';
import { type AnyDb, isPostgres, type ResourceHooks, type Row } from '../repository';

type Span = { id: number; start_at: string; end_at: string | null };

/** "from 2026-05-01 16:00 to 2026-05-03 16:00 (Taipei time, arrangement 7)": what a 409 names, in the centre's clock. */
const spanText = (s: Span) =>
  `from ${taipeiClock(s.start_at)} ${s.end_at ? `to ${taipeiClock(s.end_at)}` : 'on'} (Taipei time, arrangement ${s.id})`;

/** The first arrangement, other than `id`, with `column` = value that overlaps [start, end) (null end: ongoing). */
async function overlapping(
  trx: AnyDb,
  column: 'incubator' | 'baby',
  value: unknown,
  start: string,
  end: string | null,
  id?: number,
) {
  let q = trx
    .selectFrom('incubator_arrangement')
    .select(['id', 'start_at', 'end_at'])
    .where(column, '=', value)
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', start)]));
  if (end !== null) q = q.where('start_at', '<', end);
  if (id !== undefined) q = q.where('id', '!=', id);
  return (await q.orderBy('start_at').executeTakeFirst()) as Span | undefined;
}

/**
 * Arrangements [start_at, end_at) (a null end_at is ongoing): one baby per incubator at a time, one incubator
 * per baby at a time, and none in an incubator under maintenance unless it ended before now. The checks and
 * the write share one transaction; on PostgreSQL the baby's row and then the incubators' rows (by id) are
 * locked first, so concurrent writers for one baby or one incubator queue up and each sees the others'
 * committed rows (SQLite runs one transaction at a time anyway). After the write the incubators' statuses
 * follow (incubator-status.ts).
 */
export const incubatorArrangementHooks: ResourceHooks = {
  async beforeWrite(trx: AnyDb, row: Row, id: number | undefined) {
    const start = row.start_at as string;
    const end = (row.end_at as string | null | undefined) ?? null;
    const incubators = new Set([Number(row.incubator)]);
    if (id !== undefined) {
      const was = (await trx.selectFrom('incubator_arrangement').select('incubator').where('id', '=', id).executeTakeFirst()) as
        { incubator: number } | undefined;
      if (was) incubators.add(Number(was.incubator));
    }
    if (isPostgres(trx)) {
      await trx.selectFrom('baby').select('id').where('id', '=', row.baby).forUpdate().execute();
      for (const inc of [...incubators].sort((a, b) => a - b))
        await trx.selectFrom('incubator').select('id').where('id', '=', inc).forUpdate().execute();
    }
    const taken = await overlapping(trx, 'incubator', row.incubator, start, end, id);
    if (taken) {
      throw conflict('incubator_taken', `The incubator is taken ${spanText(taken)}.`, {
        incubator: ['already holds a baby at that time'],
        start_at: ['overlaps'],
      });
    }
    const elsewhere = await overlapping(trx, 'baby', row.baby, start, end, id);
    if (elsewhere) {
      throw conflict('baby_in_incubator', `The baby is in another incubator ${spanText(elsewhere)}.`, {
        baby: ['is in another incubator at that time'],
      });
    }
    const ended = end !== null && end <= nowIso();
    if (!ended) {
      const inc = (await trx.selectFrom('incubator').select('status').where('id', '=', row.incubator).executeTakeFirst()) as
        { status: string } | undefined;
      if (inc?.status === 'maintenance') {
        throw conflict('incubator_unavailable', 'The incubator is under maintenance; no baby can be placed in it.', {
          incubator: ['under maintenance'],
        });
      }
    }
  },
  async afterWrite(trx, after, before, actor) {
    const touched = new Set([after?.incubator, before?.incubator].filter((v) => v != null).map(Number));
    for (const inc of [...touched].sort((a, b) => a - b)) await settleIncubatorStatus(trx, inc, actor);
  },
  /** ?from_date&duration: arrangements overlapping those Taipei days (an ongoing one overlaps every later day). */
  customFilter(qb, query) {
    const from = query.from_date as string | undefined;
    if (!from) return qb;
    const w = taipeiWindow(from, (query.duration as number | undefined) ?? 1);
    return qb.where('start_at', '<', w.end).where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', w.start)]));
  },
  reads: [],
};
