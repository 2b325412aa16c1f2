import { addDays } from '../../centre/care-time';
import type { CareContext } from './context';

type Meal = 'breakfast' | 'lunch' | 'dinner' | 'snack_pm';

/** A few dishes per meal, [Chinese, English]; the menu rotates through them by day and stay. */
const MENU: Record<Meal, [string, string][]> = {
  breakfast: [
    ['紅棗小米粥、枸杞蒸蛋、燙青菜', 'Red date millet congee, goji steamed egg, greens'],
    ['鮮魚粥、芝麻饅頭、豆漿', 'Fish congee, sesame bun, soy milk'],
    ['南瓜粥、麻油煎蛋、炒地瓜葉', 'Pumpkin congee, sesame-oil fried egg, sweet potato leaves'],
  ],
  lunch: [
    ['麻油雞、紫米飯、炒菠菜、黑豆水', 'Sesame oil chicken, purple rice, spinach, black bean tea'],
    ['杜仲腰花、糙米飯、清炒高麗菜', 'Eucommia pork kidney, brown rice, cabbage'],
    ['鱸魚湯、五穀飯、蒜炒四季豆', 'Sea bass soup, multigrain rice, garlic green beans'],
  ],
  dinner: [
    ['花生豬腳湯、白飯、炒青江菜', 'Pork trotter and peanut soup, rice, bok choy'],
    ['當歸羊肉湯、十穀飯、炒菇', 'Angelica lamb soup, ten-grain rice, mushrooms'],
    ['山藥排骨湯、紅藜飯、燙地瓜葉', 'Yam rib soup, red quinoa rice, sweet potato leaves'],
  ],
  snack_pm: [
    ['桂圓紅棗茶、核桃酥', 'Longan and red date tea, walnut cookie'],
    ['紅豆紫米粥', 'Red bean purple rice soup'],
    ['木瓜燉奶', 'Papaya stewed in milk'],
  ],
};

/** The Sunday that starts the week of a day (the planner's weeks start on Sunday, decision 0010). */
const weekStart = (date: string) => addDays(date, -new Date(`${date}T00:00:00Z`).getUTCDay());

/**
 * Meal plans for every contract that is not cancelled; menus for the mothers in the house from the start of this
 * week (the planner opens on it) through the next, on the days of their stays.
 */
export async function seedMeals(ctx: CareContext) {
  const { rng, today, stays, inHouse, motherById, contractOf, insertMany } = ctx;
  const mealInfo: Record<string, unknown>[] = [];
  for (const s of stays) {
    const c = contractOf.get(s.mother);
    if (!c || c.status === 'cancelled') continue;
    const allergies = motherById.get(s.mother)?.allergies ?? null;
    mealInfo.push({
      contract: c.id,
      start_date: s.start_date,
      end_date: s.end_date,
      diet: rng.next() < 0.75 ? 'regular' : rng.pick(['vegetarian', 'lacto_ovo', 'custom']),
      avoid_foods: rng.next() < 0.3 ? rng.pick(['不吃牛肉', '不吃內臟', '少油少鹽', '不吃麻油']) : null,
      allergies,
      note: null,
    });
  }
  await insertMany('mom_meal_info', mealInfo);

  const menus: Record<string, unknown>[] = [];
  const first = weekStart(today);
  for (const s of inHouse) {
    for (let d = 0; d < 14; d++) {
      const date = addDays(first, d);
      if (date < s.start_date) continue;
      if (date >= s.end_date) break;
      for (const meal of ['breakfast', 'lunch', 'dinner', 'snack_pm'] as const) {
        const [tw, en] = MENU[meal][(d + s.id) % MENU[meal].length]!;
        menus.push({ mother: s.mother, date, meal, dishes_tw: tw, dishes_en: en, note: null });
      }
    }
  }
  await insertMany('mom_meal_menu', menus);
}
