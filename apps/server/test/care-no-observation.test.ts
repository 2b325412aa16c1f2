import { describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '@pnc/schemas/centre/define';
import { observationErrorField, observationFields, observationRecords } from '@pnc/schemas/centre/observations';
import { consistent, countRows, maker, roleTokens, sampleValue } from './centre-support';
import { engines, setupApp } from './helper';

/** A clinical observation records at least one value: only its links, time, author and note is refused. */
describe.each(engines)('a clinical record with no observation on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const post = (def: ResourceDefinition, payload: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: `/api/${def.path}/`, headers: { authorization: auth.staff }, payload });

  /** What a value's own route rule needs beside it: a bilirubin reading says how it was measured. */
  const companions: Record<string, Record<string, unknown>> = { jaundice_mg_dl: { bilirubin_method: 'tcb' } };

  /** A valid payload with only what is not an observation: the mother or baby, the time, a note. */
  async function context(def: ResourceDefinition) {
    const full = await make.payload(def);
    const observed = new Set(observationFields(def));
    return Object.fromEntries(Object.entries(full).filter(([k]) => !observed.has(k)));
  }

  it('covers the nursing record, the check-in evaluation, the baby health record and care event', () => {
    expect(observationRecords.map((d) => d.name).sort()).toEqual(
      ['baby_care_event', 'baby_health_record', 'mom_caring_record', 'mom_checkedin_eval'].sort(),
    );
    for (const def of observationRecords) {
      const fields = observationFields(def);
      expect(fields.length, def.name).toBeGreaterThan(0);
      for (const none of ['note', 'recorded_at', 'occurred_at', 'eval_at', 'mother', 'baby', 'nurse', 'evaluator'])
        expect(fields, def.name).not.toContain(none);
    }
  });

  it.each(observationRecords.map((d) => [d.name, d] as const))('refuses an empty %s and writes nothing', async (_, def) => {
    const body = { ...(await context(def)), note: 'seen, nothing measured' };
    const before = await countRows(t, def.table);
    const res = await post(def, body);
    expect(res.statusCode, res.body).toBe(400);
    const requiredObservation = observationFields(def).filter((k) => def.fields[k]!.required);
    if (requiredObservation.length) {
      // A care event's kind is itself the observation, and a required one: missing, it is refused as required.
      for (const k of requiredObservation) expect(res.json().fields[k]).toEqual(['required']);
    } else {
      expect(res.json()).toMatchObject({ code: 'validation_error', fields: { [observationErrorField]: ['no_observation'] } });
    }
    expect(await countRows(t, def.table)).toBe(before);
  });

  it.each(observationRecords.map((d) => [d.name, d] as const))('saves a %s with any one observation', async (_, def) => {
    const base = await context(def);
    // Where an observation is required (a care event's kind), that one is the observation every record has.
    const required = observationFields(def).filter((k) => def.fields[k]!.required);
    for (const field of required.length ? required : observationFields(def)) {
      // The one value, with what its own rules need beside it (a temperature's site, a wound's type, a feed's side).
      const body = consistent(def, { ...base, [field]: sampleValue(field, def.fields[field]!), ...companions[field] });
      const res = await post(def, body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(201);
    }
  });

  it('refuses an edit that clears every observation, and keeps the record as it was', async () => {
    const def = observationRecords.find((d) => d.name === 'mom_caring_record')!;
    const base = await context(def);
    const created = await post(def, { ...base, pulse: 80 });
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json();
    const res = await t.inject({
      method: 'PUT',
      url: `/api/${def.path}/${row.id}/`,
      headers: { authorization: auth.staff },
      payload: { pulse: null, note: 'cleared' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toEqual({ [observationErrorField]: ['no_observation'] });
    const stored = await t.inject({ method: 'GET', url: `/api/${def.path}/${row.id}/`, headers: { authorization: auth.staff } });
    expect(stored.json()).toMatchObject({ pulse: 80, note: row.note ?? null });
  });
});
