import { describe, expect, it } from 'vitest';
import { menusByCell, weekRows } from './meal-week';

const days = ['2026-03-01', '2026-03-02', '2026-03-03'];
const rooms: Record<number, string> = { 1: '301', 2: '1001', 3: '205' };
const roomNumber = (id: number) => rooms[id] ?? '';

describe('the meal week', () => {
  it('lists the mothers staying on any day of the week with the days they stay, by room number', () => {
    const rows = weekRows(
      days,
      [
        { mother: 7, room: 2, start_date: '2026-02-20', end_date: '2026-03-02' }, // leaves on the 2nd
        { mother: 8, room: 1, start_date: '2026-03-03', end_date: '2026-03-20' },
        { mother: 9, room: 3, start_date: '2026-02-01', end_date: '2026-03-01' }, // left before the week
      ],
      [],
      roomNumber,
    );
    expect(rows.map((r) => [r.mother, r.room, [...r.staying]])).toEqual([
      [8, 1, ['2026-03-03']],
      [7, 2, ['2026-03-01']],
    ]);
  });

  it('leaves out a cancelled booking: she eats no meal of it', () => {
    const rows = weekRows(
      days,
      [
        { mother: 7, room: 2, start_date: '2026-02-28', end_date: '2026-03-10', status: 'cancelled' },
        { mother: 8, room: 2, start_date: '2026-03-02', end_date: '2026-03-10', status: 'booked' },
      ],
      [],
      roomNumber,
    );
    expect(rows.map((r) => r.mother)).toEqual([8]);
  });

  it('joins two stays of one mother (a room change) and adds mothers with menus but no stay last', () => {
    const rows = weekRows(
      days,
      [
        { mother: 7, room: 2, start_date: '2026-03-02', end_date: '2026-03-10' },
        { mother: 7, room: 3, start_date: '2026-02-25', end_date: '2026-03-02' },
      ],
      [
        { mother: 5, date: '2026-03-02' },
        { mother: 6, date: '2026-03-09' }, // outside the week
      ],
      roomNumber,
    );
    expect(rows.map((r) => [r.mother, r.room, [...r.staying].sort()])).toEqual([
      [7, 3, days],
      [5, null, []],
    ]);
  });

  it('puts each mother-day menus in serving order', () => {
    const cells = menusByCell([
      { id: 1, mother: 7, date: '2026-03-01', meal: 'dinner' as const },
      { id: 2, mother: 7, date: '2026-03-01', meal: 'breakfast' as const },
      { id: 3, mother: 7, date: '2026-03-02', meal: 'snack_pm' as const },
      { id: 4, mother: 8, date: '2026-03-01', meal: 'lunch' as const },
    ]);
    expect(cells.get('7|2026-03-01')!.map((m) => m.meal)).toEqual(['breakfast', 'dinner']);
    expect(cells.get('7|2026-03-02')!.map((m) => m.id)).toEqual([3]);
    expect(cells.get('8|2026-03-01')!.map((m) => m.id)).toEqual([4]);
    expect(cells.get('8|2026-03-02')).toBeUndefined();
  });
});
