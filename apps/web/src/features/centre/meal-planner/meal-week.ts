import { meals } from '@pnc/schemas/centre/mom-meal-menu';
import { holdsRoom } from '@pnc/schemas/centre/stay-transitions';
import { naturalCompare } from '../../../lib/natural-order';
import type { MenuRow } from './kitchen-counts';

export interface StayRow {
  mother: number;
  room: number;
  start_date: string;
  /** Exclusive: the day she leaves eats no centre meal by default. */
  end_date: string;
  status?: string | null;
}

export interface MotherWeek {
  mother: number;
  /** The room of her first stay in the week; null for a mother with menus but no stay. */
  room: number | null;
  /** The days of the week she stays. */
  staying: ReadonlySet<string>;
}

/**
 * The planner's rows: every mother staying on a day of the week (a cancelled booking is no stay), then any mother who has menus that week
 * without a stay; by room number (as the room board reads), then by mother.
 */
export function weekRows(
  days: readonly string[],
  stays: readonly StayRow[],
  menus: readonly Pick<MenuRow, 'mother' | 'date'>[],
  roomNumber: (room: number) => string,
): MotherWeek[] {
  const rows = new Map<number, { mother: number; room: number | null; staying: Set<string>; first: string }>();
  for (const s of stays) {
    // A cancelled booking eats nothing.
    if (!holdsRoom(s.status)) continue;
    const staying = days.filter((d) => s.start_date <= d && d < s.end_date);
    if (!staying.length) continue;
    const row = rows.get(s.mother) ?? { mother: s.mother, room: s.room, staying: new Set<string>(), first: staying[0]! };
    for (const d of staying) row.staying.add(d);
    if (staying[0]! < row.first) Object.assign(row, { room: s.room, first: staying[0]! });
    rows.set(s.mother, row);
  }
  for (const m of menus)
    if (!rows.has(m.mother) && days.includes(m.date))
      rows.set(m.mother, { mother: m.mother, room: null, staying: new Set(), first: '' });
  const key = (r: { room: number | null }) => (r.room === null ? '\uffff' : roomNumber(r.room));
  return [...rows.values()]
    .sort((a, b) => naturalCompare(key(a), key(b)) || a.mother - b.mother)
    .map(({ mother, room, staying }) => ({ mother, room, staying }));
}

/** Menus by mother and day ("mother|day"), each day's meals in the order they are served. */
export function menusByCell<M extends Pick<MenuRow, 'mother' | 'date' | 'meal' | 'id'>>(menus: readonly M[]) {
  const map = new Map<string, M[]>();
  for (const m of menus) map.set(`${m.mother}|${m.date}`, [...(map.get(`${m.mother}|${m.date}`) ?? []), m]);
  for (const list of map.values()) list.sort((a, b) => meals.indexOf(a.meal) - meals.indexOf(b.meal) || a.id - b.id);
  return map;
}
