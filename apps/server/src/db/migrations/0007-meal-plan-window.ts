import type { AnyDb, EngineMigration } from './helpers';

/**
 * The meal planner reads mom_meal_info by a window of days (start_date/end_date), a filter added after
 * 0004 created the table. Databases created while 0004 read the live definitions have these indexes
 * already; every other one gets them here.
 */
export const mealPlanWindow: EngineMigration = () => ({
  async up(db: AnyDb) {
    for (const col of ['start_date', 'end_date'])
      await db.schema.createIndex(`mom_meal_info_${col}_idx`).ifNotExists().on('mom_meal_info').column(col).execute();
  },
});
