import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { insertUser } from '../../src/accounts/user-repository';
import { type Config, testConfig } from '../../src/config';
import { connect, type Db } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import type { DbTimeouts } from '../../src/db/timeouts';

export interface FaultApp {
  app: FastifyInstance;
  db: Db;
  logs: string[];
  /** A staff member's Authorization header. */
  token: string;
  newMother(name: string): Promise<LightMyRequestResponse>;
  health(): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The app on `database` with the given timeouts (the rest as config.ts's defaults), a staff member logged in, and its
 * log kept (`login: false` logs no one in). `setup` runs migrations and the user once per database; later apps on it pass false.
 */
export async function faultApp(
  database: Config['database'],
  timeouts: Partial<DbTimeouts>,
  { setup = true, login: logIn = true, username = 'fault-staff' } = {},
): Promise<FaultApp> {
  const config = testConfig({ database, logLevel: 'info' });
  const dbTimeouts = { ...config.dbTimeouts, ...timeouts };
  const db = connect(database, dbTimeouts);
  if (setup) {
    await migrateToLatest(db, database.engine);
    await insertUser(db, {
      username,
      email: `${username}@example.test`,
      password: 'correct-horse-battery',
      role: 'staff',
      emailValidated: true,
    });
  }
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, cb) {
      logs.push(String(chunk));
      cb();
    },
  });
  const app = await buildApp({ config: { ...config, dbTimeouts }, db, logStream });
  await app.ready();
  let token = '';
  if (logIn) {
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login/',
      payload: { username, password: 'correct-horse-battery' },
    });
    if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
    token = `Token ${login.json().token}`;
  }
  return {
    app,
    db,
    logs,
    token,
    newMother: (name) =>
      app.inject({
        method: 'POST',
        url: '/api/mother/',
        headers: { authorization: token },
        payload: { name, phone: '0912-000-111' },
      }),
    health: () => app.inject({ method: 'GET', url: '/api/health/' }),
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}
