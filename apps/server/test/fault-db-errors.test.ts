import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/connect';
import { engines, freshDatabase } from './helper';
import { type FaultApp, faultApp } from './support/fault-app';

type Answer = Awaited<ReturnType<FaultApp['newMother']>>;

/** A database fault answers 503 with its own code, the error shape, a Retry-After, and no stack. */
function expect503(res: Answer, code: string) {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.json()).toEqual({ status: 503, code, message: expect.any(String) });
  expect(res.headers['retry-after']).toBe('5');
  expect(res.body).not.toMatch(/SQLITE|at .*\.[jt]s/);
}

/** Creates mothers until the database refuses one (at most `max`), and answers that refusal. */
async function writeUntilRefused(f: FaultApp, max: number): Promise<Answer> {
  for (let i = 0; i < max; i++) {
    const res = await f.newMother(`媽媽 ${i} ${'長'.repeat(40)}`);
    if (res.statusCode !== 201) return res;
  }
  throw new Error(`${max} writes all taken`);
}

describe('SQLite faults', () => {
  let f: FaultApp;
  let path = '';
  let drop = async () => {};
  afterAll(async () => {
    await f?.close();
    await drop();
  });

  it('sets up', async () => {
    const fresh = await freshDatabase('sqlite');
    drop = fresh.drop;
    if (fresh.database.engine !== 'sqlite') throw new Error('sqlite expected');
    path = fresh.database.path;
    f = await faultApp(fresh.database, { busyMs: 200 });
  });

  it('answers 503 db_full when the disk is full, names it in the log, and writes again once there is room', async () => {
    // The database may not grow past its size now: the next write that needs a page fails with SQLITE_FULL, which
    // SQLite may answer by rolling the transaction back itself: the error is still the full disk, not the rollback.
    const { page_count } = (await sql<{ page_count: number }>`pragma page_count`.execute(f.db)).rows[0]!;
    await sql.raw(`pragma max_page_count = ${page_count}`).execute(f.db);
    expect503(await writeUntilRefused(f, 2_000), 'db_full');
    expect(f.logs.some((l) => l.includes('database disk full'))).toBe(true);
    expect(f.logs.some((l) => l.includes('cannot rollback'))).toBe(false);
    expect((await f.health()).statusCode).toBe(200);
    await sql.raw('pragma max_page_count = 1073741823').execute(f.db);
    expect((await f.newMother('有空間了')).statusCode).toBe(201);
  });

  it('answers 503 db_read_only while the database takes no writes', async () => {
    await sql`pragma query_only = 1`.execute(f.db);
    expect503(await f.newMother('唯讀'), 'db_read_only');
    expect(f.logs.some((l) => l.includes('database read-only'))).toBe(true);
    await sql`pragma query_only = 0`.execute(f.db);
    expect((await f.newMother('可寫')).statusCode).toBe(201);
  });

  it('answers 503 db_timeout when another connection holds the write lock past the busy timeout', async () => {
    const other = new SQLite(path);
    other.exec('begin immediate');
    try {
      expect503(await f.newMother('等鎖'), 'db_timeout');
      // Reading is not blocked by a writer (WAL).
      expect((await f.health()).statusCode).toBe(200);
    } finally {
      other.exec('rollback');
      other.close();
    }
    expect((await f.newMother('鎖放開了')).statusCode).toBe(201);
  });
});

describe('an SQLite transaction that SQLite rolled back itself', () => {
  it('fails with its own error, not the ROLLBACK after it', async () => {
    const fresh = await freshDatabase('sqlite');
    const db = connect(fresh.database);
    try {
      // No triggers and one row per statement: SQLITE_FULL ends the whole transaction (no statement journal).
      await sql`create table filler (x text)`.execute(db);
      const { page_count } = (await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows[0]!;
      await sql.raw(`pragma max_page_count = ${page_count + 2}`).execute(db);
      const failed = await db
        .transaction()
        .execute(async (t) => {
          for (let i = 0; i < 100; i++) await sql`insert into filler values (${'x'.repeat(3000)})`.execute(t);
        })
        .catch((err: Error & { code?: string }) => err);
      expect(failed).toMatchObject({ code: 'SQLITE_FULL' });
      // The connection is usable and outside any transaction.
      await sql.raw('pragma max_page_count = 1073741823').execute(db);
      await db.transaction().execute((t) => sql`insert into filler values ('after')`.execute(t));
      expect((await sql<{ n: number }>`select count(*) as n from filler`.execute(db)).rows[0]!.n).toBe(1);
    } finally {
      await db.destroy();
      await fresh.drop();
    }
  });
});

describe.runIf(engines.includes('postgres'))('PostgreSQL faults', () => {
  let quick: FaultApp;
  let patient: FaultApp;
  let url = '';
  let drop = async () => {};
  afterAll(async () => {
    await quick?.close();
    await patient?.close();
    await drop();
  });
  const admin = async <T>(work: (c: pg.Client) => Promise<T>) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return await work(c);
    } finally {
      await c.end();
    }
  };

  it('sets up', async () => {
    const fresh = await freshDatabase('postgres');
    drop = fresh.drop;
    if (fresh.database.engine !== 'postgres') throw new Error('postgres expected');
    url = fresh.database.url;
    quick = await faultApp(fresh.database, { lockMs: 300 });
    patient = await faultApp(fresh.database, { lockMs: 60_000 }, { setup: false });
  });

  it('answers 503 db_timeout when a lock is held past lock_timeout', async () => {
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table mother in access exclusive mode');
      expect503(await quick.newMother('等鎖'), 'db_timeout');
      expect(quick.logs.some((l) => l.includes('database timeout'))).toBe(true);
      await holder.query('rollback');
    } finally {
      await holder.end();
    }
    expect((await quick.newMother('鎖放開了')).statusCode).toBe(201);
  });

  it('answers 503 db_unavailable when its connection is terminated mid-transaction, then carries on', async () => {
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table mother in access exclusive mode');
      const pending = patient.newMother('斷線中');
      // The app's backend waits on the lock inside its transaction: terminate it there.
      let pids: number[] = [];
      while (!pids.length) {
        const { rows } = await holder.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        pids = rows.map((r) => r.pid);
      }
      await admin((c) => c.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]));
      expect503(await pending, 'db_unavailable');
      await holder.query('rollback');
    } finally {
      await holder.end();
    }
    expect((await patient.newMother('連回來了')).statusCode).toBe(201);
    const names = await sql<{ name: string }>`select name from mother order by id`.execute(patient.db);
    expect(names.rows.map((r) => r.name)).not.toContain('斷線中');
  });

  it('answers 503 db_read_only when the database refuses writes', async () => {
    const db = (await admin((c) => c.query<{ d: string }>('select current_database() as d'))).rows[0]!.d;
    await admin((c) => c.query(`alter database ${db} set default_transaction_read_only = on`));
    // Sessions opened from now on are read-only: a new app's pool opens them.
    const readOnly = await faultApp({ engine: 'postgres', url }, {}, { setup: false, login: false });
    try {
      expect((await readOnly.health()).statusCode).toBe(200);
      // Logging in writes its token.
      const login = await readOnly.app.inject({
        method: 'POST',
        url: '/api/user/login/',
        payload: { username: 'fault-staff', password: 'correct-horse-battery' },
      });
      expect503(login, 'db_read_only');
      expect(readOnly.logs.some((l) => l.includes('database read-only'))).toBe(true);
    } finally {
      await readOnly.close();
      await admin(async (c) => {
        await c.query('set default_transaction_read_only = off');
        await c.query(`alter database ${db} reset default_transaction_read_only`);
      });
    }
  });
});
