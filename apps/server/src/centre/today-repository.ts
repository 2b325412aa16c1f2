import type { Today, TodayStay } from '@pnc/schemas/centre/today';
import { listFlags } from './clinical-flags/flag-repository';
import { epdsDue } from './today-epds';
import { nowIso } from '../lib/time';
import type { DbOrTrx } from './audit-repository';
import { pendingMilestones } from './newborn-milestone-repository';
import { untyped } from './repository';

type Named = { id: number; name: string };
type Room = { id: number; number: string };

/**
 * The centre's day (Taipei `date`, `now` for the periods that run by the hour): stays that start and end today and
 * those under way, the babies of the mothers in the house (rooming in now, else in the nursery), rooms waiting for
 * cleaning, incubators in use, repairs not fixed, and the open clinical flags of the mothers and babies in the house.
 */
export async function readToday(db: DbOrTrx, date: string, now = nowIso()): Promise<Today> {
  const q = untyped(db);
  const stays = (await q
    .selectFrom('mom_living_record as s')
    .innerJoin('mother as m', 'm.id', 's.mother')
    .innerJoin('room as r', 'r.id', 's.room')
    .select([
      's.id',
      's.start_date',
      's.end_date',
      's.status',
      'm.id as mother_id',
      'm.name as mother_name',
      'r.id as room_id',
      'r.number',
    ])
    // Today's arrivals and departures, and every mother checked in and not yet out (one who stays past her
    // planned end is still in the house).
    .where((eb) =>
      eb.or([eb.and([eb('s.start_date', '<=', date), eb('s.end_date', '>=', date)]), eb('s.status', '=', 'in_house')]),
    )
    // A cancelled booking brings no one and holds no room.
    .where('s.status', '!=', 'cancelled')
    .orderBy('r.number')
    .orderBy('s.id')
    .execute()) as {
    id: number;
    start_date: string;
    end_date: string;
    status: string;
    mother_id: number;
    mother_name: string;
    room_id: number;
    number: string;
  }[];
  const stay = (s: (typeof stays)[number]): TodayStay => ({
    id: Number(s.id),
    mother: { id: Number(s.mother_id), name: s.mother_name },
    room: { id: Number(s.room_id), number: s.number },
    start_date: s.start_date,
    end_date: s.end_date,
    status: s.status as TodayStay['status'],
  });
  // In the house: checked in and not yet out (the stay's lifecycle), whatever its dates say.
  const inHouse = stays.filter((s) => s.status === 'in_house');
  const roomOf = new Map(inHouse.map((s) => [Number(s.mother_id), { id: Number(s.room_id), number: s.number }] as const));
  const motherName = new Map(inHouse.map((s) => [Number(s.mother_id), s.mother_name] as const));
  const motherIds = [...roomOf.keys()];

  const babies = motherIds.length
    ? ((await q
        .selectFrom('baby')
        .select(['id', 'name', 'mother', 'birth_weight_g'])
        .where('mother', 'in', motherIds)
        .where((eb) => eb.or([eb('birth_at', 'is', null), eb('birth_at', '<=', now)]))
        .orderBy('id')
        .execute()) as { id: number; name: string; mother: number; birth_weight_g: number | null }[])
    : [];
  const babyIds = babies.map((b) => Number(b.id));
  const babyOf = new Map(babies.map((b) => [Number(b.id), b] as const));
  const mother = (id: number): Named => ({ id, name: motherName.get(id) ?? '' });

  const roomingIn = babyIds.length
    ? ((await q
        .selectFrom('baby_mom_rooming_in_record')
        .select(['id', 'baby', 'start_at'])
        .where('baby', 'in', babyIds)
        .where('start_at', '<=', now)
        .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', now)]))
        .orderBy('start_at')
        .execute()) as { id: number; baby: number; start_at: string }[])
    : [];
  const withMother = new Set(roomingIn.map((r) => Number(r.baby)));

  const incubators = (await q
    .selectFrom('incubator_arrangement as a')
    .innerJoin('incubator as i', 'i.id', 'a.incubator')
    .innerJoin('baby as b', 'b.id', 'a.baby')
    .select(['a.id', 'a.start_at', 'i.id as incubator_id', 'i.code', 'b.id as baby_id', 'b.name as baby_name'])
    .where('a.start_at', '<=', now)
    .where((eb) => eb.or([eb('a.end_at', 'is', null), eb('a.end_at', '>', now)]))
    .orderBy('i.code')
    .execute()) as { id: number; start_at: string; incubator_id: number; code: string; baby_id: number; baby_name: string }[];

  const toClean = (await q
    .selectFrom('room')
    .select(['id', 'number'])
    .where('status', '=', 'cleaning')
    .orderBy('number')
    .execute()) as Room[];
  const repairs = (await q
    .selectFrom('room_repairment_record as p')
    .innerJoin('room as r', 'r.id', 'p.room')
    .select(['p.id', 'p.issue', 'p.status', 'p.reported_at', 'r.id as room_id', 'r.number'])
    .where('p.status', '!=', 'fixed')
    .orderBy('p.reported_at')
    .execute()) as { id: number; issue: string; status: string; reported_at: string; room_id: number; number: string }[];

  return {
    date,
    arrivals: stays.filter((s) => s.start_date === date).map(stay),
    departures: stays.filter((s) => s.end_date === date).map(stay),
    in_house: inHouse.map(stay),
    nursery: babies
      .filter((b) => !withMother.has(Number(b.id)))
      .map((b) => ({
        baby: { id: Number(b.id), name: b.name },
        mother: mother(Number(b.mother)),
        room: roomOf.get(Number(b.mother))!,
      })),
    rooming_in: roomingIn.map((r) => {
      const b = babyOf.get(Number(r.baby))!;
      return {
        id: Number(r.id),
        baby: { id: Number(b.id), name: b.name },
        mother: mother(Number(b.mother)),
        room: roomOf.get(Number(b.mother))!,
        start_at: r.start_at,
      };
    }),
    rooms_to_clean: toClean.map((r) => ({ id: Number(r.id), number: r.number })),
    incubators_in_use: incubators.map((a) => ({
      id: Number(a.id),
      incubator: { id: Number(a.incubator_id), code: a.code },
      baby: { id: Number(a.baby_id), name: a.baby_name },
      start_at: a.start_at,
    })),
    open_repairs: repairs.map((p) => ({
      id: Number(p.id),
      room: { id: Number(p.room_id), number: p.number },
      issue: p.issue,
      status: p.status,
      reported_at: p.reported_at,
    })),
    flags: (await listFlags(untyped(db), { status: 'open', mothers: motherIds }, { limit: 500, offset: 0 })).results,
    epds_due: await epdsDue(db, date, inHouse),
    milestones: await pendingMilestones(db, babies, (m) => ({ mother: mother(m), room: roomOf.get(m)! }), now),
  };
}
