import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';

/**
 * `npm run lint:openapi`: builds the app as the tests do (SQLite in memory), writes its OpenAPI document
 * to a temporary file and lints it with Redocly's recommended rules (redocly.yaml at the root).
 * Exits with Redocly's status: any error fails the run.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const app = await buildApp({ config: testConfig({ database: { engine: 'sqlite', path: ':memory:' }, logLevel: 'silent' }) });
await app.ready();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pnc-openapi-'));
const file = path.join(dir, 'openapi.json');
fs.writeFileSync(file, JSON.stringify(app.swagger(), null, 2));
await app.close();

const lint = spawnSync(
  path.join(root, 'node_modules/.bin/redocly'),
  ['lint', file, '--config', path.join(root, 'redocly.yaml')],
  {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
fs.rmSync(dir, { recursive: true, force: true });
process.exit(lint.status ?? 1);
