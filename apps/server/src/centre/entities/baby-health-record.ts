import { invalid } from '../../lib/errors';
import type { AnyDb, ResourceHooks, Row } from '../repository';

/**
 * A jaundice reading says how it was taken: TSB (serum) or TcB (transcutaneous). A reading without its method is
 * refused (400, `required` on bilirubin_method). Rows written before the method was asked keep their empty method:
 * they stay readable, and an edit that leaves their reading as it was is not refused for it.
 */
export const babyHealthRecordHooks: ResourceHooks = {
  async beforeWrite(trx: AnyDb, row: Row, id: number | undefined) {
    if (row.jaundice_mg_dl == null || row.bilirubin_method != null) return;
    if (id !== undefined) {
      const before = (await trx
        .selectFrom('baby_health_record')
        .select(['jaundice_mg_dl', 'bilirubin_method'])
        .where('id', '=', id)
        .executeTakeFirst()) as Row | undefined;
      if (before && before.bilirubin_method == null && before.jaundice_mg_dl === row.jaundice_mg_dl) return;
    }
    throw invalid({ bilirubin_method: ['required'] }, 'A bilirubin reading says whether it is TSB or TcB.');
  },
};
