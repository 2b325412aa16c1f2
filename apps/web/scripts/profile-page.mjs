// Where a page load's main-thread time goes: loads a page of a build on the real server (fresh demo database) in
// Chromium at 4× CPU slowdown, as Lighthouse's mobile preset does, with V8's sampling profiler on, and prints the
// functions with the most time (inclusive, then self). Names are readable on a build made with `--minify false`.
//
//   npx vite build --minify false --outDir /tmp/plain
//   node scripts/profile-page.mjs --dist /tmp/plain --path /centre/rooms --user nurse [--until SELECTOR]
//   FNS=renderRootSync,commitRoot  … prints those functions' totals;  CALLERS=fn … the stacks above fn;
//   WITHIN=fn … the components (capitalised functions) rendered inside fn;
//   TASKS=1 … the busy stretches of 50 ms or more (as Lighthouse's blocking time counts them: each one's time past
//   50 ms), with the functions and components that fill each.
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startServer } from '../e2e/support/server.mjs';

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    path: { type: 'string', default: '/' },
    user: { type: 'string' },
    top: { type: 'string', default: '45' },
    // Wait until this selector matches before the last two seconds (on a busy machine the page may still be
    // rendering at network idle): the room board's last room, for example.
    until: { type: 'string' },
    // --simulate: no throttling in the browser; each task's CPU time (the thread's own time, which other processes
    // on a busy machine do not stretch) ×4 stands for its length on a slow phone, as Lighthouse's simulation does
    // with the tasks it observes. Steadier on a shared machine than the wall time of throttled tasks.
    simulate: { type: 'boolean', default: false },
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
if (!values.simulate) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
// The trace gives the main thread's tasks (what Lighthouse's blocking time counts), the profile what runs in them.
const traceEvents = [];
cdp.on('Tracing.dataCollected', ({ value }) => traceEvents.push(...value));
const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
await cdp.send('Tracing.start', {
  traceConfig: {
    includedCategories: ['disabled-by-default-devtools.timeline', 'devtools.timeline', 'toplevel', 'loading', 'v8', '__metadata'],
  },
  transferMode: 'ReportEvents',
});
await cdp.send('Profiler.start');
await page.goto(`${server.baseUrl}${values.path}`, { waitUntil: 'networkidle' });
// Polled through the protocol: Playwright's own waiting would run its injected script in the page, in the profile.
for (const deadline = Date.now() + 60_000; values.until; await new Promise((r) => setTimeout(r, 500))) {
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: `!!document.querySelector(${JSON.stringify(values.until)})`,
  });
  if (result.value) break;
  if (Date.now() > deadline) throw new Error(`${values.until} did not appear`);
}
await page.waitForTimeout(2000);
// Stopping the profiler is itself a long task in the page: the tasks from this mark on are not the page's.
await cdp.send('Runtime.evaluate', { expression: "console.timeStamp('profile-page:end')" });
const { profile } = await cdp.send('Profiler.stop');
await cdp.send('Tracing.end');
await traced;
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
if (process.env.TASKS) {
  // The page's main thread: the renderer thread with the most task time. Each task of 50 ms or more, with the
  // functions and components that fill it (profile samples inside the task's time; both use the same clock).
  // A task's length at 4×: its wall time when the browser throttled, else four times its CPU time.
  const len = (t) => (values.simulate ? 4 * (t.tdur ?? t.dur) : t.dur);
  const mainThreads = traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const taskTime = new Map();
  const tasks = traceEvents.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && mainThreads.some((t) => t.pid === e.pid && t.tid === e.tid),
  );
  for (const t of tasks) add(taskTime, `${t.pid}:${t.tid}`, len(t));
  const main = [...taskTime].sort((a, b) => b[1] - a[1])[0]?.[0];
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint' && `${e.pid}:${e.tid}` === main)?.ts;
  const sampleTimes = [];
  let ts = profile.startTime;
  for (const delta of profile.timeDeltas) sampleTimes.push((ts += delta));
  const generic =
    /^(\(root\)|\(program\)|\(idle\)|performWorkUntilDeadline|performWorkOnRoot|renderRoot|workLoop|performUnitOfWork|beginWork|renderWithHooks|update[A-Z]|mount[A-Z]|commit|recursivelyTraverse|flush|completeRoot|completeUnitOfWork|completeWork|reconcile|callCallback|exports\.|useMemo|\(anon\))/;
  const end = traceEvents.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'profile-page:end')?.ts ?? Infinity;
  const long = tasks.filter((t) => `${t.pid}:${t.tid}` === main && len(t) >= 50_000 && t.ts < end).sort((a, b) => a.ts - b.ts);
  const origin = tasks.filter((t) => `${t.pid}:${t.tid}` === main).reduce((min, t) => Math.min(min, t.ts), Infinity);
  const mainEvents = traceEvents.filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === main);
  const nativeWork =
    /^(Layout|UpdateLayoutTree|Paint|PrePaint|Layerize|ParseHTML|ParseAuthorStyleSheet|v8\.compile|v8\.compileModule|V8\.CompileCode|v8\.parseOnBackground|HitTest|ScheduleStyleRecalculation)$/;
  let blocking = 0;
  for (const t of long) {
    const after = fcp === undefined || t.ts >= fcp;
    if (after) blocking += len(t) / 1000 - 50;
    const fns = new Map();
    samples.forEach(({ stack, ms }, i) => {
      if (sampleTimes[i] < t.ts || sampleTimes[i] > t.ts + t.dur) return;
      for (const name of new Set(stack.filter((n) => !generic.test(n)))) add(fns, name, ms);
    });
    const parts = [...fns]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([name, ms]) => `${name.split(' ')[0]}@${name.split(' ')[1]?.split(/[-.]/)[0]} ${ms.toFixed(0)}`);
    // The browser's own work in the task (style, layout, parsing, compiling), which the profile shows as (program).
    const native = new Map();
    for (const e of mainEvents)
      if (e.ts >= t.ts && e.ts < t.ts + t.dur && nativeWork.test(e.name)) add(native, e.name, (e.dur ?? 0) / 1000);
    if (process.env.TASK_EVENTS && !native.size && !fns.size) {
      const inside = new Map();
      for (const e of mainEvents)
        if (e.ts >= t.ts && e.ts < t.ts + t.dur && e !== t) add(inside, `${e.cat}/${e.name}`, (e.dur ?? 0) / 1000);
      parts.push(
        ...[...inside]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([name, ms]) => `{${name} ${ms.toFixed(0)}}`),
      );
    }
    for (const [name, ms] of [...native].sort((a, b) => b[1] - a[1]).slice(0, 4))
      if (ms >= 5) parts.unshift(`[${name} ${ms.toFixed(0)}]`);
    const at = ((t.ts - origin) / 1000).toFixed(0).padStart(6);
    console.log(`${at} ms ${(len(t) / 1000).toFixed(0).padStart(5)} ms${after ? ' ' : '*'} ${parts.join(', ')}`);
  }
  if (values.simulate && tasks.some((t) => t.tdur === undefined)) console.log('(some tasks have no CPU time: wall time used)');
  console.log(
    `tasks ≥ 50 ms: ${long.length}; blocking time after first paint (* before it): ${blocking.toFixed(0)} ms at 4×; ` +
      `main-thread task time ${(taskTime.get(main) / 1000).toFixed(0)} ms`,
  );
}
process.exit(0);
