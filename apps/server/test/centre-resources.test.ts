import { describe, expect, it } from 'vitest';
import { type FieldSpec, orderingFields, type ResourceDefinition } from '@pnc/schemas/centre/define';
import { isClinicalRecord } from '@pnc/schemas/centre/health-data';
import { centreResources } from '@pnc/schemas/centre/resources';
import { hasRole } from '../src/plugins/auth';
import { answered, consistent, countRows, maker, roleTokens, sampleValue } from './centre-support';
import { engines, setupApp } from './helper';

/**
 * One suite over every generic centre resource: whatever a definition declares (fields, filters,
 * permissions) is exercised through the HTTP API on both engines.
 */
const entries = (def: ResourceDefinition) => Object.entries(def.fields) as [string, FieldSpec][];
const firstField = (def: ResourceDefinition, pred: (f: FieldSpec, name: string) => boolean) =>
  entries(def).find(([k, f]) => !f.readOnly && pred(f, k));

/**
 * The order the lists promise on both engines: empty values first, numbers and flags by value, text by code
 * point (test values stay in the Basic Multilingual Plane, where UTF-16 order is code point order).
 */
function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a == null) return -1;
  if (b == null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

describe.each(engines)('centre resources on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const as = (role: keyof typeof auth & string) => ({ authorization: auth[role as 'staff'] });

  it('documents ?ordering on every generic list in OpenAPI, with the columns it takes', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const def of centreResources) {
      const params = doc.paths[`/api/${def.path}/`].get.parameters as { name: string; in: string; schema: { enum?: string[] } }[];
      const ordering = params.find((p) => p.name === 'ordering' && p.in === 'query');
      const fields = orderingFields(def);
      expect(ordering?.schema.enum, def.name).toEqual([...fields, ...fields.map((f) => `-${f}`)]);
    }
  });

  describe.each(centreResources.map((d) => [d.name, d] as const))('%s', (_name, def) => {
    const base = `/api/${def.path}/`;
    const writer = def.permissions.write;
    const deleter = def.permissions.delete ?? writer;

    it('creates, reads, updates, lists and deletes, auditing each write', async () => {
      const payload = await make.payload(def);
      const created = await auth.as[writer]('POST', base, payload);
      expect(created.statusCode, created.body).toBe(201);
      const row = created.json();
      for (const [k, f] of entries(def)) if (!f.readOnly && !f.author) expect(row[k], k).toEqual(answered(f, payload[k]));
      // Who made the record is the caller (centre-people.test.ts).
      for (const [k, f] of entries(def)) if (f.author) expect(row[k], k).toBe(auth.users[writer].id);
      expect(row.created_at).toMatch(/Z$/);

      const read = await auth.as.staff('GET', `${base}${row.id}/`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(row);

      // Change every plain field to a second valid value (refs stay), as far as the cross-field rules let it.
      const sampled: Record<string, unknown> = {};
      for (const [k, f] of entries(def)) if (!f.readOnly && f.type !== 'ref') sampled[k] = sampleValue(k, f, 1);
      const change = consistent(def, sampled, row);
      const updated = await auth.as[writer]('PUT', `${base}${row.id}/`, change);
      expect(updated.statusCode, updated.body).toBe(200);
      for (const [k, v] of Object.entries(change)) expect(updated.json()[k], k).toEqual(answered(def.fields[k]!, v));

      const list = await auth.as.staff('GET', `${base}?limit=${def.list.maxLimit ?? 1000}`);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({ count: expect.any(Number), next: null, previous: null });
      expect(list.json().results.map((r: { id: number }) => r.id)).toContain(row.id);

      // A clinical record is archived with a reason (centre-health-audit.test.ts), any other deleted.
      const clinical = isClinicalRecord(def);
      const del = await t.inject({
        method: 'DELETE',
        url: `${base}${row.id}/`,
        headers: as(deleter),
        ...(clinical && { payload: { reason: 'test' } }),
      });
      expect(del.statusCode, del.body).toBe(204);
      expect((await auth.as.staff('GET', `${base}${row.id}/`)).statusCode).toBe(404);

      const audit = await auth.as.manager('GET', `/api/audit_log/?entity=${def.name}&entity_id=${row.id}`);
      const actions = audit.json().results.map((a: { action: string }) => a.action);
      expect(actions).toEqual(expect.arrayContaining(['create', 'update', clinical ? 'archive' : 'delete']));
      const upd = audit.json().results.find((a: { action: string }) => a.action === 'update');
      expect(Object.keys(upd.changed_fields)).toEqual(expect.arrayContaining(Object.keys(change)));
      expect(upd.actor_id).toBe(auth.users[writer].id);
    });

    it('filters by each declared filter', async () => {
      const row = await make.create(def);
      for (const flt of def.list.filters) {
        let query: string;
        let holds: (r: Record<string, unknown>) => boolean;
        if (flt.op === 'eq') {
          query = `${flt.field}=${encodeURIComponent(String(row[flt.field]))}`;
          holds = (r) => r[flt.field] === row[flt.field];
        } else if (flt.op === 'contains') {
          const part = String(row[flt.field]).slice(2, 8);
          query = `${flt.field}=${encodeURIComponent(part)}`;
          holds = (r) => String(r[flt.field]).toLowerCase().includes(part.toLowerCase());
        } else if (flt.op === 'range') {
          query = `${flt.field}_from=${String(row[flt.field])}&${flt.field}_to=${String(row[flt.field])}`;
          holds = (r) => r[flt.field] === row[flt.field];
        } else if (flt.op === 'window') {
          query = `from_date=${String(row[flt.start])}&duration=1`;
          holds = (r) =>
            String(r[flt.start]) <= String(row[flt.start]) &&
            (r[flt.end] === null || String(r[flt.end]) > String(row[flt.start]));
        } else {
          // custom filters have their own focused tests; here they must at least be accepted.
          query = 'from_date=2026-03-01&duration=7';
          holds = () => true;
        }
        const res = await auth.as.staff('GET', `${base}?${query}`);
        expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
        const results = res.json().results as Record<string, unknown>[];
        if (flt.op !== 'custom')
          expect(
            results.map((r) => r.id),
            query,
          ).toContain(row.id);
        for (const r of results) expect(holds(r), query).toBe(true);
      }
      // A filter value of the wrong type is a 400, not an empty list.
      const typed = def.list.filters.find(
        (f) => f.op === 'eq' && ['ref', 'int', 'enum', 'bool'].includes(def.fields[f.field]!.type),
      );
      if (typed && typed.op === 'eq') {
        const res = await auth.as.staff('GET', `${base}?${typed.field}=not-valid`);
        expect(res.statusCode).toBe(400);
      }
    });

    it('orders by each sortable list column both ways, ties by id, and refuses any other ordering', async () => {
      const fields = orderingFields(def);
      expect(fields.length).toBeGreaterThan(0);
      // Rows whose values differ in every column, and one with every optional sortable column empty.
      const sampled: Record<string, unknown> = {};
      for (const [k, f] of entries(def)) if (!f.readOnly && f.type !== 'ref') sampled[k] = sampleValue(k, f, 1);
      const varied = consistent(def, sampled);
      // Server-filled columns (computed, or the caller as author) are never empty through the API.
      const canBeEmpty = (k: string) => !def.fields[k]!.required && !def.fields[k]!.readOnly && !def.fields[k]!.author;
      const empty = fields.filter(canBeEmpty).map((k) => [k, null]);
      await make.create(def);
      await make.create(def, varied);
      await make.create(def, Object.fromEntries(empty));
      const limit = def.list.maxLimit ?? 1000;
      const list = async (query: string) => {
        const res = await auth.as.staff('GET', `${base}?${query}`);
        expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
        return res.json() as { count: number; results: Record<string, unknown>[] };
      };
      const ids = (rows: Record<string, unknown>[]) => rows.map((r) => r.id as number);
      for (const field of fields) {
        const asc = await list(`ordering=${field}&limit=${limit}`);
        const desc = await list(`ordering=-${field}&limit=${limit}`);
        const byField = (a: Record<string, unknown>, b: Record<string, unknown>) =>
          compareValues(a[field], b[field]) || (a.id as number) - (b.id as number);
        expect(ids(asc.results), `${field} ascending`).toEqual(ids([...asc.results].sort(byField)));
        expect(ids(desc.results), `${field} descending`).toEqual(ids([...desc.results].sort((a, b) => byField(b, a))));
        if (asc.count <= limit) {
          expect(ids(desc.results), `-${field} reverses ${field}`).toEqual(ids(asc.results).reverse());
          if (canBeEmpty(field)) expect(asc.results[0]![field], `${field}: empty first`).toBeNull();
        }
      }
      // Pages of one ordering follow each other without repeats or gaps.
      const full = await list(`ordering=-${fields[0]}&limit=6`);
      const paged: Record<string, unknown>[] = [];
      for (let offset = 0; offset < 6; offset += 2)
        paged.push(...(await list(`ordering=-${fields[0]}&limit=2&offset=${offset}`)).results);
      expect(ids(paged)).toEqual(ids(full.results));

      const refused = ['not_a_field', '-not_a_field', 'id', '-created_at', `--${fields[0]}`, `${fields[0]},id`, ''];
      for (const sensitive of def.sensitive ?? []) refused.push(sensitive, `-${sensitive}`);
      for (const ordering of refused) {
        const res = await auth.as.staff('GET', `${base}?ordering=${encodeURIComponent(ordering)}`);
        expect(res.statusCode, `ordering=${ordering}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'validation_error', fields: { ordering: expect.any(Array) } });
      }
    });

    it('refuses anonymous callers (401) and customers (403), and staff where a manager is needed', async () => {
      const row = await make.create(def);
      const payload = await make.payload(def);
      const calls = [
        { method: 'GET' as const, url: base },
        { method: 'GET' as const, url: `${base}${row.id}/` },
        { method: 'POST' as const, url: base, payload },
        { method: 'PUT' as const, url: `${base}${row.id}/`, payload },
        { method: 'DELETE' as const, url: `${base}${row.id}/` },
      ];
      for (const c of calls) {
        expect((await t.inject(c)).statusCode, `${c.method} anonymous`).toBe(401);
        const res = await t.inject({ ...c, headers: as('customer') });
        expect(res.statusCode, `${c.method} customer`).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
      // Staff: each write with a fresh valid payload, so only the role decides the answer. The payloads are made
      // first: making their referenced rows may write rows of this table too (a contract's deposit line).
      const [postPayload, putPayload] = [await make.payload(def), await make.payload(def)];
      const before = await countRows(t, def.table);
      const post = await auth.as.staff('POST', base, postPayload);
      expect(post.statusCode, `POST staff ${post.body}`).toBe(hasRole('staff', writer) ? 201 : 403);
      const put = await auth.as.staff('PUT', `${base}${row.id}/`, putPayload);
      expect(put.statusCode, `PUT staff ${put.body}`).toBe(hasRole('staff', writer) ? 200 : 403);
      const del = await auth.as.staff('DELETE', `${base}${row.id}/`);
      expect(del.statusCode, 'DELETE staff').toBe(hasRole('staff', deleter) ? 204 : 403);
      if (!hasRole('staff', writer)) expect(await countRows(t, def.table)).toBe(before);
    });

    it('refuses bad input with 400 naming the field and writes nothing', async () => {
      const good = await make.payload(def);
      const cases: [string, Record<string, unknown>][] = [];
      const required = firstField(def, (f) => !!f.required);
      if (required) {
        const { [required[0]]: _gone, ...rest } = good;
        cases.push([required[0], rest]);
      }
      const en = firstField(def, (f) => f.type === 'enum');
      if (en) cases.push([en[0], { ...good, [en[0]]: 'not_a_value' }]);
      const date = firstField(def, (f) => f.type === 'date');
      if (date) cases.push([date[0], { ...good, [date[0]]: '2026-02-30' }]);
      const dt = firstField(def, (f) => f.type === 'datetime');
      if (dt) cases.push([dt[0], { ...good, [dt[0]]: '2026-13-01T08:00:00Z' }]);
      const num = firstField(
        def,
        (f) => ['int', 'number', 'money'].includes(f.type) && (f.max !== undefined || f.min !== undefined),
      );
      if (num) {
        const [k, f] = num;
        cases.push([k, { ...good, [k]: f.max !== undefined ? f.max + 1 : f.min! - 1 }]);
        cases.push([k, { ...good, [k]: 'twelve' }]);
      }
      const ref = firstField(def, (f) => f.type === 'ref' && !f.author);
      if (ref) cases.push([ref[0], { ...good, [ref[0]]: 999_999 }]);
      expect(cases.length).toBeGreaterThan(0);

      const before = await countRows(t, def.table);
      const auditBefore = await countRows(t, 'audit_log');
      for (const [field, payload] of cases) {
        const res = await auth.as.admin('POST', base, payload);
        expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
        expect(res.json().code).toBe('validation_error');
        expect(Object.keys(res.json().fields), field).toContain(field);
      }
      expect(await countRows(t, def.table)).toBe(before);
      expect(await countRows(t, 'audit_log')).toBe(auditBefore);
    });

    it('answers 409 for a duplicate unique value and for deleting a row others refer to', async () => {
      const unique = entries(def).filter(([, f]) => f.unique);
      const row = await make.create(def);
      for (const [k] of unique) {
        const before = await countRows(t, def.table);
        const dup = await auth.as.admin('POST', base, { ...(await make.payload(def)), [k]: row[k] });
        expect(dup.statusCode, dup.body).toBe(409);
        expect(dup.json()).toMatchObject({ code: 'already_used', fields: { [k]: expect.any(Array) } });
        expect(await countRows(t, def.table)).toBe(before);
      }
      const child = centreResources.find((d) => entries(d).some(([, f]) => f.type === 'ref' && f.ref === def.name && f.required));
      if (child) {
        const refField = entries(child).find(([, f]) => f.type === 'ref' && f.ref === def.name)![0];
        await make.create(child, { [refField]: row.id });
        const del = await t.inject({
          method: 'DELETE',
          url: `${base}${row.id}/`,
          headers: as('admin'),
          ...(isClinicalRecord(def) && { payload: { reason: 'test' } }),
        });
        expect(del.statusCode, del.body).toBe(409);
        expect(del.json().code).toBe('still_referenced');
        expect((await auth.as.staff('GET', `${base}${row.id}/`)).statusCode).toBe(200);
      }
    });

    it('reduces object-valued refs to their id, and takes form posts', async () => {
      const payload = await make.payload(def);
      // Who made the record is the caller's, never the body's (centre-people.test.ts); server-set refs are not sent.
      const refs = entries(def).filter(([, f]) => f.type === 'ref' && !f.author && !f.readOnly);
      const objectified = { ...payload };
      for (const [k] of refs) objectified[k] = { id: payload[k], name: 'ignored', nested: { deep: true } };
      const res = await auth.as.admin('POST', base, objectified);
      expect(res.statusCode, res.body).toBe(201);
      for (const [k] of refs) expect(res.json()[k]).toBe(payload[k]);

      // A form post carries every value as text: numbers, refs and flags are read from it (an empty field is left out).
      const flat = Object.fromEntries(
        Object.entries(await make.payload(def))
          .filter(([k, v]) => def.fields[k]!.type !== 'json' && v !== null)
          .map(([k, v]) => [k, String(v)]),
      );
      const form = await t.inject({
        method: 'POST',
        url: base,
        headers: { ...as('admin'), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(flat).toString(),
      });
      expect(form.statusCode, form.body).toBe(201);
    });
  });
});
