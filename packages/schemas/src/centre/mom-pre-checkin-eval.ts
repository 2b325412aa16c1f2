import { defineResource } from './define-spec';
import { deliveryTypes } from './mother';
import { note } from './vitals';

const breastfeedingPlans = ['exclusive', 'mixed', 'formula', 'undecided'] as const;

/** 入住前評估: taken before the stay, from the mother and the hospital's notes. */
export const momPreCheckinEval = defineResource({
  name: 'mom_pre_checkin_eval',
  path: 'mom_pre_checkin_eval',
  table: 'mom_pre_checkin_eval',
  label: { tw: '入住前評估', en: 'Pre-check-in evaluation' },
  fields: {
    mother: { type: 'ref', ref: 'mother', required: true, label: { tw: '產婦', en: 'Mother' } },
    eval_date: { type: 'date', required: true, label: { tw: '評估日', en: 'Evaluated on' } },
    evaluator: { type: 'ref', ref: 'user', author: true, label: { tw: '評估者', en: 'Evaluator' } },
    delivery_type: { type: 'enum', values: deliveryTypes, label: { tw: '生產方式', en: 'Delivery type' } },
    gestational_weeks: { type: 'int', min: 20, max: 45, label: { tw: '妊娠週數', en: 'Gestational weeks' } },
    complications: { type: 'longtext', label: { tw: '併發症', en: 'Complications' } },
    medications: { type: 'longtext', label: { tw: '用藥', en: 'Medications' } },
    allergies: { type: 'longtext', label: { tw: '過敏', en: 'Allergies' } },
    breastfeeding_plan: { type: 'enum', values: breastfeedingPlans, label: { tw: '哺乳計畫', en: 'Breastfeeding plan' } },
    special_needs: { type: 'longtext', label: { tw: '特殊需求', en: 'Special needs' } },
    note,
  },
  list: {
    columns: ['mother', 'eval_date', 'evaluator', 'delivery_type', 'breastfeeding_plan'],
    filters: [{ op: 'eq', field: 'mother' }],
    ordering: '-eval_date',
    defaultLimit: 100,
  },
  permissions: { read: 'staff', write: 'staff', delete: 'manager' },
  display: 'eval_date',
});
