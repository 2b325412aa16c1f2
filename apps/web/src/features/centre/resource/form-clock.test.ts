import { defineResource } from '@pnc/schemas/centre/define';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toFormValues, toPayload } from './form-model';
import { centreNow, fromCentreWallClock, toCentreWallClock } from '../../../lib/centre-clock';

const visit = defineResource({
  name: 'visit_sample',
  path: 'visit-sample',
  table: 'visit_sample',
  label: { tw: '探視', en: 'Visit' },
  fields: { at: { type: 'datetime', required: true, label: { tw: '時間', en: 'At' } } },
  list: { columns: ['at'], filters: [], ordering: 'id', defaultLimit: 10 },
  permissions: { read: 'staff', write: 'staff' },
  display: 'at',
});

// A tablet left on another zone (Los Angeles, and a half-hour zone) still types and reads Taipei times.
describe.each([
  ['America/Los_Angeles', 480],
  ['Asia/Kolkata', -330],
  ['Asia/Taipei', -480],
])('on a device set to %s', (zone, offset) => {
  const was = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = was;
  });

  it('runs in that zone', () => expect(new Date('2026-12-02T17:30:00Z').getTimezoneOffset()).toBe(offset));

  it('shows an instant as the Taipei wall clock and sends a typed wall clock as that Taipei instant', () => {
    expect(toCentreWallClock('2026-12-02T17:30:00.000Z').format('YYYY-MM-DD HH:mm')).toBe('2026-12-03 01:30');
    expect(fromCentreWallClock(dayjs('2026-12-03 01:30'))).toBe('2026-12-02T17:30:00.000Z');
  });

  it("a record's date-time goes through the form unchanged", () => {
    const values = toFormValues(visit, { at: '2026-03-08T02:15:00.000Z' });
    expect((values.at as dayjs.Dayjs).format('YYYY-MM-DD HH:mm')).toBe('2026-03-08 10:15');
    expect(toPayload(visit, values, 'update')).toEqual({ at: '2026-03-08T02:15:00.000Z' });
  });

  it("now is Taipei's now", () => {
    const expected = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 13).replace('T', ' ');
    expect(centreNow().format('YYYY-MM-DD HH')).toBe(expected);
  });
});
