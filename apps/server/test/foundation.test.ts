import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { findUserByLogin } from '../src/accounts/user-repository';
import { connect, type Db } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { redactUrl } from '../src/lib/log-redaction';
import { createMailer } from '../src/lib/mailer';
import { verifyPassword } from '../src/lib/passwords';
import { engines, freshDatabase, migratedDatabase } from './helper';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '..');

describe.each(engines)('database foundation on %s', (engine) => {
  it('migrates a fresh database and a second run changes nothing', async () => {
    const db = await migratedDatabase(engine);
    const before = await db
      .selectFrom('kysely_migration' as never)
      .selectAll()
      .execute();
    await migrateToLatest(db, engine);
    const after = await db
      .selectFrom('kysely_migration' as never)
      .selectAll()
      .execute();
    expect(after).toEqual(before);
    expect(before.length).toBeGreaterThan(0);
  });

  it('a database made before the meal planner gains its window indexes (0007), and a new one has them already', async () => {
    const names = ['mom_meal_info_start_date_idx', 'mom_meal_info_end_date_idx'];
    const present = async (db: Db) => {
      const rows =
        engine === 'sqlite'
          ? await sql<{
              name: string;
            }>`select name from sqlite_master where type = 'index' and tbl_name = 'mom_meal_info'`.execute(db)
          : await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'mom_meal_info'`.execute(db);
      return names.filter((n) => rows.rows.some((r) => r.name === n));
    };
    expect(await present(await migratedDatabase(engine))).toEqual(names);

    // A database as the release before the meal planner left it: migrated up to 0006, without the indexes.
    const older = await migratedDatabase(engine, '0006-item-match-index');
    expect(await present(older)).toEqual([]);
    await migrateToLatest(older, engine);
    expect(await present(older)).toEqual(names);
  });

  it('user:create makes an active, validated user with a hashed password, and refuses bad input', async () => {
    const fresh = await freshDatabase(engine);
    onTestFinished(fresh.drop);
    const url = fresh.database.engine === 'sqlite' ? `sqlite:${fresh.database.path}` : fresh.database.url;
    const env = { ...process.env, DATABASE_URL: url };
    // The password arrives on standard input, as an operator pipes it; argv never carries it.
    const cli = (args: string[], password?: string) => {
      const call = run('node', ['--import', 'tsx', 'src/cli/user-create.ts', ...args], { cwd: serverDir, env });
      call.child.stdin!.end(password === undefined ? '' : `${password}\n`);
      return call;
    };
    const { stdout } = await cli(
      ['--username', 'Boss', '--role', 'admin', '--email', 'boss@example.test'],
      'a-long-admin-secret',
    );
    expect(stdout).toMatch(/created admin Boss/);
    expect(stdout).not.toContain('a-long-admin-secret');

    const db = connect(fresh.database);
    const user = await findUserByLogin(db, 'boss');
    expect(user).toMatchObject({ username: 'Boss', role: 'admin', is_active: 1, email_validated: 1, email: 'boss@example.test' });
    expect(user!.password_hash).not.toContain('a-long-admin-secret');
    expect(await verifyPassword(user!.password_hash, 'a-long-admin-secret')).toBe(true);

    // A password in argv is refused before anything is read or written, naming the way to give it instead.
    for (const args of [['--password', 'a-long-argv-secret'], ['--password=a-long-argv-secret']]) {
      const refused = cli(['--username', 'argv', ...args, '--role', 'staff'], 'a-long-admin-secret');
      await expect(refused).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/--password .*standard input/) });
    }
    expect(await findUserByLogin(db, 'argv')).toBeUndefined();
    await db.destroy();

    await expect(cli(['--username', 'nopass', '--role', 'staff'])).rejects.toMatchObject({
      stderr: expect.stringMatching(/no password given/),
    });
    await expect(cli(['--username', 'x', '--role', 'king'], 'a-long-admin-secret')).rejects.toMatchObject({
      code: 1,
    });
    await expect(cli(['--username', 'weak', '--role', 'staff'], 'password1')).rejects.toMatchObject({
      stderr: expect.stringMatching(/too common/),
    });
    await expect(cli(['--username', 'boss', '--role', 'staff'], 'another-long-secret')).rejects.toMatchObject({
      stderr: expect.stringMatching(/exists already/),
    });
  }, 60_000);
});

describe('dev mail outbox', () => {
  it('writes each mail as an .eml file a developer can open', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pnc-outbox-'));
    const mailer = createMailer({ smtpUrl: undefined, from: 'Centre <no-reply@localhost>', outboxDir: dir });
    await mailer.send({
      to: 'mom@example.test',
      subject: '驗證您的電子郵件',
      text: 'Open http://localhost:8080/account/validate?key=abc',
    });
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: mom@example\.test$/m);
    expect(eml).toContain('account/validate?key=abc');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('log redaction', () => {
  it('hides secret-looking query values and keeps the rest', () => {
    expect(redactUrl('/api/mom_checkout/?mother=3&username=boss&password=hunter2')).toBe(
      '/api/mom_checkout/?mother=3&username=%5Bredacted%5D&password=%5Bredacted%5D',
    );
    expect(redactUrl('/api/items/?keyword=%E4%B9%B3&limit=20')).toBe('/api/items/?keyword=%E4%B9%B3&limit=20');
    expect(redactUrl('/account/validate?key=abc')).not.toContain('abc');
  });
});
