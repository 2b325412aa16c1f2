import { beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../src/accounts/token-repository';
import { seedDemoIfEmpty } from '../src/demo/seed';
import { engines, setupApp } from './helper';
import { bodyFor, type Caller, callers, makePeople, makeWorld, pathFor, type People, queryFor } from './support/access-world';
import { type Rule, ruleOf } from './support/access-rules';
import { type Api, loadApi, type Operation, urlOf } from './support/openapi-ops';

/**
 * Every operation of the OpenAPI document, called by every kind of caller against customer A's
 * objects. Who may get a 2xx is written down in support/access-rules.ts from the domain rules, not
 * read from the code: a route without a rule fails the suite.
 */

const rank: Record<Caller, number> = { anonymous: -1, customerA: 0, customerB: 0, staff: 1, manager: 2, admin: 3 };
function mayPass(rule: Rule, who: Caller): boolean {
  switch (rule) {
    case 'public':
      return true;
    case 'user':
      return who !== 'anonymous';
    case 'owner':
      return who === 'customerA';
    case 'ownerOrManager':
      return who === 'customerA' || rank[who] >= rank.manager;
    default:
      return rank[who] >= rank[rule];
  }
}

/** Positive controls: calls each caller must win, so the matrix is known to reach real objects. */
const mustPass: Record<Caller, string[]> = {
  anonymous: ['GET /api/items/{id}/comments/', 'GET /api/user/profile/{id}/'],
  customerA: ['GET /checkout/order/{id}/', 'PUT /api/items/{id}/comments/{commentId}/', 'POST /api/order/{id}/cancel/'],
  customerB: ['GET /api/user/cart/', 'GET /api/order/', 'GET /api/user/favorite/'],
  staff: ['GET /api/mother/{id}/', 'PUT /api/mother/{id}/', 'POST /api/mother/', 'DELETE /api/mom_meal_menu/{id}/'],
  manager: [
    'PUT /api/items/{id}/comments/{commentId}/',
    'PUT /api/room_type/{id}/',
    'POST /api/order/{id}/confirm_payment/',
    'GET /api/admin/orders/',
  ],
  admin: ['PUT /api/user/{id}/', 'GET /api/user/', 'GET /api/audit_log/', 'POST /api/user/', 'POST /api/user/{id}/reset_password/'],
};

/** Reads first, then writes, then deletes (children before parents), so each pass meets A's objects alive. */
const order = (op: Operation) => (op.method === 'GET' ? 0 : op.method === 'DELETE' ? 2000 - op.path.length : 1);

describe.each(engines)('the access matrix: every route x every caller against A (%s)', (engine) => {
  const t = setupApp(engine);
  let api: Api;
  let people: People;

  beforeAll(async () => {
    await seedDemoIfEmpty(t.db); // centre records to aim at
    api = await loadApi(t);
    people = await makePeople(t);
  }, 60_000);

  it('has a rule for every operation', () => {
    expect(api.ops.filter((op) => !ruleOf(op)).map((op) => op.key)).toEqual([]);
  });

  it.each(callers)(
    '%s: no 2xx outside the rules, no 5xx, nothing of A leaks',
    async (who) => {
      const w = await makeWorld(t, people);
      const failures: string[] = [];
      for (const op of [...api.ops].sort((x, y) => order(x) - order(y))) {
        const rule = ruleOf(op)!;
        let auth = people.auth[who];
        // Logging out ends the session it is called with: that call gets a token of its own.
        if (op.path === '/api/user/logout/' && who !== 'anonymous') {
          const id = who === 'customerA' ? people.a.id : who === 'customerB' ? people.b.id : undefined;
          if (id) auth = `Token ${await issueToken(t.db, id, 'matrix', 1)}`;
          else continue; // the staff tokens are shared by later calls; logout is covered for customers
        }
        const body = await bodyFor(t, op, api, w, people);
        const res = await t.inject({
          method: op.method,
          url: urlOf(op, pathFor(op, w, people), queryFor(op, w)),
          headers: auth ? { authorization: auth } : {},
          ...(body && { payload: body }),
        });
        const s = res.statusCode;
        const line = `${who} ${op.key} -> ${s} ${res.body.slice(0, 160)}`;
        if (s >= 500) failures.push(line);
        if (mustPass[who].includes(op.key) && (s < 200 || s >= 300)) failures.push(`positive control refused: ${line}`);
        if (s >= 200 && s < 300 && !mayPass(rule, who)) failures.push(`unexpected 2xx (${rule}): ${line}`);
        // Nobody but A and the centre's staff may ever be shown A's email, cart or address.
        if (s < 300 && rank[who] < rank.staff && who !== 'customerA')
          for (const secret of w.secrets) if (res.body.includes(secret)) failures.push(`leaks "${secret}": ${line}`);
        // The refusals the rules name: 401 without a session, else 403 (404 order_not_found for orders).
        if (!mayPass(rule, who) && s < 500) {
          const want = who === 'anonymous' ? [401] : rule === 'owner' ? [404] : [403];
          if (!want.includes(s)) failures.push(`refused with ${s}, wanted ${want}: ${line}`);
          if (rule === 'owner' && who !== 'anonymous' && res.json().code !== 'order_not_found')
            failures.push(`not order_not_found: ${line}`);
        }
        for (const p of api.check(op, res)) failures.push(`${p}: ${line}`);
      }
      expect(failures).toEqual([]);
      if (who === 'customerB') await expectAIntact(w.itemId, w.orderId, w.commentId);
    },
    60_000,
  );

  /** After customer B's whole pass, A's favorite, cart, order and comment are as A left them. */
  async function expectAIntact(itemId: number, orderId: number, commentId: number) {
    const get = async (url: string) =>
      (await t.inject({ method: 'GET', url, headers: { authorization: people.a.auth } })).json() as Record<string, unknown>;
    expect(JSON.stringify(await get('/api/user/favorite/'))).toContain(`"id":${itemId}`);
    expect(Object.values((await get('/api/user/cart/')).items as object)).toEqual([
      expect.objectContaining({ item_id: itemId, quantity: 2 }),
    ]);
    expect(await get(`/checkout/order/${orderId}/`)).toMatchObject({ id: orderId, status: 'waiting' });
    const comments = await get(`/api/items/${itemId}/comments/`);
    expect(JSON.stringify(comments)).toContain(`"id":${commentId}`);
    expect(JSON.stringify(comments)).not.toContain('edited by the matrix');
  }
});
