import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { storedFields } from '@pnc/schemas/centre/define';
import { isClinicalRecord } from '@pnc/schemas/centre/health-data';
import { centreResources } from '@pnc/schemas/centre/resources';
import { sparePartRecord } from '@pnc/schemas/centre/spare-part-record';
import { migrateToLatest } from '../src/db/migrate';
import { columnType } from '../src/db/resource-columns';
import { engines, migratedDatabase, setupApp } from './helper';

const migrationsDir = path.join(import.meta.dirname, '../src/db/migrations');

/** Every definition the centre's tables are built for. */
const definitions = [...centreResources, sparePartRecord];

/** How each engine's catalogue names the portable column types (Kysely's introspection). */
const introspected: Record<string, Record<string, string>> = {
  sqlite: { text: 'text', integer: 'integer', bigint: 'bigint', real: 'real' },
  postgres: { text: 'text', integer: 'int4', bigint: 'int8', 'double precision': 'float8' },
};

describe('migrations are frozen', () => {
  it('import nothing but Kysely and each other: no live definitions, no app code', () => {
    const files = fs.readdirSync(migrationsDir).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(9);
    for (const file of files) {
      const text = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
      const sources = [
        ...text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]/gm),
      ].map((m) => m[1] ?? m[2]);
      expect(sources.length, file).toBeGreaterThan(0);
      for (const source of sources) expect(source, file).toMatch(/^(kysely(\/migration)?|\.\/[\w-]+)$/);
    }
  });
});

describe.each(engines)('the migrated schema on %s', (engine) => {
  const h = setupApp(engine);

  it('has every stored centre resource field (all but the derived) as a column of its portable type, and nothing else', async () => {
    const tables = new Map((await h.db.introspection.getTables()).map((t) => [t.name, t]));
    for (const def of definitions) {
      const table = tables.get(def.table);
      expect(table, def.table).toBeDefined();
      const columns = new Map(table!.columns.map((c) => [c.name, c]));
      // Clinical records are archived, never deleted (migration 0015).
      const archive = isClinicalRecord(def) ? ['archived_at', 'archived_by', 'archive_reason'] : [];
      expect([...columns.keys()].sort(), def.table).toEqual(
        ['id', 'created_at', 'updated_at', ...storedFields(def), ...archive].sort(),
      );
      for (const name of storedFields(def)) {
        const field = def.fields[name]!;
        const column = columns.get(name)!;
        const where = `${def.table}.${name}`;
        expect(column.dataType.toLowerCase(), where).toBe(introspected[engine]![columnType(field, engine) as string]);
        expect(column.isNullable, where).toBe(!field.required);
      }
    }
  });
});

describe.each(engines)('migration 0036 (stay cancel) on %s', (engine) => {
  it('keeps the stays written before it as they were, with no cancellation, and takes a cancelled one after', async () => {
    // As an older database stood: stays booked, in house and checked out, migrated up to the one before 0036.
    const db = await migratedDatabase(engine, '0035-handover-notes-version');
    const now = new Date().toISOString();
    const stamps = { created_at: now, updated_at: now };
    const insert = async (table: string, values: Record<string, unknown>) =>
      Number(
        (
          (await db
            .insertInto(table as never)
            .values({ ...values, ...stamps } as never)
            .returning('id' as never)
            .executeTakeFirstOrThrow()) as { id: number }
        ).id,
      );
    const type = await insert('room_type', { name_tw: '標準房', name_en: 'Standard', daily_rate: 8000, capacity: 1 });
    const room = await insert('room', { number: 'M36', floor: 3, room_type: type, status: 'occupied' });
    const mother = await insert('mother', { name: '舊住客', phone: '0912345678' });
    const stays = [
      { start_date: '2026-01-01', end_date: '2026-01-05', status: 'checked_out', checked_out_at: '2026-01-05T02:00:00.000Z' },
      { start_date: '2026-01-05', end_date: '2026-01-20', status: 'in_house', checked_out_at: null },
      { start_date: '2026-02-01', end_date: '2026-02-10', status: 'booked', checked_out_at: null },
    ];
    for (const st of stays) await insert('mom_living_record', { mother, room, note: null, ...st });

    await migrateToLatest(db, engine);
    const read = async () =>
      (
        await sql<Record<string, unknown>>`select start_date, end_date, status, checked_out_at, cancelled_at, cancelled_by,
          cancel_reason from mom_living_record order by id`.execute(db)
      ).rows;
    expect(await read()).toEqual(stays.map((st) => ({ ...st, cancelled_at: null, cancelled_by: null, cancel_reason: null })));

    // The status is free text on both engines: a cancelled booking is written and read back as is.
    const user = await insert('app_user', {
      username: 'm36',
      username_key: 'm36',
      email: 'm36@example.test',
      email_key: 'm36@example.test',
      password_hash: 'x',
      role: 'staff',
    });
    await sql`update mom_living_record set status = 'cancelled', cancelled_at = ${now}, cancelled_by = ${user},
      cancel_reason = ${'改期'} where status = 'booked'`.execute(db);
    const after = await read();
    expect(after[2]).toEqual({ ...stays[2], status: 'cancelled', cancelled_at: now, cancelled_by: user, cancel_reason: '改期' });
    expect(after.slice(0, 2).map((r) => r.status)).toEqual(['checked_out', 'in_house']);
  });
});
