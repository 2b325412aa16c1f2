import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { DatabaseConfig } from '../config-database';
import { BackupRefusal } from './manifest';

/** What the client programs connect with: the URL without its password, or the PG* fields as their variables. */
function toolTarget(database: Extract<DatabaseConfig, { engine: 'postgres' }>) {
  const env: Record<string, string> = {};
  if ('url' in database) {
    const target = new URL(database.url);
    const password = decodeURIComponent(target.password);
    target.password = '';
    if (password) env.PGPASSWORD = password;
    return { dbname: target.toString(), env };
  }
  const c = database.connection;
  for (const [name, value] of [
    ['PGHOST', c.host],
    ['PGPORT', c.port],
    ['PGUSER', c.user],
    ['PGPASSWORD', c.password],
  ] as const)
    if (value !== undefined) env[name] = String(value);
  return { dbname: c.database ?? c.user ?? process.env.USER ?? 'postgres', env };
}

/**
 * Runs pg_dump or pg_restore (the system's, or the one in binDir) against the database given as DATABASE_URL or as
 * the PG* fields. The password goes to the program in PGPASSWORD, never on its command line, where other users of
 * the machine could read it.
 */
export function runPgTool(
  program: 'pg_dump' | 'pg_restore',
  database: Extract<DatabaseConfig, { engine: 'postgres' }>,
  args: string[],
  binDir?: string,
) {
  const { dbname, env } = toolTarget(database);
  const r = spawnSync(binDir ? path.join(binDir, program) : program, [...args, '--dbname', dbname], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (r.error) {
    throw new BackupRefusal(
      'pg_tool_missing',
      `${program} could not be run (${r.error.message}); install PostgreSQL's client programs or give --pg-bin`,
      `無法執行 ${program}（${r.error.message}）；請安裝 PostgreSQL 用戶端程式，或以 --pg-bin 指定位置`,
    );
  }
  if (r.status !== 0) {
    const said = r.stderr.trim().split('\n').slice(0, 5).join('\n');
    throw new BackupRefusal('pg_tool_failed', `${program} failed: ${said}`, `${program} 失敗：${said}`);
  }
}
