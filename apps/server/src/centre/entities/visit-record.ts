import { visitWindowFields } from '@pnc/schemas/centre/visit-record';
import { invalid } from '../../lib/errors';
import { taipeiWindow } from '../care-time';
import type { ResourceHooks } from '../repository';

/** Visits (left_at not before visited_at: record-rules.ts' periods); ?from_date&duration&field selects by arrival (default) or departure day. */
export const visitRecordHooks: ResourceHooks = {
  customFilter(qb, query) {
    const field = (query.field as string | undefined) ?? 'visited_at';
    if (!(visitWindowFields as readonly string[]).includes(field))
      throw invalid({ field: ['not_one_of'] }, `field must be one of ${visitWindowFields.join(', ')}.`);
    const from = query.from_date as string | undefined;
    if (!from) return qb;
    const w = taipeiWindow(from, (query.duration as number | undefined) ?? 1);
    return qb.where(field, '>=', w.start).where(field, '<', w.end);
  },
  reads: [],
};
