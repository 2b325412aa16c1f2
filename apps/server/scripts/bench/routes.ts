/** What the bench needs from its setup: tokens, accounts and ids on the fresh demo database. */
export interface BenchWorld {
  staffToken: string;
  customers: { username: string; password: string; token: string }[];
  itemId: number;
  partId: number;
  /** The room board's first day (today − 7, as the web board opens). */
  boardFrom: string;
}

/** One request's headers and body; `n` counts requests across all connections. */
export type RequestMaker = (n: number) => { headers: Record<string, string>; body?: string };

interface BenchRoute {
  name: string;
  /** reads have targets (TARGETS); writes are measured and compared, without a target. */
  kind: 'read' | 'write';
  method: 'GET' | 'POST';
  path: string;
  request: RequestMaker;
}

const json = { 'content-type': 'application/json' };
const token = (t: string) => ({ authorization: `Token ${t}` });

/**
 * The eight routes. Writes spread over many customer accounts: order creation is limited to
 * 30 a minute per user, and login refuses an account or address with too many attempts in flight
 * (each attempt reserves a slot before the password check). Login requests carry a forwarded
 * address from the documentation ranges (RFC 5737; a header, never a destination), which the
 * server reads because the bench runs it with TRUST_PROXY=127.0.0.1 (the load generator stands
 * where the production proxy would).
 */
export function benchRoutes(w: BenchWorld): BenchRoute[] {
  const customer = (n: number) => w.customers[n % w.customers.length]!;
  const staff = { headers: token(w.staffToken) };
  // Bodies are made once: the load generator shares the cores with the server it measures.
  const logins = w.customers.map((c) => JSON.stringify({ username: c.username, password: c.password }));
  const order = JSON.stringify({
    payment_type: 'atm',
    data: JSON.stringify({ items: { [`${w.itemId}`]: { item_id: w.itemId, quantity: 1, attributes: {} } } }),
    shipping: { name: '王小美', phone: '0912345678' },
    delivery: { method: 'home', zip: '100', city: '臺北市', district: '中正區', address: '重慶南路一段 1 號' },
    invoice: { type: 'member' },
  });
  const stockMove = JSON.stringify({ part: w.partId, operation: 'out', quantity: 1, reason: 'bench' });
  const anonymous = { headers: {} };
  return [
    { name: 'items list (20)', kind: 'read', method: 'GET', path: '/api/items/?limit=20', request: () => anonymous },
    { name: 'item detail', kind: 'read', method: 'GET', path: `/api/items/${w.itemId}/`, request: () => anonymous },
    {
      name: 'keyword search',
      kind: 'read',
      method: 'GET',
      path: `/api/items/?limit=20&keyword=${encodeURIComponent('嬰兒')}`,
      request: () => anonymous,
    },
    { name: 'mother list', kind: 'read', method: 'GET', path: '/api/mother/', request: () => staff },
    {
      name: 'room board data',
      kind: 'read',
      method: 'GET',
      path: `/api/mom_living_record/?from_date=${w.boardFrom}&duration=60&limit=1000`,
      request: () => staff,
    },
    {
      name: 'login',
      kind: 'write',
      method: 'POST',
      path: '/api/user/login/',
      request: (n) => ({
        headers: { ...json, 'x-forwarded-for': `${n % 512 < 256 ? '198.51.100' : '203.0.113'}.${n % 256}` },
        body: logins[n % logins.length]!,
      }),
    },
    {
      name: 'order creation',
      kind: 'write',
      method: 'POST',
      path: '/checkout/order/',
      request: (n) => ({ headers: { ...json, ...token(customer(n).token) }, body: order }),
    },
    {
      name: 'spare-part record',
      kind: 'write',
      method: 'POST',
      path: '/api/spare_part_record/',
      request: () => ({ headers: { ...json, ...token(w.staffToken) }, body: stockMove }),
    },
  ];
}

/**
 * Read routes' targets at 50 connections on SQLite (docs/performance.md): p99, and the ratio to the ceiling, an
 * older target kept beside it (the verdict names which one a route misses).
 */
export const TARGETS = { minRatio: 0.35, maxP99Ms: 25 };
