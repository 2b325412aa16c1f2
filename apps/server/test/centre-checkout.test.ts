import { describe, expect, it } from 'vitest';
import { contract } from '@pnc/schemas/centre/contract';
import { mother } from '@pnc/schemas/centre/mother';
import { room } from '@pnc/schemas/centre/room';
import { roomType } from '@pnc/schemas/centre/room-type';
import { CONFIRM_LIMIT } from '../src/centre/mom-checkout-routes';
import { todayTaipei } from '../src/centre/care-time';
import { maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** mom_checkout: a manager's credentials as second-person confirmation; closes the stay and answers the bill. */
describe.each(engines)('mom_checkout on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const staff = () => ({ authorization: auth.staff });
  const post = (payload: Record<string, unknown>, headers: Record<string, string> = staff()) =>
    t.inject({ method: 'POST', url: '/api/mom_checkout/', headers, payload });
  const get = async (path: string) => (await auth.as.staff('GET', `/api/${path}`)).json();
  const book = (payload: Record<string, unknown>) => auth.as.staff('POST', '/api/mom_living_record/', payload);
  /** The manager's credentials: the second person who confirms a checkout. */
  const confirmedBy = () => ({ username: auth.users.manager.username, password: auth.users.manager.password });
  /** A stay's audit rows, newest first. */
  const stayAudit = async (stayId: number) =>
    (await auth.as.manager('GET', `/api/audit_log/?entity=mom_living_record&entity_id=${stayId}`)).json();

  /** The room type's daily rate: leaving today, the 10 nights booked ahead are credited at it. */
  const RATE = 1_000;
  /**
   * A mother checked in since `since` days ago (0: today), booked for 10 more days, with charges and payments:
   * billed 38,400 + 3,000, paid 3,000 + 20,000 deposit − 1,000 refund handed back, so 19,400 owed before a
   * checkout today credits the 10 days not stayed (10 × RATE): 9,400 still owed.
   */
  const OWED = 19_400 - 10 * RATE;
  async function staying(since = 3) {
    const today = todayTaipei();
    const rt = await make.create(roomType, { daily_rate: RATE });
    const r = await make.create(room, { status: 'available', room_type: rt.id });
    const m = await make.create(mother);
    // The contract's deposit is on her bill as a paid line (decision 0017).
    const c = await make.create(contract, { mother: m.id, room_type: r.room_type, deposit: 20_000 });
    const s = await book({ mother: m.id, room: r.id, start_date: addDays(today, -since), end_date: addDays(today, 10) });
    expect(s.statusCode, s.body).toBe(201);
    const checkin = await auth.as.staff('POST', '/api/mom_checkin_record/', {
      mother: m.id,
      checkin_at: `${addDays(today, -since)}T00:30:00+08:00`,
    });
    expect(checkin.statusCode, checkin.body).toBe(201);
    const bill = (payload: Record<string, unknown>) =>
      auth.as.manager('POST', '/api/mom_billing_record/', { mother: m.id, billed_at: today, ...payload });
    // amount is the server's: a client's value is refused, the computed one answered.
    const line = { item: '豪華套房 3 晚', category: 'room', quantity: 3, unit_price: 12_800, paid: false };
    const typed = await bill({ ...line, amount: 1 });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().fields).toHaveProperty('amount');
    const room3 = await bill(line);
    expect(room3.json().amount).toBe(38_400);
    await bill({ item: '月子餐', category: 'meal', quantity: 2, unit_price: 1_500, paid: true, payment_method: 'card' });
    await bill({ item: '退款', category: 'refund', quantity: 1, unit_price: 1_000, paid: true, payment_method: 'cash' });
    return { r, m, c, stay: s.json(), today };
  }

  it('refuses a wrong password, staff credentials and the caller’s own, changing nothing; throttles repeated failures', async () => {
    const { m, r } = await staying();
    const manager = auth.users.manager;
    const tries = [
      { username: manager.username, password: 'wrong-password' },
      { username: auth.users.staff.username, password: auth.users.staff.password },
      { username: 'nobody-here', password: 'whatever-it-is' },
    ];
    for (const creds of tries) {
      const res = await post({ mother: m.id, ...creds });
      expect(res.statusCode, JSON.stringify(creds)).toBe(403);
      expect(res.json().code).toBe('confirmation_failed');
    }
    // A manager checking out with their own credentials is not a second person.
    const self = await post({ mother: m.id, ...confirmedBy() }, { authorization: auth.manager });
    expect(self.statusCode).toBe(403);
    expect((await get(`room/${r.id}/`)).status).toBe('occupied');

    let last = 0;
    for (let i = 0; i < CONFIRM_LIMIT; i++) {
      last = (await post({ mother: m.id, username: manager.username, password: 'wrong-again' })).statusCode;
    }
    expect(last).toBe(429);
    // Throttled even with the right password until the window passes.
    expect((await post({ mother: m.id, ...confirmedBy() })).statusCode).toBe(429);
    await t.db.deleteFrom('throttle').execute();
  });

  it('checks out with the query string: closes the stay, sets the room to cleaning, answers the bill, keeps the password out of logs', async () => {
    const { m, r, c, stay, today } = await staying();
    const manager = auth.users.manager;
    const url = `/api/mom_checkout/?mother=${m.id}&username=${manager.username}&password=${encodeURIComponent(manager.password)}&confirm_balance=${OWED}`;
    const res = await auth.as.staff('GET', url);
    expect(res.statusCode, res.body).toBe(200);
    // Booked 10 more nights, leaving today: 10 days credited at the room type's rate, as one line.
    const lines = await get(`mom_billing_record/?mother=${m.id}`);
    expect(lines.results.filter((l: { category: string }) => l.category === 'early_leave')).toEqual([
      expect.objectContaining({ contract: c.id, quantity: 10, unit_price: RATE, amount: 10 * RATE, paid: false }),
    ]);
    // billed 38,400 + 3,000 − the days not stayed; paid 3,000 + 20,000 deposit − 1,000 refund handed back.
    expect(res.json()).toMatchObject({ billed: 41_400 - 10 * RATE, paid: 22_000, balance: OWED });
    expect(res.json().stay).toMatchObject({ id: stay.id, end_date: today, checked_out_at: expect.stringMatching(/Z$/) });

    expect((await get(`room/${r.id}/`)).status).toBe('cleaning');
    expect((await get(`contract/${c.id}/`)).status).toBe('completed');
    const audit = await stayAudit(stay.id);
    expect(audit.results[0]).toMatchObject({
      action: 'checkout',
      actor_id: auth.users.staff.id,
      changed_fields: { confirmed_by: manager.id },
    });

    // No open stay any more: a second checkout is refused, saying why.
    const again = await post({ mother: m.id, ...confirmedBy() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'no_open_stay', fields: { mother: expect.any(Array) } });

    const logs = t.logs.join('\n');
    expect(logs).toContain('/api/mom_checkout/');
    expect(logs).not.toContain(manager.password);
    expect(JSON.stringify(audit)).not.toContain(manager.password);
  });

  it('checks out with a POST body and refuses bad requests', async () => {
    const { m } = await staying();
    const manager = auth.users.manager;
    const ok = await post({ mother: { id: m.id, name: m.name }, ...confirmedBy(), confirm_balance: OWED });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await post({ mother: m.id })).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/api/mom_checkout/?mother=1' })).statusCode).toBe(401);
    const customer = await post({ mother: m.id, ...confirmedBy() }, { authorization: auth.customer });
    expect(customer.statusCode).toBe(403);
    expect(t.logs.join('\n')).not.toContain(manager.password);
  });

  it('checks a stay out once when two confirmations race', async () => {
    const { m, stay } = await staying();
    const payload = { mother: m.id, ...confirmedBy(), confirm_balance: OWED };
    const codes = (await Promise.all([0, 1, 2].map(() => post(payload)))).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([200, 409, 409]);
    expect((await stayAudit(stay.id)).results.filter((a: { action: string }) => a.action === 'checkout')).toHaveLength(1);
  });

  it('shows the balance first and refuses a checkout with money owed unless that balance is confirmed', async () => {
    const { m, r, c, stay } = await staying();
    const preview = await auth.as.staff('GET', `/api/mom_checkout/balance/?mother=${m.id}`);
    expect(preview.statusCode, preview.body).toBe(200);
    // The preview counts the days a checkout now would credit, so the balance asked for is the one she owes.
    expect(preview.json()).toMatchObject({
      billed: 41_400 - 10 * RATE,
      paid: 22_000,
      balance: OWED,
      stay: { id: stay.id, status: 'in_house' },
    });
    // Reading her stay for the preview is a read of health data: audited with the stay's id and the route.
    const read = (await auth.as.manager('GET', '/api/audit_log/?action=read&limit=5')).json().results as {
      entity: string;
      record_ids: number[];
      route: string;
      actor_id: number;
    }[];
    expect(read.find((r) => r.route === 'GET /api/mom_checkout/balance/')).toMatchObject({
      entity: 'mom_living_record',
      record_ids: [stay.id],
      actor_id: auth.users.staff.id,
    });
    for (const confirm of [undefined, 18_400, 0]) {
      const res = await post({ mother: m.id, ...confirmedBy(), confirm_balance: confirm });
      expect(res.statusCode, String(confirm)).toBe(409);
      expect(res.json()).toMatchObject({ code: 'balance_owed', fields: { confirm_balance: [String(OWED)] } });
    }
    expect(await get(`mom_living_record/${stay.id}/`)).toMatchObject({ status: 'in_house', checked_out_at: null });
    expect((await get(`room/${r.id}/`)).status).toBe('occupied');
    expect((await get(`contract/${c.id}/`)).status).toBe('checked_in');

    const ok = await post({ mother: m.id, ...confirmedBy(), confirm_balance: OWED });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().stay.status).toBe('checked_out');
    expect((await stayAudit(stay.id)).results[0].changed_fields).toMatchObject({ balance_confirmed: OWED });
    expect((await get(`mom_checkout/balance/?mother=${m.id}`)).stay).toBeNull();
  });

  it('checks out with no confirmation when nothing is owed', async () => {
    const today = todayTaipei();
    const rt = await make.create(roomType, { daily_rate: RATE });
    const r = await make.create(room, { status: 'available', room_type: rt.id });
    const m = await make.create(mother);
    await book({ mother: m.id, room: r.id, start_date: today, end_date: addDays(today, 5) });
    await auth.as.staff('POST', '/api/mom_checkin_record/', { mother: m.id, checkin_at: new Date().toISOString() });
    const res = await post({ mother: m.id, ...confirmedBy() });
    expect(res.statusCode, res.body).toBe(200);
    // Nothing billed; the 5 nights booked ahead are credited: the centre owes her those.
    expect(res.json()).toMatchObject({ billed: -5 * RATE, paid: 0, balance: -5 * RATE });
  });

  it('asks no confirmation when the days not stayed outweigh what she owes, and answers the credit', async () => {
    const { m, c } = await staying();
    // 10 nights not stayed at NT$3,000 are worth more than the 18,400 she owes: the centre owes her 11,600.
    const richer = await make.create(roomType, { daily_rate: 3_000 });
    const moved = await auth.as.manager('PUT', `/api/contract/${c.id}/`, { room_type: richer.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await get(`mom_checkout/balance/?mother=${m.id}`)).toMatchObject({
      billed: 41_400 - 30_000,
      paid: 22_000,
      balance: -10_600,
    });
    const res = await post({ mother: m.id, ...confirmedBy() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ billed: 41_400 - 30_000, balance: -10_600 });
  });

  it("ends the mother's current stay on its first day, never her next one in another room", async () => {
    const { m, r, c, stay, today } = await staying(0);
    const next = await make.create(room, { status: 'available' });
    const later = await book({ mother: m.id, room: next.id, start_date: addDays(today, 10), end_date: addDays(today, 20) });
    expect(later.statusCode, later.body).toBe(201);
    const res = await post({ mother: m.id, ...confirmedBy(), confirm_balance: OWED });
    expect(res.statusCode, res.body).toBe(200);
    // Checked out on its first day: it ends today, so the room is free from today.
    expect(res.json().stay).toMatchObject({ id: stay.id, start_date: today, end_date: today, status: 'checked_out' });
    expect(await get(`mom_living_record/${later.json().id}/`)).toMatchObject({ status: 'booked', checked_out_at: null });
    expect((await get(`room/${r.id}/`)).status).toBe('cleaning');
    expect((await get(`room/${next.id}/`)).status).toBe('available');
    // Her next stay is still to come: the contract is not completed yet.
    expect((await get(`contract/${c.id}/`)).status).toBe('checked_in');

    // Housekeeping marks the room ready, and it can be booked again from today.
    const ready = await auth.as.staff('POST', `/api/room/${r.id}/ready/`);
    expect(ready.json().status).toBe('available');
    const other = await make.create(mother);
    const again = await book({ mother: other.id, room: r.id, start_date: today, end_date: addDays(today, 14) });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('does not check out a booked stay that has not begun', async () => {
    const today = todayTaipei();
    const r = await make.create(room, { status: 'available' });
    const m = await make.create(mother);
    await book({ mother: m.id, room: r.id, start_date: addDays(today, 1), end_date: addDays(today, 5) });
    const res = await post({ mother: m.id, ...confirmedBy() });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('no_open_stay');
  });
});
