import { describe, expect, it } from 'vitest';
import { contract } from '@pnc/schemas/centre/contract';
import { mother } from '@pnc/schemas/centre/mother';
import { room } from '@pnc/schemas/centre/room';
import { addDays, todayTaipei } from '../src/centre/care-time';
import { maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

type Stay = Record<string, unknown> & { id: number };

/**
 * A booked stay is cancelled with a reason and kept: it holds no room, is nowhere on the centre's day, never changes
 * and is never deleted. Check-in is one conditional write.
 */
describe.each(engines)('cancelling a booked stay on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const get = async (path: string) => (await auth.as.staff('GET', `/api/${path}`)).json();
  const today = todayTaipei();

  /** A mother booked into a fresh available room for [start, start + nights). */
  async function booked(start = today, nights = 5, m?: { id: number }, r?: { id: number }) {
    const who = m ?? ((await make.create(mother)) as { id: number });
    const where = r ?? ((await make.create(room, { status: 'available' })) as { id: number });
    const res = await auth.as.staff('POST', '/api/mom_living_record/', {
      mother: who.id,
      room: where.id,
      start_date: start,
      end_date: addDays(start, nights),
    });
    expect(res.statusCode, res.body).toBe(201);
    return { m: who, r: where, s: res.json() as Stay };
  }
  const cancel = (id: number, payload: unknown, as: 'staff' | 'manager' = 'staff') =>
    auth.as[as]('POST', `/api/mom_living_record/${id}/cancel/`, payload as Record<string, unknown>);
  const checkIn = (m: { id: number }, day = today) =>
    auth.as.staff('POST', '/api/mom_checkin_record/', { mother: m.id, checkin_at: `${day}T00:01:00+08:00` });

  it('cancels a booked stay, keeping when, by whom and why, audited; a second cancel is refused', async () => {
    const { s } = await booked(addDays(today, 3));
    const res = await cancel(s.id, { reason: '  家人臨時改變計畫  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: s.id,
      status: 'cancelled',
      cancelled_by: auth.users.staff.id,
      cancel_reason: '家人臨時改變計畫',
      start_date: s.start_date,
      end_date: s.end_date,
    });
    expect(Date.parse(res.json().cancelled_at as string)).toBeGreaterThan(Date.now() - 60_000);
    // Kept: read back by id and listed under its status.
    expect((await get(`mom_living_record/${s.id}/`)).status).toBe('cancelled');
    const listed = await get(`mom_living_record/?status=cancelled&limit=1000`);
    expect((listed.results as Stay[]).map((x) => x.id)).toContain(s.id);

    const audit = (
      await auth.as.manager('GET', `/api/audit_log/?entity=mom_living_record&entity_id=${s.id}&action=update`)
    ).json().results as { actor_id: number; route: string; changed_fields: Record<string, unknown> }[];
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: auth.users.staff.id,
      route: 'POST /api/mom_living_record/:id/cancel/',
      changed_fields: { status: ['booked', 'cancelled'], cancel_reason: [null, '家人臨時改變計畫'] },
    });

    const again = await cancel(s.id, { reason: '再取消一次' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'stay_not_cancellable', fields: { status: ['cancelled'] } });
    expect((await cancel(999_999, { reason: '沒有這筆' })).statusCode).toBe(404);
  });

  it.each([
    ['missing', {}],
    ['blank', { reason: '   ' }],
    ['over 500 characters', { reason: '很'.repeat(501) }],
    ['not text', { reason: 12 }],
  ])('refuses a reason %s at its field, changing nothing', async (_what, body) => {
    const { s } = await booked(addDays(today, 3));
    const res = await cancel(s.id, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().fields as object)).toEqual(['reason']);
    expect(await get(`mom_living_record/${s.id}/`)).toMatchObject({ status: 'booked', cancel_reason: null, cancelled_at: null });
  });

  it('takes a reason of exactly 500 characters as typed', async () => {
    const { s } = await booked(addDays(today, 3));
    const reason = '因'.repeat(500);
    const res = await cancel(s.id, { reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cancel_reason).toBe(reason);
  });

  it('refuses to cancel a stay in house or checked out (409 stay_not_cancellable)', async () => {
    const { m, s } = await booked(addDays(today, -2));
    await make.create(contract, { mother: m.id });
    expect((await checkIn(m, addDays(today, -2))).statusCode).toBe(201);
    const res = await cancel(s.id, { reason: '入住後不能取消' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'stay_not_cancellable', fields: { status: ['in_house'] } });
    expect(await get(`mom_living_record/${s.id}/`)).toMatchObject({ status: 'in_house', cancelled_at: null });
  });

  it('frees the room and the mother: a cancelled stay blocks no booking and is never checked into', async () => {
    const { m, r, s } = await booked(today, 5);
    expect((await cancel(s.id, { reason: '改去別家' })).statusCode).toBe(200);
    // Another mother takes the room for the same nights (room_taken otherwise).
    const other = await booked(today, 5, undefined, r);
    expect(other.s.room).toBe(r.id);
    // The same mother books again, in another room, for the same nights (stay_overlap otherwise).
    const rebooked = await booked(addDays(today, 1), 3, m);
    // Check-in never picks the cancelled stay: on a day only it covers, she has no booked stay.
    const res = await checkIn(m, today);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('no_booked_stay');
    expect((await get(`mom_living_record/${s.id}/`)).status).toBe('cancelled');
    // Her room is the new booking's, never the cancelled one's.
    expect((await get(`mother/${m.id}/`)).current_room).toBe((await get(`room/${rebooked.r.id}/`)).number);
  });

  it('is not on the centre’s day, the calendar nor the week’s stays, and names no room for its mother', async () => {
    const { m, s } = await booked(today, 1);
    const c = await make.create(contract, { mother: m.id });
    expect((await cancel(s.id, { reason: '不來了' })).statusCode).toBe(200);
    const day = await get('today/');
    const ids = (list: { id: number }[]) => list.map((x) => x.id);
    expect(ids(day.arrivals)).not.toContain(s.id);
    expect(ids(day.departures)).not.toContain(s.id);
    expect(ids(day.in_house)).not.toContain(s.id);
    const cal = await get(`calendar/?from_date=${addDays(today, -1)}&duration=5`);
    const refs = (cal as { ref: { entity: string; id: number } }[]).filter((e) => e.ref.entity === 'mom_living_record');
    expect(refs.map((e) => e.ref.id)).not.toContain(s.id);
    expect((await get(`mother/${m.id}/`)).current_room).toBeNull();
    // The mothers staying in a window (the meal planner's contracts, the babies in the house) leave her out.
    const week = await get(`contract/?from_date=${today}&duration=7&limit=1000`);
    expect((week.results as { id: number }[]).map((x) => x.id)).not.toContain(c.id);
  });

  it('keeps a cancelled stay as it is: any edit is 409 stay_cancelled, a delete 409 stay_not_deletable', async () => {
    const { s } = await booked(addDays(today, 5));
    expect((await cancel(s.id, { reason: '取消' })).statusCode).toBe(200);
    for (const body of [{ end_date: addDays(today, 9) }, { note: '改備註' }, { start_date: s.start_date }]) {
      const res = await auth.as.staff('PUT', `/api/mom_living_record/${s.id}/`, body);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('stay_cancelled');
    }
    const del = await auth.as.manager('DELETE', `/api/mom_living_record/${s.id}/`);
    expect(del.statusCode).toBe(409);
    expect(del.json().code).toBe('stay_not_deletable');
    expect(await get(`mom_living_record/${s.id}/`)).toMatchObject({ status: 'cancelled', end_date: s.end_date, note: null });
    // A booked stay not cancelled may still be deleted by a manager.
    const other = await booked(addDays(today, 20));
    expect((await auth.as.manager('DELETE', `/api/mom_living_record/${other.s.id}/`)).statusCode).toBe(204);
  });

  it('completes her contract at checkout though a later booking of hers was cancelled', async () => {
    const { m, r, s } = await booked(addDays(today, -1), 1);
    const c = await make.create(contract, { mother: m.id });
    expect((await checkIn(m, addDays(today, -1))).statusCode).toBe(201);
    const later = await booked(addDays(today, 10), 3, m);
    expect((await cancel(later.s.id, { reason: '不續住' })).statusCode).toBe(200);
    const preview = await get(`mom_checkout/balance/?mother=${m.id}`);
    const out = await auth.as.staff('POST', '/api/mom_checkout/', {
      mother: m.id,
      username: auth.users.manager.username,
      password: auth.users.manager.password,
      ...(preview.balance !== 0 ? { confirm_balance: preview.balance } : {}),
    });
    expect(out.statusCode, out.body).toBe(200);
    expect((await get(`mom_living_record/${s.id}/`)).status).toBe('checked_out');
    expect((await get(`room/${r.id}/`)).status).toBe('cleaning');
    expect((await get(`contract/${c.id}/`)).status).toBe('completed');
  });

  it('never counts a cancelled stay’s nights as stayed: leaving early credits the nights billed and not lived', async () => {
    const { m, s } = await booked(addDays(today, -2), 5);
    expect((await cancel(s.id, { reason: '換到別間' })).statusCode).toBe(200);
    const lived = await booked(addDays(today, -2), 5, m);
    expect((await checkIn(m, addDays(today, -2))).statusCode).toBe(201);
    const line = await auth.as.manager('POST', '/api/mom_billing_record/', {
      mother: m.id,
      billed_at: today,
      item: '住房',
      category: 'room',
      quantity: 5,
      unit_price: 1000,
      paid: false,
    });
    expect(line.statusCode, line.body).toBe(201);
    // Two nights lived of the five billed; leaving today gives up three: all three are credited.
    const preview = await get(`mom_checkout/balance/?mother=${m.id}`);
    expect(preview.stay.id).toBe(lived.s.id);
    const credits = (preview.lines as { category: string; quantity: number }[]).filter((l) => l.category === 'early_leave');
    expect(credits.reduce((n, l) => n + l.quantity, 0)).toBe(3);
    expect(preview.billed).toBe(2000);
  });

  it('lets exactly one of two concurrent check-ins of one booked stay through', async () => {
    const { m, r, s } = await booked(addDays(today, -1), 4);
    const results = await Promise.all([checkIn(m, addDays(today, -1)), checkIn(m, addDays(today, -1))]);
    expect(results.map((x) => x.statusCode).sort(), results.map((x) => x.body).join('\n')).toEqual([201, 409]);
    expect((await get(`mom_living_record/${s.id}/`)).status).toBe('in_house');
    expect((await get(`mom_checkin_record/?mother=${m.id}`)).count).toBe(1);
    expect((await get(`room/${r.id}/`)).status).toBe('occupied');
  });

  it('lets exactly one of a check-in and a cancel of one booked stay through', async () => {
    const { m, r, s } = await booked(addDays(today, -1), 4);
    const [checkin, cancelled] = await Promise.all([checkIn(m, addDays(today, -1)), cancel(s.id, { reason: '同時取消' })]);
    const msg = `${checkin.body}\n${cancelled.body}`;
    expect([checkin.statusCode === 201, cancelled.statusCode === 200].filter(Boolean), msg).toHaveLength(1);
    expect([checkin.statusCode, cancelled.statusCode], msg).toContain(409);
    const after = await get(`mom_living_record/${s.id}/`);
    const checkins = (await get(`mom_checkin_record/?mother=${m.id}`)).count;
    if (checkin.statusCode === 201) {
      expect(after.status).toBe('in_house');
      expect(cancelled.json().code).toBe('stay_not_cancellable');
      expect(checkins).toBe(1);
      expect((await get(`room/${r.id}/`)).status).toBe('occupied');
    } else {
      expect(after.status).toBe('cancelled');
      expect(checkin.json().code).toBe('no_booked_stay');
      expect(checkins).toBe(0);
      expect((await get(`room/${r.id}/`)).status).toBe('available');
    }
  });
});
