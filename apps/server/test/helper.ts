import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject, onTestFinished, vi } from 'vitest';
import type { Role } from '@pnc/schemas/common';
import { buildApp, type AppOptions } from '../src/app';
import type { CaptchaMaker } from '../src/accounts/captcha';
import { insertUser } from '../src/accounts/user-repository';
import { type Config, testConfig } from '../src/config';
import { connect, type Db, type Engine } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import type { Mail } from '../src/lib/mailer';

/** The engines this run tests on: SQLite always, PostgreSQL when the global setup found one. */
/**
 * Holds \`Date\` still for the rest of the running test (timers and the database run as usual). The throttles count in
 * fixed windows on the clock (lib/throttle.ts), so a test that counts attempts up to a limit would start afresh if a
 * window ended under it.
 */
export function holdClock() {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

export const engines: Engine[] = inject('pgUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

/** A test database: a SQLite file or a PostgreSQL URL (the PG* form is tested in config-database-pg.test.ts). */
export type TestDatabase = { engine: 'sqlite'; path: string } | { engine: 'postgres'; url: string };

/** PostgreSQL refuses to copy a template while another copy of it starts (object_in_use): the copy is tried again. */
async function createDatabase(client: pg.Client, name: string, template: string | undefined) {
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
}

/**
 * A new database on one engine, and how to drop it: empty, or `migrated` to the newest migration, a copy of the
 * run's template (global-setup.ts) rather than each block migrating its own.
 */
export async function freshDatabase(
  engine: Engine,
  { migrated = false }: { migrated?: boolean } = {},
): Promise<{ database: TestDatabase; drop(): Promise<void> }> {
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pnc-sqlite-'));
    const file = path.join(dir, 'test.db');
    if (migrated) fs.copyFileSync(inject('sqliteTemplate'), file);
    return {
      database: { engine, path: file },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const admin = inject('pgUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await createDatabase(client, name, migrated ? inject('pgTemplate') : undefined);
  } finally {
    await client.end();
  }
  const url = admin.replace(/\/[^/]*$/, `/${name}`);
  return {
    database: { engine, url },
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A connection to a new database migrated up to `to` (all the way unless given), closed and dropped when the test ends. */
export async function migratedDatabase(engine: Engine, to?: string): Promise<Db> {
  const fresh = await freshDatabase(engine, { migrated: to === undefined });
  const db = connect(fresh.database);
  onTestFinished(async () => {
    await db.destroy();
    await fresh.drop();
  });
  await migrateToLatest(db, engine, to);
  return db;
}

/** Captcha answers that tests can read: each challenge's text is 'c' + a counter. */
export function knownCaptcha(): CaptchaMaker & { last: string } {
  let n = 0;
  const maker = {
    last: '',
    create() {
      maker.last = `c${++n}x`;
      return { text: maker.last, svg: `<svg xmlns="http://www.w3.org/2000/svg"><text>${maker.last}</text></svg>` };
    },
  };
  return maker;
}

export interface Harness {
  engine: Engine;
  app: FastifyInstance;
  db: Db;
  /** Every mail the app sent, newest last. */
  mails: Mail[];
  /** Every log line the app wrote (raw JSON text). */
  logs: string[];
  captcha: ReturnType<typeof knownCaptcha>;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
  /** Posts a login as from `remoteAddress` (the throttles count per address), and answers the response. */
  login(username: string, password: string, remoteAddress?: string): Promise<LightMyRequestResponse>;
  /** Creates an active, validated user directly in the database. */
  createUser(opts?: { role?: Role; username?: string; password?: string; email?: string }): Promise<TestUser>;
}

export interface TestUser {
  id: number;
  username: string;
  email: string;
  password: string;
  role: Role;
  /** Logs in through the API and answers the Authorization header value. */
  login(): Promise<string>;
}

let userSeq = 0;

/**
 * Builds the app on a fresh database for the enclosing describe block and closes it after.
 * Use inside `describe.each(engines)`.
 */
export function setupApp(engine: Engine, opts: { config?: Partial<Config> } & Pick<AppOptions, 'mailer'> = {}): Harness {
  const h = { engine, mails: [] as Mail[], logs: [] as string[], captcha: knownCaptcha() } as Harness;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const fresh = await freshDatabase(engine, { migrated: true });
    drop = fresh.drop;
    const config = testConfig({ database: fresh.database, logLevel: 'info', captcha: false, ...opts.config });
    h.db = connect(config.database);
    await migrateToLatest(h.db, engine);
    const logStream = new Writable({
      write(chunk, _enc, cb) {
        h.logs.push(String(chunk));
        cb();
      },
    });
    h.app = await buildApp({
      config,
      db: h.db,
      logStream,
      captcha: h.captcha,
      mailer: opts.mailer ?? { send: async (m) => void h.mails.push(m) },
    });
    await h.app.ready();
  }, 60_000);
  afterAll(async () => {
    await h.app?.close();
    await h.db?.destroy();
    await drop();
  });
  h.inject = (o) => h.app.inject(o);
  h.login = (username, password, remoteAddress) =>
    h.inject({ method: 'POST', url: '/api/user/login/', payload: { username, password }, remoteAddress });
  h.createUser = async ({ role = 'customer', username, password = 'correct-horse-battery', email } = {}) => {
    const name = username ?? `user${process.pid}x${++userSeq}`;
    const mail = email ?? `${name}@example.test`;
    const id = await insertUser(h.db, { username: name, email: mail, password, role, emailValidated: true });
    return {
      id,
      username: name,
      email: mail,
      password,
      role,
      async login() {
        const res = await h.login(name, password);
        if (res.statusCode !== 200) throw new Error(`login of ${name} failed: ${res.statusCode} ${res.body}`);
        return `Token ${res.json().token}`;
      },
    };
  };
  return h;
}

/**
 * Waits, when needed, until the current fixed throttle window (lib/throttle.ts: windows begin on multiples of
 * `windowMs` of the clock) has at least `needMs` left, so requests counted against one limit all fall in one window.
 */
export async function inFreshWindow(windowMs: number, needMs = Math.min(windowMs / 2, 15_000)) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
