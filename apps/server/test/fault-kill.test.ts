import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { insertUser } from '../src/accounts/user-repository';
import { connect, type Db } from '../src/db/connect';
import { engines, freshDatabase } from './helper';
import { type ServerProcess, startServer } from './support/server-process';

/**
 * kill -9 of OUR server process in the middle of concurrent writes. The database server (PostgreSQL)
 * keeps running; on SQLite the file is left as the dead process had it (WAL + synchronous=FULL).
 * Whatever the server acknowledged with 2xx must be there after a restart, and the database must be
 * consistent: a part's total always moves with its records, in one transaction.
 */
describe.each(engines)('kill -9 of the server on %s', (engine) => {
  let server: ServerProcess | undefined;
  let db: Db | undefined;
  let drop = async () => {};
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await db?.destroy();
    await drop();
  });

  it('loses no acknowledged write, stays consistent and restarts idempotently', { timeout: 90_000 }, async () => {
    const fresh = await freshDatabase(engine);
    drop = fresh.drop;
    server = await startServer(fresh.database);
    db = connect(fresh.database);
    await insertUser(db, {
      username: 'kill-manager',
      email: 'kill-manager@example.test',
      password: 'correct-horse-battery',
      role: 'manager',
      emailValidated: true,
    });
    const migrations = async () =>
      (await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name`.execute(db!))
        .rows;
    const migrated = await migrations();
    expect(migrated.length).toBeGreaterThan(0);

    const call = async (s: ServerProcess, method: string, path: string, body?: unknown, token?: string) => {
      const res = await fetch(`${s.url}${path}`, {
        method,
        headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...(token && { authorization: token }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> | null };
    };
    const login = await call(server, 'POST', '/api/user/login/', { username: 'kill-manager', password: 'correct-horse-battery' });
    expect(login.status, JSON.stringify(login.json)).toBe(200);
    const token = `Token ${String(login.json!.token)}`;
    const part = await call(server, 'POST', '/api/spare_part/', { name: '紗布巾', unit_price: 30, total: 5 }, token);
    expect(part.status, JSON.stringify(part.json)).toBe(201);
    const partId = part.json!.id as number;

    // The burst: 16 workers, each alternating a stock move and a mother; every 2xx id is recorded.
    const acked = { records: [] as number[], mothers: new Map<number, string>() };
    let failures = 0;
    let killed: Promise<void> | undefined;
    const victim = server;
    const worker = async (w: number) => {
      for (let i = 0; ; i++) {
        try {
          if (i % 2 === 0) {
            const r = await call(
              victim,
              'POST',
              '/api/spare_part_record/',
              { part: partId, quantity: 1, operation: 'in' },
              token,
            );
            if (r.status !== 201) throw new Error(`move answered ${r.status}`);
            acked.records.push(r.json!.id as number);
          } else {
            const name = `媽媽 ${w}-${i}`;
            const r = await call(victim, 'POST', '/api/mother/', { name, phone: '0912-345-678' }, token);
            if (r.status !== 201) throw new Error(`mother answered ${r.status}`);
            acked.mothers.set(r.json!.id as number, name);
          }
        } catch {
          // The connection was cut or refused: the server is gone, this worker stops.
          failures++;
          return;
        }
        if (!killed && acked.records.length + acked.mothers.size >= 150) killed = victim.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: 16 }, (_, w) => worker(w)));
    await killed;
    expect(victim.child.signalCode).toBe('SIGKILL');
    // Every worker ended on a request the dead server never answered.
    expect(failures).toBe(16);
    expect(acked.records.length).toBeGreaterThan(20);

    // The restart migrates again: nothing to do, and the migration table is unchanged.
    server = await startServer(fresh.database);
    expect((await call(server, 'GET', '/api/health/')).status).toBe(200);
    expect(await migrations()).toEqual(migrated);

    // Every acknowledged write is there, as answered.
    const records = await db
      .selectFrom('spare_part_record' as never)
      .select(['id' as never, 'quantity' as never])
      .where('part' as never, '=', partId as never)
      .execute();
    const recordIds = new Set(records.map((r) => Number((r as { id: number }).id)));
    for (const id of acked.records) expect(recordIds.has(id), `stock move ${id} was acknowledged`).toBe(true);
    const mothers = await db
      .selectFrom('mother' as never)
      .select(['id' as never, 'name' as never])
      .execute();
    const byId = new Map(mothers.map((m) => [Number((m as { id: number }).id), (m as { name: string }).name]));
    for (const [id, name] of acked.mothers) expect(byId.get(id), `mother ${id} was acknowledged`).toBe(name);

    // Consistent: the total is the start plus every record that made it (acknowledged or not), and each
    // record has its audit entry, because all three are written in one transaction.
    const after = await call(server, 'GET', `/api/spare_part/${partId}/`, undefined, token);
    expect(after.json!.total).toBe(5 + records.length);
    const audits = await db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('entity', '=', 'spare_part_record')
      .executeTakeFirstOrThrow();
    expect(Number(audits.n)).toBe(records.length);
    // The restarted server takes writes again.
    const more = await call(server, 'POST', '/api/spare_part_record/', { part: partId, quantity: 1, operation: 'in' }, token);
    expect(more.status).toBe(201);
    expect(more.json!.part_total).toBe(6 + records.length);

    await server.kill('SIGTERM');
    server = undefined;
    if (engine === 'sqlite' && fresh.database.engine === 'sqlite') {
      await db.destroy();
      db = undefined;
      const file = new SQLite(fresh.database.path);
      expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(file.pragma('foreign_key_check')).toEqual([]);
      file.close();
    }
  });
});
