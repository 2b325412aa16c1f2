/**
 * The top self-time functions of a V8 .cpuprofile (what `node --cpu-prof` writes), and the same
 * time summed per package, to see what stands between a route and the ceiling:
 *
 *   node --import tsx apps/server/scripts/bench/profile-top.ts <file.cpuprofile> [--top 25]
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
}

export interface Share {
  name: string;
  ms: number;
  share: number;
}

/** Where a script lives: its npm package, node's internals, or the app's own file. */
function owner(url: string): string {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return 'node:internal';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const own = /\/(apps|packages)\/(.+)$/.exec(url);
  return own ? `${own[1]}/${own[2]}` : url;
}

function topOfProfile(profile: Profile, top: number): { functions: Share[]; packages: Share[]; totalMs: number } {
  const hits = new Map<number, number>();
  if (profile.samples) for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
  const totalHits = profile.samples?.length ?? profile.nodes.reduce((s, n) => s + (n.hitCount ?? 0), 0);
  const totalMs = (profile.endTime - profile.startTime) / 1000;
  const msPerHit = totalHits ? totalMs / totalHits : 0;
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const node of profile.nodes) {
    const count = hits.get(node.id) ?? node.hitCount ?? 0;
    if (!count) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const short = url.replace(/^file:\/\//, '').replace(/^.*\/node_modules\//, '');
    const key = `${functionName || '(anonymous)'}  ${short ? `${short}:${lineNumber + 1}` : ''}`.trim();
    byFunction.set(key, (byFunction.get(key) ?? 0) + count);
    byPackage.set(owner(url), (byPackage.get(owner(url)) ?? 0) + count);
  }
  const rank = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, count]) => ({ name, ms: count * msPerHit, share: totalHits ? count / totalHits : 0 }));
  return { functions: rank(byFunction), packages: rank(byPackage), totalMs };
}

export function printTop(file: string, top = 25) {
  const { functions, packages, totalMs } = topOfProfile(JSON.parse(fs.readFileSync(file, 'utf8')) as Profile, top);
  const line = (s: Share) => `${(s.share * 100).toFixed(1).padStart(5)} %  ${s.ms.toFixed(0).padStart(7)} ms  ${s.name}`;
  console.log(`\n${file}: ${totalMs.toFixed(0)} ms profiled\nself time by function:`);
  for (const s of functions) console.log(line(s));
  console.log('self time by package:');
  for (const s of packages) console.log(line(s));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '25' } } });
  if (!positionals.length) {
    console.error('usage: profile-top.ts <file.cpuprofile> [--top 25]');
    process.exit(1);
  }
  for (const file of positionals) printTop(file, Number(values.top));
}
