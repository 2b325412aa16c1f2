/* global window, document */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

export { assert };

/**
 * Fails on console errors and CSP violations: the CSP forbids inline scripts, so the build must not need any. The
 * browser logs a refused request as an error: the `refused` answers are expected, not faults.
 */
export function watchPage(page, refused = /status of 40[134]/) {
  const problems = [];
  page.on('console', (msg) => {
    const text = msg.text();
    if (/Content Security Policy|Refused to (execute|load|apply)/i.test(text)) problems.push(`CSP: ${text}`);
    else if (msg.type() === 'error' && !refused.test(text)) problems.push(`console error: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return {
    assertClean() {
      assert.deepEqual(problems, [], problems.join('\n'));
    },
  };
}

/** Waits until every finite animation on the page (a toast fading in, a popup growing) has ended. */
export const animationsEnded = (page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );

/** axe-core (injected as a file; contexts that run it bypass the CSP) must find no serious or critical violation. */
export async function assertAccessible(page, label) {
  // Colours measured mid-animation (a toast fading in) are not the colours a person reads: let them end first.
  await animationsEnded(page);
  await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
  });
  const bad = result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(bad, [], `${label}: ${JSON.stringify(bad, null, 2)}`);
  return result;
}

export async function screenshot(page, name) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/**
 * Waits until the popup `selector` names is shown and its opening motion (antd's zoom or slide classes) has
 * ended. Under load a click aimed at a link or menu item while its popup still grows landed beside it and
 * did nothing: the account scenarios' rare flake (seen about once in eight runs with both cores busy).
 */
async function opened(page, selector) {
  await page.waitForFunction((sel) => {
    const popup = [...document.querySelectorAll(sel)].find((el) => el.getClientRects().length > 0);
    return !!popup && !/\bant-[a-z-]+-(appear|enter)\b/.test(popup.className);
  }, selector);
}

/**
 * Opens the login dialog, fully grown. On a server-rendered page the header's button is drawn before React has
 * hydrated it, and a click then does nothing: the click is tried again while no dialog shows (a few seconds apart).
 */
export async function openLoginDialog(page) {
  const dialog = page.locator('.ant-modal');
  for (let tries = 0; ; tries++) {
    await page.getByTestId('login-button').click();
    try {
      await dialog.first().waitFor({ state: 'visible', timeout: 3_000 });
      break;
    } catch (error) {
      if (tries >= 4) throw error;
    }
  }
  await opened(page, '.ant-modal');
  return page.getByRole('dialog');
}

/** Opens the account menu in the header, fully shown. */
export async function openUserMenu(page) {
  await page.getByTestId('user-menu').click();
  await opened(page, '.ant-dropdown');
}

/** Fills the open login dialog and submits it, without waiting for the answer. */
export async function submitLogin(page, username, password) {
  const dialog = page.getByRole('dialog');
  await dialog.locator('#username').fill(username);
  await dialog.locator('#password').fill(password);
  await dialog.locator('button[type=submit]').click();
}

/** Logs in through the header's login dialog and waits for the account menu. */
export async function logIn(page, username, password) {
  await openLoginDialog(page);
  await submitLogin(page, username, password);
  await page.getByTestId('user-menu').waitFor();
}

/** Opens the home page and logs in there. */
export async function logInAtHome(page, baseUrl, username, password) {
  await page.goto(baseUrl);
  await logIn(page, username, password);
}

export const storage = (page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('token'),
    id: localStorage.getItem('id'),
    lang: localStorage.getItem('lang'),
  }));

/**
 * Chooses an option of a select (typed into it first when `typed`) until the select shows it: a click that lands
 * while the list still opens chooses nothing, or finds the list closed under it.
 */
export async function chooseOption(page, select, option, { typed = false } = {}) {
  const shown = () => select.evaluate((el) => el.closest('.ant-form-item')?.textContent ?? '');
  for (let tries = 0; tries < 4 && !(await shown()).includes(option); tries++) {
    // A list that closed under the click (its opening animation) is opened again; an open one is kept.
    if (!(await page.locator('.ant-select-dropdown:visible').count())) await select.click();
    if (typed) await select.fill(option);
    const item = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first();
    await item.click({ timeout: 4_000 }).catch(() => {});
    await page.waitForTimeout(500);
  }
  assert.ok((await shown()).includes(option), `${option} chosen: ${await shown()}`);
}

/** Waits until a server-rendered page has hydrated (main.tsx marks <html data-hydrated>): its buttons work from then. */
export const hydrated = (page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
