import { shifts } from '@pnc/schemas/centre/assignment';

export type Shift = (typeof shifts)[number];

export interface Duty {
  id: number;
  user: number;
  date: string;
  shift: Shift;
  room: number | null;
  mother: number | null;
  baby: number | null;
  task: string | null;
}

export interface StaffDuties<D extends Duty = Duty> {
  user: number;
  duties: D[];
}

export interface ShiftGroup<D extends Duty = Duty> {
  shift: Shift;
  /** Who is on this shift, by name (then id); each with their duties in the order they were entered. */
  people: StaffDuties<D>[];
}

/**
 * Duties grouped by shift (day, evening, night: every shift listed, an empty one too, so a gap in the roster
 * shows) and within a shift by staff member.
 */
export function groupByShift<D extends Duty>(duties: readonly D[], nameOf: (user: number) => string): ShiftGroup<D>[] {
  return shifts.map((shift) => {
    const byUser = new Map<number, D[]>();
    for (const d of duties) if (d.shift === shift) byUser.set(d.user, [...(byUser.get(d.user) ?? []), d]);
    const people = [...byUser.entries()]
      .map(([user, list]) => ({ user, duties: list.sort((a, b) => a.id - b.id) }))
      .sort((a, b) => nameOf(a.user).localeCompare(nameOf(b.user)) || a.user - b.user);
    return { shift, people };
  });
}

/** A week's duties by day, each day grouped by shift and staff member. */
export function shiftWeek<D extends Duty>(duties: readonly D[], days: readonly string[], nameOf: (user: number) => string) {
  return new Map(
    days.map((day) => [
      day,
      groupByShift(
        duties.filter((d) => d.date === day),
        nameOf,
      ),
    ]),
  );
}
