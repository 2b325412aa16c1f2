import { describe, expect, it } from 'vitest';
import { sparePart } from '@pnc/schemas/centre/spare-part';
import { countRows, maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

/** Stock moves change the part's total atomically: never below zero, never a lost update. */
describe.each(engines)('spare parts on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const move = (payload: Record<string, unknown>) => auth.as.staff('POST', '/api/spare_part_record/', payload);
  const part = async (id: number) =>
    (await auth.as.staff('GET', `/api/spare_part/${id}/`)).json() as {
      total: number;
      low_stock: boolean;
    };

  it('lets exactly 50 of 80 concurrent takes of 1 from a stock of 50 through', async () => {
    const p = await make.create(sparePart, { total: 50, safety_stock: 5 });
    const results = await Promise.all(
      Array.from({ length: 80 }, (_, i) => move({ part: p.id, quantity: 1, operation: 'out', reason: `take ${i}` })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(50);
    expect(codes.filter((c) => c === 409)).toHaveLength(30);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json()).toMatchObject({ code: 'insufficient_stock', fields: { quantity: expect.any(Array) } });
    expect(await part(p.id as number)).toMatchObject({ total: 0, low_stock: true });
    const records = await auth.as.staff('GET', `/api/spare_part_record/?part=${p.id}`);
    expect(records.json().count).toBe(50);
    // Every successful take saw a different stock: 49, 48, … 0.
    const after = results.filter((r) => r.statusCode === 201).map((r) => r.json().part_total as number);
    expect(new Set(after).size).toBe(50);
    expect(Math.min(...after)).toBe(0);
  });

  it('refuses a take beyond the stock with 409 and writes nothing', async () => {
    const p = await make.create(sparePart, { total: 3, safety_stock: 1 });
    const records = await countRows(t, 'spare_part_record');
    const audit = await countRows(t, 'audit_log');
    const res = await move({ part: p.id, quantity: 4, operation: 'out' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'insufficient_stock', fields: { quantity: expect.any(Array) } });
    expect((await part(p.id as number)).total).toBe(3);
    expect(await countRows(t, 'spare_part_record')).toBe(records);
    expect(await countRows(t, 'audit_log')).toBe(audit);
  });

  it('adds with in, counts with adjust, keeps the low-stock flag and records who moved what', async () => {
    const p = await make.create(sparePart, { total: 10, safety_stock: 4 });
    expect(p.low_stock).toBe(false);
    const take = await move({ part: p.id, quantity: 6, operation: 'out', reason: '房間補充' });
    expect(take.statusCode, take.body).toBe(201);
    expect(take.json()).toMatchObject({ part_total: 4, low_stock: true, user: auth.users.staff.id, operation: 'out' });
    expect(await part(p.id as number)).toMatchObject({ total: 4, low_stock: true });
    const low = await auth.as.staff('GET', '/api/spare_part/?low_stock=true');
    expect(low.json().results.map((r: { id: number }) => r.id)).toContain(p.id);

    expect((await move({ part: p.id, quantity: 20, operation: 'in' })).json()).toMatchObject({
      part_total: 24,
      low_stock: false,
    });
    expect(await part(p.id as number)).toMatchObject({ total: 24, low_stock: false });
    // A stock count sets the total, whatever it was.
    const count = await move({ part: p.id, quantity: 2, operation: 'adjust', reason: '盤點' });
    expect(count.json()).toMatchObject({ part_total: 2, low_stock: true });
    expect(await part(p.id as number)).toMatchObject({ total: 2, low_stock: true });

    const list = await auth.as.staff('GET', `/api/spare_part_record/?part=${p.id}`);
    expect(list.json().results.map((r: { operation: string }) => r.operation)).toEqual(['adjust', 'in', 'out']);
    const one = list.json().results[0];
    const read = await auth.as.staff('GET', `/api/spare_part_record/${one.id}/`);
    expect(read.json()).toEqual(one);
    // The client never chooses who moved stock: naming someone is refused, and the stock stays as it was.
    const forged = await move({ part: p.id, quantity: 1, operation: 'in', user: auth.users.admin.id });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().fields).toHaveProperty('user');
    expect(await part(p.id as number)).toMatchObject({ total: 2 });
    expect(one.user).toBe(auth.users.staff.id);
  });

  it('keeps records immutable and refuses bad moves with 400', async () => {
    const p = await make.create(sparePart, { total: 5 });
    const r = (await move({ part: { id: p.id }, quantity: 1, operation: 'in' })).json();
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await auth.as.admin(method, `/api/spare_part_record/${r.id}/`);
      expect(res.statusCode, method).toBeGreaterThanOrEqual(404);
      expect(res.statusCode, method).toBeLessThan(406);
    }
    const before = await countRows(t, 'spare_part_record');
    for (const [field, payload] of [
      ['quantity', { part: p.id, quantity: 0, operation: 'in' }],
      ['quantity', { part: p.id, quantity: -2, operation: 'out' }],
      ['operation', { part: p.id, quantity: 1, operation: 'steal' }],
      ['part', { part: 999_999, quantity: 1, operation: 'in' }],
      ['part', { quantity: 1, operation: 'in' }],
    ] as const) {
      const res = await move(payload);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
    expect(await countRows(t, 'spare_part_record')).toBe(before);
    expect((await part(p.id as number)).total).toBe(6);
  });

  it('lets staff move stock but not set prices; anonymous 401, customers 403', async () => {
    const p = await make.create(sparePart, { total: 5, unit_price: 120 });
    const put = await auth.as.staff('PUT', `/api/spare_part/${p.id}/`, { unit_price: 1 });
    expect(put.statusCode).toBe(403);
    const create = await auth.as.staff('POST', '/api/spare_part/', { name: `燈管-${process.pid}`, unit_price: 80, total: 10 });
    expect(create.statusCode).toBe(403);
    const byManager = await auth.as.manager('PUT', `/api/spare_part/${p.id}/`, { unit_price: 150, safety_stock: 5 });
    expect(byManager.statusCode).toBe(200);
    expect(byManager.json()).toMatchObject({ unit_price: 150, total: 5, low_stock: true });
    // Spec: POST spare_part with name, unit_price, total only.
    const minimal = await auth.as.manager('POST', '/api/spare_part/', { name: `床單-${process.pid}`, unit_price: 350, total: 0 });
    expect(minimal.statusCode, minimal.body).toBe(201);
    expect(minimal.json()).toMatchObject({ total: 0, safety_stock: null, low_stock: true });

    expect((await t.inject({ method: 'POST', url: '/api/spare_part_record/', payload: {} })).statusCode).toBe(401);
    for (const url of ['/api/spare_part_record/', `/api/spare_part_record/?part=${p.id}`]) {
      expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await auth.as.customer('GET', url)).statusCode).toBe(403);
    }
    const customer = await auth.as.customer('POST', '/api/spare_part_record/', { part: p.id, quantity: 1, operation: 'out' });
    expect(customer.statusCode).toBe(403);
    expect((await part(p.id as number)).total).toBe(5);
  });
});
