// Where a page load's main-thread time goes: loads a page of a build on the real server (fresh demo database) in
// Chromium at 4× CPU slowdown, as Lighthouse's mobile preset does, with V8's sampling profiler on, and prints the
// functions with the most time (inclusive, then self). Names are readable on a build made with `--minify false`.
//
//   npx vite build --minify false --outDir /tmp/plain
//   node scripts/profile-page.mjs --dist /tmp/plain --path /centre/rooms --user nurse
//   FNS=renderRootSync,commitRoot  … prints those functions' totals;  CALLERS=fn … the stacks above fn;
//   WITHIN=fn … the components (capitalised functions) rendered inside fn.
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startServer } from '../e2e/support/server.mjs';

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    path: { type: 'string', default: '/' },
    user: { type: 'string' },
    top: { type: 'string', default: '45' },
  },
});
if (!values.dist) throw new Error('usage: profile-page.mjs --dist DIR [--path /centre/rooms] [--user nurse]');
const server = await startServer({ env: { WEB_DIST: values.dist } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
if (values.user) {
  const login = await fetch(`${server.baseUrl}/api/user/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: values.user, password: `demo-${values.user}-2026` }),
  });
  const body = await login.json();
  await page.goto(`${server.baseUrl}/robots.txt`);
  await page.evaluate(({ token, id }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('id', String(id));
  }, body);
}
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(`${server.baseUrl}${values.path}`, { waitUntil: 'networkidle' });
await page.waitForTimeout(2000);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
await server.stop();

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const label = (node) =>
  `${node.callFrame.functionName || '(anon)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber}`;
const stackOf = (id) => {
  const names = [];
  for (let cur = id; cur; cur = parent.get(cur)) names.push(label(byId.get(cur)));
  return names;
};
const total = new Map();
const self = new Map();
const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
const samples = profile.samples.map((id, i) => ({ stack: stackOf(id), ms: profile.timeDeltas[i] / 1000 }));
for (const { stack, ms } of samples) {
  add(self, stack[0], ms);
  for (const name of new Set(stack)) add(total, name, ms);
}
const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, ms]) => `${ms.toFixed(0).padStart(6)} ms  ${name}`)
    .join('\n');
const fnName = (name) => name.split(' ')[0];
console.log(`--- inclusive (4× slowdown)\n${top(total, Number(values.top))}\n--- self\n${top(self, 25)}`);
for (const fn of (process.env.FNS ?? '').split(',').filter(Boolean))
  console.log(
    `${fn}: ${[...total]
      .filter(([name]) => fnName(name) === fn)
      .map(([, ms]) => ms.toFixed(0))
      .join(' + ')} ms`,
  );
if (process.env.CALLERS) {
  const chains = new Map();
  for (const { stack, ms } of samples) {
    const at = stack.findIndex((name) => fnName(name) === process.env.CALLERS);
    if (at >= 0) add(chains, stack.slice(at, at + 14).join('\n     < '), ms);
  }
  console.log(top(chains, 5));
}
if (process.env.WITHIN) {
  const components = new Map();
  for (const { stack, ms } of samples)
    if (stack.some((name) => fnName(name) === process.env.WITHIN))
      for (const name of new Set(stack.filter((n) => /^[A-Z][A-Za-z]+ /.test(n)))) add(components, name, ms);
  console.log(top(components, 30));
}
process.exit(0);
