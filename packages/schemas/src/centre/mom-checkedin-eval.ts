import { defineResource } from './define-spec';
import { momVitals, note } from './vitals';

export const lochiaColours = ['rubra', 'serosa', 'alba'] as const;
export const lochiaAmounts = ['scant', 'light', 'moderate', 'heavy'] as const;
export const breastStates = ['soft', 'filling', 'engorged', 'mastitis'] as const;
export const nippleStates = ['normal', 'flat', 'inverted', 'cracked'] as const;

/** 入住評估: the nurse's assessment on arrival; EPDS 13 or more is flagged (flags.ts). */
export const momCheckedinEval = defineResource({
  name: 'mom_checkedin_eval',
  path: 'mom_checkedin_eval',
  table: 'mom_checkedin_eval',
  label: { tw: '入住評估', en: 'Check-in evaluation' },
  fields: {
    mother: { type: 'ref', ref: 'mother', required: true, label: { tw: '產婦', en: 'Mother' } },
    eval_at: { type: 'datetime', required: true, label: { tw: '評估時間', en: 'Evaluated at' } },
    evaluator: { type: 'ref', ref: 'user', author: true, label: { tw: '評估者', en: 'Evaluator' } },
    ...momVitals,
    uterus: { type: 'text', label: { tw: '子宮', en: 'Uterus' } },
    lochia_colour: { type: 'enum', values: lochiaColours, label: { tw: '惡露顏色', en: 'Lochia colour' } },
    lochia_amount: { type: 'enum', values: lochiaAmounts, label: { tw: '惡露量', en: 'Lochia amount' } },
    breast: { type: 'enum', values: breastStates, label: { tw: '乳房', en: 'Breast' } },
    nipple: { type: 'enum', values: nippleStates, label: { tw: '乳頭', en: 'Nipple' } },
    wound: { type: 'text', label: { tw: '傷口', en: 'Wound' } },
    epds_score: { type: 'int', min: 0, max: 30, label: { tw: 'EPDS 分數（0–30）', en: 'EPDS score (0–30)' } },
    note,
  },
  list: {
    columns: ['mother', 'eval_at', 'temperature_c', 'bp_systolic', 'bp_diastolic', 'pain_score', 'epds_score'],
    filters: [{ op: 'eq', field: 'mother' }],
    ordering: '-eval_at',
    defaultLimit: 100,
  },
  permissions: { read: 'staff', write: 'staff', delete: 'manager' },
  display: 'eval_at',
});
