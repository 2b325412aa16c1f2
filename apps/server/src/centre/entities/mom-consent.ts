import { invalid } from '../../lib/errors';
import type { ResourceHooks, Row } from '../repository';

/**
 * mom_consent: a consent is not withdrawn before it was signed. (Any change to what was signed is kept in the
 * audit log with the old and new values, as every update is.)
 */
export const consentHooks: ResourceHooks = {
  async beforeWrite(_trx, row: Row) {
    const withdrawn = row.withdrawn_at as string | null | undefined;
    if (withdrawn != null && Date.parse(withdrawn) < Date.parse(row.consented_at as string))
      throw invalid({ withdrawn_at: ['must not be before consented_at'] }, 'A consent is not withdrawn before it was signed.');
  },
};
