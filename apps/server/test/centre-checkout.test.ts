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

  /** The price of the 10 nights billed ahead: leaving today, those nights are credited at it. */
  const RATE = 1_000;
  /**
   * A mother checked in since `since` days ago (0: today), booked for 10 more days, with charges and payments:
   * billed 38,400 (the nights stayed) + 10 × RATE (the nights ahead) + 3,000, paid 3,000 + 20,000 deposit − 1,000
   * refund handed back, so 29,400 owed before a checkout today credits the 10 nights billed and not stayed:
   * 19,400 still owed.
   */
  const OWED = 19_400;
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
    await bill({ item: '預收 10 晚', category: 'room', quantity: 10, unit_price: RATE, paid: false });
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

  it('checks out: closes the stay, sets the room to cleaning, answers the bill, keeps the password out of logs', async () => {
    const { m, r, c, stay, today } = await staying();
    const manager = auth.users.manager;
    // A password never rides in a URL: the query-string checkout is gone.
    const url = `/api/mom_checkout/?mother=${m.id}&username=${manager.username}&password=${encodeURIComponent(manager.password)}`;
    expect((await auth.as.staff('GET', url)).statusCode).toBe(404);
    const res = await post({ mother: m.id, ...confirmedBy(), confirm_balance: OWED });
    expect(res.statusCode, res.body).toBe(200);
    // Booked and billed 10 more nights, leaving today: those 10 nights credited at their billed price, as one line.
    const lines = await get(`mom_billing_record/?mother=${m.id}`);
    expect(lines.results.filter((l: { category: string }) => l.category === 'early_leave')).toEqual([
      expect.objectContaining({ contract: c.id, quantity: 10, unit_price: RATE, amount: 10 * RATE, paid: false }),
    ]);
    // billed 38,400 + 10,000 + 3,000 − the nights not stayed; paid 3,000 + 20,000 deposit − 1,000 refund handed back.
    expect(res.json()).toMatchObject({
      billed: 41_400,
      paid: 22_000,
      balance: OWED,
      lines: [expect.objectContaining({ category: 'early_leave', quantity: 10, unit_price: RATE, amount: 10 * RATE })],
    });
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
    expect((await t.inject({ method: 'POST', url: '/api/mom_checkout/', payload: { mother: 1 } })).statusCode).toBe(401);
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
      billed: 41_400,
      lines: [expect.objectContaining({ category: 'early_leave', quantity: 10, amount: 10 * RATE })],
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

  /** A second staff member (a night shift's other nurse), not a manager. */
  const secondNurse = async () => {
    const password = 'pw-second-nurse-long';
    const user = await t.createUser({ role: 'staff', password });
    return { username: user.username, password };
  };

  it('credits no night that was never billed: a fresh stay checked out early owes nothing either way', async () => {
    const today = todayTaipei();
    const rt = await make.create(roomType, { daily_rate: 30_000 });
    const r = await make.create(room, { status: 'available', room_type: rt.id });
    const m = await make.create(mother);
    await book({ mother: m.id, room: r.id, start_date: today, end_date: addDays(today, 10) });
    await auth.as.staff('POST', '/api/mom_checkin_record/', { mother: m.id, checkin_at: new Date().toISOString() });
    expect(await get(`mom_checkout/balance/?mother=${m.id}`)).toMatchObject({ billed: 0, paid: 0, balance: 0, lines: [] });
    // Settled: a second nurse may confirm at night.
    const res = await post({ mother: m.id, ...(await secondNurse()) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ billed: 0, paid: 0, balance: 0, lines: [] });
    const lines = await get(`mom_billing_record/?mother=${m.id}`);
    expect(lines.results).toEqual([]);
  });

  it('credits only the nights billed and not stayed: 28 billed, 21 stayed, 7 credited', async () => {
    const today = todayTaipei();
    const r = await make.create(room, { status: 'available' });
    const m = await make.create(mother);
    await book({ mother: m.id, room: r.id, start_date: addDays(today, -21), end_date: addDays(today, 7) });
    await auth.as.staff('POST', '/api/mom_checkin_record/', {
      mother: m.id,
      checkin_at: `${addDays(today, -21)}T10:00:00+08:00`,
    });
    const bill = (payload: Record<string, unknown>) =>
      auth.as.manager('POST', '/api/mom_billing_record/', { mother: m.id, billed_at: addDays(today, -21), ...payload });
    await bill({ item: '房費 28 晚', category: 'room', quantity: 28, unit_price: 8_000, paid: true, payment_method: 'transfer' });
    const preview = await get(`mom_checkout/balance/?mother=${m.id}`);
    expect(preview).toMatchObject({
      billed: 21 * 8_000,
      paid: 28 * 8_000,
      balance: -7 * 8_000,
      lines: [expect.objectContaining({ quantity: 7, unit_price: 8_000, amount: 56_000 })],
    });
    // The centre owes her: that balance is confirmed too, and by a manager, not a second nurse.
    const unconfirmed = await post({ mother: m.id, ...confirmedBy() });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toMatchObject({ code: 'balance_owed', fields: { confirm_balance: ['-56000'] } });
    const nurse = await post({ mother: m.id, ...(await secondNurse()), confirm_balance: -56_000 });
    expect(nurse.statusCode).toBe(403);
    expect(nurse.json().code).toBe('confirmation_needs_manager');
    expect((await get(`mom_checkout/balance/?mother=${m.id}`)).stay).toMatchObject({ status: 'in_house' });
    const ok = await post({ mother: m.id, ...confirmedBy(), confirm_balance: -56_000 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ billed: 168_000, paid: 224_000, balance: -56_000 });
    const early = (await get(`mom_billing_record/?mother=${m.id}`)).results.filter(
      (l: { category: string }) => l.category === 'early_leave',
    );
    expect(early).toEqual([expect.objectContaining({ quantity: 7, amount: 56_000 })]);
  });

  it('bills the nights she stayed that were never billed: 21 paid, 28 stayed, no credit, 7 owed', async () => {
    const today = todayTaipei();
    const r = await make.create(room, { status: 'available' });
    const m = await make.create(mother);
    await book({ mother: m.id, room: r.id, start_date: addDays(today, -28), end_date: addDays(today, 3) });
    await auth.as.staff('POST', '/api/mom_checkin_record/', {
      mother: m.id,
      checkin_at: `${addDays(today, -28)}T10:00:00+08:00`,
    });
    await auth.as.manager('POST', '/api/mom_billing_record/', {
      mother: m.id,
      billed_at: addDays(today, -28),
      item: '房費 21 晚',
      category: 'room',
      quantity: 21,
      unit_price: 8_000,
      paid: true,
      payment_method: 'transfer',
    });
    // 28 nights stayed, 21 billed: leaving 3 nights early credits nothing.
    expect(await get(`mom_checkout/balance/?mother=${m.id}`)).toMatchObject({ billed: 168_000, balance: 0, lines: [] });
  });

  it('refuses the second nurse when a balance is owed, and accepts a manager', async () => {
    const { m } = await staying();
    const nurse = await post({ mother: m.id, ...(await secondNurse()), confirm_balance: OWED });
    expect(nurse.statusCode).toBe(403);
    expect(nurse.json().code).toBe('confirmation_needs_manager');
    expect((await post({ mother: m.id, ...confirmedBy(), confirm_balance: OWED })).statusCode).toBe(200);
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
