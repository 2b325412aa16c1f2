import { conflict, invalid } from '../lib/errors';
import { taipeiWindow } from './care-time';
import { type AnyDb, isPostgres, type ResourceHooks, type Row } from './repository';

/**
 * One baby per incubator at a time: arrangements [start_at, end_at) of one incubator never overlap
 * (a null end_at is ongoing). The check and the write share one transaction; on PostgreSQL the
 * incubator's row is locked first so concurrent writers for one incubator queue up and each sees
 * the others' committed rows (SQLite runs one transaction at a time anyway).
 */
export const incubatorArrangementHooks: ResourceHooks = {
  async beforeWrite(trx: AnyDb, row: Row, id: number | undefined) {
    const start = row.start_at as string;
    const end = (row.end_at as string | null | undefined) ?? null;
    if (end !== null && end < start) throw invalid({ end_at: ['must not be before start_at'] });
    if (isPostgres(trx)) await trx.selectFrom('incubator').select('id').where('id', '=', row.incubator).forUpdate().execute();
    let q = trx
      .selectFrom('incubator_arrangement')
      .select(['id', 'baby', 'start_at', 'end_at'])
      .where('incubator', '=', row.incubator)
      .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', start)]));
    if (end !== null) q = q.where('start_at', '<', end);
    if (id !== undefined) q = q.where('id', '!=', id);
    const clash = (await q.executeTakeFirst()) as { id: number; start_at: string; end_at: string | null } | undefined;
    if (clash) {
      throw conflict(
        'incubator_taken',
        `The incubator is taken from ${clash.start_at} ${clash.end_at ? `to ${clash.end_at}` : 'on'} (arrangement ${clash.id}).`,
        { incubator: ['already holds a baby at that time'], start_at: ['overlaps another arrangement of this incubator'] },
      );
    }
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
