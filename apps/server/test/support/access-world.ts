import fc from 'fast-check';
import { sql } from 'kysely';
import { centreResources } from '@pnc/schemas/centre/resources';
import type { Harness } from '../helper';
import { cartText, makeItem, orderTo, userWithToken } from '../shop-support';
import { validArb } from './fuzz-arbitraries';
import type { Api, Operation } from './openapi-ops';

/** The callers of the access matrix. */
export const callers = ['anonymous', 'customerA', 'customerB', 'staff', 'manager', 'admin'] as const;
export type Caller = (typeof callers)[number];

type Someone = Awaited<ReturnType<typeof userWithToken>>;
export interface People {
  a: Someone;
  b: Someone;
  auth: Record<Caller, string | undefined>;
}

export async function makePeople(t: Harness): Promise<People> {
  const [a, b, staff, manager, admin] = [
    await userWithToken(t, 'customer'),
    await userWithToken(t, 'customer'),
    await userWithToken(t, 'staff'),
    await userWithToken(t, 'manager'),
    await userWithToken(t, 'admin'),
  ];
  return {
    a,
    b,
    auth: {
      anonymous: undefined,
      customerA: a.auth,
      customerB: b.auth,
      staff: staff.auth,
      manager: manager.auth,
      admin: admin.auth,
    },
  };
}

/** Customer A's objects (and a catalogue to hang them on), made fresh for each caller's pass. */
interface World {
  categoryId: number;
  newsId: number;
  itemId: number;
  orderId: number;
  commentId: number;
  responseId: number;
  /** A centre row id per table, so reads, writes and deletes hit a real record. */
  rows: Record<string, number>;
  /** Text only A (and the centre's staff) may ever see: A's email, cart key and shipping address. */
  secrets: string[];
}

let seq = 0;

export async function makeWorld(t: Harness, people: People): Promise<World> {
  const n = ++seq;
  const mgr = { auth: people.auth.manager! };
  const as = (auth: string | undefined) => ({ authorization: auth ?? '' });
  const send = async (method: 'POST' | 'PUT', url: string, auth: string, payload: object) => {
    const res = await t.inject({ method, url, headers: as(auth), payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as { id: number };
  };
  const category = await send('POST', '/api/categories/', mgr.auth, { name_tw: `分類${n}` });
  const news = await send('POST', '/api/news/', mgr.auth, { title_tw: `消息${n}`, is_published: true });
  const item = await makeItem(t, mgr, { stock: 100, categories: [category.id] });
  const a = people.a.auth;
  const address = `A-only address ${n} 重慶南路一段 ${n} 號`;
  const order = await send('POST', '/checkout/order/', a, {
    payment_type: 'atm',
    data: cartText({ k: { item_id: item.id, quantity: 1 } }),
    ...orderTo,
    delivery: { ...orderTo.delivery, address },
  });
  const comment = await send('POST', `/api/items/${item.id}/comments/`, a, { text: `A's comment ${n}` });
  const response = await send('POST', `/api/items/${item.id}/comments/${comment.id}/responses/`, a, { text: 'A replies' });
  await send('POST', '/api/user/favorite/', a, { item_id: item.id });
  const cartKey = `a-only-cart-line-${n}`;
  await send('PUT', '/api/user/cart/', a, { items: { [cartKey]: { item_id: item.id, quantity: 2 } } });
  const rows: Record<string, number> = {};
  for (const def of centreResources) {
    const { rows: found } = await sql<{ id: number | null }>`select max(id) as id from ${sql.table(def.name)}`.execute(t.db);
    if (found[0]?.id != null) rows[def.path] = Number(found[0].id);
  }
  return {
    categoryId: category.id,
    newsId: news.id,
    itemId: item.id,
    orderId: order.id,
    commentId: comment.id,
    responseId: response.id,
    rows,
    secrets: [people.a.email, cartKey, address],
  };
}

/** Path ids for an operation: A's objects where the path names them. */
export function pathFor(op: Operation, w: World, people: People): Record<string, string> {
  const p = op.path;
  const top = /^\/api\/(\w+)\//.exec(p)?.[1] ?? '';
  const id = (() => {
    if (/^\/(checkout\/order|api\/order)\//.test(p)) return w.orderId;
    if (top === 'items') return w.itemId;
    if (top === 'categories') return w.categoryId;
    if (top === 'news') return w.newsId;
    if (top === 'user') return people.a.id; // A's public profile, A's account (role change)
    return w.rows[top] ?? 1;
  })();
  return {
    id: String(id),
    orderId: String(w.orderId),
    commentId: String(w.commentId),
    responseId: String(w.responseId),
    itemId: String(w.itemId),
    socialType: 'google',
    name: 'missing.png',
  };
}

/** Required query parameters: the centre's two mother-keyed reads. */
export function queryFor(op: Operation, w: World): Record<string, string> {
  const mother = String(w.rows.mother ?? 1);
  return Object.fromEntries(op.queryParams.filter((q) => q.required && /^mothers?$/.test(q.name)).map((q) => [q.name, mother]));
}

const CENTRE_PATHS = new Set(centreResources.map((d) => d.path));
const SERVER_FIELDS = new Set(['id', 'created_at', 'updated_at']);

/**
 * A valid-ish body: hand-picked where ownership is checked after validation; for a centre record,
 * an existing record as an admin reads it (so staff writes can pass); else the generator's valid sample.
 */
export async function bodyFor(t: Harness, op: Operation, api: Api, w: World, people: People): Promise<object | undefined> {
  if (!op.body) return undefined;
  const key = op.key;
  const resource = /^\/api\/(\w+)\//.exec(op.path)?.[1] ?? '';
  if (CENTRE_PATHS.has(resource) && w.rows[resource]) {
    const res = await t.inject({
      method: 'GET',
      url: `/api/${resource}/${w.rows[resource]}/`,
      headers: { authorization: people.auth.admin! },
    });
    if (res.statusCode === 200) {
      const fields = Object.keys((api.resolve(op.body).properties ?? {}) as object);
      const row = res.json() as Record<string, unknown>;
      const def = centreResources.find((d) => d.path === resource)!;
      // What the server computes or derives (readOnly: a total, a mother's room) is the server's, never sent.
      const sent = (f: string) => f in row && !SERVER_FIELDS.has(f) && !def.fields[f]?.readOnly;
      const body = Object.fromEntries(fields.filter(sent).map((f) => [f, row[f]]));
      // A new record is a copy of A's with its own name and without A's identity numbers (sensitive fields): a
      // second record of the same person is refused (a mother's national ID, or her name and phone).
      if (op.method === 'POST') {
        for (const f of def.sensitive ?? []) delete body[f];
        if (typeof body[def.display] === 'string') body[def.display] = `${String(body[def.display]).slice(0, 60)} matrix`;
      }
      return body;
    }
  }
  if (/comments\//.test(op.path)) return { text: op.method === 'PUT' ? 'edited by the matrix' : 'added by the matrix' };
  if (key === 'PUT /api/user/{id}/') return { role: 'customer' }; // a no-op change: A stays usable
  if (key === 'POST /api/user/') {
    const name = `matrix${process.pid}x${Date.now()}`;
    return { username: name, email: `${name}@centre.example.test`, display_name: '矩陣', role: 'staff' };
  }
  if (key === 'PUT /api/user/profile/') return { display_name: 'matrix' };
  if (key === 'POST /api/user/favorite/') return { item_id: w.itemId };
  if (/\/api\/user\/cart\//.test(op.path)) return { items: { mine: { item_id: w.itemId, quantity: 1 } } };
  if (key === 'POST /api/pre_checkout/' || key === 'POST /api/cart/quote/')
    return { data: cartText({ k: { item_id: w.itemId, quantity: 1 } }) };
  if (key === 'POST /checkout/order/')
    return { payment_type: 'atm', data: cartText({ k: { item_id: w.itemId, quantity: 1 } }), ...orderTo };
  if (key === 'POST /api/payment/card/{orderId}/') return { card_number: '4242 4242 4242 4242', cvc: '123' };
  if (key === 'POST /api/user/change_password/')
    return { username: people.a.username, password: 'wrong-password', new_password: 'another-horse-battery' };
  const [sample] = fc.sample(validArb(op.body, api.resolve), { numRuns: 1, seed: 42 });
  return (sample ?? {}) as object;
}
