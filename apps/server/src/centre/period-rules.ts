import { conflict } from '../lib/errors';
import type { ErrorCode } from '@pnc/schemas/common';
import { taipeiClock } from './incubator-status';
import { type AnyDb, isPostgres, type ResourceHooks, type Row } from './repository';

interface Periods {
  table: string;
  /** The ref whose periods may not overlap (a baby's rooming-in, a contract's meal plans), and its table. */
  owner: string;
  ownerTable: string;
  start: string;
  end: string;
  code: ErrorCode;
  /** The owner's noun in the 409's message. */
  what: string;
  /** Date-times are named in the centre's clock; dates as they are. */
  datetime: boolean;
}

/**
 * One owner's periods [start, end) never overlap (a null end is open, an end equal to the start is a
 * zero-length period that overlaps nothing; an end before the start is refused before, by the period rules of
 * schemas' record-rules.ts, 400 `not_before:<start>`). The check and the write share
 * one transaction; on PostgreSQL the owner's row is locked first, so concurrent writers for one owner queue
 * up and each sees the others' committed rows (SQLite runs one transaction at a time anyway).
 */
function noOverlap(p: Periods): ResourceHooks {
  const show = (v: string) => (p.datetime ? taipeiClock(v) : v);
  return {
    async beforeWrite(trx: AnyDb, row: Row, id: number | undefined) {
      const start = row[p.start] as string;
      const end = (row[p.end] as string | null | undefined) ?? null;
      if (isPostgres(trx)) await trx.selectFrom(p.ownerTable).select('id').where('id', '=', row[p.owner]).forUpdate().execute();
      if (end === start) return;
      let q = trx
        .selectFrom(p.table)
        .select(['id', p.start, p.end])
        .where(p.owner, '=', row[p.owner])
        .where((eb) => eb.or([eb(p.end, 'is', null), eb(p.end, '>', start)]));
      if (end !== null) q = q.where(p.start, '<', end);
      if (id !== undefined) q = q.where('id', '!=', id);
      const clash = (await q.orderBy(p.start).executeTakeFirst()) as Row | undefined;
      if (clash) {
        const from = show(clash[p.start] as string);
        const to = clash[p.end] == null ? 'on' : `to ${show(clash[p.end] as string)}`;
        throw conflict(
          p.code,
          `This ${p.what} already has one from ${from} ${to}${p.datetime ? ' (Taipei time)' : ''} (record ${String(clash.id)}).`,
          { [p.start]: ['overlaps'], [p.end]: ['overlaps'] },
        );
      }
    },
  };
}

/** 母嬰同室: one baby's rooming-in periods never overlap. */
export const roomingInHooks = noOverlap({
  table: 'baby_mom_rooming_in_record',
  owner: 'baby',
  ownerTable: 'baby',
  start: 'start_at',
  end: 'end_at',
  code: 'rooming_in_overlap',
  what: 'baby',
  datetime: true,
});

/** 餐食設定: one contract's meal plans never overlap, so the kitchen has one diet a day for her. */
export const mealPlanHooks = noOverlap({
  table: 'mom_meal_info',
  owner: 'contract',
  ownerTable: 'contract',
  start: 'start_date',
  end: 'end_date',
  code: 'meal_plan_overlap',
  what: 'contract',
  datetime: false,
});
