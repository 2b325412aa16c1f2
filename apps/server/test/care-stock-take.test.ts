import { describe, expect, it } from 'vitest';
import { sparePart } from '@pnc/schemas/centre/spare-part';
import { countRows, maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

/** A stock take (盤點): every line one conditional write, all lines or none, a stale line refused with its stock now. */
describe.each(engines)('stock take on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const take = (payload: unknown) => auth.as.staff('POST', '/api/stock_take/', payload as Record<string, unknown>);
  const total = async (id: unknown) => ((await auth.as.staff('GET', `/api/spare_part/${id}/`)).json() as { total: number }).total;
  const move = (payload: Record<string, unknown>) => auth.as.staff('POST', '/api/spare_part_record/', payload);

  it('sets each counted part to its count as an adjust move, an empty shelf to 0, audited', async () => {
    const a = await make.create(sparePart, { total: 12, safety_stock: 5 });
    const b = await make.create(sparePart, { total: 4, safety_stock: 2 });
    const audit = await countRows(t, 'audit_log');
    const res = await take({
      lines: [
        { spare_part_id: a.id, expected: 12, counted: 10 },
        { spare_part_id: b.id, expected: 4, counted: 0 },
      ],
      reason: '月底盤點',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().lines).toEqual([
      expect.objectContaining({ spare_part_id: a.id, expected: 12, counted: 10, low_stock: false }),
      expect.objectContaining({ spare_part_id: b.id, expected: 4, counted: 0, low_stock: true }),
    ]);
    expect([await total(a.id), await total(b.id)]).toEqual([10, 0]);
    const records = (await auth.as.staff('GET', `/api/spare_part_record/?part=${b.id}`)).json().results;
    expect(records).toEqual([expect.objectContaining({ operation: 'adjust', quantity: 0, reason: '月底盤點' })]);
    expect(await countRows(t, 'audit_log')).toBeGreaterThanOrEqual(audit + 2);
  });

  it('refuses the whole take with 409 stock_changed naming each stale line, and writes nothing', async () => {
    const a = await make.create(sparePart, { total: 20, safety_stock: 5 });
    const b = await make.create(sparePart, { total: 8, safety_stock: 2 });
    // Someone takes 3 of b between the count and the send.
    expect((await move({ part: b.id, quantity: 3, operation: 'out' })).statusCode).toBe(201);
    const records = await countRows(t, 'spare_part_record');
    const res = await take({
      lines: [
        { spare_part_id: a.id, expected: 20, counted: 18 },
        { spare_part_id: b.id, expected: 8, counted: 7 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'stock_changed', fields: { 'lines.1.expected': ['stock_changed:5'] } });
    expect(Object.keys(res.json().fields)).toEqual(['lines.1.expected']);
    // All or none: the first line, which did match, is not written either.
    expect([await total(a.id), await total(b.id)]).toEqual([20, 5]);
    expect(await countRows(t, 'spare_part_record')).toBe(records);
  });

  it('lets one of two takes counting the same stock through: the other finds it changed', async () => {
    const p = await make.create(sparePart, { total: 9, safety_stock: 1 });
    const [x, y] = await Promise.all([
      take({ lines: [{ spare_part_id: p.id, expected: 9, counted: 7 }] }),
      take({ lines: [{ spare_part_id: p.id, expected: 9, counted: 6 }] }),
    ]);
    expect([x!.statusCode, y!.statusCode].sort()).toEqual([201, 409]);
    const won = x!.statusCode === 201 ? 7 : 6;
    expect(await total(p.id)).toBe(won);
  });

  it('refuses 「1e3」, a text count, a negative or fractional one at its field, and a part twice', async () => {
    const p = await make.create(sparePart, { total: 3, safety_stock: 1 });
    const records = await countRows(t, 'spare_part_record');
    for (const counted of ['1e3', '1000', -1, 1.5, null]) {
      const res = await take({ lines: [{ spare_part_id: p.id, expected: 3, counted }] });
      expect(res.statusCode, String(counted)).toBe(400);
      expect(Object.keys(res.json().fields), String(counted)).toEqual(['lines.0.counted']);
    }
    const twice = await take({
      lines: [
        { spare_part_id: p.id, expected: 3, counted: 2 },
        { spare_part_id: p.id, expected: 3, counted: 1 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect((await take({ lines: [] })).statusCode).toBe(400);
    const unknown = await take({ lines: [{ spare_part_id: 999_999, expected: 0, counted: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().fields)).toEqual(['lines.0.spare_part_id']);
    expect(await total(p.id)).toBe(3);
    expect(await countRows(t, 'spare_part_record')).toBe(records);
  });

  it('needs staff', async () => {
    const res = await auth.as.customer('POST', '/api/stock_take/', { lines: [{ spare_part_id: 1, expected: 0, counted: 0 }] });
    expect(res.statusCode).toBe(403);
  });
});
