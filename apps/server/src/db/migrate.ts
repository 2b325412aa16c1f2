import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db, Engine } from './connect';
import { migrations } from './migrations/index';

/** Migrations are plain modules listed in migrations/index.ts (no file-system scanning, so bundling works). */
class ListedMigrations implements MigrationProvider {
  constructor(private readonly engine: Engine) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(Object.entries(migrations).map(([name, make]) => [name, make(this.engine)]));
  }
}

/**
 * Runs every migration not yet run; `to` stops after that one (a database as an older release left it). Answers the
 * names of the migrations this run applied.
 */
export async function migrateToLatest(db: Db, engine: Engine, to?: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new ListedMigrations(engine) });
  const { error, results } = to ? await migrator.migrateTo(to) : await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
