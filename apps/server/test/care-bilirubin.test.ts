import { describe, expect, it } from 'vitest';
import { baby } from '@pnc/schemas/centre/baby';
import { countRows, maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

/** Bilirubin (AAP 2022): a reading names its method; a baby carries the neurotoxicity risk factors. */
describe.each(engines)('bilirubin records on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const at = '2026-04-10T09:00:00+08:00';
  const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) => auth.as.staff(method, url, payload);

  it('refuses a jaundice reading without its method (400 on bilirubin_method) and writes nothing', async () => {
    const b = await make.create(baby);
    const rows = await countRows(t, 'baby_health_record');
    const bare = await send('POST', '/api/baby_health_record/', { baby: b.id, recorded_at: at, jaundice_mg_dl: 12.4 });
    expect(bare.statusCode, bare.body).toBe(400);
    expect(bare.json()).toMatchObject({ code: 'validation_error', fields: { bilirubin_method: ['required'] } });
    const nulled = await send('POST', '/api/baby_health_record/', {
      baby: b.id,
      recorded_at: at,
      jaundice_mg_dl: 12.4,
      bilirubin_method: null,
    });
    expect(nulled.statusCode).toBe(400);
    const unknown = await send('POST', '/api/baby_health_record/', {
      baby: b.id,
      recorded_at: at,
      jaundice_mg_dl: 12.4,
      bilirubin_method: 'serum',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('bilirubin_method');
    expect(await countRows(t, 'baby_health_record')).toBe(rows);

    // With its method it is kept as given; a record without a reading needs none.
    for (const method of ['tsb', 'tcb']) {
      const ok = await send('POST', '/api/baby_health_record/', {
        baby: b.id,
        recorded_at: at,
        jaundice_mg_dl: 12.4,
        bilirubin_method: method,
      });
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json()).toMatchObject({ jaundice_mg_dl: 12.4, bilirubin_method: method });
    }
    const weightOnly = await send('POST', '/api/baby_health_record/', { baby: b.id, recorded_at: at, weight_g: 3100 });
    expect(weightOnly.statusCode, weightOnly.body).toBe(201);
    expect(weightOnly.json().bilirubin_method).toBeNull();
    // Adding a reading to it later needs the method too, and a reading's method cannot be cleared.
    const later = await send('PUT', `/api/baby_health_record/${weightOnly.json().id}/`, { jaundice_mg_dl: 9 });
    expect(later.statusCode).toBe(400);
    expect(later.json().fields).toEqual({ bilirubin_method: ['required'] });
    const tsb = await send('POST', '/api/baby_health_record/', {
      baby: b.id,
      recorded_at: at,
      jaundice_mg_dl: 8,
      bilirubin_method: 'tsb',
    });
    const cleared = await send('PUT', `/api/baby_health_record/${tsb.json().id}/`, { bilirubin_method: null });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().fields).toEqual({ bilirubin_method: ['required'] });
    expect(await countRows(t, 'baby_health_record')).toBe(rows + 4);
  });

  it('keeps older readings without a method readable, and editable as long as the reading stays as it was', async () => {
    const b = await make.create(baby);
    const now = new Date().toISOString();
    // A row written before the method was asked (migration 0020 left it empty).
    const old = await t.db
      .insertInto('baby_health_record' as never)
      .values({
        baby: b.id,
        recorded_at: new Date(at).toISOString(),
        jaundice_mg_dl: 10.5,
        created_at: now,
        updated_at: now,
      } as never)
      .returning('id' as never)
      .executeTakeFirstOrThrow();
    const id = (old as { id: number }).id;
    const read = await auth.as.staff('GET', `/api/baby_health_record/${id}/`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ jaundice_mg_dl: 10.5, bilirubin_method: null });
    const note = await send('PUT', `/api/baby_health_record/${id}/`, { note: '補登備註' });
    expect(note.statusCode, note.body).toBe(200);
    const changed = await send('PUT', `/api/baby_health_record/${id}/`, { jaundice_mg_dl: 11 });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().fields).toEqual({ bilirubin_method: ['required'] });
    const named = await send('PUT', `/api/baby_health_record/${id}/`, { jaundice_mg_dl: 11, bilirubin_method: 'tcb' });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toMatchObject({ jaundice_mg_dl: 11, bilirubin_method: 'tcb' });
  });

  it("round-trips a baby's neurotoxicity risk factors, empty when not recorded", async () => {
    const plain = await make.create(baby, {
      isoimmune_haemolysis: null,
      g6pd_deficiency: null,
      sepsis: null,
      clinically_unstable: null,
      albumin_g_dl: null,
    });
    expect(plain).toMatchObject({
      isoimmune_haemolysis: null,
      g6pd_deficiency: null,
      sepsis: null,
      clinically_unstable: null,
      albumin_g_dl: null,
    });
    const risk = {
      isoimmune_haemolysis: true,
      g6pd_deficiency: false,
      sepsis: true,
      clinically_unstable: false,
      albumin_g_dl: 2.8,
    };
    const updated = await send('PUT', `/api/baby/${plain.id}/`, risk);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject(risk);
    const read = await auth.as.staff('GET', `/api/baby/${plain.id}/`);
    expect(read.json()).toMatchObject(risk);
    const back = await send('PUT', `/api/baby/${plain.id}/`, { g6pd_deficiency: true, sepsis: false, albumin_g_dl: 3.4 });
    expect(back.json()).toMatchObject({ isoimmune_haemolysis: true, g6pd_deficiency: true, sepsis: false, albumin_g_dl: 3.4 });
  });

  it('refuses an albumin outside 0.5–6.0 g/dL or a risk factor that is not yes or no, and changes nothing', async () => {
    const b = await make.create(baby, { albumin_g_dl: 3.1, sepsis: false });
    const babies = await countRows(t, 'baby');
    for (const albumin of [0.4, 6.1, -1, 30, 'low']) {
      const res = await send('PUT', `/api/baby/${b.id}/`, { albumin_g_dl: albumin });
      expect(res.statusCode, String(albumin)).toBe(400);
      expect(res.json().fields, String(albumin)).toHaveProperty('albumin_g_dl');
    }
    const created = await send('POST', '/api/baby/', {
      mother: b.mother,
      name: '小安',
      gender: 'female',
      albumin_g_dl: 6.5,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().fields).toHaveProperty('albumin_g_dl');
    const notBool = await send('PUT', `/api/baby/${b.id}/`, { sepsis: 'yes' });
    expect(notBool.statusCode).toBe(400);
    expect(notBool.json().fields).toHaveProperty('sepsis');
    expect(await countRows(t, 'baby')).toBe(babies);
    const unchanged = await auth.as.staff('GET', `/api/baby/${b.id}/`);
    expect(unchanged.json()).toMatchObject({ albumin_g_dl: 3.1, sepsis: false });
    // The ends of the range are accepted.
    for (const albumin of [0.5, 6.0]) {
      const res = await send('PUT', `/api/baby/${b.id}/`, { albumin_g_dl: albumin });
      expect(res.statusCode, res.body).toBe(200);
    }
    const read = await auth.as.staff('GET', `/api/baby/${b.id}/`);
    expect(read.json()).toMatchObject({ albumin_g_dl: 6, sepsis: false });
  });
});
