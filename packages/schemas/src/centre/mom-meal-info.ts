import { defineResource } from './define-spec';
import { note } from './vitals';

export const diets = ['regular', 'vegetarian', 'lacto_ovo', 'custom'] as const;

/** 餐食設定: the diet a contract's meals follow. */
export const momMealInfo = defineResource({
  name: 'mom_meal_info',
  path: 'mom_meal_info',
  table: 'mom_meal_info',
  label: { tw: '餐食設定', en: 'Meal plan' },
  fields: {
    contract: { type: 'ref', ref: 'contract', required: true, label: { tw: '合約', en: 'Contract' } },
    start_date: { type: 'date', required: true, label: { tw: '開始日', en: 'From' } },
    end_date: { type: 'date', label: { tw: '結束日', en: 'Until' } },
    diet: { type: 'enum', values: diets, required: true, label: { tw: '飲食類型', en: 'Diet' } },
    avoid_foods: { type: 'text', max: 500, label: { tw: '忌口', en: 'Foods to avoid' } },
    allergies: { type: 'text', max: 500, label: { tw: '過敏', en: 'Allergies' } },
    note,
  },
  list: {
    columns: ['contract', 'start_date', 'end_date', 'diet', 'avoid_foods', 'allergies'],
    filters: [
      { op: 'eq', field: 'contract' },
      // ?from_date&duration: the plans in effect on those days (the kitchen's week in the meal planner).
      { op: 'window', start: 'start_date', end: 'end_date' },
    ],
    ordering: '-start_date',
    defaultLimit: 100,
  },
  permissions: { read: 'staff', write: 'staff', delete: 'manager' },
  display: 'diet',
});
