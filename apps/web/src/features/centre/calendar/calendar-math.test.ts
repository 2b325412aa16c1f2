import type { CalendarEvent } from '@pnc/schemas/centre/calendar';
import { describe, expect, it } from 'vitest';
import { eventsByDay, isMotherRecord, monthGrid, monthTitle, parseCalendarQuery, shiftAnchor, viewDays } from './calendar-math';

const event = (date: string, id: number, type: CalendarEvent['type'] = 'visit'): CalendarEvent => ({
  date,
  type,
  title: `e${id}`,
  ref: { entity: 'visit_record', id },
});

describe('calendar ranges', () => {
  it('lays a month out as whole Sunday-to-Saturday weeks', () => {
    // March 2026 starts on a Sunday and ends on a Tuesday: 5 weeks.
    const march = monthGrid('2026-03-17');
    expect(march[0]).toBe('2026-03-01');
    expect(march.at(-1)).toBe('2026-04-04');
    expect(march).toHaveLength(35);
    // August 2026 starts on a Saturday and has 31 days: 6 weeks, from July 26.
    const august = monthGrid('2026-08-01');
    expect(august[0]).toBe('2026-07-26');
    expect(august.at(-1)).toBe('2026-09-05');
    expect(august).toHaveLength(42);
    // February 2026 starts on a Sunday, 28 days: exactly 4 weeks.
    expect(monthGrid('2026-02-10')).toHaveLength(28);
    // Across a year's end.
    expect(monthGrid('2026-12-31')[0]).toBe('2026-11-29');
    expect(monthGrid('2026-12-31').at(-1)).toBe('2027-01-02');
  });

  it('a week is the 7 days from its Sunday', () => {
    expect(viewDays('week', '2026-03-04')).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
    expect(viewDays('month', '2026-03-04')).toEqual(monthGrid('2026-03-01'));
  });

  it('steps a month to the first of the next or previous month, a week by 7 days', () => {
    expect(shiftAnchor('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftAnchor('month', '2026-01-15', -1)).toBe('2025-12-01');
    expect(shiftAnchor('week', '2026-03-04', 1)).toBe('2026-03-11');
    expect(shiftAnchor('week', '2026-03-04', -1)).toBe('2026-02-25');
  });

  it('reads the view and anchor from the URL, falling back to the month of today', () => {
    const q = (s: string) => parseCalendarQuery(new URLSearchParams(s), '2026-05-05');
    expect(q('view=week&date=2026-03-04')).toEqual({ view: 'week', date: '2026-03-04' });
    expect(q('')).toEqual({ view: 'month', date: '2026-05-05' });
    expect(q('view=year&date=2026-02-31')).toEqual({ view: 'month', date: '2026-05-05' });
  });

  it('names the month in the language', () => {
    expect(monthTitle('2026-03-17', 'en')).toBe('March 2026');
    expect(monthTitle('2026-03-17', 'tw')).toBe('2026年3月');
  });
});

describe('event placement', () => {
  it('puts each event on its day in the order given, drops days outside the range, keeps empty days', () => {
    const days = ['2026-03-01', '2026-03-02', '2026-03-03'];
    const map = eventsByDay(
      [event('2026-02-28', 1), event('2026-03-01', 2), event('2026-03-01', 3, 'repair'), event('2026-03-03', 4)],
      days,
    );
    expect([...map.keys()]).toEqual(days);
    expect(map.get('2026-03-01')!.map((e) => e.ref.id)).toEqual([2, 3]);
    expect(map.get('2026-03-02')).toEqual([]);
    expect(map.get('2026-03-03')!.map((e) => e.ref.id)).toEqual([4]);
  });

  it("knows which records are a mother's (they open her dashboard)", () => {
    for (const entity of ['contract', 'mom_checkin_record', 'mom_living_record', 'visit_record', 'reservation_and_outside'])
      expect(isMotherRecord(entity), entity).toBe(true);
    // An assignment may name a mother, but it is a duty record; a repair is a room's.
    for (const entity of ['assignment', 'room_repairment_record', 'nothing']) expect(isMotherRecord(entity), entity).toBe(false);
  });
});
