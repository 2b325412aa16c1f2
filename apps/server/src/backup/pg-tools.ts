import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { BackupRefusal } from './manifest';

/**
 * Runs pg_dump or pg_restore (the system's, or the one in binDir) against the database at url. The password goes
 * to the program in PGPASSWORD, never on its command line, where other users of the machine could read it.
 */
export function runPgTool(program: 'pg_dump' | 'pg_restore', url: string, args: string[], binDir?: string) {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  const r = spawnSync(binDir ? path.join(binDir, program) : program, [...args, '--dbname', target.toString()], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
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
