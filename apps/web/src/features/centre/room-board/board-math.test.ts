import { describe, expect, it } from 'vitest';
import { addDays, barFor, boardDays, byFloor, daysBetween, stayStatus } from './board-math';

const from = '2026-11-15';

describe('room board geometry', () => {
  it('counts whole days, across month and DST-free', () => {
    expect(daysBetween('2026-11-15', '2026-12-01')).toBe(16);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(boardDays(from)).toHaveLength(60);
    expect(boardDays(from).at(-1)).toBe('2027-01-13');
  });

  it('a stay inside the window starts at its day and spans its nights (end exclusive)', () => {
    expect(barFor({ start_date: '2026-11-20', end_date: '2026-11-25' }, from)).toEqual({
      start: 5,
      span: 5,
      clippedStart: false,
      clippedEnd: false,
    });
    expect(barFor({ start_date: '2026-11-15', end_date: '2026-11-16' }, from)).toMatchObject({ start: 0, span: 1 });
  });

  it('is clipped to the 60-day window at either end', () => {
    expect(barFor({ start_date: '2026-11-01', end_date: '2026-11-29' }, from)).toEqual({
      start: 0,
      span: 14,
      clippedStart: true,
      clippedEnd: false,
    });
    expect(barFor({ start_date: '2027-01-10', end_date: '2027-02-07' }, from)).toEqual({
      start: 56,
      span: 4,
      clippedStart: false,
      clippedEnd: true,
    });
    expect(barFor({ start_date: '2026-10-01', end_date: '2027-03-01' }, from)).toEqual({
      start: 0,
      span: 60,
      clippedStart: true,
      clippedEnd: true,
    });
  });

  it('leaves out stays outside the window (one ending on its first day included)', () => {
    expect(barFor({ start_date: '2026-11-01', end_date: '2026-11-15' }, from)).toBeNull();
    expect(barFor({ start_date: '2027-01-14', end_date: '2027-01-20' }, from)).toBeNull();
  });

  it('an open-ended stay runs to the edge', () => {
    expect(barFor({ start_date: '2026-12-01', end_date: null }, from)).toMatchObject({ start: 16, span: 44, clippedEnd: true });
  });

  it('classes stays by their status, never by their dates', () => {
    const today = '2026-11-22';
    const stay = { start_date: '2026-11-01', end_date: '2026-11-29' };
    expect(stayStatus({ ...stay, status: 'in_house' }, today)).toBe('current');
    // Booked and due, but she has not arrived: not shown as in house.
    expect(stayStatus({ ...stay, status: 'booked' }, today)).toBe('booked');
    expect(stayStatus({ start_date: '2026-12-01', status: 'booked' }, today)).toBe('upcoming');
    expect(stayStatus({ ...stay, status: 'checked_out', checked_out_at: '2026-11-20T03:00:00Z' }, today)).toBe('ended');
    // An in-house stay past its planned end is still in house until checkout.
    expect(stayStatus({ start_date: '2026-11-01', status: 'in_house' }, '2026-12-30')).toBe('current');
  });

  it('groups rooms by floor, numbers in order', () => {
    const rooms = [
      { floor: 3, number: '302' },
      { floor: 2, number: '210' },
      { floor: 2, number: '201' },
      { floor: 3, number: '301' },
    ];
    expect(byFloor(rooms).map((f) => [f.floor, f.rooms.map((r) => r.number)])).toEqual([
      [2, ['201', '210']],
      [3, ['301', '302']],
    ]);
  });
});
