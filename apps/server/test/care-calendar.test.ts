import { describe, expect, it } from 'vitest';
import { assignment } from '@pnc/schemas/centre/assignment';
import { contract } from '@pnc/schemas/centre/contract';
import { momCheckinRecord } from '@pnc/schemas/centre/mom-checkin-record';
import { momLivingRecord } from '@pnc/schemas/centre/mom-living-record';
import { mother } from '@pnc/schemas/centre/mother';
import { reservationAndOutside } from '@pnc/schemas/centre/reservation-and-outside';
import { room } from '@pnc/schemas/centre/room';
import { roomRepairmentRecord } from '@pnc/schemas/centre/room-repairment-record';
import { visitRecord } from '@pnc/schemas/centre/visit-record';
import { maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

type Event = { date: string; type: string; title: string; ref: { entity: string; id: number } };

/** One list of dated events from every source, within [from_date, from_date + duration) Taipei days. */
describe.each(engines)('calendar on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const calendar = (query: string, authorization: string | null = auth.staff) =>
    t.inject({ method: 'GET', url: `/api/calendar/?${query}`, headers: authorization ? { authorization } : {} });

  it('answers events from each source, sorted by date then type, inside the window only', async () => {
    const m = await make.create(mother, { name: '林怡君' });
    const r = await make.create(room, { number: `C${process.pid}` });
    const expected = await make.create(contract, { mother: m.id, expected_date: '2026-02-01' });
    // A contract's status follows its events: a cancelled one is cancelled through its route.
    const cancelled = await make.create(contract, { mother: m.id, expected_date: '2026-02-02' });
    const cancel = await auth.as.manager('POST', `/api/contract/${cancelled.id}/cancel/`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    // A check-in checks the mother into her booked stay, so the stay is booked first. Checked in, its first day
    // is the check-in's event alone, not a planned arrival as well.
    const stay = await make.create(momLivingRecord, {
      mother: m.id,
      room: r.id,
      start_date: '2026-02-01',
      end_date: '2026-02-03',
    });
    // In the past: a check-in time ahead is refused. 00:30 Taipei on 02-01 is still 01-31 in UTC: the Taipei day counts. Posted as is: the maker would book
    // a stay of its own for the check-in, overlapping this one.
    const checkedIn = await auth.as.staff('POST', `/api/${momCheckinRecord.path}/`, {
      mother: m.id,
      room: r.id,
      contract: expected.id,
      checkin_at: '2026-02-01T00:30:00+08:00',
    });
    expect(checkedIn.statusCode, checkedIn.body).toBe(201);
    const checkin = checkedIn.json() as { id: number };
    const visit = await make.create(visitRecord, {
      mother: m.id,
      visitor_name: '王先生',
      visited_at: '2026-02-04T15:00:00+08:00',
      left_at: null,
    });
    const outing = await make.create(reservationAndOutside, {
      mother: m.id,
      kind: 'outside',
      start_at: '2026-02-05T09:00:00+08:00',
      destination_or_purpose: '回診',
      end_at: null,
    });
    const tour = await make.create(reservationAndOutside, {
      mother: m.id,
      kind: 'reservation',
      start_at: '2026-02-05T14:00:00+08:00',
      end_at: null,
    });
    // Someone stays in r: a repair there would put an occupied room into maintenance, so it is in another room.
    const repair = await make.create(roomRepairmentRecord, {
      room: (await make.create(room)).id,
      reported_at: '2026-02-06T10:00:00+08:00',
      issue: '冷氣不冷',
      fixed_at: null,
    });
    // Still booked: her planned arrival, on the stay's first day.
    const next = await make.create(mother, { name: '陳雅婷' });
    const nextRoom = await make.create(room, { number: `D${process.pid}` });
    const booked = await make.create(momLivingRecord, {
      mother: next.id,
      room: nextRoom.id,
      start_date: '2026-02-03',
      end_date: '2026-02-17',
    });
    const duty = await make.create(assignment, { user: auth.users.staff.id, date: '2026-02-07', task: '夜間巡房', room: r.id });
    // Just outside the window on either side.
    await make.create(visitRecord, {
      mother: m.id,
      visitor_name: '早到',
      visited_at: '2026-01-31T23:30:00+08:00',
      left_at: null,
    });
    const after = await make.create(assignment, { user: auth.users.staff.id, date: '2026-02-08' });

    const res = await calendar('from_date=2026-02-01&duration=7');
    expect(res.statusCode, res.body).toBe(200);
    const events = res.json() as Event[];
    expect(events.map((e) => [e.date, e.type, e.ref.entity, e.ref.id])).toEqual([
      ['2026-02-01', 'expected_date', 'contract', expected.id],
      ['2026-02-01', 'checkin', 'mom_checkin_record', checkin.id],
      ['2026-02-03', 'stay_start', 'mom_living_record', booked.id],
      ['2026-02-03', 'stay_end', 'mom_living_record', stay.id],
      ['2026-02-04', 'visit', 'visit_record', visit.id],
      ['2026-02-05', 'reservation', 'reservation_and_outside', tour.id],
      ['2026-02-05', 'outside', 'reservation_and_outside', outing.id],
      ['2026-02-06', 'repair', 'room_repairment_record', repair.id],
      ['2026-02-07', 'assignment', 'assignment', duty.id],
    ]);
    const title = (type: string) => events.find((e) => e.type === type)!.title;
    expect(title('expected_date')).toBe('林怡君');
    expect(title('stay_start')).toBe(`陳雅婷 · D${process.pid}`);
    expect(title('stay_end')).toContain(r.number as string);
    expect(title('visit')).toContain('王先生');
    expect(title('outside')).toContain('回診');
    expect(title('repair')).toContain('冷氣不冷');
    expect(title('assignment')).toContain('夜間巡房');

    // Stays are health data: the calendar's read of them is audited, the planned arrival's with the rest.
    const audit = await auth.as.manager('GET', '/api/audit_log/?limit=1&entity=mom_living_record&action=read');
    expect(audit.json().results[0]).toMatchObject({ route: 'GET /api/calendar/', record_ids: [booked.id, stay.id] });

    const longer = (await calendar('from_date=2026-02-01&duration=8')).json() as Event[];
    expect(longer.at(-1)!.ref).toEqual({ entity: 'assignment', id: after.id });
    const earlier = (await calendar('from_date=2026-01-31&duration=1')).json() as Event[];
    expect(earlier.map((e) => e.type)).toEqual(['visit']);
    expect((await calendar('from_date=2030-01-01')).json()).toEqual([]);
  });

  it('limits duration to 1–92 days, defaults to a week from today, and needs staff', async () => {
    for (const q of ['from_date=2027-02-01&duration=0', 'from_date=2027-02-01&duration=93', 'from_date=2027-02-30', 'duration=x'])
      expect((await calendar(q)).statusCode, q).toBe(400);
    expect((await calendar('from_date=2027-02-01&duration=92')).statusCode).toBe(200);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    await make.create(assignment, { user: auth.users.staff.id, date: today });
    const def = await calendar('');
    expect(def.statusCode).toBe(200);
    expect((def.json() as Event[]).some((e) => e.type === 'assignment' && e.date === today)).toBe(true);

    expect((await calendar('from_date=2027-02-01', null)).statusCode).toBe(401);
    const customer = await calendar('from_date=2027-02-01', auth.customer);
    expect(customer.statusCode).toBe(403);
    expect(customer.json().code).toBe('forbidden');
    expect((await calendar('from_date=2027-02-01', auth.manager)).statusCode).toBe(200);
  });

  it('documents the calendar and the stock movements in the OpenAPI document', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const calendarOk = doc.paths['/api/calendar/'].get.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(calendarOk)).toContain('centre_calendar_event');
    expect(doc.components.schemas.centre_calendar_event.properties.type.enum).toEqual(
      expect.arrayContaining(['expected_date', 'stay_start', 'stay_end']),
    );
    expect(doc.paths['/api/spare_part_record/'].post.responses).toHaveProperty('201');
    expect(doc.paths['/api/spare_part_record/'].post.responses).toHaveProperty('409');
    expect(doc.paths['/api/spare_part_record/{id}/'].get).toBeDefined();
    expect(doc.paths['/api/spare_part_record/{id}/'].put).toBeUndefined();
    expect(JSON.stringify(doc.paths['/api/spare_part/'].get.responses['200'])).toContain('centre_spare_part');
    expect(JSON.stringify(doc.components.schemas.centre_spare_part)).toContain('low_stock');
  });
});
