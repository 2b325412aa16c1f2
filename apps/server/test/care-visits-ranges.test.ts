import { describe, expect, it } from 'vitest';
import { baby } from '@pnc/schemas/centre/baby';
import { mother } from '@pnc/schemas/centre/mother';
import { countRows, maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

/** Visits by arrival or departure day; vital signs and scores outside plausible ranges are refused. */
describe.each(engines)('visits and ranges on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const post = (path: string, payload: Record<string, unknown>) => auth.as.staff('POST', `/api/${path}/`, payload);

  it('lists visits by mother, and by a window of Taipei days on visited_at or left_at', async () => {
    const m = await make.create(mother);
    const other = await make.create(mother);
    // Arrives 2026-04-01 23:30 Taipei, leaves 2026-04-02 00:30 Taipei (15:30Z and 16:30Z on 04-01).
    const late = await post('visit_record', {
      mother: m.id,
      visitor_name: '王先生',
      relation: '配偶',
      visited_at: '2026-04-01T23:30:00+08:00',
      left_at: '2026-04-02T00:30:00+08:00',
      temperature_c: 36.5,
      temperature_site: 'forehead',
    });
    expect(late.statusCode, late.body).toBe(201);
    const early = await post('visit_record', {
      mother: other.id,
      visitor_name: '李小姐',
      visited_at: '2026-04-03T10:00:00+08:00',
    });
    const ids = async (query: string) => {
      const res = await auth.as.staff('GET', `/api/visit_record/?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().results.map((r: { id: number }) => r.id) as number[];
    };
    expect(await ids(`mother=${m.id}`)).toEqual([late.json().id]);
    expect(await ids('from_date=2026-04-01&duration=1')).toEqual([late.json().id]);
    expect(await ids('from_date=2026-04-01&duration=1&field=visited_at')).toEqual([late.json().id]);
    expect(await ids('from_date=2026-04-01&duration=1&field=left_at')).toEqual([]);
    expect(await ids('from_date=2026-04-02&duration=1&field=left_at')).toEqual([late.json().id]);
    expect(await ids('from_date=2026-04-02&duration=2')).toEqual([early.json().id]);
    expect((await ids('from_date=2026-04-01&duration=3')).length).toBe(2);
    const bad = await auth.as.staff('GET', '/api/visit_record/?from_date=2026-04-01&field=created_at');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('field');
    const backwards = await post('visit_record', {
      mother: m.id,
      visitor_name: '張小姐',
      visited_at: '2026-04-05T10:00:00+08:00',
      left_at: '2026-04-05T09:00:00+08:00',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toHaveProperty('left_at');
  });

  it('refuses implausible vitals and out-of-range scores with 400 naming the field, and writes nothing', async () => {
    const m = await make.create(mother);
    const b = await make.create(baby);
    const at = '2026-04-10T09:00:00+08:00';
    const cases: [string, string, Record<string, unknown>][] = [
      ['mom_checkedin_eval', 'temperature_c', { mother: m.id, eval_at: at, temperature_c: 45 }],
      ['mom_checkedin_eval', 'epds_score', { mother: m.id, eval_at: at, epds_score: 31 }],
      ['mom_checkedin_eval', 'pain_score', { mother: m.id, eval_at: at, pain_score: 11 }],
      ['mom_checkedin_eval', 'bp_systolic', { mother: m.id, eval_at: at, bp_systolic: 300 }],
      ['mom_checkedin_eval', 'pulse', { mother: m.id, eval_at: at, pulse: 20 }],
      ['mom_caring_record', 'temperature_c', { mother: m.id, recorded_at: at, temperature_c: 33.9 }],
      ['mom_caring_record', 'bp_diastolic', { mother: m.id, recorded_at: at, bp_diastolic: 160 }],
      ['mom_caring_record', 'respiration', { mother: m.id, recorded_at: at, respiration: 61 }],
      ['baby_health_record', 'weight_g', { baby: b.id, recorded_at: at, weight_g: 9000 }],
      ['baby_health_record', 'temperature_c', { baby: b.id, recorded_at: at, temperature_c: 42.5 }],
      ['baby_health_record', 'heart_rate', { baby: b.id, recorded_at: at, heart_rate: 250 }],
      ['baby_health_record', 'jaundice_mg_dl', { baby: b.id, recorded_at: at, jaundice_mg_dl: -1 }],
      ['visit_record', 'temperature_c', { mother: m.id, visitor_name: 'x', visited_at: at, temperature_c: 45 }],
    ];
    for (const [path, field, payload] of cases) {
      const before = await countRows(t, path);
      const res = await post(path, payload);
      expect(res.statusCode, `${path}.${field}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe('validation_error');
      expect(Object.keys(res.json().fields), `${path}.${field}`).toContain(field);
      expect(await countRows(t, path)).toBe(before);
    }
    // The edges themselves are plausible.
    const edges = await post('mom_checkedin_eval', {
      mother: m.id,
      eval_at: at,
      temperature_c: 38.0,
      temperature_site: 'ear',
      epds_score: 30,
      pain_score: 10,
      bp_systolic: 250,
      bp_diastolic: 30,
    });
    expect(edges.statusCode, edges.body).toBe(201);
    expect(edges.json()).toMatchObject({ temperature_c: 38, epds_score: 30, pain_score: 10 });
    const newborn = await post('baby_health_record', {
      baby: b.id,
      recorded_at: at,
      weight_g: 300,
      temperature_c: 36.8,
      temperature_site: 'axilla',
      jaundice_mg_dl: 12.5,
      bilirubin_method: 'tcb',
    });
    expect(newborn.statusCode, newborn.body).toBe(201);
    expect(newborn.json().jaundice_mg_dl).toBe(12.5);
  });
});
