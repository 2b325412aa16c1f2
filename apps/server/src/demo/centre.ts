import type { Db } from '../db/connect';
import { addDays, todayTaipei } from '../centre/care-time';
import { untyped } from '../centre/repository';
import { nowIso } from '../lib/time';
import { withCheckDigit } from '@pnc/schemas/centre/tw-identity';
import { prng } from './prng';

const SURNAMES = [
  '林',
  '陳',
  '黃',
  '張',
  '李',
  '王',
  '吳',
  '劉',
  '蔡',
  '楊',
  '許',
  '鄭',
  '謝',
  '郭',
  '洪',
  '曾',
  '邱',
  '廖',
  '賴',
  '周',
];
const GIVEN = [
  '怡君',
  '雅婷',
  '淑芬',
  '美玲',
  '佳穎',
  '宜蓁',
  '欣怡',
  '詩涵',
  '雅雯',
  '惠如',
  '筱涵',
  '佩珊',
  '靜怡',
  '婉婷',
  '家瑜',
  '思妤',
  '郁婷',
  '品妍',
  '芷瑄',
  '曉雯',
];
const BABY_GIVEN = ['宥辰', '語彤', '承恩', '芯妤', '品睿', '以晴', '柏宇', '語喬', '子睿', '沛恩'];
const HOSPITALS = ['台大醫院', '馬偕紀念醫院', '國泰綜合醫院', '台北榮民總醫院', '長庚紀念醫院', '新光醫院'];
const DISTRICTS = ['台北市大安區', '台北市信義區', '新北市板橋區', '新北市新店區', '台北市中山區', '桃園市桃園區'];

/** 4 room types, NT$8,800–18,800 a day. */
const ROOM_TYPES = [
  { name_tw: '標準套房', name_en: 'Standard', daily_rate: 8_800, capacity: 2 },
  { name_tw: '豪華套房', name_en: 'Deluxe', daily_rate: 12_800, capacity: 2 },
  { name_tw: '家庭套房', name_en: 'Family', daily_rate: 15_800, capacity: 4 },
  { name_tw: 'VIP套房', name_en: 'VIP', daily_rate: 18_800, capacity: 4 },
];

// Stored as the mother's schema stores them: digits only, and national IDs with a right check digit.
const phone = (r: ReturnType<typeof prng>) => `09${r.int(10, 89)}${r.int(100, 999)}${r.int(100, 999)}`;
/** A date-time at a Taipei wall-clock hour, in UTC. */
const taipeiAt = (date: string, hour: number) =>
  new Date(Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00+08:00`)).toISOString();

/**
 * Centre demo data: 30 rooms on floors 2, 3 and 5 (no 4th floor: 4 sounds like death), 12 incubators,
 * 40 mothers with contracts and stays spread over 60 days either side of today (never overlapping
 * in a room), their babies once born, check-ins and bills. Deterministic for a given day.
 */
export async function seedCentre(db: Db) {
  const r = prng(20260301);
  const today = todayTaipei();
  const now = nowIso();
  const stamp = { created_at: now, updated_at: now };
  await db.transaction().execute(async (t) => {
    const trx = untyped(t);
    const insert = async (table: string, values: Record<string, unknown>) =>
      (
        (await trx
          .insertInto(table)
          .values({ ...values, ...stamp })
          .returning('id')
          .executeTakeFirstOrThrow()) as { id: number }
      ).id;

    const nurse = (await trx.selectFrom('app_user').select('id').where('username_key', '=', 'nurse').executeTakeFirst()) as
      { id: number } | undefined;

    const typeIds: number[] = [];
    for (const rt of ROOM_TYPES) {
      typeIds.push(
        await insert('room_type', {
          ...rt,
          description_tw: `${rt.name_tw}，含獨立衛浴與嬰兒床`,
          description_en: `${rt.name_en} room with private bathroom and crib`,
        }),
      );
    }

    const rooms: { id: number; type: number; number: string; nextFree: string }[] = [];
    for (const floor of [2, 3, 5]) {
      for (let n = 1; n <= 10; n++) {
        // Higher floors, better rooms: 2F standard/deluxe, 3F deluxe/family, 5F family/VIP.
        const typeIndex = floor === 2 ? (n <= 6 ? 0 : 1) : floor === 3 ? (n <= 5 ? 1 : 2) : n <= 6 ? 2 : 3;
        const number = `${floor}${String(n).padStart(2, '0')}`;
        const id = await insert('room', { number, floor, room_type: typeIds[typeIndex], status: 'available', note: null });
        rooms.push({ id, type: typeIndex, number, nextFree: addDays(today, -60 + r.int(0, 60)) });
      }
    }

    const warmer = await insert('incubator_type', {
      name_tw: '密閉式保溫箱',
      name_en: 'Closed incubator',
      description: '恆溫恆濕，適用早產兒',
    });
    const radiant = await insert('incubator_type', {
      name_tw: '開放式輻射保溫台',
      name_en: 'Open radiant warmer',
      description: '便於照護與處置',
    });
    for (let i = 1; i <= 12; i++) {
      await insert('incubator', {
        code: `INC-${String(i).padStart(2, '0')}`,
        type: i <= 8 ? warmer : radiant,
        status: i <= 3 ? 'in_use' : i === 12 ? 'maintenance' : 'available',
        location: i <= 6 ? '嬰兒室 A' : '嬰兒室 B',
      });
    }

    const occupied = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const name = `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 7) % GIVEN.length]}`;
      const room = rooms[(i * 11) % rooms.length]!;
      const days = r.pick([14, 21, 28]);
      const start = addDays(room.nextFree, r.int(0, 4));
      const end = addDays(start, days);
      room.nextFree = addDays(end, r.int(0, 10));
      const delivered = addDays(start, -r.int(2, 6));
      const born = delivered <= today;
      const motherId = await insert('mother', {
        name,
        phone: phone(r),
        national_id: withCheckDigit(`${r.pick(['A', 'F', 'H', 'E'])}2${String(r.int(1_000_000, 9_999_999))}`),
        birthday: `${r.int(1986, 1998)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`,
        email: `mother${i + 1}@demo.example`,
        address: `${r.pick(DISTRICTS)}${r.pick(['忠孝東路', '復興南路', '中山路', '民生東路'])}${r.int(1, 300)}號`,
        emergency_contact_name: `${SURNAMES[(i + 3) % SURNAMES.length]}先生`,
        emergency_contact_phone: phone(r),
        blood_type: r.pick(['a', 'b', 'o', 'ab']),
        delivery_hospital: r.pick(HOSPITALS),
        delivery_date: born ? delivered : null,
        delivery_type: born ? r.pick(['vaginal', 'vaginal', 'cesarean']) : null,
        parity: r.int(1, 3),
        allergies: r.next() < 0.2 ? '海鮮' : null,
        medical_history: r.next() < 0.15 ? '妊娠糖尿病' : null,
        note: null,
      });
      const rate = ROOM_TYPES[room.type]!.daily_rate;
      const status = end <= today ? 'completed' : start <= today ? 'checked_in' : 'reserved';
      const contractId = await insert('contract', {
        mother: motherId,
        contract_no: `C${today.slice(0, 4)}-${String(i + 1).padStart(4, '0')}`,
        signed_at: addDays(start, -r.int(90, 200)),
        expected_date: delivered,
        room_type: typeIds[room.type],
        days,
        daily_rate: rate,
        total_amount: rate * days,
        deposit: 20_000,
        status,
        note: null,
      });
      if (born) {
        const twins = i % 13 === 5;
        // Twins come from one delivery: the second is born 20 minutes after the first, at the same gestational age.
        // Each baby still draws its own hour and weeks, so the PRNG's sequence (and every later row) is unchanged.
        let first: { birth_at: string; gestational_weeks: number } | undefined;
        for (let b = 0; b < (twins ? 2 : 1); b++) {
          const gender = r.pick(['female', 'male']);
          const drawnBirth = taipeiAt(delivered, r.int(0, 23));
          const weight = twins ? r.int(2100, 2700) : r.int(2600, 3900);
          const length = r.int(460, 530) / 10;
          const drawnWeeks = twins ? r.int(35, 37) : r.int(37, 41);
          const birth = first
            ? {
                birth_at: new Date(Date.parse(first.birth_at) + 20 * 60_000).toISOString(),
                gestational_weeks: first.gestational_weeks,
              }
            : { birth_at: drawnBirth, gestational_weeks: drawnWeeks };
          first ??= birth;
          await insert('baby', {
            mother: motherId,
            name: `${name[0]}${BABY_GIVEN[(i + b * 3) % BABY_GIVEN.length]}`,
            gender,
            birth_at: birth.birth_at,
            birth_weight_g: weight,
            birth_length_cm: length,
            gestational_weeks: birth.gestational_weeks,
            blood_type: r.pick(['a', 'b', 'o', 'ab']),
            feeding_type: r.pick(['breast', 'formula', 'mixed']),
            note: null,
          });
        }
      }
      await insert('mom_living_record', {
        mother: motherId,
        room: room.id,
        start_date: start,
        end_date: end,
        // Checked out by their last day, in house once begun (checked in below), booked before.
        status: end <= today ? 'checked_out' : start <= today ? 'in_house' : 'booked',
        checked_out_at: end <= today ? taipeiAt(end, 11) : null,
        note: null,
      });
      await insert('mom_billing_record', {
        mother: motherId,
        contract: contractId,
        item: '訂金',
        category: 'deposit',
        quantity: 1,
        unit_price: 20_000,
        amount: 20_000,
        billed_at: addDays(start, -30),
        paid: 1,
        paid_at: taipeiAt(addDays(start, -30), 10),
        payment_method: 'transfer',
        note: null,
      });
      if (start > today) continue;
      if (end > today) occupied.add(room.id);
      await insert('mom_checkin_record', {
        mother: motherId,
        contract: contractId,
        room: room.id,
        checkin_at: taipeiAt(start, 14),
        checked_by: nurse?.id ?? null,
        belongings: JSON.stringify(['身分證', '健保卡', '媽媽手冊', '待產包']),
        note: null,
      });
      const nights = end <= today ? days : Math.max(1, Date.parse(today) / 86_400_000 - Date.parse(start) / 86_400_000);
      const paidUp = end <= today;
      await insert('mom_billing_record', {
        mother: motherId,
        contract: contractId,
        item: `${ROOM_TYPES[room.type]!.name_tw} ${nights} 天`,
        category: 'room',
        quantity: nights,
        unit_price: rate,
        amount: nights * rate,
        billed_at: paidUp ? end : today,
        paid: paidUp ? 1 : 0,
        paid_at: paidUp ? taipeiAt(end, 11) : null,
        payment_method: paidUp ? r.pick(['card', 'transfer']) : null,
        note: null,
      });
      if (r.next() < 0.5) {
        const sessions = r.int(1, 4);
        await insert('mom_billing_record', {
          mother: motherId,
          contract: contractId,
          item: '產後按摩',
          category: 'service',
          quantity: sessions,
          unit_price: 1_800,
          amount: sessions * 1_800,
          billed_at: addDays(start, 3),
          paid: 0,
          paid_at: null,
          payment_method: null,
          note: null,
        });
      }
    }
    for (const [i, room] of rooms.entries()) {
      const status = occupied.has(room.id) ? 'occupied' : i === 9 ? 'maintenance' : i % 7 === 3 ? 'cleaning' : 'available';
      await trx.updateTable('room').set({ status }).where('id', '=', room.id).execute();
    }
  });
}
