import { parseArgs } from 'node:util';
import { Role } from '@pnc/schemas/common';
import { findUserByLogin, insertUser } from '../accounts/user-repository';
import { ConfigError, loadConfig } from '../config';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { passwordProblem } from '../lib/passwords';

/** npm run user:create -- --username U --password P --role customer|staff|manager|admin [--email E] */
async function run() {
  const { values } = parseArgs({
    options: { username: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' }, email: { type: 'string' } },
  });
  const role = Role.safeParse(values.role);
  if (!values.username || !values.password || !role.success) {
    throw new Error('usage: npm run user:create -- --username U --password P --role customer|staff|manager|admin [--email E]');
  }
  if (values.username.includes('@')) throw new Error('a username may not contain @ (login accepts username or email)');
  const problem = passwordProblem(values.password, values.username);
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
      password: values.password,
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
