import { describe, expect, it } from 'vitest';
import { type ContractRow, kitchenCounts, type MealPlan, mealsCooked, type MenuRow, planFinder } from './kitchen-counts';

const plan = (
  id: number,
  contract: number,
  start_date: string,
  end_date: string | null,
  diet: MealPlan['diet'],
  extra: Partial<MealPlan> = {},
): MealPlan => ({
  id,
  contract,
  start_date,
  end_date,
  diet,
  avoid_foods: null,
  allergies: null,
  note: null,
  ...extra,
});
let seq = 0;
const menu = (mother: number, date: string, meal: MenuRow['meal']): MenuRow => ({ id: ++seq, mother, date, meal });

// Mothers 1 (contract 10), 2 (contract 20), 3 (contract 30, no plan), 4 (two contracts: 40 old, 41 new).
const contracts: ContractRow[] = [
  { id: 10, mother: 1 },
  { id: 20, mother: 2 },
  { id: 30, mother: 3 },
  { id: 40, mother: 4 },
  { id: 41, mother: 4 },
];
const days = ['2026-03-01', '2026-03-02'];

describe('meal plans in effect', () => {
  it('takes the plan of the day (end exclusive, open end ongoing), the latest start winning', () => {
    const planOf = planFinder(
      [
        plan(1, 10, '2026-02-20', '2026-03-02', 'regular'),
        plan(2, 10, '2026-03-02', null, 'vegetarian'),
        plan(3, 40, '2026-01-01', null, 'regular'),
        plan(4, 41, '2026-02-25', null, 'lacto_ovo'),
        plan(5, 99, '2026-01-01', null, 'custom'), // a contract not in the list: nobody's
      ],
      contracts,
    );
    expect(planOf(1, '2026-03-01')?.diet).toBe('regular');
    expect(planOf(1, '2026-03-02')?.diet).toBe('vegetarian');
    expect(planOf(1, '2026-02-19')).toBeNull();
    expect(planOf(4, '2026-03-01')?.diet).toBe('lacto_ovo');
    expect(planOf(3, '2026-03-01')).toBeNull();
  });
});

describe('kitchen counts', () => {
  it('counts each meal by kind and by the diet of that day, no plan counted apart', () => {
    const week = kitchenCounts(
      days,
      [
        menu(1, '2026-03-01', 'breakfast'),
        menu(1, '2026-03-01', 'lunch'),
        menu(2, '2026-03-01', 'breakfast'),
        menu(3, '2026-03-01', 'breakfast'),
        menu(1, '2026-03-02', 'breakfast'), // mother 1 turns vegetarian on the 2nd
        menu(2, '2026-03-02', 'dinner'),
      ],
      [
        plan(1, 10, '2026-02-20', '2026-03-02', 'regular'),
        plan(2, 10, '2026-03-02', null, 'vegetarian'),
        plan(3, 20, '2026-02-27', null, 'regular'),
      ],
      contracts,
    );
    expect(week.map((d) => d.date)).toEqual(days);
    expect(week[0]).toMatchObject({ total: 4, counts: { breakfast: { regular: 2, no_plan: 1 }, lunch: { regular: 1 } } });
    expect(week[1]).toMatchObject({ total: 2, counts: { breakfast: { vegetarian: 1 }, dinner: { regular: 1 } } });
    expect(week[1]!.counts.lunch).toBeUndefined();
    expect(mealsCooked(week)).toEqual(['breakfast', 'lunch', 'dinner']);
  });

  it('cooks a duplicated menu row once and ignores days outside the range', () => {
    const week = kitchenCounts(
      days,
      [menu(1, '2026-03-01', 'snack_pm'), menu(1, '2026-03-01', 'snack_pm'), menu(1, '2026-03-05', 'snack_pm')],
      [],
      contracts,
    );
    expect(week[0]).toMatchObject({ total: 1, counts: { snack_pm: { no_plan: 1 } } });
    expect(week[1]).toMatchObject({ total: 0, counts: {} });
  });

  it("lists the allergies, foods to avoid and custom instructions of the day's eaters only", () => {
    const week = kitchenCounts(
      days,
      [menu(2, '2026-03-01', 'lunch'), menu(1, '2026-03-01', 'lunch'), menu(4, '2026-03-02', 'dinner')],
      [
        plan(1, 10, '2026-02-01', null, 'regular', { allergies: '海鮮' }),
        plan(2, 20, '2026-02-01', null, 'custom', { note: '低鹽、無麻油', avoid_foods: '' }),
        plan(3, 41, '2026-02-01', null, 'regular', { avoid_foods: '不吃牛肉' }),
        plan(4, 30, '2026-02-01', null, 'regular', { allergies: '花生' }), // mother 3 eats nothing these days
      ],
      contracts,
    );
    expect(week[0]!.notes).toEqual([
      { mother: 1, diet: 'regular', allergies: '海鮮', avoid_foods: null, custom: null },
      { mother: 2, diet: 'custom', allergies: null, avoid_foods: null, custom: '低鹽、無麻油' },
    ]);
    expect(week[1]!.notes).toEqual([{ mother: 4, diet: 'regular', allergies: null, avoid_foods: '不吃牛肉', custom: null }]);
  });
});
