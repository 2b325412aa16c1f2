import { epdsBand, epdsItemFields, epdsTotal } from '@pnc/schemas/centre/epds';
import type { ResourceHooks } from '../repository';

/** The server scores the questionnaire: the total of the ten answers and its band (never sent by a client). */
export const epdsHooks: ResourceHooks = {
  compute(row) {
    const answers = epdsItemFields.map((field) => row[field]);
    if (answers.some((v) => v == null)) return {};
    const total = epdsTotal(answers.map(Number));
    return { total, band: epdsBand(total) };
  },
};
