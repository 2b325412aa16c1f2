import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { connect, type Db } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { migrations } from '../src/db/migrations/index';
import { engines, freshDatabase, migratedDatabase } from './helper';
import { schemaDiff, schemaSnapshot } from './support/schema-snapshot';
import { loadFixture, upgradeFixtures } from './support/upgrade-fixture';

// The hand-made rows scripts/upgrade-fixture/seed-release.ts wrote into every fixture.
const EDGE = {
  motherName: '測試　媽媽ＡＢＣ𠮷',
  creditMotherName: '退房　有退款',
  roomInHouse: 'FX-IN',
};

const cases = upgradeFixtures().flatMap((f) => engines.map((engine) => [f.name, engine, f] as const));

describe.each(cases)('upgrading %s on %s to HEAD', (_name, engine, fixture) => {
  let app: FastifyInstance;
  let db: Db;
  let applied: string[];
  let drop = async () => {};
  let manager = '';

  beforeAll(async () => {
    const fresh = await freshDatabase(engine);
    drop = fresh.drop;
    loadFixture(fixture, engine, fresh.database);
    db = connect(fresh.database);
    applied = await migrateToLatest(db, engine);
    app = await buildApp({ config: testConfig({ database: fresh.database }), db, mailer: { send: async () => {} } });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login/',
      payload: { username: 'manager', password: 'demo-manager-2026' },
    });
    expect(login.statusCode, login.body).toBe(200);
    manager = `Token ${login.json().token}`;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    await drop();
  });

  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: manager } });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };

  it('runs exactly the migrations the release did not have', () => {
    expect(applied).toEqual(Object.keys(migrations).filter((m) => m > fixture.lastMigration));
  });

  it('answers the health check', async () => {
    expect(await get('/api/health/')).toMatchObject({ status: 'ok', checks: { database: 'ok' } });
  });

  it("reads the release's mothers, stays and bills through the API, and writes to them", async () => {
    // Found by her whole name as stored: ideographic space, full-width capitals and a character beyond the BMP.
    const [mother] = (await get(`/api/mother/?name=${encodeURIComponent(EDGE.motherName)}`)).results;
    // The full-width phone the release stored is read in its one stored form (0038); the columns left null stay null.
    expect(mother).toMatchObject({ name: EDGE.motherName, phone: '0912000365', national_id: null, birthday: null });
    expect(mother.current_room).toBe(EDGE.roomInHouse);
    const [inHouse] = (await get(`/api/mom_living_record/?mother=${mother.id}`)).results;
    expect(inHouse).toMatchObject({ status: 'in_house', start_date: '2026-11-20', checked_out_at: null, cancelled_at: null });

    const [leaver] = (await get(`/api/mother/?name=${encodeURIComponent(EDGE.creditMotherName)}`)).results;
    const [out] = (await get(`/api/mom_living_record/?mother=${leaver.id}`)).results;
    expect(out).toMatchObject({ status: 'checked_out', checked_out_at: '2026-11-09T02:00:00.000Z' });
    const bill = (await get(`/api/mom_billing_record/?mother=${leaver.id}&limit=100`)).results;
    expect(bill.map((l: { category: string; amount: number }) => [l.category, l.amount]).sort()).toEqual([
      ['early_leave', -18_000],
      ['room', 90_000],
    ]);

    const demoStays = await get('/api/mom_living_record/?limit=100');
    expect(demoStays.count).toBeGreaterThan(10);

    const edit = await app.inject({
      method: 'PUT',
      url: `/api/mother/${mother.id}/`,
      headers: { authorization: manager },
      payload: { name: EDGE.motherName, phone: '0912-000-365', note: '升級後' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await get(`/api/mother/${mother.id}/`)).note).toBe('升級後');
  });

  it("finds the release's items by keyword and reads one", async () => {
    const row = (
      await sql<{ id: number; name_tw: string; price: number }>`
        select id, name_tw, price from item where is_active = 1 order by id limit 1`.execute(db)
    ).rows[0]!;
    expect(await get(`/api/items/${row.id}/`)).toMatchObject({ id: row.id, name_tw: row.name_tw, price: row.price });
    const keyword = [...row.name_tw].slice(0, 2).join('');
    const found = await get(`/api/items/?keyword=${encodeURIComponent(keyword)}&limit=100`);
    expect(found.results.map((i: { id: number }) => i.id)).toContain(row.id);
  });

  it('has the same schema as a database migrated from empty', async () => {
    const fresh = await migratedDatabase(engine);
    const diff = schemaDiff(await schemaSnapshot(fresh, engine), await schemaSnapshot(db, engine));
    expect(diff, `schema after upgrading ${fixture.name} (-) fresh only, (+) upgraded only:\n${diff.join('\n')}`).toEqual([]);
  });
});
