import type SQLite from 'better-sqlite3';
import { type DatabaseConnection, type Driver, SqliteDialect, type SqliteDialectConfig, SqliteDriver } from 'kysely';

/**
 * SQLite ends a transaction by itself on some errors (SQLITE_FULL, SQLITE_IOERR, SQLITE_NOMEM, some SQLITE_BUSY):
 * the ROLLBACK that follows would then fail with "cannot rollback - no transaction is active" and that error, not
 * the one that caused it, would reach the caller. A rollback is issued only while a transaction is open, so the
 * original error is the one reported.
 */
class RollbackOnlyOpenDriver extends SqliteDriver {
  constructor(
    config: SqliteDialectConfig,
    private readonly sqlite: SQLite.Database,
  ) {
    super(config);
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.sqlite.inTransaction) await super.rollbackTransaction(connection);
  }
}

/** Kysely's SQLite dialect over one better-sqlite3 connection, with the rollback above. */
export class GuardedSqliteDialect extends SqliteDialect {
  constructor(
    private readonly config: SqliteDialectConfig,
    private readonly sqlite: SQLite.Database,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new RollbackOnlyOpenDriver(this.config, this.sqlite);
  }
}
