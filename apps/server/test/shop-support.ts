import type { InjectOptions } from 'fastify';
import type { Role } from '@pnc/schemas/common';
import { issueToken } from '../src/accounts/token-repository';
import type { Harness } from './helper';

/**
 * A user of a role, its Authorization header, and `send` for a request with it (the token is issued directly: these
 * suites test the shop, not login).
 */
export async function userWithToken(h: Harness, role: Role = 'customer') {
  const user = await h.createUser({ role });
  const auth = `Token ${await issueToken(h.db, user.id, 'test', 1)}`;
  const headers = { authorization: auth };
  const send = (method: InjectOptions['method'], url: string, payload?: InjectOptions['payload']) =>
    h.inject({ method, url, headers, payload });
  return { ...user, auth, headers, send };
}
export type ShopUser = Awaited<ReturnType<typeof userWithToken>>;

let seq = 0;

/** Creates an item through the manager API and answers its JSON. */
export async function makeItem(h: Harness, manager: { auth: string }, fields: Record<string, unknown> = {}) {
  const res = await h.inject({
    method: 'POST',
    url: '/api/items/',
    headers: { authorization: manager.auth },
    payload: { name_tw: `測試商品${++seq}`, name_en: `Test item ${seq}`, price: 100, stock: 10, ...fields },
  });
  if (res.statusCode !== 201) throw new Error(`makeItem: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; price: number; stock: number; [k: string]: unknown };
}

/** Creates a category through the manager API and answers its JSON. */
export async function makeCategory(h: Harness, manager: { auth: string }, fields: Record<string, unknown>) {
  const res = await h.inject({
    method: 'POST',
    url: '/api/categories/',
    headers: { authorization: manager.auth },
    payload: fields,
  });
  if (res.statusCode !== 201) throw new Error(`makeCategory: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; [k: string]: unknown };
}

let sku = 0;

/** Adds a variant (M / 米白, stock 5, a fresh SKU unless `fields` say otherwise) to an item through the manager API. */
export async function addVariant(h: Harness, manager: { auth: string }, itemId: number, fields: Record<string, unknown> = {}) {
  const res = await h.inject({
    method: 'POST',
    url: `/api/items/${itemId}/variants/`,
    headers: { authorization: manager.auth },
    payload: {
      name_tw: 'M / 米白',
      name_en: 'M / ivory',
      options: { size: 'M', colour: '米白' },
      sku: `SKU-${++sku}`,
      stock: 5,
      ...fields,
    },
  });
  if (res.statusCode !== 201) throw new Error(`addVariant: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; stock: number; price: number | null; [k: string]: unknown };
}

type CartLines = Record<string, { item_id: number; quantity: number; price?: number; variant_id?: number }>;

/** The cart as JSON text, as the client sends it in `data`. */
export const cartText = (lines: CartLines) =>
  JSON.stringify({ items: Object.fromEntries(Object.entries(lines).map(([k, v]) => [k, { attributes: {}, ...v }])) });

const shipping = { name: '王小美', phone: '0912345678' };
const delivery = {
  method: 'home',
  zip: '100',
  city: '臺北市',
  district: '中正區',
  address: '重慶南路一段 122 號',
} as const;
/** Who, where and which invoice: what every order in these tests is placed with. */
export const orderTo = { shipping, delivery, invoice: { type: 'member' } as const };

/** Places an order of the cart's lines as `customer`: in TWD, paid by ATM, to `orderTo`, unless `fields` say otherwise. */
export const placeOrder = (
  h: Harness,
  customer: { headers: Record<string, string> },
  lines: CartLines,
  fields: Record<string, unknown> = {},
) =>
  h.inject({
    method: 'POST',
    url: '/checkout/order/',
    headers: customer.headers,
    payload: { currency: 'TWD', payment_type: 'atm', data: cartText(lines), ...orderTo, ...fields },
  });

/** A PNG's first bytes (its signature and the start of its IHDR chunk), padded: what the upload route sniffs as image/png. */
export const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)]);

/** An upload's multipart/form-data body, `fields` before the `file`, and its content-type header. */
export function multipart(file: Buffer, filename = 'a.png', type = 'image/png', fields: Record<string, string> = {}) {
  const boundary = '----pnc-test-boundary';
  const parts = [
    ...Object.entries(fields).map(([k, v]) =>
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\ncontent-type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
