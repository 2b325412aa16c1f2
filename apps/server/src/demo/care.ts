import { randomBytes } from 'node:crypto';
import { lowStockFlag } from '@pnc/schemas/centre/flags';
import { insertUser } from '../accounts/user-repository';
import { addDays, todayTaipei } from '../centre/paging';
import { untyped } from '../centre/repository';
import type { Db } from '../db/connect';
import { nowIso } from '../lib/time';
import { prng, type Rng } from './prng';

/** A date-time at a Taipei wall-clock time, in UTC. */
const taipeiAt = (date: string, hour: number, minute = 0) =>
  new Date(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+08:00`).toISOString();
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** Roster-only nurses (random passwords: they exist to be assigned, not to log in). */
const ROSTER = [
  { username: 'nurse_huang', name: '黃護理師' },
  { username: 'nurse_chang', name: '張護理師' },
  { username: 'nurse_lee', name: '李護理師' },
  { username: 'nurse_wu', name: '吳護理師' },
  { username: 'nurse_liu', name: '劉護理師' },
];

const MENU: Record<'breakfast' | 'lunch' | 'dinner' | 'snack_pm', [string, string][]> = {
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

/** 20 spare parts: name, unit, unit price (NT$), safety stock. */
const PARTS: [string, string, number, number][] = [
  ['燈管', '支', 120, 10],
  ['床單', '條', 350, 20],
  ['奶瓶刷', '支', 90, 15],
  ['溫度計探頭套', '盒', 260, 8],
  ['枕頭套', '個', 150, 20],
  ['浴巾', '條', 280, 30],
  ['嬰兒紗布巾', '包', 180, 25],
  ['拋棄式產褥墊', '包', 220, 20],
  ['酒精棉片', '盒', 95, 12],
  ['乾洗手液', '瓶', 130, 10],
  ['嬰兒床墊', '張', 1_800, 2],
  ['冷氣濾網', '片', 450, 6],
  ['吸乳器配件組', '組', 680, 6],
  ['奶瓶（240mL）', '支', 320, 12],
  ['奶嘴', '個', 110, 20],
  ['拖鞋', '雙', 80, 20],
  ['垃圾袋', '捲', 60, 15],
  ['面紙', '箱', 480, 4],
  ['插座延長線', '條', 390, 3],
  ['燈泡', '顆', 75, 10],
];

interface StayRow {
  id: number;
  mother: number;
  room: number;
  start_date: string;
  end_date: string;
}

/**
 * The care records around the centre's demo stays (run after seedCentre): meals and menus, evaluations,
 * daily nursing, education, meal bills, borrowed items, visits and outings, repairs, babies' health
 * (weight dipping 5–8 % then regaining, jaundice peaking on day 3–5), rooming-in, incubators (never
 * overlapping), a week of three-shift duty and 20 spare parts with their stock history.
 */
export async function seedCare(db: Db) {
  const r = prng(20260306);
  const today = todayTaipei();
  const now = nowIso();
  const stamp = { created_at: now, updated_at: now };

  // Roster nurses first (insertUser works outside the transaction below).
  for (const n of ROSTER) {
    const exists = await db.selectFrom('app_user').select('id').where('username_key', '=', n.username).executeTakeFirst();
    if (!exists)
      await insertUser(db, {
        username: n.username,
        email: `${n.username}@demo.example`,
        password: randomBytes(18).toString('base64url'),
        role: 'staff',
        displayName: n.name,
        emailValidated: true,
      });
  }

  await db.transaction().execute(async (t) => {
    const trx = untyped(t);
    const insertMany = async (table: string, rows: Record<string, unknown>[]) => {
      for (let i = 0; i < rows.length; i += 200)
        await trx
          .insertInto(table)
          .values(rows.slice(i, i + 200).map((x) => ({ ...stamp, ...x })))
          .execute();
    };

    const staff = (await trx
      .selectFrom('app_user')
      .select(['id', 'username_key'])
      .where('role', 'in', ['staff', 'manager'])
      .orderBy('id')
      .execute()) as { id: number; username_key: string }[];
    const nurses = staff.filter((u) => u.username_key !== 'manager').map((u) => u.id);
    const manager = staff.find((u) => u.username_key === 'manager')?.id ?? nurses[0]!;
    const nurse = () => r.pick(nurses);

    const stays = (await trx.selectFrom('mom_living_record').selectAll().orderBy('id').execute()) as StayRow[];
    const mothers = (await trx.selectFrom('mother').select(['id', 'name', 'allergies', 'delivery_type']).execute()) as {
      id: number;
      name: string;
      allergies: string | null;
      delivery_type: string | null;
    }[];
    const contracts = (await trx.selectFrom('contract').select(['id', 'mother', 'status']).execute()) as {
      id: number;
      mother: number;
      status: string;
    }[];
    const babies = (await trx
      .selectFrom('baby')
      .select(['id', 'mother', 'birth_at', 'birth_weight_g', 'feeding_type'])
      .orderBy('id')
      .execute()) as {
      id: number;
      mother: number;
      birth_at: string | null;
      birth_weight_g: number | null;
      feeding_type: string | null;
    }[];
    const rooms = (await trx.selectFrom('room').select(['id', 'number']).orderBy('number').execute()) as {
      id: number;
      number: string;
    }[];
    const incubators = (await trx.selectFrom('incubator').select(['id', 'code', 'status']).orderBy('code').execute()) as {
      id: number;
      code: string;
      status: string;
    }[];
    const motherById = new Map(mothers.map((m) => [m.id, m]));
    const contractOf = new Map(contracts.map((c) => [c.mother, c]));
    const inHouse = stays.filter((s) => s.start_date <= today && today < s.end_date);
    const started = stays.filter((s) => s.start_date <= today);

    // Meal plans for every contract, menus for the coming week of mothers in the house.
    const mealInfo: Record<string, unknown>[] = [];
    for (const s of stays) {
      const c = contractOf.get(s.mother);
      if (!c || c.status === 'cancelled') continue;
      const allergies = motherById.get(s.mother)?.allergies ?? null;
      mealInfo.push({
        contract: c.id,
        start_date: s.start_date,
        end_date: s.end_date,
        diet: r.next() < 0.75 ? 'regular' : r.pick(['vegetarian', 'lacto_ovo', 'custom']),
        avoid_foods: r.next() < 0.3 ? r.pick(['不吃牛肉', '不吃內臟', '少油少鹽', '不吃麻油']) : null,
        allergies,
        note: null,
      });
    }
    await insertMany('mom_meal_info', mealInfo);

    const menus: Record<string, unknown>[] = [];
    for (const s of inHouse) {
      for (let d = 0; d < 7; d++) {
        const date = addDays(today, d);
        if (date >= s.end_date) break;
        for (const meal of ['breakfast', 'lunch', 'dinner', 'snack_pm'] as const) {
          const [tw, en] = MENU[meal][(d + s.id) % MENU[meal].length]!;
          menus.push({ mother: s.mother, date, meal, dishes_tw: tw, dishes_en: en, note: null });
        }
      }
    }
    await insertMany('mom_meal_menu', menus);

    // Evaluations: before the stay for everyone arriving within two weeks, on arrival for those who came.
    const pre: Record<string, unknown>[] = [];
    for (const s of stays.filter((x) => x.start_date <= addDays(today, 14))) {
      const m = motherById.get(s.mother)!;
      pre.push({
        mother: s.mother,
        eval_date: addDays(s.start_date, -r.int(7, 20)),
        evaluator: nurse(),
        delivery_type: m.delivery_type,
        gestational_weeks: r.int(36, 40),
        complications: r.next() < 0.2 ? r.pick(['妊娠高血壓', '妊娠糖尿病', '產後出血']) : null,
        medications: r.next() < 0.3 ? '鐵劑、綜合維他命' : null,
        allergies: m.allergies,
        breastfeeding_plan: r.pick(['exclusive', 'exclusive', 'mixed', 'undecided']),
        special_needs: null,
        note: null,
      });
    }
    await insertMany('mom_pre_checkin_eval', pre);

    const vitals = (rng: Rng, feverish = false) => ({
      temperature_c: feverish ? rng.float(38.0, 38.6) : rng.float(36.2, 37.4),
      pulse: rng.int(64, 96),
      respiration: rng.int(14, 20),
      bp_systolic: rng.int(100, 135),
      bp_diastolic: rng.int(62, 88),
    });
    const evals: Record<string, unknown>[] = [];
    for (const [i, s] of started.entries()) {
      evals.push({
        mother: s.mother,
        eval_at: taipeiAt(s.start_date, 15, 30),
        evaluator: nurse(),
        ...vitals(r),
        pain_score: r.int(1, 5),
        uterus: r.pick(['臍下一指，收縮良好', '臍下二指，收縮良好', '臍平，稍軟']),
        lochia_colour: r.pick(['rubra', 'rubra', 'serosa']),
        lochia_amount: r.pick(['light', 'moderate']),
        breast: r.pick(['soft', 'filling', 'engorged']),
        nipple: r.pick(['normal', 'normal', 'flat', 'cracked']),
        wound: r.pick(['會陰傷口癒合良好', '剖腹傷口乾燥無滲液', '傷口微紅']),
        // Every seventh mother scores high on EPDS, so the flag shows in the demo.
        epds_score: i % 7 === 3 ? r.int(13, 18) : r.int(2, 10),
        note: null,
      });
    }
    await insertMany('mom_checkedin_eval', evals);

    // Daily nursing for mothers in the house, education for everyone who came.
    const caring: Record<string, unknown>[] = [];
    for (const s of inHouse) {
      for (let d = 0; addDays(s.start_date, d) <= today; d++) {
        caring.push({
          mother: s.mother,
          recorded_at: taipeiAt(addDays(s.start_date, d), 9, r.int(0, 50)),
          nurse: nurse(),
          ...vitals(r, r.next() < 0.02),
          pain_score: Math.max(0, 5 - Math.floor(d / 2) + r.int(-1, 1)),
          urination: r.pick(['normal', 'normal', 'normal', 'frequent']),
          defecation: r.pick(['normal', 'normal', 'none', 'constipated']),
          sleep: r.pick(['good', 'fair', 'fair', 'poor']),
          mood: r.pick(['good', 'stable', 'stable', 'low']),
          note: null,
        });
      }
    }
    await insertMany('mom_caring_record', caring);

    const education: Record<string, unknown>[] = [];
    const topics = ['breastfeeding', 'bathing', 'cord_care', 'postpartum_exercise', 'nutrition'] as const;
    for (const s of started) {
      const last = s.end_date <= today ? addDays(s.end_date, -1) : today;
      const span = Math.max(0, daysBetween(s.start_date, last));
      for (const [k, topic] of topics.entries()) {
        if (k > span) break;
        education.push({
          mother: s.mother,
          topic,
          educator: nurse(),
          educated_at: taipeiAt(addDays(s.start_date, k), 14),
          duration_min: r.pick([20, 30, 45]),
          note: null,
        });
      }
    }
    await insertMany('mom_education_record', education);

    // Meal add-ons (family meals) billed to some mothers; the centre bills rooms and deposits.
    const bills: Record<string, unknown>[] = [];
    for (const s of started) {
      if (r.next() < 0.5) continue;
      const meals = r.int(3, 12);
      const paid = s.end_date <= today;
      bills.push({
        mother: s.mother,
        contract: contractOf.get(s.mother)?.id ?? null,
        item: '家屬餐',
        category: 'meal',
        quantity: meals,
        unit_price: 280,
        amount: meals * 280,
        billed_at: paid ? addDays(s.end_date, -1) : today,
        paid: paid ? 1 : 0,
        paid_at: paid ? taipeiAt(addDays(s.end_date, -1), 11) : null,
        payment_method: paid ? r.pick(['cash', 'card']) : null,
        note: null,
      });
    }
    await insertMany('mom_billing_record', bills);

    // Borrowed items, visits and outings of mothers in the house; tours booked by those still to come.
    const borrows: Record<string, unknown>[] = [];
    const visits: Record<string, unknown>[] = [];
    const outings: Record<string, unknown>[] = [];
    for (const s of inHouse) {
      if (r.next() < 0.6) {
        const day = addDays(s.start_date, r.int(0, Math.max(0, daysBetween(s.start_date, today))));
        const [item, deposit] = r.pick([
          ['電動吸乳器', 3_000],
          ['哺乳枕', 500],
          ['溫奶器', 800],
          ['嬰兒體重計', 1_000],
        ] as const);
        const returned = day < addDays(today, -2) && r.next() < 0.4;
        borrows.push({
          mother: s.mother,
          item_name: item,
          quantity: 1,
          borrowed_at: taipeiAt(day, 10),
          returned_at: returned ? taipeiAt(addDays(day, 2), 16) : null,
          deposit,
          note: null,
        });
      }
      const visitCount = r.int(0, 3);
      for (let v = 0; v < visitCount; v++) {
        const day = addDays(today, -r.int(0, Math.min(5, daysBetween(s.start_date, today))));
        const hour = r.int(10, 19);
        visits.push({
          mother: s.mother,
          visitor_name: r.pick(['王先生', '陳媽媽', '林小姐', '張爸爸', '黃阿姨']),
          relation: r.pick(['配偶', '母親', '朋友', '父親', '親戚']),
          phone: `09${r.int(10, 89)}-${r.int(100, 999)}-${r.int(100, 999)}`,
          visited_at: taipeiAt(day, hour),
          left_at: day < today ? taipeiAt(day, hour + 1) : null,
          temperature_c: r.float(36.0, 37.2),
          note: null,
        });
      }
      if (r.next() < 0.3) {
        const day = addDays(today, r.int(-3, 5));
        if (day >= s.start_date && day < s.end_date)
          outings.push({
            mother: s.mother,
            kind: 'outside',
            start_at: taipeiAt(day, 9),
            end_at: taipeiAt(day, 12),
            destination_or_purpose: r.pick(['產後回診', '寶寶預防針', '戶政事務所報戶口']),
            note: null,
          });
      }
    }
    for (const s of stays.filter((x) => x.start_date > today && x.start_date <= addDays(today, 30)).slice(0, 4)) {
      outings.push({
        mother: s.mother,
        kind: 'reservation',
        start_at: taipeiAt(addDays(today, r.int(0, 6)), r.int(10, 16)),
        end_at: null,
        destination_or_purpose: r.pick(['參觀房間', '入住前說明', '產前諮詢']),
        note: null,
      });
    }
    await insertMany('mom_borrow_record', borrows);
    await insertMany('visit_record', visits);
    await insertMany('reservation_and_outside', outings);

    // Repairs over the last ten days.
    const repairs: Record<string, unknown>[] = [];
    const issues = ['冷氣不冷', '浴室排水慢', '床頭燈不亮', '電視遙控器故障', '窗簾軌道卡住', '熱水器水溫不穩'];
    for (let i = 0; i < 6; i++) {
      const room = rooms[(i * 7 + 3) % rooms.length]!;
      const reported = addDays(today, -r.int(0, 10));
      const status = i < 3 ? 'fixed' : i < 5 ? 'in_progress' : 'reported';
      repairs.push({
        room: room.id,
        reported_at: taipeiAt(reported, r.int(8, 20)),
        reported_by: nurse(),
        issue: issues[i]!,
        status,
        fixed_at: status === 'fixed' ? taipeiAt(addDays(reported, 1), 15) : null,
        cost: status === 'fixed' ? r.pick([0, 350, 1_200, 2_800]) : null,
        note: null,
      });
    }
    await insertMany('room_repairment_record', repairs);

    // Babies of mothers who came: daily health records while in the house, rooming-in, incubators.
    const health: Record<string, unknown>[] = [];
    const roomingIn: Record<string, unknown>[] = [];
    const arrangements: Record<string, unknown>[] = [];
    const stayOf = new Map(started.map((s) => [s.mother, s]));
    const inUse = incubators.filter((i) => i.status === 'in_use');
    const spare = incubators.filter((i) => i.status === 'available');
    const placed: { incubator: number; start: string; end: string | null; baby: number; bw: number }[] = [];
    let ongoing = 0;
    for (const b of babies) {
      const s = stayOf.get(b.mother);
      if (!s || !b.birth_at) continue;
      const birthDay = todayTaipei(Date.parse(b.birth_at));
      const bw = b.birth_weight_g ?? 3_000;
      const dip = r.float(0.05, 0.08, 3);
      const dipDay = r.int(3, 4);
      const peakDay = r.int(3, 5);
      const peak = r.float(8, 13.5);
      const last = s.end_date <= today ? addDays(s.end_date, -1) : today;
      for (let date = s.start_date; date <= last; date = addDays(date, 1)) {
        const age = daysBetween(birthDay, date);
        // Down to the dip by day 3–4, back to birth weight about a week later, then ~30 g a day.
        const regainDays = 7;
        const weight =
          age <= dipDay
            ? bw * (1 - (dip * age) / dipDay)
            : age <= dipDay + regainDays
              ? bw * (1 - dip + (dip * (age - dipDay)) / regainDays)
              : bw + 30 * (age - dipDay - regainDays);
        const jaundice = 2 + (peak - 2) * Math.exp(-((age - peakDay) ** 2) / (2 * 2.2 ** 2));
        health.push({
          baby: b.id,
          recorded_at: taipeiAt(date, 8, r.int(0, 40)),
          nurse: nurse(),
          weight_g: Math.round(weight + r.int(-15, 15)),
          temperature_c: r.float(36.5, 37.3),
          heart_rate: r.int(120, 160),
          respiration: r.int(35, 55),
          jaundice_mg_dl: Number(Math.max(0.5, jaundice + r.float(-0.4, 0.4)).toFixed(1)),
          feeding_type: b.feeding_type,
          feeding_ml: Math.min(120, 20 + 10 * age),
          stool_count: r.int(2, 7),
          urine_count: r.int(6, 10),
          skin: jaundice > 8 ? 'jaundiced' : 'normal',
          umbilical_cord: age < 7 ? 'dry' : age < 12 ? r.pick(['dry', 'fallen_off']) : 'fallen_off',
          note: null,
        });
      }
      // Rooming-in on the last three days, from 09:00 to 21:00 (today's still going on).
      for (let d = 2; d >= 0; d--) {
        const date = addDays(last, -d);
        if (date < s.start_date) continue;
        const open = date === today;
        roomingIn.push({
          baby: b.id,
          start_at: taipeiAt(date, 9),
          end_at: open ? null : taipeiAt(date, 21),
          note: null,
        });
      }
      // Small babies spend time in an incubator: those in the house now in INC-01…03 (in use, since a
      // recent day), earlier ones for their first two days, placed where the incubator is free.
      if (bw < 2_800) {
        const recent = addDays(today, -r.int(0, 2));
        if (s.end_date > today && ongoing < 3) {
          const start = recent > s.start_date ? recent : s.start_date;
          placed.push({ incubator: inUse[ongoing++]!.id, start: taipeiAt(start, 15), end: null, baby: b.id, bw });
        } else {
          const start = taipeiAt(s.start_date, 15);
          const end = taipeiAt(addDays(s.start_date, 2), 10);
          const free = spare.find((inc) =>
            placed.every((p) => p.incubator !== inc.id || (p.end !== null && p.end <= start) || end <= p.start),
          );
          if (free) placed.push({ incubator: free.id, start, end, baby: b.id, bw });
        }
      }
    }
    for (const p of placed)
      arrangements.push({
        baby: p.baby,
        incubator: p.incubator,
        start_at: p.start,
        end_at: p.end,
        note: p.bw < 2_500 ? '低出生體重，保溫觀察' : '體溫偏低，保溫觀察',
      });
    await insertMany('baby_health_record', health);
    await insertMany('baby_mom_rooming_in_record', roomingIn);
    await insertMany('incubator_arrangement', arrangements);

    // Duty for the coming week: three nurses a shift by day, two in the evening, one at night.
    const duty: Record<string, unknown>[] = [];
    const floors = ['2F', '3F', '5F'];
    for (let d = 0; d < 7; d++) {
      const date = addDays(today, d);
      let k = d;
      for (const [shift, count] of [
        ['day', 3],
        ['evening', 2],
        ['night', 1],
      ] as const) {
        for (let n = 0; n < count; n++) {
          duty.push({
            user: nurses[k++ % nurses.length],
            date,
            shift,
            room: null,
            mother: null,
            baby: null,
            task: count === 1 ? '全區巡房' : `${floors[n % floors.length]} 照護`,
            note: null,
          });
        }
      }
      duty.push({ user: manager, date, shift: 'day', room: null, mother: null, baby: null, task: '行政與排班', note: null });
    }
    await insertMany('assignment', duty);

    // Spare parts with a month of stock history; the totals are what the history adds up to.
    for (const [i, [name, unit, price, safety]] of PARTS.entries()) {
      const moves: { operation: 'in' | 'out' | 'adjust'; quantity: number; reason: string; day: string }[] = [];
      let total = safety * 3 + r.int(0, safety);
      moves.push({ operation: 'adjust', quantity: total, reason: '月初盤點', day: addDays(today, -30) });
      for (let d = -28; d <= 0; d += r.int(2, 5)) {
        // A few parts run low on purpose (every fifth), the others are restocked in time.
        const take = Math.min(total, r.int(1, Math.max(1, Math.ceil(safety / 2))) + (i % 5 === 2 ? safety : 0));
        if (take > 0) {
          total -= take;
          moves.push({
            operation: 'out',
            quantity: take,
            reason: r.pick(['房間補充', '嬰兒室使用', '更換', '耗損']),
            day: addDays(today, d),
          });
        }
        if (total <= safety && i % 5 !== 2) {
          const add = safety * 2;
          total += add;
          moves.push({ operation: 'in', quantity: add, reason: '進貨', day: addDays(today, d) });
        }
      }
      if (i % 5 === 2 && total === 0) {
        // Restocked a little, still below the safety stock.
        total = Math.max(1, Math.floor(safety / 3));
        moves.push({ operation: 'in', quantity: total, reason: '緊急補貨', day: today });
      }
      const partId = (
        (await trx
          .insertInto('spare_part')
          .values({
            name,
            unit,
            unit_price: price,
            total,
            safety_stock: safety,
            low_stock: lowStockFlag(total, safety) ? 1 : 0,
            note: null,
            ...stamp,
          })
          .returning('id')
          .executeTakeFirstOrThrow()) as { id: number }
      ).id;
      await insertMany(
        'spare_part_record',
        moves.map((m) => {
          const at = taipeiAt(m.day, r.int(8, 18));
          return {
            part: partId,
            quantity: m.quantity,
            operation: m.operation,
            reason: m.reason,
            user: nurse(),
            created_at: at,
            updated_at: at,
          };
        }),
      );
    }
  });
}
