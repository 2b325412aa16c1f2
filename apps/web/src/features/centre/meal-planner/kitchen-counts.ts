import type { diets } from '@pnc/schemas/centre/mom-meal-info';
import { meals } from '@pnc/schemas/centre/mom-meal-menu';

export type Diet = (typeof diets)[number];
export type Meal = (typeof meals)[number];
/** A diet, or no meal plan in effect for that mother on that day (the kitchen has to ask). */
export type DietKey = Diet | 'no_plan';

export interface MenuRow {
  id: number;
  mother: number;
  date: string;
  meal: Meal;
}

export interface MealPlan {
  id: number;
  contract: number;
  start_date: string;
  /** Exclusive, like a stay's end; null while open. */
  end_date: string | null;
  diet: Diet;
  avoid_foods: string | null;
  allergies: string | null;
  note: string | null;
}

export interface ContractRow {
  id: number;
  mother: number;
}

/**
 * The plan a mother's meals follow on a day: among her contracts' plans in effect that day
 * ([start_date, end_date), an open end runs on), the one that started last.
 */
export function planFinder(plans: readonly MealPlan[], contracts: readonly ContractRow[]) {
  const motherOf = new Map(contracts.map((c) => [c.id, c.mother]));
  const byMother = new Map<number, MealPlan[]>();
  for (const p of plans) {
    const mother = motherOf.get(p.contract);
    if (mother !== undefined) byMother.set(mother, [...(byMother.get(mother) ?? []), p]);
  }
  return (mother: number, day: string): MealPlan | null => {
    let best: MealPlan | null = null;
    for (const p of byMother.get(mother) ?? [])
      if (p.start_date <= day && (p.end_date === null || day < p.end_date) && (!best || p.start_date >= best.start_date))
        best = p;
    return best;
  };
}

export interface KitchenNote {
  mother: number;
  diet: DietKey;
  allergies: string | null;
  avoid_foods: string | null;
  /** A custom diet's instructions (the plan's note). */
  custom: string | null;
}

export interface KitchenDay {
  date: string;
  /** Meals to cook by kind and diet; kinds and diets with none are left out. */
  counts: Partial<Record<Meal, Partial<Record<DietKey, number>>>>;
  total: number;
  /** Mothers eating that day whose plan says what to leave out or how to cook, by mother. */
  notes: KitchenNote[];
}

/**
 * What the kitchen cooks each day: every planned meal (one menu row per mother, day and kind; a duplicate row
 * is one meal) counted by kind and by the diet of the plan in effect for that mother that day, plus the
 * allergies, foods to avoid and custom instructions of the mothers eating that day.
 */
export function kitchenCounts(
  days: readonly string[],
  menus: readonly MenuRow[],
  plans: readonly MealPlan[],
  contracts: readonly ContractRow[],
): KitchenDay[] {
  const planOf = planFinder(plans, contracts);
  const seen = new Set<string>();
  const out = new Map<string, KitchenDay>(days.map((date) => [date, { date, counts: {}, total: 0, notes: [] }]));
  const eaters = new Map<string, Set<number>>(days.map((d) => [d, new Set()]));
  for (const m of menus) {
    const day = out.get(m.date);
    const key = `${m.mother}|${m.date}|${m.meal}`;
    if (!day || seen.has(key)) continue;
    seen.add(key);
    const diet: DietKey = planOf(m.mother, m.date)?.diet ?? 'no_plan';
    const kind = (day.counts[m.meal] ??= {});
    kind[diet] = (kind[diet] ?? 0) + 1;
    day.total++;
    eaters.get(m.date)!.add(m.mother);
  }
  for (const day of out.values()) {
    for (const mother of [...eaters.get(day.date)!].sort((a, b) => a - b)) {
      const plan = planOf(mother, day.date);
      const custom = plan?.diet === 'custom' ? plan.note || null : null;
      if (plan && (plan.allergies || plan.avoid_foods || custom))
        day.notes.push({
          mother,
          diet: plan.diet,
          allergies: plan.allergies || null,
          avoid_foods: plan.avoid_foods || null,
          custom,
        });
    }
  }
  return [...out.values()];
}

/** The meal kinds any of the days cooks, in the day's order (breakfast first). */
export const mealsCooked = (week: readonly KitchenDay[]) => meals.filter((meal) => week.some((d) => d.counts[meal]));
