import { execFileSync } from 'node:child_process';
import os from 'node:os';
import type { LoadResult } from './load';
import { TARGETS } from './routes';

export interface RouteResult {
  name: string;
  kind: 'read' | 'write';
  method: string;
  path: string;
  bytes: number;
  route: LoadResult;
  /** reads only: the same route on a server keeping no answers (ANSWER_CACHE_MB=0), i.e. run in full. */
  full?: LoadResult;
  ceiling: LoadResult;
  ratio: number;
  /** reads only: whether the targets (routes.ts TARGETS) hold, and why not. */
  target?: { met: boolean; misses: { p99?: string; ratio?: string } };
}

export interface BenchReport {
  date: string;
  machine: { cpu: string; cores: number; memoryGiB: number; node: string; os: string };
  /** 1-minute load average before and after the run: other work on the machine skews the numbers. */
  load: { before: number; after: number };
  settings: { seconds: number; connections: number; logLevel: string; customers: number };
  commit: string;
  note?: string;
  results: RouteResult[];
}

export function machine(): BenchReport['machine'] {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
  };
}

/** The commit checked out where the server runs from, and "+ changes" when that tree differs from it (read only). */
export function commit(dir: string): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: 'pipe' }).trim();
    const head = git('rev-parse', '--short', 'HEAD');
    return git('status', '--porcelain', '--untracked-files=no') ? `${head} + uncommitted changes` : head;
  } catch {
    return `not a git checkout (${dir})`;
  }
}

/** The p99 target and the ratio to the ceiling (docs/performance.md), each judged on its own. */
export function judge(kind: 'read' | 'write', ratio: number, p99: number): RouteResult['target'] {
  if (kind !== 'read') return undefined;
  const misses: { p99?: string; ratio?: string } = {
    ...(ratio < TARGETS.minRatio && { ratio: `ratio ${(ratio * 100).toFixed(1)} % < ${TARGETS.minRatio * 100} %` }),
    ...(p99 > TARGETS.maxP99Ms && { p99: `p99 ${p99} ms > ${TARGETS.maxP99Ms} ms` }),
  };
  return { met: !misses.p99 && !misses.ratio, misses };
}

const verdict = (r: RouteResult) => {
  if (r.route.failures || r.ceiling.failures) return `invalid: ${r.route.failures + r.ceiling.failures} failed requests`;
  if (!r.target) return 'no target';
  const part = (name: string, miss?: string) => `${name} ${miss ? `missed (${miss})` : 'met'}`;
  return `${part('p99', r.target.misses.p99)}; ${part('ratio', r.target.misses.ratio)}`;
};

const cpu = (r: LoadResult) => (r.cpuUsPerRequest === undefined ? '–' : r.cpuUsPerRequest.toFixed(0));

/** The results as a Markdown table (the same one the terminal shows and docs/performance.md holds). */
export function table(report: BenchReport): string {
  const rows = report.results.map((r) =>
    [
      r.name,
      String(r.bytes),
      r.route.rps.toFixed(0),
      String(r.route.p50),
      String(r.route.p99),
      r.full ? r.full.rps.toFixed(0) : '–',
      r.full ? String(r.full.p99) : '–',
      r.ceiling.rps.toFixed(0),
      String(r.ceiling.p99),
      `${(r.ratio * 100).toFixed(1)} %`,
      cpu(r.route),
      cpu(r.ceiling),
      verdict(r),
    ].join(' | '),
  );
  return [
    '| route | body bytes | req/s | p50 ms | p99 ms | in full req/s | in full p99 ms | ceiling req/s | ceiling p99 ms | ratio | CPU µs/req | ceiling CPU µs/req | target |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map((r) => `| ${r} |`),
  ].join('\n');
}

export function summary(report: BenchReport): string {
  const m = report.machine;
  const s = report.settings;
  return [
    `Run of ${report.date} on ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, Node ${m.node}, ${m.os}; commit ${report.commit}.`,
    `${s.connections} connections, ${s.seconds} s per route and per ceiling, SQLite, server log level ${s.logLevel} to a file, ` +
      'read routes also "in full": on a second server over the same database keeping no answers (ANSWER_CACHE_MB=0), ' +
      `${s.customers} customer accounts. Load average (1 min) ${report.load.before.toFixed(2)} before, ${report.load.after.toFixed(2)} after.`,
    ...(report.note ? [`Note: ${report.note}`] : []),
  ].join('\n');
}
