import { describe, expect, it } from 'vitest';
import { type Duty, groupByShift, shiftWeek } from './shift-groups';

const names: Record<number, string> = { 1: 'Chen', 2: 'Amy', 3: 'Lin' };
const nameOf = (id: number) => names[id] ?? `#${id}`;
const duty = (id: number, user: number, shift: Duty['shift'], date = '2026-03-01', task: string | null = null): Duty => ({
  id,
  user,
  date,
  shift,
  room: null,
  mother: null,
  baby: null,
  task,
});

describe('assignments by shift', () => {
  it('lists every shift in order, each staff member once with their duties, members by name', () => {
    const groups = groupByShift(
      [
        duty(5, 1, 'night'),
        duty(1, 1, 'day', undefined, '3F'),
        duty(2, 2, 'day'),
        duty(4, 1, 'day', undefined, 'admin'),
        duty(3, 3, 'day'),
      ],
      nameOf,
    );
    expect(groups.map((g) => g.shift)).toEqual(['day', 'evening', 'night']);
    expect(groups[0]!.people.map((p) => [nameOf(p.user), p.duties.map((d) => d.id)])).toEqual([
      ['Amy', [2]],
      ['Chen', [1, 4]],
      ['Lin', [3]],
    ]);
    // An empty shift stays, so the gap shows.
    expect(groups[1]!.people).toEqual([]);
    expect(groups[2]!.people.map((p) => p.user)).toEqual([1]);
  });

  it('orders people with the same name, or none known, by id', () => {
    const groups = groupByShift([duty(1, 9, 'day'), duty(2, 8, 'day')], () => '');
    expect(groups[0]!.people.map((p) => p.user)).toEqual([8, 9]);
  });

  it('splits a week by day, days without duties included', () => {
    const days = ['2026-03-01', '2026-03-02', '2026-03-03'];
    const week = shiftWeek(
      [duty(1, 1, 'day', '2026-03-01'), duty(2, 2, 'evening', '2026-03-03'), duty(3, 2, 'day', '2026-03-09')],
      days,
      nameOf,
    );
    expect([...week.keys()]).toEqual(days);
    expect(week.get('2026-03-01')![0]!.people.map((p) => p.user)).toEqual([1]);
    expect(week.get('2026-03-02')!.every((g) => g.people.length === 0)).toBe(true);
    expect(week.get('2026-03-03')![1]!.people.map((p) => p.user)).toEqual([2]);
  });
});
