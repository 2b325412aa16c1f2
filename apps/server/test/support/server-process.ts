import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestDatabase } from '../helper';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** Sends a signal and waits for the process to be gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

const serverDir = path.resolve(import.meta.dirname, '../..');
const START_DEADLINE_MS = 60_000;

export const databaseUrl = (database: TestDatabase) => (database.engine === 'sqlite' ? `sqlite:${database.path}` : database.url);

/**
 * Starts the real server from its TypeScript sources (`node --import tsx src/main.ts`, as `npm run dev:server` does) on a free port and
 * answers once it printed "Serving on http://…". A real process, so a test can kill -9 it.
 */
export async function startServer(database: TestDatabase, env: Record<string, string> = {}): Promise<ServerProcess> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pnc-proc-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl(database),
      SEED_DEMO: '0',
      CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
      MAIL_OUTBOX_DIR: path.join(scratch, 'outbox'),
      UPLOAD_DIR: path.join(scratch, 'uploads'),
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const { url, output } = await servingUrl(child);
  return {
    url,
    child,
    output,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/**
 * Waits for a server process to print "Serving on http://…" (START_DEADLINE_MS at most: a start from the TypeScript
 * sources compiles them first, which on two busy cores has taken over 30 s) and answers its address, with everything
 * the process wrote so far and later, for failure messages. Rejects when it exits first; one that never serves is killed.
 */
export async function servingUrl(child: ChildProcess): Promise<{ url: string; output(): string }> {
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${START_DEADLINE_MS / 1000} s:\n${out}`));
    }, START_DEADLINE_MS);
    const onData = (chunk: Buffer) => {
      out += String(chunk);
      const m = /Serving on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!.replace('//localhost:', '//127.0.0.1:'));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before serving:\n${out}`));
    });
  });
  return { url, output: () => out };
}
