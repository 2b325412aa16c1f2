import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storedFields } from '@pnc/schemas/centre/define';
import { isClinicalRecord } from '@pnc/schemas/centre/health-data';
import { centreResources } from '@pnc/schemas/centre/resources';
import { sparePartRecord } from '@pnc/schemas/centre/spare-part-record';
import { columnType } from '../src/db/resource-columns';
import { engines, setupApp } from './helper';

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
      for (const source of sources) expect(source, file).toMatch(/^(kysely|\.\/[\w-]+)$/);
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
