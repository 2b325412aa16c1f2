import { parseArgs } from 'node:util';
import { makeBackup } from '../backup/backup';
import { BackupRefusal } from '../backup/manifest';
import { ConfigError, loadConfig } from '../config';

const usage = 'usage: npm run backup -- --to DIR [--pg-bin DIR]';

/** npm run backup -- --to DIR: the database (DATABASE_URL) and local uploads (UPLOAD_DIR) into DIR/centre-<time>/. */
async function run() {
  const { values } = parseArgs({ options: { to: { type: 'string' }, 'pg-bin': { type: 'string' } } });
  if (!values.to) throw new Error(usage);
  const config = loadConfig();
  const dir = await makeBackup(config, { to: values.to, pgBin: values['pg-bin'] });
  console.log(`backed up into ${dir}`);
  if (config.shop.s3) console.log('uploads are in the S3 bucket: its versioning and replication are their backup');
}

run().catch((err) => {
  console.error(err instanceof BackupRefusal || err instanceof ConfigError || err instanceof Error ? err.message : err);
  process.exit(1);
});
