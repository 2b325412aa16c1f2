import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';
import type { RequestMaker } from './routes';

let ticksPerSecond: number | undefined;

/**
 * CPU milliseconds (user + system, all threads) a process has used so far, from /proc; undefined where
 * there is no /proc. On a machine other work shares, CPU per request is steadier than requests a second.
 */
export function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the parenthesised command name; utime and stime are the 14th and 15th of the line.
    const fields = fs
      .readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /s, '')
      .split(' ');
    ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

export interface LoadResult {
  /** mean requests a second over the run */
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** answers outside 2xx, connection errors and timeouts: a run with any is not a clean measurement. */
  failures: number;
  statuses: Record<string, number>;
  /** the server process's CPU time per answered request, in microseconds (undefined without /proc). */
  cpuUsPerRequest?: number;
}

/** One autocannon run of `seconds` at `connections`: every request gets the headers and body `make` answers. */
export async function load(opts: {
  url: string;
  method: string;
  path: string;
  make: RequestMaker;
  connections: number;
  seconds: number;
  /** the server's process, for its CPU time. */
  pid?: number;
}): Promise<LoadResult> {
  let n = 0;
  const cpuBefore = cpuMs(opts.pid);
  const result = await autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.seconds,
    timeout: 30,
    requests: [
      {
        method: opts.method,
        path: opts.path,
        setupRequest: (req) => {
          const { headers, body } = opts.make(n++);
          return { ...req, headers, body };
        },
      },
    ],
  });
  const cpuAfter = cpuMs(opts.pid);
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, Number(s.count)]));
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
    statuses,
    ...(cpuBefore !== undefined &&
      cpuAfter !== undefined &&
      result.requests.total > 0 && { cpuUsPerRequest: ((cpuAfter - cpuBefore) * 1000) / result.requests.total }),
  };
}

/** One request as the load will send it, for its answer's size and a check that it succeeds. */
export async function sample(url: string, method: string, path: string, make: RequestMaker): Promise<number> {
  const { headers, body } = make(0);
  const res = await fetch(`${url}${path}`, { method, headers, body });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 500)}`);
  return Buffer.byteLength(text);
}
