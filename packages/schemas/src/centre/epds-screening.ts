import { defineResource, type FieldSpec } from './define-spec';
import { epdsBands, epdsItemFields, epdsOccasions } from './epds';
import { note } from './vitals';

const itemFields = Object.fromEntries(
  epdsItemFields.map((name, i) => [
    name,
    { type: 'int', min: 0, max: 3, required: true, label: { tw: `第 ${i + 1} 題`, en: `Item ${i + 1}` } },
  ]),
) as Record<(typeof epdsItemFields)[number], FieldSpec & { type: 'int'; required: true }>;

/**
 * 愛丁堡產後憂鬱量表 (EPDS) as the questionnaire: the ten answers are stored and the server scores them (total and
 * band are computed). Item 10 above 0 raises an urgent flag whatever the total (clinical-flag.ts). Totals typed on
 * the check-in evaluation before this (mom_checkedin_eval.epds_score) stay readable there.
 */
export const epdsScreening = defineResource({
  name: 'epds_screening',
  path: 'epds_screening',
  table: 'epds_screening',
  label: { tw: '愛丁堡產後憂鬱量表', en: 'EPDS screening' },
  fields: {
    mother: { type: 'ref', ref: 'mother', required: true, label: { tw: '產婦', en: 'Mother' } },
    screened_at: { type: 'datetime', required: true, notFuture: true, label: { tw: '篩檢時間', en: 'Screened at' } },
    occasion: { type: 'enum', values: epdsOccasions, required: true, label: { tw: '時機', en: 'Occasion' } },
    screener: { type: 'ref', ref: 'user', author: true, label: { tw: '篩檢者', en: 'Screened by' } },
    ...itemFields,
    total: { type: 'int', min: 0, max: 30, readOnly: true, label: { tw: '總分', en: 'Total' } },
    band: { type: 'enum', values: epdsBands, readOnly: true, label: { tw: '結果', en: 'Result' } },
    note,
  },
  list: {
    columns: ['mother', 'screened_at', 'occasion', 'total', 'band', 'item_10'],
    filters: [
      { op: 'eq', field: 'mother' },
      { op: 'eq', field: 'occasion' },
    ],
    ordering: '-screened_at',
    defaultLimit: 100,
  },
  permissions: { read: 'staff', write: 'staff', delete: 'manager' },
  display: 'screened_at',
});
