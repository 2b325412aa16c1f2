import { describe, expect, it } from 'vitest';
import { contract } from '@pnc/schemas/centre/contract';
import { momCheckinRecord } from '@pnc/schemas/centre/mom-checkin-record';
import { mother } from '@pnc/schemas/centre/mother';
import { maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

/** The hand-written queries: contracts by expected date, check-ins of many mothers. */
describe.each(engines)('centre queries on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const get = (url: string) => auth.as.staff('GET', url);

  it('lists contracts expected on or after a day, and by an expected_date range', async () => {
    const m = await make.create(mother);
    const early = await make.create(contract, { mother: m.id, expected_date: '2027-01-05' });
    const mid = await make.create(contract, { mother: m.id, expected_date: '2027-01-20' });
    const late = await make.create(contract, { mother: m.id, expected_date: '2027-02-10' });

    const expected = await get('/api/contract/expected/?from_date=2027-01-20');
    expect(expected.statusCode, expected.body).toBe(200);
    const ids = expected.json().results.map((c: { id: number }) => c.id);
    expect(ids).toEqual([mid.id, late.id]);
    expect(expected.json().results.every((c: { expected_date: string }) => c.expected_date >= '2027-01-20')).toBe(true);

    const range = await get('/api/contract/?expected_date_from=2027-01-01&expected_date_to=2027-01-31');
    expect(range.json().results.map((c: { id: number }) => c.id)).toEqual([early.id, mid.id]);
    const byMother = await get(`/api/contract/?mother=${m.id}`);
    expect(byMother.json().count).toBe(3);
    expect((await get('/api/contract/expected/?from_date=2027-02-31')).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/api/contract/expected/' })).statusCode).toBe(401);
  });

  it('finds a mother by any part of her name as stored, full-width capitals and ASCII in either case', async () => {
    const wide = await make.create(mother, { name: '測試　媽媽ＡＢＣ𠮷' });
    const ascii = await make.create(mother, { name: 'Lin Mei-Ling 林' });
    const found = async (name: string) =>
      (await get(`/api/mother/?name=${encodeURIComponent(name)}`)).json().results.map((m: { id: number }) => m.id);
    for (const part of ['測試　媽媽ＡＢＣ𠮷', 'ＡＢＣ', '媽ＡＢ', '𠮷']) expect(await found(part), part).toEqual([wide.id]);
    for (const part of ['mei-ling', 'LIN MEI', 'Lin Mei-Ling 林']) expect(await found(part), part).toEqual([ascii.id]);
    expect(await found('50%')).toEqual([]);
  });

  it('answers the check-ins of many mothers, and refuses a corrupt list with 400', async () => {
    const [a, b, c] = [await make.create(mother), await make.create(mother), await make.create(mother)];
    const ca = await make.create(momCheckinRecord, { mother: a.id });
    const cb = await make.create(momCheckinRecord, { mother: b.id });
    await make.create(momCheckinRecord, { mother: c.id });

    const res = await get(`/api/mom_checkin_record/multiple/?mothers=${encodeURIComponent(JSON.stringify([a.id, b.id]))}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.map((r: { id: number }) => r.id)).toEqual([ca.id, cb.id]);
    expect(res.json().results[0].belongings).toEqual(ca.belongings);
    expect((await get('/api/mom_checkin_record/multiple/?mothers=[]')).json().count).toBe(0);

    const byMother = await get(`/api/mom_checkin_record/?mother=${a.id}`);
    expect(byMother.json().results.map((r: { id: number }) => r.id)).toEqual([ca.id]);

    for (const bad of ['[1,2', 'not-json', '{"a":1}', '[1,"x"]', '[1.5]', '[-1]', '1']) {
      const r = await get(`/api/mom_checkin_record/multiple/?mothers=${encodeURIComponent(bad)}`);
      expect(r.statusCode, bad).toBe(400);
      expect(r.json()).toMatchObject({ code: 'validation_error', fields: { mothers: expect.any(Array) } });
    }
    expect((await get('/api/mom_checkin_record/multiple/')).statusCode).toBe(400);
  });
});
