import { describe, expect, it } from 'vitest';
import { isPending, newbornSchedule, type MilestoneRecord, type ScheduleInput } from './newborn-schedule';

// Born 2026-03-01 10:00 Taipei; the mother's stay starts 2026-03-04.
const birthAt = '2026-03-01T02:00:00.000Z';
const base: ScheduleInput = { birthAt, hbsag: 'negative', arrivalDate: '2026-03-04', records: [], now: birthAt };
const hours = (h: number) => new Date(Date.parse(birthAt) + h * 3_600_000).toISOString();
const rec = (id: number, kind: MilestoneRecord['kind'], done_at: string, result: MilestoneRecord['result'] = 'given') => ({
  id,
  kind,
  done_at,
  result,
  done_by: 7,
});
const item = (input: Partial<ScheduleInput>, kind: string) =>
  newbornSchedule({ ...base, ...input }).filter((i) => i.kind === kind);
const one = (input: Partial<ScheduleInput>, kind: string) => {
  const found = item(input, kind);
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('the newborn schedule', () => {
  it('answers every kind once, in order, with the visits last', () => {
    expect(newbornSchedule(base).map((i) => i.kind)).toEqual([
      'metabolic_screening',
      'hearing_screening',
      'hep_b_vaccine',
      'hbig',
      'paediatrician_visit',
    ]);
  });

  it('takes the metabolic screening sample from 48 h after birth, overdue after 72 h', () => {
    expect(one({ now: hours(47) }, 'metabolic_screening')).toMatchObject({
      due_from: hours(48),
      due_at: hours(72),
      status: 'upcoming',
    });
    expect(one({ now: hours(48) }, 'metabolic_screening').status).toBe('due');
    expect(one({ now: hours(72) }, 'metabolic_screening').status).toBe('due');
    expect(one({ now: hours(73) }, 'metabolic_screening').status).toBe('overdue');
  });

  it('screens hearing from 24 h, overdue after the first month (30 days)', () => {
    expect(one({ now: hours(23) }, 'hearing_screening').status).toBe('upcoming');
    expect(one({ now: hours(24 * 10) }, 'hearing_screening')).toMatchObject({ status: 'due', due_at: hours(720) });
    expect(one({ now: hours(721) }, 'hearing_screening').status).toBe('overdue');
  });

  it('gives the first hepatitis B dose within 24 h of birth', () => {
    expect(one({ now: hours(1) }, 'hep_b_vaccine')).toMatchObject({ due_from: birthAt, due_at: hours(24), status: 'due' });
    expect(one({ now: hours(25) }, 'hep_b_vaccine').status).toBe('overdue');
  });

  it('needs HBIG within 24 h only when the mother is HBsAg positive, and cannot tell when her result is missing', () => {
    expect(one({ hbsag: 'negative', now: hours(30) }, 'hbig').status).toBe('not_needed');
    expect(one({ hbsag: 'positive', now: hours(1) }, 'hbig').status).toBe('due');
    expect(one({ hbsag: 'positive', now: hours(25) }, 'hbig')).toMatchObject({ status: 'overdue', due_at: hours(24) });
    expect(one({ hbsag: 'unknown', now: hours(25) }, 'hbig').status).toBe('unknown');
    expect(one({ hbsag: null, now: hours(25) }, 'hbig').status).toBe('unknown');
  });

  it('is done with the first record of a kind, whatever the time, and names that record', () => {
    const records = [rec(2, 'hep_b_vaccine', hours(30)), rec(1, 'hep_b_vaccine', hours(5))];
    const hepB = one({ records, now: hours(100) }, 'hep_b_vaccine');
    expect(hepB).toMatchObject({ status: 'done', record: { id: 1, done_at: hours(5), result: 'given', done_by: 7 } });
    // A recorded HBIG is done even for a negative mother: the record says what was done.
    expect(one({ records: [rec(3, 'hbig', hours(2))], hbsag: 'negative' }, 'hbig').status).toBe('done');
  });

  it('cannot tell when the birth is not recorded', () => {
    const m = one({ birthAt: null, now: hours(100) }, 'metabolic_screening');
    expect(m).toMatchObject({ status: 'unknown', due_at: null, due_from: null });
  });

  it('wants a paediatrician by the end of the day after arrival, then weekly after the last visit', () => {
    // Arrival 2026-03-04 (Taipei): due from its midnight, overdue after the end of 2026-03-05.
    expect(one({ now: '2026-03-04T05:00:00.000Z' }, 'paediatrician_visit')).toMatchObject({
      due_from: '2026-03-03T16:00:00.000Z',
      due_at: '2026-03-05T16:00:00.000Z',
      status: 'due',
    });
    expect(one({ now: '2026-03-05T17:00:00.000Z' }, 'paediatrician_visit').status).toBe('overdue');
    const visit = rec(9, 'paediatrician_visit', '2026-03-05T02:00:00.000Z', 'normal');
    const [done, next] = item({ records: [visit], now: '2026-03-06T00:00:00.000Z' }, 'paediatrician_visit');
    expect(done).toMatchObject({ status: 'done', record: { id: 9 }, due_at: '2026-03-05T16:00:00.000Z' });
    expect(next).toMatchObject({
      status: 'upcoming',
      record: null,
      due_from: '2026-03-11T02:00:00.000Z',
      due_at: '2026-03-12T02:00:00.000Z',
    });
    expect(item({ records: [visit], now: '2026-03-11T03:00:00.000Z' }, 'paediatrician_visit')[1]!.status).toBe('due');
    expect(item({ records: [visit], now: '2026-03-12T03:00:00.000Z' }, 'paediatrician_visit')[1]!.status).toBe('overdue');
  });

  it('does not count a visit before the stay towards it, and schedules none when the mother is not in the house', () => {
    const hospital = rec(4, 'paediatrician_visit', hours(3), 'normal');
    const [before, next] = item({ records: [hospital], now: '2026-03-04T05:00:00.000Z' }, 'paediatrician_visit');
    expect(before).toMatchObject({ status: 'done', due_at: null });
    expect(next).toMatchObject({ status: 'due', due_at: '2026-03-05T16:00:00.000Z' });
    expect(one({ arrivalDate: null, now: hours(100) }, 'paediatrician_visit')).toMatchObject({ status: 'not_needed' });
    expect(item({ arrivalDate: null, records: [hospital] }, 'paediatrician_visit').map((i) => i.status)).toEqual(['done']);
  });

  it('puts on Today only what is due or overdue', () => {
    const statuses = newbornSchedule({ ...base, now: hours(30) })
      .filter(isPending)
      .map((i) => [i.kind, i.status]);
    expect(statuses).toEqual([
      ['hearing_screening', 'due'],
      ['hep_b_vaccine', 'overdue'],
    ]);
  });
});
