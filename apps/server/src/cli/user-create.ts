import { parseArgs } from 'node:util';
import { Role } from '@pnc/schemas/common';
import { findUserByLogin, insertUser } from '../accounts/user-repository';
import { ConfigError, loadConfig } from '../config';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { passwordProblem } from '../lib/passwords';
import { readPassword } from './read-password';

const USAGE =
  'usage: npm run user:create -- --username U --role customer|staff|manager|admin [--email E], the password on standard input or at the prompt';

/**
 * npm run user:create -- --username U --role customer|staff|manager|admin [--email E]; the password is piped on
 * standard input or typed at a hidden prompt, never given in argv (which `ps` and shell history keep).
 */
async function run() {
  const argv = process.argv.slice(2);
  if (argv.some((a) => a === '--password' || a.startsWith('--password='))) {
    throw new Error(
      'refused: --password puts the password where ps and shell history keep it. Leave it out: pipe the password on standard input (printf \'%s\\n\' "$PW" | npm run user:create -- …) or type it at the prompt',
    );
  }
  const { values } = parseArgs({
    args: argv,
    options: { username: { type: 'string' }, role: { type: 'string' }, email: { type: 'string' } },
  });
  const role = Role.safeParse(values.role);
  if (!values.username || !role.success) throw new Error(USAGE);
  if (values.username.includes('@')) throw new Error('a username may not contain @ (login accepts username or email)');
  const password = await readPassword(`password for ${values.username}: `);
  if (!password) throw new Error('no password given: pipe it on standard input or type it at the prompt');
  const problem = passwordProblem(password, values.username);
  if (problem) throw new Error(`password refused: ${problem}`);
  const config = loadConfig();
  const db = connect(config.database);
  try {
    await migrateToLatest(db, config.database.engine);
    const email = values.email ?? `${values.username}@localhost`;
    if ((await findUserByLogin(db, values.username)) || (await findUserByLogin(db, email))) {
      throw new Error(`a user named ${values.username} or with email ${email} exists already`);
    }
    const id = await insertUser(db, {
      username: values.username,
      email,
      password,
      role: role.data,
      emailValidated: true,
    });
    console.log(`created ${role.data} ${values.username} (id ${id})`);
  } finally {
    await db.destroy();
  }
}

run().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
  process.exit(1);
});
