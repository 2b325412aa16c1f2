import { defineResource } from './define-spec';
import { note } from './vitals';

export const meals = ['breakfast', 'lunch', 'dinner', 'snack_am', 'snack_pm', 'night'] as const;

/** 月子餐菜單: one meal of one day for one mother. */
export const momMealMenu = defineResource({
  name: 'mom_meal_menu',
  path: 'mom_meal_menu',
  table: 'mom_meal_menu',
  label: { tw: '餐點菜單', en: 'Meal menu' },
  fields: {
    mother: { type: 'ref', ref: 'mother', required: true, label: { tw: '產婦', en: 'Mother' } },
    date: { type: 'date', required: true, label: { tw: '日期', en: 'Date' } },
    meal: { type: 'enum', values: meals, required: true, label: { tw: '餐別', en: 'Meal' } },
    dishes_tw: { type: 'longtext', max: 1000, label: { tw: '菜色（中文）', en: 'Dishes (Chinese)' } },
    dishes_en: { type: 'longtext', max: 1000, label: { tw: '菜色（英文）', en: 'Dishes (English)' } },
    note,
  },
  list: {
    columns: ['date', 'meal', 'mother', 'dishes_tw', 'dishes_en'],
    filters: [
      { op: 'eq', field: 'mother' },
      { op: 'range', field: 'date' },
      { op: 'eq', field: 'meal' },
    ],
    ordering: 'date',
    defaultLimit: 100,
  },
  permissions: { read: 'staff', write: 'staff', delete: 'staff' },
  display: 'date',
});
