import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../src/accounts/token-repository';
import { seedDemoIfEmpty } from '../src/demo/seed';
import { engines, setupApp } from './helper';
import { userWithToken } from './shop-support';
import { type FuzzRequest, requestArb } from './support/fuzz-arbitraries';
import { type Api, fingerprinter, loadApi, type Operation, urlOf } from './support/openapi-ops';

/**
 * Every operation of the OpenAPI document gets malformed input generated from its JSON Schemas
 * (the zod schemas of packages/schemas, through z.toJSONSchema): no answer is a 5xx, a refused
 * request writes nothing, and every answer matches the schema declared for its status (the
 * Error shape for 4xx the operation does not declare).
 */

/**
 * Samples per operation for the privileged caller; the first ANON_RUNS are also sent anonymously.
 * The generic centre resources share one route module, so they get fewer each (time budget).
 */
const RUNS = 10;
const CENTRE_RUNS = 6;
const ANON_RUNS = 2;

/** A stable fast-check seed per operation, so a failure replays exactly. */
const seedOf = (key: string) => [...key].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7);

const describeRequest = (op: Operation, r: FuzzRequest, who: string) =>
  `${who} ${op.method} ${urlOf(op, r.params, r.query).slice(0, 160)} ${r.body ? `${r.body.type} ${r.body.text.slice(0, 120)}` : ''}`;

describe.each(engines)('fuzzing every operation of the OpenAPI document (%s)', (engine) => {
  const t = setupApp(engine);
  let api: Api;
  let fingerprint: () => Promise<string>;
  let adminAuth: string;
  let ownerId: number;

  beforeAll(async () => {
    // Demo data first, so ids 1..3 exist in every table and handlers run past their lookups.
    await seedDemoIfEmpty(t.db);
    api = await loadApi(t);
    fingerprint = await fingerprinter(t);
    // An admin rather than a manager: it holds every manager right and also reaches the role
    // change, so no permission check stands between the generated input and validation.
    const admin = await userWithToken(t, 'admin');
    adminAuth = admin.auth;
    ownerId = admin.id;
  }, 60_000);

  /** The fingerprint after the last write request (undefined when a read may have written since). */
  let last: string | undefined;

  /** Sends one request and answers what is wrong with the answer ([] when all is well). */
  async function probe(op: Operation, r: FuzzRequest, auth: string | undefined): Promise<string[]> {
    // One fingerprint per write request: the state after one is the state before the next. Reads
    // are not fingerprinted; a refused read that wrote would still show at the next write's check.
    const isRead = op.method === 'GET';
    const before = isRead ? '' : (last ?? (await fingerprint()));
    const res = await t.inject({
      method: op.method,
      url: urlOf(op, r.params, r.query),
      headers: { ...(auth && { authorization: auth }), ...(r.body && { 'content-type': r.body.type }) },
      ...(r.body && { payload: r.body.text }),
    });
    const problems: string[] = [];
    if (res.statusCode >= 500) problems.push(`${res.statusCode} ${res.body.slice(0, 200)}`);
    if (isRead) {
      if (res.statusCode < 400) last = undefined; // an audited read (health data) writes on success
    } else {
      const after = (last = await fingerprint());
      if (res.statusCode >= 400 && after !== before) {
        const was = new Set(before.split('|'));
        problems.push(`refused with ${res.statusCode} but wrote: ${after.split('|').filter((x) => !was.has(x))}`);
      }
    }
    problems.push(...api.check(op, res).map((p) => `${res.statusCode}: ${p}`));
    return problems;
  }

  async function fuzz(ops: Operation[], runs: number): Promise<string[]> {
    const failures: string[] = [];
    for (const op of ops) {
      const samples = fc.sample(requestArb(op, api.resolve), { numRuns: runs, seed: seedOf(op.key) });
      for (const [i, r] of samples.entries()) {
        // Logging out ends the caller's session: give that operation a token of its own each time.
        let privileged = adminAuth;
        if (op.path === '/api/user/logout/') {
          privileged = `Token ${await issueToken(t.db, ownerId, 'fuzz', 1)}`;
          last = undefined; // that token is a write of ours, not the request's
        }
        const callers: [string, string | undefined][] = [['admin', privileged]];
        if (i < ANON_RUNS) callers.push(['anonymous', undefined]);
        for (const [who, auth] of callers) {
          for (const p of await probe(op, r, auth)) failures.push(`${describeRequest(op, r, who)} -> ${p}`);
        }
      }
    }
    return failures;
  }

  it('enumerates the whole API from the OpenAPI document', () => {
    const keys = api.ops.map((o) => o.key);
    expect(keys.length).toBeGreaterThan(150);
    for (const k of ['POST /api/user/login/', 'POST /checkout/order/', 'PUT /api/user/{id}/', 'POST /api/mom_checkout/'])
      expect(keys).toContain(k);
  });

  it('keeps the cases fuzzing found (they were 5xx or off-schema answers)', async () => {
    const op = (key: string) => api.ops.find((o) => o.key === key)!;
    const headers = { authorization: adminAuth };
    // PostgreSQL integer columns overflowed on ids past 2^31 (path, filter, reference): 500s.
    const overflows: [Operation['method'], string, object?][] = [
      ['GET', '/api/items/99999999999/'],
      ['DELETE', '/api/mother/99999999999/'],
      ['GET', '/api/mom_pre_checkin_eval/?mother=-9007199254740990'],
      ['PUT', '/api/mom_billing_record/1/', { mother: '59448491509' }],
    ];
    for (const [method, url, payload] of overflows) {
      const res = await t.inject({ method, url, headers, ...(payload && { payload }) });
      expect(res.statusCode, url).toBeLessThan(500);
      if (res.statusCode >= 400) expect(res.json().status).toBe(res.statusCode);
    }
    // The router's own refusals (over-long path parameter, broken percent-encoding) skipped the error shape.
    const long = await t.inject({ method: 'GET', url: `/api/mother/${'a'.repeat(300)}/`, headers });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ status: 414, code: 'bad_request' });
    const badUrl = await t.inject({ method: 'GET', url: '/api/items/%E0%A4%A/' });
    expect(badUrl.json()).toMatchObject({ status: badUrl.statusCode, code: 'bad_request' });
    // A stock movement's 201 was declared as allOf two closed objects, which no answer can match.
    const move = await t.inject({
      method: 'POST',
      url: '/api/spare_part_record/',
      headers,
      payload: { part: 1, quantity: 1, operation: 'in' },
    });
    expect(move.statusCode).toBe(201);
    expect(api.check(op('POST /api/spare_part_record/'), move)).toEqual([]);
  });

  // Three slices so a failure names its area and no single test runs for long.
  const slices: [string, (o: Operation) => boolean, number][] = [
    ['accounts and site', (o) => !isShop(o) && !isCentre(o), RUNS],
    ['shop', isShop, RUNS],
    ['centre', isCentre, CENTRE_RUNS],
  ];
  it.each(slices)(
    '%s: no 5xx, nothing written on refusal, answers match their schemas',
    async (_, pick, runs) => {
      const ops = api.ops.filter(pick);
      expect(ops.length).toBeGreaterThan(0);
      expect(await fuzz(ops, runs)).toEqual([]);
    },
    120_000,
  );
});

const SHOP =
  /^\/(checkout\/|uploads\/|api\/(categories|items|news|home|pre_checkout|order|payment|paypal|upload|admin\/orders|user\/(favorite|cart))\/)/;
const isShop = (o: Operation) => SHOP.test(o.path);
const isCentre = (o: Operation) =>
  !isShop(o) && !/^\/api\/(user\/(?!\{id\})|users\/|social_signin|captcha|bootstrap|health|docs)/.test(o.path);
