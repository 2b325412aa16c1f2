import type { PoolConfig } from 'pg';
import type { DatabaseConfig } from '../config-database';

/** What pg connects to: DATABASE_URL as pg parses it, or the PG* variables' fields as given (no URL escaping). */
export function pgTarget(database: Extract<DatabaseConfig, { engine: 'postgres' }>): PoolConfig {
  return 'url' in database ? { connectionString: database.url } : { ...database.connection };
}
