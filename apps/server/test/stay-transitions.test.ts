import { describe, expect, it } from 'vitest';
import { contract } from '@pnc/schemas/centre/contract';
import { mother } from '@pnc/schemas/centre/mother';
import { room } from '@pnc/schemas/centre/room';
import { addDays, todayTaipei } from '../src/centre/care-time';
import { maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';
import { resourceByName } from '@pnc/schemas/centre/resources';

/** A stay's transitions: change room, delete refused once in house, one in-house stay per mother. */
describe.each(engines)('stay transitions on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const get = async (path: string) => (await auth.as.staff('GET', `/api/${path}`)).json();
  const today = todayTaipei();

  /** A mother checked in three days ago into a fresh room, staying until ten days on. */
  async function inHouse() {
    const r = await make.create(room, { status: 'available' });
    const m = await make.create(mother);
    await make.create(contract, { mother: m.id });
    const s = await auth.as.staff('POST', '/api/mom_living_record/', {
      mother: m.id,
      room: r.id,
      start_date: addDays(today, -3),
      end_date: addDays(today, 10),
    });
    expect(s.statusCode, s.body).toBe(201);
    const c = await auth.as.staff('POST', '/api/mom_checkin_record/', {
      mother: m.id,
      checkin_at: `${addDays(today, -3)}T14:00:00+08:00`,
    });
    expect(c.statusCode, c.body).toBe(201);
    return { r, m, s: s.json() as Record<string, unknown> };
  }
  const changeRoom = (id: unknown, payload: Record<string, unknown>) =>
    auth.as.staff('POST', `/api/mom_living_record/${id}/change_room/`, payload);

  it('changes room in one action: the old stay ends today, the next runs to the planned end, rooms follow', async () => {
    const { r, m, s } = await inHouse();
    const to = await make.create(room, { status: 'available' });
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const b = await make.create(resourceByName('baby')!, {
      mother: m.id,
      name: '換房寶寶',
      birth_at: hourAgo,
      birth_weight_g: 3000,
    });
    await make.create(resourceByName('baby_mom_rooming_in_record')!, { baby: b.id, start_at: hourAgo, end_at: null });
    const res = await changeRoom(s.id, { room: to.id, reason: '冷氣故障' });
    expect(res.statusCode, res.body).toBe(200);
    const { ended, started } = res.json();
    expect(ended).toMatchObject({ id: s.id, room: r.id, end_date: today, status: 'checked_out' });
    expect(started).toMatchObject({
      mother: m.id,
      room: to.id,
      start_date: today,
      end_date: addDays(today, 10),
      status: 'in_house',
    });
    expect((await get(`room/${r.id}/`)).status).toBe('cleaning');
    expect((await get(`room/${to.id}/`)).status).toBe('occupied');
    const stays = await get(`mom_living_record/?mother=${m.id}&status=in_house`);
    expect(stays.count).toBe(1);
    expect((await get(`mother/${m.id}/`)).current_room).toBe(to.number);
    // The day's page lists her once in the house, in the new room; arrival and departure say their status.
    const day = await get('today/');
    const mine = (list: { mother: { id: number }; room: { id: number }; status: string }[]) =>
      list.filter((x) => x.mother.id === m.id).map((x) => [x.room.id, x.status]);
    expect(mine(day.in_house)).toEqual([[to.id, 'in_house']]);
    expect(mine(day.departures)).toEqual([[r.id, 'checked_out']]);
    expect(mine(day.arrivals)).toEqual([[to.id, 'in_house']]);
    // Her baby rooming in is in the new room with her.
    const rooming = (day.rooming_in as { baby: { id: number }; room: { id: number } }[]).filter((x) => x.baby.id === b.id);
    expect(rooming.map((x) => x.room.id)).toEqual([to.id]);
    // The ended stay is no longer in house: a second move of it is refused.
    const again = await changeRoom(s.id, { room: (await make.create(room, { status: 'available' })).id });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('stay_not_in_house');
  });

  it('refuses a room change into a room not ready or occupied, changing nothing', async () => {
    const { r, s } = await inHouse();
    const dirty = await make.create(room, { status: 'cleaning' });
    const res = await changeRoom(s.id, { room: dirty.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'room_not_ready', fields: { room: expect.any(Array) } });
    const other = await inHouse();
    const busy = await changeRoom(s.id, { room: other.r.id });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('room_occupied');
    expect((await get(`mom_living_record/${s.id}/`)).status).toBe('in_house');
    expect((await get(`room/${r.id}/`)).status).toBe('occupied');
  });

  it('lets exactly one of two concurrent room changes of one stay through', async () => {
    const { m, s } = await inHouse();
    const a = await make.create(room, { status: 'available' });
    const b = await make.create(room, { status: 'available' });
    const results = await Promise.all([changeRoom(s.id, { room: a.id }), changeRoom(s.id, { room: b.id })]);
    expect(results.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    expect((await get(`mom_living_record/?mother=${m.id}&status=in_house`)).count).toBe(1);
    const occupied = [(await get(`room/${a.id}/`)).status, (await get(`room/${b.id}/`)).status].sort();
    expect(occupied).toEqual(['available', 'occupied']);
  });

  it('never deletes a stay in house or checked out (409 stay_not_deletable); a booked one may go', async () => {
    const { r, s } = await inHouse();
    const del = await auth.as.manager('DELETE', `/api/mom_living_record/${s.id}/`);
    expect(del.statusCode).toBe(409);
    expect(del.json().code).toBe('stay_not_deletable');
    expect((await get(`mom_living_record/${s.id}/`)).status).toBe('in_house');
    expect((await get(`room/${r.id}/`)).status).toBe('occupied');
    const booked = await auth.as.staff('POST', '/api/mom_living_record/', {
      mother: (await make.create(mother)).id,
      room: (await make.create(room)).id,
      start_date: addDays(today, 20),
      end_date: addDays(today, 30),
    });
    expect((await auth.as.manager('DELETE', `/api/mom_living_record/${booked.json().id}/`)).statusCode).toBe(204);
  });

  it('refuses a check-in while another stay of hers is in house, and a check-in time ahead of now', async () => {
    const { m } = await inHouse();
    // A later booking of hers in another room, begun on the same day as the one she is in: the rooms must not double.
    const second = await make.create(room, { status: 'available' });
    const s2 = await auth.as.staff('POST', '/api/mom_living_record/', {
      mother: m.id,
      room: second.id,
      start_date: addDays(today, 10),
      end_date: addDays(today, 12),
    });
    expect(s2.statusCode, s2.body).toBe(201);
    const res = await auth.as.staff('POST', '/api/mom_checkin_record/', {
      mother: m.id,
      room: second.id,
      checkin_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'already_in_house', fields: { mother: expect.any(Array) } });
    expect((await get(`room/${second.id}/`)).status).toBe('available');

    const fresh = await make.create(mother);
    const ahead = await auth.as.staff('POST', '/api/mom_checkin_record/', {
      mother: fresh.id,
      checkin_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().fields).toEqual({ checkin_at: ['in_future'] });

    // Another mother's contract is refused at its field with a stable code.
    const r2 = await make.create(room, { status: 'available' });
    await auth.as.staff('POST', '/api/mom_living_record/', {
      mother: fresh.id,
      room: r2.id,
      start_date: today,
      end_date: addDays(today, 3),
    });
    const theirs = await make.create(contract, { mother: m.id });
    const wrong = await auth.as.staff('POST', '/api/mom_checkin_record/', {
      mother: fresh.id,
      contract: theirs.id,
      checkin_at: `${today}T00:01:00+08:00`,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ contract: ['not_hers'] });
  });
});
