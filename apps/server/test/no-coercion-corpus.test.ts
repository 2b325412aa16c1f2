import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MINUTE } from '../src/lib/time';
import { sql } from 'kysely';
import { seedDemoIfEmpty } from '../src/demo/seed';
import { engines, holdClock, setupApp } from './helper';
import { ruleOf } from './support/access-rules';
import { bodyFor, makePeople, makeWorld, pathFor, type People, queryFor } from './support/access-world';
import { type Api, fingerprinter, loadApi, type Operation, type Schema, urlOf } from './support/openapi-ops';

/**
 * The server coerces nothing in a JSON body: on every write route of the OpenAPI document (centre and shop), each body
 * property that is a number, an id or a yes/no is sent as each value of a corpus of near-misses, one at a time in an
 * otherwise valid body, and must be refused with 400 at that property with a stable code, changing nothing.
 */

type Kind = 'number' | 'integer' | 'boolean';
interface Target {
  path: string[];
  kind: Kind;
  /** null is a value the property takes (an optional field cleared), so it is no near-miss there. */
  nullable: boolean;
  /** An id that may also be given as {"id": …}: a centre ref's refusal says `not_an_id`. */
  ref: boolean;
}

/** The JSON types a schema node takes (through $ref, anyOf and type lists). */
function typesOf(api: Api, raw: Schema, depth = 0): Set<string> {
  const s = api.resolve(raw);
  const out = new Set<string>();
  if (depth > 8) return out;
  for (const t of s.type === undefined ? [] : [s.type as string | string[]].flat()) out.add(t);
  for (const sub of [...((s.anyOf as Schema[]) ?? []), ...((s.oneOf as Schema[]) ?? [])])
    for (const t of typesOf(api, sub, depth + 1)) out.add(t);
  if (Array.isArray(s.enum)) for (const v of s.enum) out.add(v === null ? 'null' : typeof v);
  return out;
}

/** The object properties of a node, through $ref and a nullable body (anyOf with null). */
function propertiesOf(api: Api, raw: Schema): Record<string, Schema> {
  const s = api.resolve(raw);
  const own = (s.properties ?? {}) as Record<string, Schema>;
  const alternatives = ((s.anyOf as Schema[]) ?? []).map((x) => propertiesOf(api, x));
  return Object.assign({}, ...alternatives, own) as Record<string, Schema>;
}

/** Every property of a body, nested objects' too, whose value is a number, an integer or a boolean and never text. */
function targetsOf(api: Api, body: Schema, at: string[] = [], depth = 0): Target[] {
  const found: Target[] = [];
  if (depth > 3) return found;
  for (const [name, node] of Object.entries(propertiesOf(api, body))) {
    const types = typesOf(api, node);
    const path = [...at, name];
    if (!types.has('string')) {
      const kind: Kind | undefined = types.has('integer')
        ? 'integer'
        : types.has('number')
          ? 'number'
          : types.has('boolean')
            ? 'boolean'
            : undefined;
      if (kind) found.push({ path, kind, nullable: types.has('null'), ref: types.has('object') });
    }
    // A nested object's own properties; an id given as {"id": …} is refused at the id's field itself, walked above.
    const ref = types.has('number') || types.has('integer');
    if (types.has('object') && !ref && Object.keys(propertiesOf(api, node)).length)
      found.push(...targetsOf(api, node, path, depth + 1));
  }
  return found;
}

const NUMBER_CORPUS: unknown[] = ['', [], false, true, '7', '0x10', '1e3', ' 7 ', [7], '３８', {}];
const BOOLEAN_CORPUS: unknown[] = ['', [], 'true', 'false', 'on', 0, 1, '7', [true], {}];

/** The near-misses of one property, each with the field codes its refusal may carry. */
function corpusOf(t: Target): [unknown, string[]][] {
  const cases: [unknown, string[]][] = [];
  if (!t.nullable) cases.push([null, ['required']]);
  if (t.kind === 'boolean') for (const v of BOOLEAN_CORPUS) cases.push([v, ['not_one_of']]);
  else {
    const codes = t.ref ? ['not_number', 'not_an_id'] : ['not_number'];
    for (const v of NUMBER_CORPUS) cases.push([v, codes]);
    if (t.kind === 'integer') cases.push([1.5, t.ref ? ['not_integer', 'not_an_id'] : ['not_integer']]);
  }
  return cases;
}

function withValue(body: object, path: string[], value: unknown): Record<string, unknown> {
  const out = structuredClone(body) as Record<string, unknown>;
  let node = out;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    node = node[key] = next && typeof next === 'object' && !Array.isArray(next) ? (next as Record<string, unknown>) : {};
  }
  node[path[path.length - 1]!] = value;
  return out;
}

/** Who may make the call: A for her own orders and comments, an admin for the admin's routes, else a manager. */
function callerFor(op: Operation, people: People): string {
  const rule = ruleOf(op);
  if (rule === 'owner' || rule === 'ownerOrManager' || rule === 'user') return people.auth.customerA!;
  if (rule === 'admin') return people.auth.admin!;
  return people.auth.manager!;
}

describe.each(engines)('no number, id or yes/no is read from other JSON (%s)', (engine) => {
  const t = setupApp(engine);
  let api: Api;
  let people: People;

  beforeAll(async () => {
    await seedDemoIfEmpty(t.db); // centre records to write to
    api = await loadApi(t);
    people = await makePeople(t);
  }, 60_000);

  it('finds the number, id and yes/no properties of the write routes, centre and shop', () => {
    const writes = api.ops.filter((op) => op.body && ['POST', 'PUT', 'PATCH'].includes(op.method));
    const all = writes.flatMap((op) => targetsOf(api, op.body!).map((x) => `${op.key} ${x.path.join('.')}`));
    // A few known ones, so a walk that finds nothing cannot pass.
    expect(all).toEqual(
      expect.arrayContaining([
        'PUT /api/items/{id}/ price',
        'PUT /api/items/{id}/ is_active',
        'PUT /api/categories/{id}/ parent_id',
        'POST /api/mom_medication_record/ dose',
        'POST /api/mom_medication_record/ mother',
        'PUT /api/mom_billing_record/{id}/ paid',
        'PUT /api/user/{id}/ is_active',
      ]),
    );
  });

  it('refuses each near-miss at its field with a stable code, and changes nothing', async () => {
    holdClock();
    const w = await makeWorld(t, people);
    const fingerprint = await fingerprinter(t);
    const failures: string[] = [];
    let sent = 0;
    const writes = api.ops.filter((op) => op.body && ['POST', 'PUT', 'PATCH'].includes(op.method));
    for (const op of writes) {
      const targets = targetsOf(api, op.body!);
      if (!targets.length) continue;
      const valid = (await bodyFor(t, op, api, w, people)) ?? {};
      const url = urlOf(op, pathFor(op, w, people), queryFor(op, w));
      const authorization = callerFor(op, people);
      // What a refused write must leave as it was: every table, and the record a PUT names, read back.
      // (A read of health data is itself audited: the record is read before the fingerprint and after the last.)
      const readBack = async () =>
        op.method === 'PUT' && /\{id\}\/$/.test(op.path)
          ? (await t.inject({ method: 'GET', url, headers: { authorization: people.auth.admin! } })).body
          : '';
      const record = await readBack();
      const before = await fingerprint();
      for (const target of targets) {
        const field = target.path.join('.');
        for (const [value, codes] of corpusOf(target)) {
          const payload = withValue(valid, target.path, value);
          const send = () => t.inject({ method: op.method, url, headers: { authorization }, payload });
          let res = await send();
          // A throttled route counts refused attempts too (card payments: 10 a minute): the next minute, once more.
          if (res.statusCode === 429) {
            vi.setSystemTime(Date.now() + MINUTE);
            res = await send();
          }
          sent++;
          const line = `${op.key} ${field}=${JSON.stringify(value)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
          if (res.statusCode !== 400) {
            failures.push(line);
            continue;
          }
          const got = (res.json() as { fields?: Record<string, string[]> }).fields?.[field];
          if (!got?.length || !got.every((c) => codes.includes(c))) failures.push(`${line} (wanted ${codes.join('|')})`);
        }
      }
      if ((await fingerprint()) !== before) failures.push(`${op.key}: the database changed after refused writes`);
      if ((await readBack()) !== record) failures.push(`${op.key}: the record read back changed`);
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(500);
  }, 90_000);

  const form = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>) =>
    t.inject({
      method,
      url,
      headers: { authorization: people.auth.manager!, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const lastId = async (table: string) => {
    const { rows } = await sql<{ id: number }>`select max(id) as id from ${sql.table(table)}`.execute(t.db);
    return Number(rows[0]!.id);
  };

  it('reads the text of a form post as numbers, ids and yes/no strictly, and only of a form post', async () => {
    const mother = String(await lastId('mother'));
    const dose = { mother, drug: 'Paracetamol', route: 'oral', dose_unit: 'mg', given_at: '2026-01-05T08:00:00+08:00' };
    const made = await form('POST', '/api/mom_medication_record/', { ...dose, dose: '-0.5' });
    expect(made.statusCode, made.body).toBe(400); // read as −0.5, then refused by its own rule, not as text
    expect(made.json().fields.dose).toEqual(['not_positive']);
    const fine = await form('POST', '/api/mom_medication_record/', { ...dose, dose: '500.25' });
    expect(fine.statusCode, fine.body).toBe(201);
    expect(fine.json()).toMatchObject({ dose: 500.25, mother: Number(mother) });
    const count = await lastId('mom_medication_record');
    for (const typed of ['0x10', '1e3', ' 7', '7 ', '５００', '7,5', '1.2.3', '+7', '.5', '']) {
      const res = await form('POST', '/api/mom_medication_record/', { ...dose, dose: typed });
      expect(res.statusCode, `dose=${typed}`).toBe(400);
      expect(res.json().fields.dose, `dose=${typed}`).toEqual(['not_number']);
    }
    const badRef = await form('POST', '/api/mom_medication_record/', { ...dose, dose: '5', mother: '0x1' });
    expect(badRef.json().fields.mother).toEqual(['not_an_id']);
    expect(await lastId('mom_medication_record')).toBe(count);

    const baby = await lastId('baby');
    const yes = await form('PUT', `/api/baby/${baby}/`, { g6pd_deficiency: 'true' });
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json().g6pd_deficiency).toBe(true);
    const cleared = await form('PUT', `/api/baby/${baby}/`, { g6pd_deficiency: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().g6pd_deficiency).toBeNull();
    const unsure = await form('PUT', `/api/baby/${baby}/`, { g6pd_deficiency: 'yes' });
    expect(unsure.statusCode).toBe(400);
    expect(unsure.json().fields.g6pd_deficiency).toEqual(['not_one_of']);

    // The same text in a JSON body is refused: only a form post's content type says its values are text.
    const json = await t.inject({
      method: 'PUT',
      url: `/api/baby/${baby}/`,
      headers: { authorization: people.auth.manager! },
      payload: { g6pd_deficiency: 'true' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().fields.g6pd_deficiency).toEqual(['not_one_of']);
  });

  it('reads a number in a query string or path strictly, refusing any other text with 400', async () => {
    const get = (url: string) => t.inject({ method: 'GET', url, headers: { authorization: people.auth.admin! } });
    expect((await get('/api/mother/?limit=5&offset=0')).statusCode).toBe(200);
    for (const typed of ['0x10', '1e3', '', '%207', '7%20', '%EF%BC%97', '1.5', '-1']) {
      const res = await get(`/api/mother/?limit=${typed}`);
      expect(res.statusCode, `limit=${typed}`).toBe(400);
      expect(res.json().fields.limit, `limit=${typed}`).toBeDefined();
    }
    for (const url of ['/api/items/?min_price=0x10', '/api/audit_log/?entity_id=1e3', '/api/clinical_flag/?mother=%207']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(Object.values(res.json().fields as object), url).toEqual([['not_number']]);
    }
    for (const id of ['0x10', '1e3', '%207', '%EF%BC%97', '7.0.1']) {
      const res = await get(`/api/mother/${id}/`);
      expect(res.statusCode, `id=${id}`).toBe(400);
      expect(res.json().fields.id, `id=${id}`).toEqual(['not_number']);
    }
  });
});
