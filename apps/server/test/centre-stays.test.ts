import { describe, expect, it } from 'vitest';
import { baby } from '@pnc/schemas/centre/baby';
import { contract } from '@pnc/schemas/centre/contract';
import { mother } from '@pnc/schemas/centre/mother';
import { room } from '@pnc/schemas/centre/room';
import { addDays, todayTaipei } from '../src/centre/care-time';
import { countRows, maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

/** Stays [start_date, end_date) never overlap in one room, even under concurrency; babies by their mother's stay. */
describe.each(engines)('stays on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const staff = () => ({ authorization: auth.staff });
  const stay = (payload: Record<string, unknown>) => auth.as.staff('POST', '/api/mom_living_record/', payload);
  /** Changes a record (`room/3`), as staff unless told. */
  const put = (path: string, payload: Record<string, unknown>, headers = staff()) =>
    t.inject({ method: 'PUT', url: `/api/${path}/`, headers, payload });

  it('refuses an overlapping stay in the same room with 409, and allows back-to-back stays and other rooms', async () => {
    const r = await make.create(room);
    const other = await make.create(room);
    const m1 = await make.create(mother);
    const m2 = await make.create(mother);
    const m3 = await make.create(mother);
    expect((await stay({ mother: m1.id, room: r.id, start_date: '2026-05-01', end_date: '2026-05-15' })).statusCode).toBe(201);

    const before = await countRows(t, 'mom_living_record');
    for (const [start, end] of [
      ['2026-04-25', '2026-05-02'],
      ['2026-05-14', '2026-05-20'],
      ['2026-05-03', '2026-05-04'],
      ['2026-04-01', '2026-06-01'],
    ]) {
      const res = await stay({ mother: m2.id, room: r.id, start_date: start, end_date: end });
      expect(res.statusCode, `${start}..${end}`).toBe(409);
      expect(res.json()).toMatchObject({ code: 'room_taken', fields: { start_date: expect.any(Array) } });
    }
    expect(await countRows(t, 'mom_living_record')).toBe(before);

    // The checkout day is the next stay's first day.
    const next = await stay({ mother: m2.id, room: r.id, start_date: '2026-05-15', end_date: '2026-05-30' });
    expect(next.statusCode).toBe(201);
    expect((await stay({ mother: m3.id, room: other.id, start_date: '2026-05-01', end_date: '2026-05-15' })).statusCode).toBe(
      201,
    );

    // Moving a stay onto another is refused too; moving it within its own dates is not a clash with itself.
    const moved = await put(`mom_living_record/${next.json().id}`, { start_date: '2026-05-10' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('room_taken');
    const shortened = await put(`mom_living_record/${next.json().id}`, { end_date: '2026-05-20' });
    expect(shortened.statusCode).toBe(200);

    const backwards = await stay({ mother: m2.id, room: other.id, start_date: '2026-07-10', end_date: '2026-07-10' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toHaveProperty('end_date');
  });

  it('lets exactly one of 10 concurrent overlapping stays in one room through', async () => {
    const r = await make.create(room);
    const mothers = await Promise.all(Array.from({ length: 10 }, () => make.create(mother)));
    const results = await Promise.all(
      mothers.map((m, i) =>
        stay({ mother: m.id, room: r.id, start_date: `2026-08-0${1 + (i % 5)}`, end_date: `2026-08-2${i % 5}` }),
      ),
    );
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    expect(results.filter((res) => res.statusCode === 409).every((res) => res.json().code === 'room_taken')).toBe(true);
    const stays = await auth.as.staff('GET', `/api/mom_living_record/?room=${r.id}`);
    expect(stays.json().count).toBe(1);
  });

  const get = async (path: string) => (await auth.as.staff('GET', path.includes('?') ? `/api/${path}` : `/api/${path}/`)).json();
  const checkin = (payload: Record<string, unknown>) => auth.as.staff('POST', '/api/mom_checkin_record/', payload);

  it('refuses overlapping stays of one mother with 409 stay_overlap; a room change shares its day', async () => {
    const [r1, r2] = [await make.create(room), await make.create(room)];
    const m = await make.create(mother);
    expect((await stay({ mother: m.id, room: r1.id, start_date: '2026-05-01', end_date: '2026-05-15' })).statusCode).toBe(201);
    const twice = await stay({ mother: m.id, room: r2.id, start_date: '2026-05-10', end_date: '2026-05-20' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'stay_overlap', fields: { start_date: expect.any(Array) } });
    expect((await get(`mom_living_record/?mother=${m.id}`)).count).toBe(1);
    const next = await stay({ mother: m.id, room: r2.id, start_date: '2026-05-15', end_date: '2026-05-30' });
    expect(next.statusCode).toBe(201);
    expect(next.json().status).toBe('booked');
    // Moving the next stay back onto the first is refused too.
    const moved = await put(`mom_living_record/${next.json().id}`, { start_date: '2026-05-14' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('stay_overlap');
  });

  it('lets exactly one of two concurrent bookings of one mother (two rooms) through', async () => {
    for (let round = 0; round < 3; round++) {
      const rooms = [await make.create(room), await make.create(room)];
      const m = await make.create(mother);
      const results = await Promise.all(
        rooms.map((r) => stay({ mother: m.id, room: r.id, start_date: '2026-10-01', end_date: '2026-10-15' })),
      );
      expect(results.map((r) => r.statusCode).sort(), results.map((r) => r.body).join()).toEqual([201, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('stay_overlap');
      expect((await get(`mom_living_record/?mother=${m.id}`)).count).toBe(1);
    }
  });

  it('refuses status and checked_out_at through the generic routes, changing nothing', async () => {
    const r = await make.create(room);
    const m = await make.create(mother);
    const created = await stay({ mother: m.id, room: r.id, start_date: '2026-06-01', end_date: '2026-06-10' });
    const id = created.json().id;
    for (const payload of [
      { checked_out_at: '2026-06-05T10:00:00+08:00' },
      { status: 'checked_out' },
      { status: 'in_house', end_date: '2026-06-09' },
      { checked_out_at: null },
    ]) {
      const res = await auth.as.staff('PUT', `/api/mom_living_record/${id}/`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(expect.arrayContaining([Object.keys(payload)[0]]));
    }
    const patch = await auth.as.staff('PATCH', `/api/mom_living_record/${id}/`, { checked_out_at: '2026-06-05T10:00:00+08:00' });
    expect([404, 405]).toContain(patch.statusCode);
    const sneaky = await stay({
      mother: m.id,
      room: r.id,
      start_date: '2026-07-01',
      end_date: '2026-07-10',
      status: 'checked_out',
    });
    expect(sneaky.statusCode).toBe(400);
    expect(await get(`mom_living_record/${id}`)).toMatchObject({
      status: 'booked',
      checked_out_at: null,
      end_date: '2026-06-10',
    });
    // A contract's status follows the stay too: not writable, cancelled only through its route.
    const c = await make.create(contract, { mother: m.id });
    expect(c.status).toBe('reserved');
    const completed = await put(`contract/${c.id}`, { status: 'completed' }, { authorization: auth.manager });
    expect(completed.statusCode).toBe(400);
    expect(completed.json().fields).toHaveProperty('status');
  });

  it('checks in: the stay goes in house, the room occupied, the contract checked_in, in one transaction', async () => {
    const r = await make.create(room, { status: 'available' });
    const m = await make.create(mother);
    const c = await make.create(contract, { mother: m.id });
    const s = (await stay({ mother: m.id, room: r.id, start_date: '2026-04-01', end_date: '2026-04-29' })).json();

    // No booked stay on that day: refused, nothing changes.
    const early = await checkin({ mother: m.id, checkin_at: '2026-03-30T14:00:00+08:00' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'no_booked_stay', fields: { mother: expect.any(Array) } });
    // A room still being cleaned is not ready.
    await auth.as.staff('PUT', `/api/room/${r.id}/`, { status: 'cleaning' });
    const dirty = await checkin({ mother: m.id, checkin_at: '2026-04-01T14:00:00+08:00' });
    expect(dirty.statusCode).toBe(409);
    expect(dirty.json().code).toBe('room_not_ready');
    const ready = await auth.as.staff('POST', `/api/room/${r.id}/ready/`);
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json().status).toBe('available');
    expect((await auth.as.staff('POST', `/api/room/${r.id}/ready/`)).json().code).toBe('room_not_cleaning');
    expect((await get(`mom_living_record/${s.id}`)).status).toBe('booked');
    // Occupied is the check-in's to set: staff naming it are refused, and the room stays as it was.
    const byHand = await put(`room/${r.id}`, { status: 'occupied' });
    expect(byHand.statusCode).toBe(400);
    expect(byHand.json().fields).toHaveProperty('status');
    expect((await get(`room/${r.id}`)).status).toBe('available');

    const ok = await checkin({ mother: m.id, checkin_at: '2026-04-01T14:00:00+08:00', belongings: ['健保卡'] });
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await get(`mom_living_record/${s.id}`)).status).toBe('in_house');
    expect((await get(`room/${r.id}`)).status).toBe('occupied');
    expect((await get(`contract/${c.id}`)).status).toBe('checked_in');
    // Twice is refused: she is in house already.
    expect((await checkin({ mother: m.id, checkin_at: '2026-04-02T09:00:00+08:00' })).json().code).toBe('already_in_house');
    // An in-house stay keeps its room (a room change ends it and books the next) and its room stays occupied.
    const move = await put(`mom_living_record/${s.id}`, { room: (await make.create(room)).id });
    expect(move.statusCode).toBe(409);
    expect(move.json().code).toBe('stay_not_booked');
    const longer = await put(`mom_living_record/${s.id}`, { end_date: '2026-05-03' });
    expect(longer.statusCode).toBe(200);
    for (const status of ['available', 'maintenance', 'cleaning']) {
      const res = await auth.as.staff('PUT', `/api/room/${r.id}/`, { status });
      expect(res.statusCode, status).toBe(409);
      expect(res.json().code).toBe('room_occupied');
    }
    // A contract checked in cannot be cancelled; a reserved one can, once.
    const cancel = (id: number) => auth.as.manager('POST', `/api/contract/${id}/cancel/`);
    expect((await cancel(c.id as number)).json().code).toBe('contract_not_reserved');
    const other = await make.create(contract, { mother: (await make.create(mother)).id });
    expect((await cancel(other.id as number)).json().status).toBe('cancelled');
    expect((await cancel(other.id as number)).statusCode).toBe(409);
    expect((await auth.as.staff('POST', `/api/contract/${other.id}/cancel/`)).statusCode).toBe(403);
  });

  it('lets exactly one of two concurrent check-ins of one mother through', async () => {
    const r = await make.create(room, { status: 'available' });
    const m = await make.create(mother);
    await make.create(contract, { mother: m.id });
    await stay({ mother: m.id, room: r.id, start_date: '2026-02-01', end_date: '2026-02-20' });
    const results = await Promise.all([0, 1].map(() => checkin({ mother: m.id, checkin_at: '2026-02-01T14:00:00+08:00' })));
    expect(results.map((x) => x.statusCode).sort()).toEqual([201, 409]);
    expect((await get(`mom_checkin_record/?mother=${m.id}`)).count).toBe(1);
  });

  it('puts a room with an open repair in maintenance; an occupied one only after checkout and cleaning', async () => {
    const r = await make.create(room, { status: 'available' });
    const repair = (room: unknown, status = 'reported') =>
      auth.as.staff('POST', '/api/room_repairment_record/', {
        room,
        reported_at: '2026-04-01T09:00:00+08:00',
        issue: '冷氣不冷',
        status,
      });
    const opened = await repair(r.id);
    expect(opened.statusCode, opened.body).toBe(201);
    expect((await get(`room/${r.id}`)).status).toBe('maintenance');
    const early = await put(`room/${r.id}`, { status: 'available' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('room_under_repair');
    const fixed = await put(`room_repairment_record/${opened.json().id}`, {
      status: 'fixed',
      fixed_at: '2026-04-02T09:00:00+08:00',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await get(`room/${r.id}`)).status).toBe('available');

    const today = todayTaipei();
    // Someone checked in: a repair is recorded, but neither it nor a status change puts the room into maintenance.
    const m = await make.create(mother);
    await stay({ mother: m.id, room: r.id, start_date: today, end_date: addDays(today, 10) });
    expect((await checkin({ mother: m.id, checkin_at: new Date().toISOString() })).statusCode).toBe(201);
    const during = await repair(r.id);
    expect(during.statusCode, during.body).toBe(201);
    expect((await get(`room_repairment_record/?room=${r.id}`)).count).toBe(2);
    expect((await get(`room/${r.id}`)).status).toBe('occupied');
    // After checkout the room is cleaned; marked ready, it goes into maintenance while that repair is open.
    const manager = auth.users.manager;
    const out = await auth.as.staff('POST', '/api/mom_checkout/', {
      mother: m.id,
      username: manager.username,
      password: manager.password,
    });
    expect(out.statusCode, out.body).toBe(200);
    expect((await get(`room/${r.id}`)).status).toBe('cleaning');
    const ready = await auth.as.staff('POST', `/api/room/${r.id}/ready/`);
    expect(ready.json().status).toBe('maintenance');
    await put(`room_repairment_record/${during.json().id}`, { status: 'fixed', fixed_at: new Date().toISOString() });
    expect((await get(`room/${r.id}`)).status).toBe('available');
  });

  it('lists stays and babies by a from_date + duration window', async () => {
    const r = await make.create(room);
    const inside = await make.create(mother);
    const outside = await make.create(mother);
    await stay({ mother: inside.id, room: r.id, start_date: '2026-09-01', end_date: '2026-09-10' });
    await stay({ mother: outside.id, room: r.id, start_date: '2026-09-20', end_date: '2026-09-30' });
    const babyIn = await make.create(baby, { mother: inside.id });
    const babyOut = await make.create(baby, { mother: outside.id });

    const ids = async (url: string) => {
      const res = await auth.as.staff('GET', url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().results.map((x: { id: number }) => x.id) as number[];
    };
    // [09-09, 09-12) overlaps the first stay only; [09-10, 09-20) touches both ends but overlaps neither.
    const babies = await ids('/api/baby/?from_date=2026-09-09&duration=3');
    expect(babies).toContain(babyIn.id);
    expect(babies).not.toContain(babyOut.id);
    const none = await ids('/api/baby/?from_date=2026-09-10&duration=10');
    expect(none).not.toContain(babyIn.id);
    expect(none).not.toContain(babyOut.id);
    expect(await ids('/api/baby/?from_date=2026-09-25&duration=1')).toEqual([babyOut.id]);

    const stays = await ids(`/api/mom_living_record/?room=${r.id}&from_date=2026-09-05&duration=20`);
    expect(stays).toHaveLength(2);
    expect((await auth.as.staff('GET', '/api/baby/?from_date=2026-02-30&duration=3')).statusCode).toBe(400);
    expect((await auth.as.staff('GET', '/api/baby/?from_date=2026-09-01&duration=0')).statusCode).toBe(400);
  });

  it('answers the schema of every centre route in the OpenAPI document', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/mother/',
      '/api/mother/{id}/',
      '/api/mom_checkout/',
      '/api/contract/expected/',
      '/api/audit_log/',
      '/api/user/',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths['/api/mom_living_record/'].get.description).toMatch(/count, next, previous, results/);
  });
});
