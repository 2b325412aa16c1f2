import { issueToken } from '../../src/accounts/token-repository';
import { insertUser } from '../../src/accounts/user-repository';
import { connect } from '../../src/db/connect';
import { demoLogins } from '../../src/demo/users';
import { addDays, todayTaipei } from '../../src/centre/care-time';
import type { BenchWorld } from './routes';

const PASSWORD = 'bench-customer-password';
/** The most an item may hold (the schema's maximum): more than a run's orders at a few hundred a second. */
const BIG_STOCK = 1_000_000;

/**
 * The bench's customer accounts, each with a token, added to the database the server seeded. They go
 * straight in with the server's own repository functions: registration needs a captcha and a mailed
 * key per account, which is not what is being measured. Only the account tables are touched, so this
 * works on the database of another checkout's server too (--server-dir).
 */
export async function addCustomers(path: string, customers: number) {
  const db = connect({ engine: 'sqlite', path });
  try {
    const made: BenchWorld['customers'] = [];
    for (let i = 0; i < customers; i += 8) {
      const batch = Array.from({ length: Math.min(8, customers - i) }, (_, k) => `bench-customer-${i + k}`);
      made.push(
        ...(await Promise.all(
          batch.map(async (username) => {
            const id = await insertUser(db, {
              username,
              email: `${username}@bench.example`,
              password: PASSWORD,
              role: 'customer',
              emailValidated: true,
            });
            return { username, password: PASSWORD, token: await issueToken(db, id, 'bench', 1) };
          }),
        )),
      );
    }
    return made;
  } finally {
    await db.destroy();
  }
}

async function call<T>(baseUrl: string, method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Token ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`setup: ${method} ${path} answered ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

const login = async (baseUrl: string, role: string) => {
  const demo = demoLogins.find((l) => l.role === role)!;
  return (await call<{ token: string }>(baseUrl, 'POST', '/api/user/login/', null, demo)).token;
};

/** Through the API, as an operator would: large stock on the ordered item and on one spare part. */
export async function prepareWorld(baseUrl: string, customers: BenchWorld['customers']): Promise<BenchWorld> {
  const manager = await login(baseUrl, 'manager');
  const staffToken = await login(baseUrl, 'staff');
  const items = await call<{ results: { id: number }[] }>(baseUrl, 'GET', '/api/items/?limit=1', null);
  const itemId = items.results[0]!.id;
  await call(baseUrl, 'PUT', `/api/items/${itemId}/`, manager, { stock: BIG_STOCK });
  const parts = await call<{ results: { id: number }[] }>(baseUrl, 'GET', '/api/spare_part/?limit=1', staffToken);
  const partId = parts.results[0]!.id;
  await call(baseUrl, 'POST', '/api/spare_part_record/', staffToken, {
    part: partId,
    operation: 'adjust',
    quantity: BIG_STOCK,
    reason: 'bench stock',
  });
  return { staffToken, customers, itemId, partId, boardFrom: addDays(todayTaipei(), -7) };
}
