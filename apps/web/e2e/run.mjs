// End-to-end run: the built app (npm run build first) on the real server, driven in headless Chromium.
// Scenario files are e2e/*.e2e.mjs, each exporting an array of { name, run({ page, context, baseUrl }), bypassCSP?,
// blockServiceWorkers? }.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServer } from './support/server.mjs';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(executablePath)) {
  if (process.env.REQUIRE_BROWSER === '1') {
    console.error(`e2e: ${executablePath} is missing and REQUIRE_BROWSER=1`);
    process.exit(1);
  }
  console.log(`e2e: skipped, no browser at ${executablePath} (set REQUIRE_BROWSER=1 to fail instead)`);
  process.exit(0);
}

const { chromium } = await import('playwright-core');
const only = process.argv[2];
const files = fs
  .readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.e2e.mjs'))
  .sort();
const scenarios = [];
for (const file of files) {
  const mod = await import(pathToFileURL(path.join(import.meta.dirname, file)).href);
  for (const s of mod.default) if (!only || s.name.includes(only) || file.includes(only)) scenarios.push({ ...s, file });
}

let passed = 0;
let failed = 0;
let server;
let browser;
try {
  server = await startServer();
  browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  for (const scenario of scenarios) {
    const context = await browser.newContext({
      bypassCSP: !!scenario.bypassCSP,
      // For scenarios about what the server sends a page's address: an installed worker answers those from its cache.
      serviceWorkers: scenario.blockServiceWorkers ? 'block' : 'allow',
      viewport: { width: 1280, height: 800 },
      locale: 'zh-TW',
    });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const started = Date.now();
    try {
      await scenario.run({ page, context, baseUrl: server.baseUrl });
      passed++;
      console.log(`ok - ${scenario.name} (${Date.now() - started} ms)`);
    } catch (error) {
      failed++;
      // What the page showed when the scenario failed, beside the scenario's own screenshots.
      if (process.env.E2E_SCREENSHOTS) {
        const name = scenario.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
        await page.screenshot({ path: path.join(process.env.E2E_SCREENSHOTS, `failed-${name}.png`) }).catch(() => {});
      }
      console.log(
        `not ok - ${scenario.name} [${scenario.file}]\n  ${String(error?.stack ?? error)
          .split('\n')
          .join('\n  ')}`,
      );
    } finally {
      await context.close();
    }
  }
} catch (error) {
  failed++;
  console.log(`not ok - setup\n  ${String(error?.stack ?? error)}`);
} finally {
  await browser?.close();
  await server?.stop();
}
console.log(`e2e: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
