import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface Cluster {
  url: string;
  stop(): void;
  /** Stops the server but keeps its data and port, as an outage would (fault tests). */
  pause(): void;
  /** Starts a paused server again on the same data and port. */
  resume(): void;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/** The path of one of the system's PostgreSQL programs (pg_dump, psql…), of the newest installed version. */
export function pgBin(program: string): string {
  const bin = findBinDir();
  if (!bin) throw new Error('no PostgreSQL binaries found (/usr/lib/postgresql/*/bin)');
  return path.join(bin, program);
}

function findBinDir(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return undefined;
  const versions = fs.readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(base, v, 'bin')).find((d) => fs.existsSync(path.join(d, 'initdb')));
}

/**
 * Starts a throwaway PostgreSQL cluster from the system's binaries: temp dir, free port, trust auth on loopback
 * (or, given `password`, scram-sha-256 with that password for the postgres user). As root the server must run as
 * the postgres user. Answers undefined when no binaries are installed.
 */
export async function startCluster(options: { password?: string } = {}): Promise<Cluster | undefined> {
  const bin = findBinDir();
  if (!bin) return undefined;
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pnc-pg-'));
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]]
      : [path.join(bin, cmd), args];
    const r = spawnSync(file, argv, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  const data = path.join(dir, 'data');
  const auth = ['-A', 'trust'];
  if (options.password !== undefined) {
    const pwfile = path.join(dir, 'pwfile');
    fs.writeFileSync(pwfile, `${options.password}\n`, { mode: 0o600 });
    if (asRoot) execFileSync('chown', ['postgres:postgres', pwfile]);
    auth.splice(0, 2, '-A', 'scram-sha-256', `--pwfile=${pwfile}`);
  }
  run('initdb', ['-D', data, ...auth, '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () => run('pg_ctl', ['-D', data, '-o', opts, '-l', path.join(dir, 'log'), '-w', 'start']);
  start();
  return {
    url: `postgres://postgres${options.password === undefined ? '' : `:${encodeURIComponent(options.password)}`}@127.0.0.1:${port}/postgres`,
    pause: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    resume: start,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
