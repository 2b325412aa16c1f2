import { defineResource } from './define-spec';
import { bloodTypes } from './mother';

const genders = ['female', 'male', 'unknown'] as const;
export const feedingTypes = ['breast', 'formula', 'mixed'] as const;

/** 新生兒: health data, reads by id are audited. */
export const baby = defineResource({
  name: 'baby',
  path: 'baby',
  table: 'baby',
  label: { tw: '新生兒', en: 'Baby' },
  fields: {
    mother: { type: 'ref', ref: 'mother', required: true, label: { tw: '母親', en: 'Mother' } },
    name: { type: 'text', required: true, max: 100, label: { tw: '姓名', en: 'Name' } },
    gender: { type: 'enum', values: genders, required: true, label: { tw: '性別', en: 'Gender' } },
    birth_at: { type: 'datetime', notFuture: true, label: { tw: '出生時間', en: 'Born at' } },
    birth_weight_g: { type: 'int', min: 300, max: 7000, label: { tw: '出生體重（克）', en: 'Birth weight (g)' } },
    birth_length_cm: { type: 'number', min: 20, max: 70, label: { tw: '出生身長（公分）', en: 'Birth length (cm)' } },
    gestational_weeks: { type: 'int', min: 20, max: 45, label: { tw: '妊娠週數', en: 'Gestational weeks' } },
    blood_type: { type: 'enum', values: bloodTypes, label: { tw: '血型', en: 'Blood type' } },
    feeding_type: { type: 'enum', values: feedingTypes, label: { tw: '餵食方式', en: 'Feeding' } },
    // AAP 2022 hyperbilirubinemia neurotoxicity risk factors (bilirubin-thresholds.ts): any one lowers the
    // phototherapy line. Empty is "not recorded" and counts as absent.
    isoimmune_haemolysis: {
      type: 'bool',
      label: {
        tw: '同種免疫溶血疾病（如 Rh、ABO 不合，DAT 陽性）',
        en: 'Isoimmune haemolytic disease (e.g. Rh, ABO; DAT positive)',
      },
    },
    g6pd_deficiency: { type: 'bool', label: { tw: 'G6PD 缺乏症（蠶豆症）', en: 'G6PD deficiency' } },
    sepsis: { type: 'bool', label: { tw: '敗血症', en: 'Sepsis' } },
    clinically_unstable: {
      type: 'bool',
      label: { tw: '臨床不穩定（過去 24 小時內）', en: 'Significant clinical instability (past 24 h)' },
    },
    albumin_g_dl: { type: 'number', min: 0.5, max: 6.0, label: { tw: '血清白蛋白（g/dL）', en: 'Serum albumin (g/dL)' } },
    note: { type: 'longtext', label: { tw: '備註', en: 'Note' } },
  },
  list: {
    columns: ['name', 'mother', 'gender', 'birth_at', 'birth_weight_g', 'feeding_type'],
    filters: [
      { op: 'eq', field: 'mother' },
      // Spec 7: ?from_date&duration = babies whose mother's stay overlaps the window (server: baby-routes.ts).
      { op: 'custom', name: 'mother_stay_window', params: { from_date: 'date', duration: 'int' } },
    ],
    ordering: '-id',
    defaultLimit: 100,
  },
  permissions: { read: 'staff', write: 'staff', delete: 'manager' },
  display: 'name',
});
