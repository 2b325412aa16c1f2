import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig, testConfig } from '../src/config';
import { migrateToLatest } from '../src/db/migrate';
import { type Cluster, startCluster } from './support/postgres';

// A password with the characters a URL would need escaped, given as PGPASSWORD: pg gets it as a field, unescaped.
const PASSWORD = 'p/a@s#s:w?o%rd';

describe('PostgreSQL from PG* variables, on a password-protected cluster', () => {
  let cluster: Cluster | undefined;
  let port = '';
  beforeAll(async () => {
    cluster = await startCluster({ password: PASSWORD });
    port = cluster ? new URL(cluster.url).port : '';
  }, 60_000);
  afterAll(() => cluster?.stop());

  const pgEnv = (password: string) => ({
    PGHOST: '127.0.0.1',
    PGPORT: port,
    PGUSER: 'postgres',
    PGPASSWORD: password,
    PGDATABASE: 'postgres',
  });

  it('connects, migrates and answers health with the password as given', async (ctx) => {
    if (!cluster) return ctx.skip();
    const { database } = loadConfig(pgEnv(PASSWORD));
    const app = await buildApp({ config: testConfig({ database }) });
    try {
      await migrateToLatest(app.db, 'postgres');
      const res = await app.inject({ method: 'GET', url: '/api/health/' });
      expect(res.statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/version/' })).json()).toMatchObject({
        migration: { applied: expect.stringMatching(/^\d{4}-/) },
      });
    } finally {
      await app.close();
    }
  });

  it('is refused by the server with a wrong password (the password really is checked)', async (ctx) => {
    if (!cluster) return ctx.skip();
    const app = await buildApp({ config: testConfig({ database: loadConfig(pgEnv('not-the-password')).database }) });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health/' });
      expect(res.statusCode).not.toBe(200);
    } finally {
      await app.close();
    }
  });

  it('names DATABASE_URL when the same password is written into it unescaped, without echoing it', (ctx) => {
    if (!cluster) return ctx.skip();
    const url = `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/postgres`;
    expect(() => loadConfig({ DATABASE_URL: url })).toThrowError(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: url })).toThrowError(
      /^Invalid environment variable DATABASE_URL: DATABASE_URL is not a valid URL/,
    );
    try {
      loadConfig({ DATABASE_URL: url });
    } catch (err) {
      expect((err as Error).message).not.toContain('w?o%rd');
    }
  });
});
