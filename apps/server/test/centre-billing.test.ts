import { describe, expect, it } from 'vitest';
import { mother } from '@pnc/schemas/centre/mother';
import { roomType } from '@pnc/schemas/centre/room-type';
import { countRows, maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

/** The contract's money and the bill's kinds of line (decision 0017). */
describe.each(engines)('billing on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const manager = () => ({ authorization: auth.manager });
  /** Sends a record (`contract/3`, or `contract` to create one) as a manager. */
  const send = (method: 'POST' | 'PUT', path: string, payload: Record<string, unknown>) =>
    t.inject({ method, url: `/api/${path}/`, headers: manager(), payload });
  const linesOf = async (m: unknown) =>
    (await t.inject({ method: 'GET', url: `/api/mom_billing_record/?mother=${String(m)}&limit=100`, headers: manager() })).json()
      .results as Record<string, unknown>[];
  const contractBody = async (extra: Record<string, unknown> = {}) => {
    const m = await make.create(mother);
    return {
      mother: m.id,
      contract_no: `C-${Math.random().toString(36).slice(2, 10)}`,
      expected_date: '2026-06-01',
      signed_at: '2026-01-10',
      days: 28,
      daily_rate: 8_800,
      ...extra,
    };
  };

  it('computes the contract total from days, rate and discount, and refuses a typed total', async () => {
    const body = await contractBody({ discount: 10_000 });
    const before = await countRows(t, 'contract');
    const typed = await send('POST', 'contract', { ...body, total_amount: 1 });
    expect(typed.statusCode).toBe(400);
    expect(typed.json()).toMatchObject({ code: 'validation_error', fields: { total_amount: expect.any(Array) } });
    expect(await countRows(t, 'contract')).toBe(before);

    const created = await send('POST', 'contract', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ total_amount: 28 * 8_800 - 10_000, discount: 10_000 });
    const id = created.json().id as number;
    const longer = await send('PUT', `contract/${id}`, { days: 35 });
    expect(longer.json().total_amount).toBe(35 * 8_800 - 10_000);
    const putTyped = await send('PUT', `contract/${id}`, { total_amount: 5 });
    expect(putTyped.statusCode).toBe(400);
    const tooMuch = await send('PUT', `contract/${id}`, { discount: 35 * 8_800 + 1 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ code: 'discount_over_total', fields: { discount: expect.any(Array) } });
    const read = await t.inject({ method: 'GET', url: `/api/contract/${id}/`, headers: manager() });
    expect(read.json().total_amount).toBe(35 * 8_800 - 10_000);
  });

  it("takes a new contract's daily rate from its room type when the rate is left out, and keeps a typed one", async () => {
    const rt = await make.create(roomType, { daily_rate: 9_600 });
    const { daily_rate: _left, ...body } = await contractBody({ room_type: rt.id });
    const created = await send('POST', 'contract', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ daily_rate: 9_600, total_amount: 28 * 9_600 });
    const read = await t.inject({ method: 'GET', url: `/api/contract/${created.json().id}/`, headers: manager() });
    expect(read.json().daily_rate).toBe(9_600);
    // A typed rate stays as typed; without a room type the rate is the record's own to give; null is refused.
    expect((await send('POST', 'contract', await contractBody({ room_type: rt.id, daily_rate: 9_000 }))).json().daily_rate).toBe(
      9_000,
    );
    const { daily_rate: _none, ...untyped } = await contractBody();
    const noType = await send('POST', 'contract', untyped);
    expect(noType.statusCode).toBe(400);
    expect(noType.json()).toMatchObject({ code: 'validation_error', fields: { daily_rate: ['required'] } });
    const nulled = await send('POST', 'contract', await contractBody({ room_type: rt.id, daily_rate: null }));
    expect(nulled.statusCode).toBe(400);
  });

  it("puts the contract's deposit on the bill as a paid line that follows the contract", async () => {
    const body = await contractBody({ deposit: 20_000 });
    const c = (await send('POST', 'contract', body)).json();
    const deposit = () => linesOf(body.mother).then((ls) => ls.filter((l) => l.category === 'deposit'));
    expect(await deposit()).toEqual([
      expect.objectContaining({ contract: c.id, amount: 20_000, paid: true, billed_at: '2026-01-10', item: '訂金' }),
    ]);
    // Entered twice by hand, or changed on the line, it is refused: the contract holds it.
    const twice = await send('POST', 'mom_billing_record', {
      mother: body.mother,
      contract: c.id,
      item: '訂金',
      category: 'deposit',
      quantity: 1,
      unit_price: 20_000,
      billed_at: '2026-01-10',
      paid: true,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 'deposit_on_contract', fields: { category: expect.any(Array) } });
    const line = (await deposit())[0]!;
    const edit = await send('PUT', `mom_billing_record/${String(line.id)}`, { unit_price: 1 });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().code).toBe('deposit_on_contract');
    const method = await send('PUT', `mom_billing_record/${String(line.id)}`, { payment_method: 'transfer' });
    expect(method.statusCode, method.body).toBe(200);

    await send('PUT', `contract/${c.id}`, { deposit: 30_000 });
    expect((await deposit()).map((l) => l.amount)).toEqual([30_000]);
    await send('PUT', `contract/${c.id}`, { deposit: null });
    expect(await deposit()).toEqual([]);
    await send('PUT', `contract/${c.id}`, { deposit: 5_000 });
    expect((await deposit()).map((l) => l.amount)).toEqual([5_000]);
    // Deleting the contract takes its deposit line with it.
    expect((await t.inject({ method: 'DELETE', url: `/api/contract/${c.id}/`, headers: manager() })).statusCode).toBe(204);
    expect(await deposit()).toEqual([]);
  });

  it('takes a discount and a refund as kinds of their own, never paid for a discount', async () => {
    const m = await make.create(mother);
    const line = (payload: Record<string, unknown>) =>
      send('POST', 'mom_billing_record', { mother: m.id, billed_at: '2026-05-01', quantity: 1, paid: false, ...payload });
    const discount = await line({ item: '早鳥優惠', category: 'discount', unit_price: 5_000 });
    expect(discount.statusCode, discount.body).toBe(201);
    expect(discount.json()).toMatchObject({ category: 'discount', amount: 5_000 });
    const paidDiscount = await line({ item: '早鳥優惠', category: 'discount', unit_price: 5_000, paid: true });
    expect(paidDiscount.statusCode).toBe(400);
    expect(paidDiscount.json()).toMatchObject({ code: 'credit_not_paid', fields: { paid: expect.any(Array) } });
    const refund = await line({ item: '退還按摩', category: 'refund', unit_price: 1_800, paid: true, payment_method: 'cash' });
    expect(refund.statusCode, refund.body).toBe(201);
    // A negative price is still refused: the kind carries the sign.
    expect((await line({ item: 'x', category: 'discount', unit_price: -5 })).statusCode).toBe(400);
  });

  it('prices extension days (續住) and days not stayed from the room type, and refuses another price', async () => {
    const rt = await make.create(roomType, { daily_rate: 12_800 });
    const body = await contractBody({ room_type: rt.id, daily_rate: 12_000 });
    const c = (await send('POST', 'contract', body)).json();
    const noType = (await send('POST', 'contract', await contractBody())).json();
    const line = (payload: Record<string, unknown>) =>
      send('POST', 'mom_billing_record', { mother: body.mother, billed_at: '2026-06-29', paid: false, item: '續住', ...payload });
    const ok = await line({ contract: c.id, category: 'extension', quantity: 3, unit_price: 12_800 });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ amount: 38_400, category: 'extension' });
    const other = await line({ contract: c.id, category: 'extension', quantity: 3, unit_price: 12_000 });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      code: 'priced_from_room_type',
      message: "Extension days and days not stayed are priced from the contract's room type: NT$12800 a day.",
      fields: { unit_price: ['room_type_rate:12800'] },
    });
    expect((await line({ category: 'extension', quantity: 1, unit_price: 12_800 })).json().fields).toHaveProperty('contract');
    expect((await line({ contract: noType.id, category: 'extension', quantity: 1, unit_price: 1 })).json().fields).toHaveProperty(
      'contract',
    );
    const early = await line({ contract: c.id, category: 'early_leave', item: '提前退房', quantity: 2, unit_price: 12_800 });
    expect(early.statusCode, early.body).toBe(201);
  });
});
