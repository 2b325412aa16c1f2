import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../src/db/connect';
import { migrations } from '../src/db/migrations/index';
import { engines, freshDatabase } from './helper';
import { type ServerProcess, startServer } from './support/server-process';

/**
 * Three instances started at once on one empty PostgreSQL database (a rolling deploy's first start, or a scaled
 * set booting together): they migrate and seed in turn under one advisory lock, so the database is migrated once,
 * the demo data loaded once, and every instance comes up healthy.
 */
describe.runIf(engines.includes('postgres'))('instances started together on an empty PostgreSQL database', () => {
  const servers: ServerProcess[] = [];
  let db: Db | undefined;
  let drop = async () => {};
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill('SIGTERM')));
    await db?.destroy();
    await drop();
  });

  it('migrate and seed once, and all come up', { timeout: 120_000 }, async () => {
    const fresh = await freshDatabase('postgres');
    drop = fresh.drop;
    const started = await Promise.allSettled([0, 1, 2].map(() => startServer(fresh.database, { SEED_DEMO: '1' })));
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    for (const s of started) expect(s.status === 'rejected' ? String(s.reason) : 'started').toBe('started');

    for (const s of servers) expect((await fetch(`${s.url}/api/health/`)).status).toBe(200);
    // Exactly one instance found the database empty and loaded the demo; the others found it loaded.
    expect(servers.filter((s) => s.output().includes('Demo data loaded.'))).toHaveLength(1);
    db = connect(fresh.database);
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    expect(applied.rows.map((r) => r.name).sort()).toEqual(Object.keys(migrations).sort());
    // The demo's accounts once each (a second seeding would have refused on the unique user names or doubled them).
    const users = await sql<{ n: number }>`select count(*) as n, count(distinct username) as d from app_user`.execute(db);
    const { n, d } = users.rows[0] as unknown as { n: number; d: number };
    expect(n).toBeGreaterThan(0);
    expect(n).toBe(d);
    // Each instance serves the same seeded data.
    const counts = await Promise.all(
      servers.map(async (s) => ((await (await fetch(`${s.url}/api/items/?limit=1`)).json()) as { count: number }).count),
    );
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts).toEqual([counts[0], counts[0], counts[0]]);
  });
});
