// `npm run bench:web`: Lighthouse (mobile preset, the default config) on the home page, an item page and
// the room board, served by the real server on a fresh SQLite demo database from a build of the web app.
//
//   npm run bench:web -- [--dist apps/web/dist] [--runs 1] [--out data/bench/web.json] [--write-docs] [--note "…"]
//                        [--only "home,item"] (pages whose name holds one of the words)
//                        [--cpu-slowdown N]     (Lighthouse's CPU multiplier instead of its default 4, to calibrate for
//                                                the host: docs/performance.md, Web)
//                        [--full-reports DIR]   (each run's whole Lighthouse report, to open in the Lighthouse viewer,
//                                                and its trace, `*.trace.json`, to open in Chromium's performance panel)
//
// Chromium is the system's (CHROMIUM_PATH, default /usr/bin/chromium), started by chrome-launcher: no
// browser is downloaded. The room board needs a staff login: the script logs in through the API and puts
// the token where the app keeps it (localStorage) through playwright-core on the same browser, and
// Lighthouse is told not to clear the origin's storage for that page. With --runs N each page is
// measured N times and the median performance run is kept (Lighthouse's own advice for noisy machines).
// Runs under tsx (the root script does so) for the docs writer it shares with the server bench.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { replaceBlock } from '../../server/scripts/bench/docs-block.ts';
import { scoreTable, summary } from './lighthouse-report.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    runs: { type: 'string', default: '1' },
    out: { type: 'string', default: path.join(repoRoot, 'data/bench/web.json') },
    'write-docs': { type: 'boolean', default: false },
    note: { type: 'string' },
    'full-reports': { type: 'string' },
    only: { type: 'string' },
    'cpu-slowdown': { type: 'string' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not "${values.runs}"`);
const cpuSlowdown = values['cpu-slowdown'] === undefined ? undefined : Number(values['cpu-slowdown']);
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1))
  throw new Error(`--cpu-slowdown must be a number of at least 1, not "${values['cpu-slowdown']}"`);
// The e2e server helper reads the build's place from E2E_WEB_DIST when it loads, so it loads after this.
if (values.dist) process.env.E2E_WEB_DIST = path.resolve(values.dist);
const { startServer } = await import('../e2e/support/server.mjs');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromePath)) throw new Error(`no browser at ${chromePath} (set CHROMIUM_PATH)`);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

async function api(baseUrl, method, url, body, token) {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { ...(body && { 'content-type': 'application/json' }), ...(token && { authorization: `Token ${token}` }) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}`);
  return res.json();
}

/**
 * The page's main thread in the run's trace: the time its tasks took (what Lighthouse's simulation scales by 4)
 * and the CPU time they got. On a contended host the two part (the thread waits for a core, or for another process), so a run whose
 * wall time is far above its CPU time says more about the host than about the page.
 */
function mainThreadTime(traceEvents) {
  const names = new Map(traceEvents.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args?.name]));
  const threads = new Map();
  for (const e of traceEvents) {
    if (e.ph !== 'X' || e.name !== 'RunTask') continue;
    const key = `${e.pid}:${e.tid}`;
    if (names.get(key) !== 'CrRendererMain') continue;
    const t = threads.get(key) ?? { wallMs: 0, cpuMs: 0 };
    t.wallMs += (e.dur ?? 0) / 1000;
    t.cpuMs += (e.tdur ?? 0) / 1000;
    threads.set(key, t);
  }
  const busiest = [...threads.values()].sort((a, b) => b.wallMs - a.wallMs)[0] ?? { wallMs: 0, cpuMs: 0 };
  return { wallMs: Math.round(busiest.wallMs), cpuMs: Math.round(busiest.cpuMs) };
}

/** One Lighthouse run: scores (0–100), the main metrics, and the audits that did not pass. */
async function audit(url, port, keepStorage) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    disableStorageReset: keepStorage,
    ...(cpuSlowdown !== undefined && { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
  });
  const lhr = result.lhr;
  if (values['full-reports']) {
    fs.mkdirSync(values['full-reports'], { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${Date.now()}.json`;
    fs.writeFileSync(path.join(values['full-reports'], name), result.report);
    const trace = result.artifacts?.Trace;
    if (trace) fs.writeFileSync(path.join(values['full-reports'], name.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
  }
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([k, id]) => [k, lhr.audits[id]?.numericValue ?? null]));
  const failing = CATEGORIES.flatMap((c) =>
    lhr.categories[c].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 0.9)
      .map((ref) => `${c}: ${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`),
  );
  const errors = Object.values(lhr.audits)
    .filter((a) => a.errorMessage)
    .map((a) => `${a.id}: ${a.errorMessage}`);
  return {
    url,
    scores,
    metrics,
    failing,
    runWarnings: lhr.runWarnings,
    // Lighthouse's own measure of the host CPU (higher is faster): the same page scores lower on a slower host.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    mainThread: mainThreadTime(result.artifacts?.Trace?.traceEvents ?? []),
    ...(lhr.runtimeError && { runtimeError: lhr.runtimeError }),
    errors,
  };
}

const median = (xs) => [...xs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(xs.length / 2)];

/** A run Lighthouse could not measure (its performance is 0 for a run-time error, not for a slow page). */
const failedRun = (run) => !!run.runtimeError || run.scores.performance === 0;

const server = await startServer({ env: { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', INVOICE_PROVIDER: 'sandbox' } });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const session = await api(server.baseUrl, 'POST', '/api/user/login/', { username: 'nurse', password: 'demo-nurse-2026' });
  const { role } = await api(server.baseUrl, 'GET', '/api/user/profile/', undefined, session.token);
  const staff = { ...session, role };
  const items = await api(server.baseUrl, 'GET', '/api/items/?limit=1');
  const pages = [
    { name: 'home', url: `${server.baseUrl}/` },
    { name: 'item page', url: `${server.baseUrl}/item/${items.results[0].id}` },
    { name: 'room board', url: `${server.baseUrl}/centre/rooms`, staff: true },
  ].filter((p) => !values.only || values.only.split(',').some((part) => p.name.includes(part.trim())));

  // A staff page's token goes into the default profile's storage for the server's origin, just before
  // its run, from a page that runs no script (robots.txt): the app's service worker is not installed, so
  // the staff page loads as cold as the anonymous ones (whose runs clear the origin's storage).
  // playwright is connected only while it stores a token: a connected client is sent the audited page's
  // events too (network, runtime, targets), which costs the browser process and this one CPU during the
  // load Lighthouse measures, on the same two cores as the page.
  const connect = () => chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const chromiumVersion = await connect().then(async (browser) => {
    const version = `Chromium ${browser.version()}`;
    await browser.close();
    return version;
  });
  const logIn = async () => {
    const browser = await connect();
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${server.baseUrl}/robots.txt`);
    // What an earlier run left goes, as Lighthouse's own reset would do: the origin's storage (service worker,
    // caches) and the browser's HTTP cache, which the origin's storage does not include (with it V8's code cache of
    // the app's scripts: without this, every staff run after the first loaded the app warm).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: server.baseUrl, storageTypes: 'all' });
    await cdp.send('Network.clearBrowserCache');
    // What the app leaves in a browser where a staff member has logged in: the token in local storage.
    const store = () =>
      page.evaluate(
        ([token, id]) => {
          localStorage.setItem('token', token);
          localStorage.setItem('id', String(id));
        },
        [staff.token, staff.id],
      );
    // Clearing the origin's data can reload the page under us ("execution context was destroyed"): once more.
    await store().catch(async () => {
      await page.waitForLoadState('load');
      await store();
    });
    await page.close();
    await browser.close();
  };

  const results = [];
  for (const p of pages) {
    const tries = [];
    // Anonymous pages run with the origin's storage cleared (Lighthouse's default); a staff page keeps
    // only the token set just before.
    for (let i = 0; i < runs; i++) {
      if (p.staff) await logIn();
      tries.push(await audit(p.url, chrome.port, !!p.staff));
    }
    // The median is of the runs Lighthouse measured; one it could not is said, with why, and left out of it.
    const measured = tries.filter((t) => !failedRun(t));
    const kept = median(measured.length ? measured : tries);
    for (const t of tries.filter(failedRun))
      console.log(
        `lighthouse: ${p.name}: a run was not measured: ${t.runtimeError ? `${t.runtimeError.code} ${t.runtimeError.message}` : t.errors.slice(0, 3).join('; ') || 'performance 0, no error given'}`,
      );
    results.push({
      name: p.name,
      path: new URL(p.url).pathname,
      staff: !!p.staff,
      ...kept,
      performanceRuns: tries.map((t) => t.scores.performance),
      ...(measured.length < tries.length && { unmeasuredRuns: tries.length - measured.length }),
    });
    console.log(
      `lighthouse: ${p.name}: ${CATEGORIES.map((c) => `${c} ${kept.scores[c]}`).join(', ')} (performance runs: ${tries.map((t) => t.scores.performance).join(', ')}; host benchmark index ${tries.map((t) => t.benchmarkIndex).join(', ')})`,
    );
    console.log(
      `  main thread, task time / CPU time of each run (ms): ${tries.map((t) => `${t.mainThread.wallMs} / ${t.mainThread.cpuMs}`).join(', ')}`,
    );
    for (const f of kept.failing) console.log(`  below 90: ${f}`);
    if (kept.runtimeError)
      console.log(`  Lighthouse could not measure the page: ${kept.runtimeError.code} ${kept.runtimeError.message}`);
    for (const e of kept.errors.slice(0, 5)) console.log(`  audit error: ${e}`);
  }

  const report = {
    date: new Date().toISOString(),
    machine: { cpu: os.cpus()[0]?.model.trim(), cores: os.cpus().length, node: process.version, chromium: chromiumVersion },
    load: os.loadavg()[0],
    runs,
    cpuSlowdown: cpuSlowdown ?? 4,
    ...(values.note && { note: values.note }),
    results,
  };
  console.log(`\n${summary(report)}\n\n${scoreTable(report)}\n`);
  fs.mkdirSync(path.dirname(path.resolve(values.out)), { recursive: true });
  fs.writeFileSync(path.resolve(values.out), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`lighthouse: results in ${path.resolve(values.out)}`);
  if (values['write-docs']) {
    replaceBlock(path.join(repoRoot, 'docs/performance.md'), 'bench:web', `${summary(report)}\n\n${scoreTable(report)}`);
    console.log('lighthouse: docs/performance.md updated');
  }
} finally {
  chrome.kill();
  await server.stop();
}
