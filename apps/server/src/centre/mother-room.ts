import type { ResourceHooks, Row } from './repository';

/**
 * A mother's `current_room` (derived, mother.ts): the room number of her stay in house now, else of her next
 * booked stay (the earliest booked one), else null. One query for a whole page of mothers. It reads stays and
 * rooms only, never the clock, so a kept list answer stays right until one of them changes.
 */
export const motherRoomHooks: ResourceHooks = {
  reads: ['mom_living_record', 'room'],
  async derive(db, ids) {
    const stays = (await db
      .selectFrom('mom_living_record as s')
      .innerJoin('room as r', 'r.id', 's.room')
      .select(['s.mother', 's.status', 'r.number'])
      .where('s.mother', 'in', ids)
      .where('s.status', 'in', ['in_house', 'booked'])
      .orderBy('s.start_date')
      .orderBy('s.id')
      .execute()) as { mother: number; status: string; number: string }[];
    // In house wins over any booking; among bookings the earliest comes first.
    const inHouse = new Map<number, string>();
    const booked = new Map<number, string>();
    for (const s of stays) {
      const into = s.status === 'in_house' ? inHouse : booked;
      if (!into.has(Number(s.mother))) into.set(Number(s.mother), s.number);
    }
    const out = new Map<number, Row>();
    for (const id of ids) {
      const room = inHouse.get(id) ?? booked.get(id);
      if (room !== undefined) out.set(id, { current_room: room });
    }
    return out;
  },
};
