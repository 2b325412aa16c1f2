import { describe, expect, it } from 'vitest';
import { type FieldSpec, type ResourceDefinition, taipeiToday } from '@pnc/schemas/centre/define';
import { centreResources } from '@pnc/schemas/centre/resources';
import { fieldErrorCodes } from '@pnc/schemas/common';
import { parseFieldError } from '@pnc/schemas/field-errors';
import { consistent, countRows, maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

/**
 * Refuse, never change silently: every generic centre resource refuses a value outside what its definition
 * declares with 400 validation_error and a stable field-error code (with the limit) under that field, and
 * writes nothing; what it takes it stores exactly as sent.
 */
const writable = (def: ResourceDefinition) =>
  (Object.entries(def.fields) as [string, FieldSpec][]).filter(([, f]) => !f.readOnly);
const isNumeric = (f: FieldSpec) => f.type === 'int' || f.type === 'number' || f.type === 'money';

/** Every out-of-range or malformed value the definition lets us name, with the code the server must answer. */
function badValues(def: ResourceDefinition): [field: string, value: unknown, code: string][] {
  const out: [string, unknown, string][] = [];
  for (const [k, f] of writable(def)) {
    if (isNumeric(f)) {
      const min = f.min ?? (f.type === 'money' ? 0 : undefined);
      if (f.max !== undefined) out.push([k, f.max + 1, `too_big:${f.max}`]);
      if (min !== undefined) out.push([k, min - 1, `too_small:${min}`]);
      if (f.type !== 'number') out.push([k, (min ?? 0) + 1.5, 'not_integer']);
      out.push([k, 'twelve', 'not_number']);
    }
    if (f.type === 'text' || f.type === 'longtext') {
      const max = f.max ?? (f.type === 'text' ? 200 : 5000);
      out.push([k, 'x'.repeat(max + 1), `too_long:${max}`]);
    }
    if (f.type === 'date') out.push([k, '2026-02-30', 'not_a_date']);
    if (f.type === 'datetime') out.push([k, '2026-13-01T08:00:00Z', 'not_a_datetime']);
    if (f.type === 'enum') out.push([k, 'not_a_value', 'not_one_of']);
    if (f.type === 'ref') out.push([k, 'abc', 'not_an_id']);
    if (f.notFuture && f.type === 'date') out.push([k, '2030-01-01', 'in_future']);
    if (f.notFuture && f.type === 'datetime') out.push([k, '2030-01-01T08:00:00+08:00', 'in_future']);
  }
  return out;
}

describe('field-error codes', () => {
  it('are parsed back with their limit, and anything else reads as invalid', () => {
    expect(parseFieldError('too_big:30')).toEqual({ code: 'too_big', limit: '30' });
    expect(parseFieldError('required')).toEqual({ code: 'required' });
    expect(parseFieldError('must be after start_date')).toEqual({ code: 'invalid' });
    expect(parseFieldError('not_before:start_at')).toEqual({ code: 'not_before', field: 'start_at' });
    expect(fieldErrorCodes).toContain('bad_character');
  });
});

describe.each(engines)('refused input on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const admin = () => ({ authorization: auth.admin });
  /** A request as the admin, who may write every resource. */
  const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.inject({ method, url, headers: admin(), payload });

  describe.each(centreResources.map((d) => [d.name, d] as const))('%s', (_name, def) => {
    const base = `/api/${def.path}/`;

    it('refuses every value beyond its limits with its field code, on create and update, writing nothing', async () => {
      const row = await make.create(def);
      const good = await make.payload(def);
      const cases = badValues(def);
      expect(cases.length).toBeGreaterThan(0);
      const before = await countRows(t, def.table);
      const auditBefore = await countRows(t, 'audit_log');
      for (const [k, value, code] of cases) {
        const create = await asAdmin('POST', base, { ...good, [k]: value });
        expect(create.statusCode, `${k}=${String(value).slice(0, 20)}: ${create.body.slice(0, 300)}`).toBe(400);
        expect(create.json().code).toBe('validation_error');
        expect(create.json().fields[k], `${k}=${String(value).slice(0, 20)}`).toContain(code);
        const update = await asAdmin('PUT', `${base}${row.id}/`, { [k]: value });
        expect(update.statusCode, `PUT ${k}`).toBe(400);
        expect(update.json().fields[k]).toContain(code);
      }
      expect(await countRows(t, def.table)).toBe(before);
      expect(await countRows(t, 'audit_log')).toBe(auditBefore);
      const read = await asAdmin('GET', `${base}${row.id}/`);
      expect(read.json()).toEqual(row);
    });

    it('stores the limits themselves and a fractional number exactly as sent', async () => {
      const good = await make.payload(def);
      const edges: Record<string, unknown> = {};
      for (const [k, f] of writable(def)) {
        if (isNumeric(f) && f.max !== undefined) edges[k] = f.max;
        if (f.type === 'number') edges[k] = (f.min ?? 0) + 0.5;
        // A formatted text (a phone, a national ID) has its own shape; its limits are its format's (tw-identity tests).
        if ((f.type === 'text' || f.type === 'longtext') && f.max !== undefined && !f.format) edges[k] = 'y'.repeat(f.max);
      }
      // Edges a cross-field rule does not let the record carry (a breastfeed's volume) are left out.
      const payload = consistent(def, { ...good, ...edges });
      const res = await asAdmin('POST', base, payload);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
      for (const [k, v] of Object.entries(edges)) if (payload[k] === v) expect(res.json()[k], k).toEqual(v);
    });

    it('refuses U+0000 and a lone surrogate in a text field, and in a form post', async () => {
      const text = writable(def).find(([, f]) => f.type === 'text' || f.type === 'longtext');
      if (!text) return;
      const good = await make.payload(def);
      const before = await countRows(t, def.table);
      for (const bad of ['a\u0000b', 'a\ud800b', '\udc00']) {
        const res = await asAdmin('POST', base, { ...good, [text[0]]: bad });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ code: 'validation_error', fields: { [text[0]]: ['bad_character'] } });
      }
      const form = await t.inject({
        method: 'POST',
        url: base,
        headers: { ...admin(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: `${text[0]}=a%00b`,
      });
      expect(form.statusCode).toBe(400);
      expect(form.json().fields[text[0]]).toEqual(['bad_character']);
      expect(await countRows(t, def.table)).toBe(before);
    });
  });

  it('refuses a baby born in the future and a mother born after today, and takes today', async () => {
    const mother = await make.create(centreResources.find((d) => d.name === 'mother')!);
    const baby = { mother: mother.id, name: 'Future', gender: 'female' };
    const future = await asAdmin('POST', '/api/baby/', { ...baby, birth_at: '2030-01-01T08:00:00+08:00' });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields.birth_at).toEqual(['in_future']);
    const now = await asAdmin('POST', '/api/baby/', { ...baby, birth_at: new Date().toISOString() });
    expect(now.statusCode, now.body).toBe(201);
    const tomorrow = new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10);
    const bad = await asAdmin('PUT', `/api/mother/${mother.id}/`, { birthday: tomorrow });
    expect(bad.json().fields?.birthday).toEqual(['in_future']);
    const ok = await asAdmin('PUT', `/api/mother/${mother.id}/`, {
      name: mother.name,
      phone: mother.phone,
      birthday: taipeiToday(),
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('answers a missing required field and a blank one as required', async () => {
    const res = await asAdmin('POST', '/api/mother/', { name: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ name: ['required'], phone: ['required'] });
  });

  describe('text holding U+0000 or a lone surrogate, anywhere', () => {
    it('is refused at anonymous login (JSON and form), never a 500', async () => {
      for (const payload of [
        { username: 'a\u0000', password: 'x' },
        { username: 'someone', password: 'pw\u0000' },
        { username: '\ud83d', password: 'x' },
      ]) {
        const res = await t.inject({ method: 'POST', url: '/api/login/', payload });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().code).toBe('validation_error');
        expect(Object.values(res.json().fields).flat()).toEqual(['bad_character']);
      }
      const form = await t.inject({
        method: 'POST',
        url: '/api/login/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=a%00b&password=x',
      });
      expect(form.statusCode).toBe(400);
      expect(form.json().fields).toEqual({ username: ['bad_character'] });
    });

    it('is refused in a query string, a path parameter, a nested body value and a key', async () => {
      const list = await asAdmin('GET', '/api/mother/?name=a%00');
      expect(list.statusCode).toBe(400);
      expect(list.json().fields).toEqual({ name: ['bad_character'] });
      const path = await asAdmin('GET', '/api/mother/1%00/');
      expect(path.statusCode).toBe(400);
      expect(path.json().code).toBe('validation_error');
      const nested = await asAdmin('POST', '/api/mother/', { name: 'A', phone: '0912', extra: { list: ['ok', 'x\udfff'] } });
      expect(nested.json().fields).toEqual({ 'extra.list.1': ['bad_character'] });
      const key = await asAdmin('POST', '/api/mother/', { 'na\u0000me': 'A' });
      expect(key.statusCode).toBe(400);
    });

    it('takes a well-formed surrogate pair (an emoji) and stores it as sent', async () => {
      const res = await asAdmin('POST', '/api/mother/', { name: '林😀美', phone: '0912-000-321' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().name).toBe('林😀美');
    });
  });
});
