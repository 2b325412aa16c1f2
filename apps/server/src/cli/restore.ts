import { parseArgs } from 'node:util';
import { BackupRefusal } from '../backup/manifest';
import { restoreBackup } from '../backup/restore';
import { ConfigError, loadConfig } from '../config';

const usage = 'usage: npm run restore -- --from DIR/centre-<time> [--pg-bin DIR]';

/**
 * npm run restore -- --from BACKUP: into the empty database DATABASE_URL names and the empty UPLOAD_DIR, with every
 * instance stopped. The first start afterwards migrates a backup of an older release.
 */
async function run() {
  const { values } = parseArgs({ options: { from: { type: 'string' }, 'pg-bin': { type: 'string' } } });
  if (!values.from) throw new Error(usage);
  const manifest = await restoreBackup(loadConfig(), { from: values.from, pgBin: values['pg-bin'] });
  console.log(
    `restored the ${manifest.engine} backup of ${manifest.createdAt} (last migration ${manifest.lastMigration ?? 'none'})`,
  );
  if (manifest.uploads === 's3') console.log('its uploads were in S3: restore them from the bucket (versioning or replica)');
}

run().catch((err) => {
  console.error(err instanceof BackupRefusal || err instanceof ConfigError || err instanceof Error ? err.message : err);
  process.exit(1);
});
