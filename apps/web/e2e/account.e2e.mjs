/* global document */
// Accounts in the browser: register (picture code), validation mail link, login of an unvalidated account,
// profile (display name, language), change password, reset password through the mail link.
// Each scenario runs its own server, so the captcha setting is known and the mails can be read from its outbox.
import {
  assert,
  assertAccessible,
  openLoginDialog,
  openUserMenu,
  screenshot,
  submitLogin,
  watchPage,
} from './support/helpers.mjs';
import { readOutbox } from './support/mail.mjs';
import { startServer } from './support/server.mjs';

// The refusals these scenarios provoke on purpose (400 invalid_captcha / invalid_key, 401 login_failed) are expected
// answers, not faults.
const refused = /status of 40[0134]/;

async function withServer(env, run) {
  const server = await startServer({ env });
  try {
    await run(server);
  } finally {
    await server.stop();
  }
}

/** The plain-text parts of the mails to `to`, oldest first. */
const mailsTo = (outboxDir, to) =>
  readOutbox(outboxDir)
    .filter((mail) => mail.to.includes(to))
    .map((mail) => mail.text);

/** The path of the link in the newest mail to `to` (the mail names the configured public URL; the test server is another port). */
async function mailLink(outboxDir, to, kind, count = 1) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = mailsTo(outboxDir, to);
    const link = mails.length >= count && mails.at(-1).match(new RegExp(`/account/${kind}\\?key=[A-Za-z0-9_-]+`));
    if (link) return link[0];
    if (Date.now() > deadline) throw new Error(`no ${kind} mail to ${to} in ${outboxDir}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const toast = (page, text) => page.getByTestId('toast').filter({ hasText: text }).waitFor();

async function fillRegister(page, { username, email, password, captcha }) {
  await page.locator('#username').fill(username);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('#confirm').fill(password);
  await page.locator('#captcha').fill(captcha);
}

async function logOut(page, label) {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: label }).click();
  await page.getByTestId('login-button').waitFor();
}

export default [
  {
    name: 'register: a wrong picture code is refused and a new picture is shown',
    // axe is injected as a script file, which the CSP would refuse.
    bypassCSP: true,
    async run({ page }) {
      await withServer({ CAPTCHA: 'on' }, async ({ baseUrl }) => {
        const watch = watchPage(page, refused);
        await page.goto(`${baseUrl}/register`);
        await page.getByRole('heading', { level: 1, name: '註冊新帳號' }).waitFor();
        const image = page.getByTestId('captcha-image').locator('img');
        await image.waitFor();
        const first = await image.getAttribute('src');
        assert.match(first, /^data:image\/svg\+xml;base64,/);
        await fillRegister(page, {
          username: 'wrongcode',
          email: 'wrongcode@example.com',
          password: 'Sunrise-Tea-42',
          captcha: 'zzzz9',
        });
        await page.locator('#confirm').fill('Sunrise-Tea-43');
        await page.getByText('兩次輸入的密碼不一致').waitFor();
        await page.locator('#confirm').fill('Sunrise-Tea-42');
        await page.getByRole('button', { name: '建立帳號' }).click();
        await page.getByText('驗證碼不正確，請重新輸入。').waitFor();
        assert.equal(await page.locator('#captcha').inputValue(), '');
        await page.waitForFunction((src) => document.querySelector('[data-testid=captcha-image] img')?.src !== src, first);
        await assertAccessible(page, 'register with errors');
        await screenshot(page, 'account-register-captcha-tw');
        await page.setViewportSize({ width: 390, height: 844 });
        await screenshot(page, 'account-register-captcha-tw-phone');
        await page.setViewportSize({ width: 1280, height: 800 });
        // The refresh button asks for yet another picture.
        const second = await image.getAttribute('src');
        await page.getByTestId('captcha-refresh').click();
        await page.waitForFunction((src) => document.querySelector('[data-testid=captcha-image] img')?.src !== src, second);
        watch.assertClean();
      });
    },
  },
  {
    name: 'register, validate by mail, log in, edit profile and language, change password',
    bypassCSP: true,
    async run({ page }) {
      await withServer({ CAPTCHA: 'off' }, async ({ baseUrl, outboxDir }) => {
        const watch = watchPage(page, refused);
        const user = { username: 'meimei', email: 'meimei@example.com', password: 'Sunrise-Tea-42', captcha: 'any' };
        // From the login dialog's link to the register page.
        await page.goto(baseUrl);
        await (await openLoginDialog(page)).getByRole('link', { name: '註冊新帳號' }).click();
        await page.getByRole('heading', { level: 1, name: '註冊新帳號' }).waitFor();
        await screenshot(page, 'account-register-tw');
        await fillRegister(page, user);
        await page.getByRole('button', { name: '建立帳號' }).click();
        await page.getByTestId('register-sent').getByText(user.email).waitFor();
        await screenshot(page, 'account-register-sent-tw');

        // Not validated yet: the login dialog offers to send the mail again.
        await logInAttempt(page, user.username, user.password);
        const dialog = page.getByRole('dialog');
        await dialog.getByText('帳號尚未完成電子郵件驗證').waitFor();
        await dialog.getByRole('button', { name: '重新寄送驗證信' }).click();
        await toast(page, '驗證信已寄出');
        await page.keyboard.press('Escape');

        // The newest validation link (the resent one) confirms the address.
        const link = await mailLink(outboxDir, user.email, 'validate', 2);
        await page.goto(`${baseUrl}${link}`);
        await page.getByTestId('validate-done').getByText('電子郵件驗證完成').waitFor();
        await screenshot(page, 'account-validated-tw');
        await page.getByTestId('validate-done').getByRole('button', { name: '登 入' }).click();
        await page.locator('#username').fill(user.username);
        await page.locator('#password').fill(user.password);
        await page.getByRole('dialog').locator('button[type=submit]').click();
        await page.getByTestId('user-menu').waitFor();

        // Profile from the header menu: display name and language; the page follows the new language.
        await openUserMenu(page);
        await page.getByRole('menuitem', { name: '個人資料' }).click();
        await page.getByRole('heading', { level: 1, name: '個人資料' }).waitFor();
        await assertAccessible(page, 'profile');
        await screenshot(page, 'account-profile-tw');
        await page.locator('#display_name').fill('林美美');
        await page.locator('#email').fill('meimei.new@example.com');
        await page.getByTestId('email-notice').waitFor();
        await page.locator('#email').fill(user.email);
        await page.locator('main').getByText('English', { exact: true }).click();
        await page.getByRole('button', { name: '儲存變更' }).click();
        await page.getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
        await toast(page, 'Your profile is saved');
        assert.equal(await page.getAttribute('html', 'lang'), 'en');
        assert.match((await page.getByTestId('user-menu').textContent()) ?? '', /林美美/);
        await screenshot(page, 'account-profile-en');
        // Profile picture: a real PNG is stored; anything else is refused, saying which formats are accepted.
        const fileInput = page.locator('main input[type=file]');
        await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1PX, 'base64') });
        await toast(page, 'Your profile picture is updated');
        await page.waitForFunction(() =>
          /\/uploads\/[a-f0-9]{32}\.png$/.test(document.querySelector('.pnc-profile-avatar img')?.src ?? ''),
        );
        await fileInput.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
        await toast(page, 'Upload failed: only PNG, JPEG, GIF and WebP images are accepted.');
        await page.setViewportSize({ width: 390, height: 844 });
        await screenshot(page, 'account-profile-en-phone');
        await page.setViewportSize({ width: 1280, height: 800 });

        // Change password (en), then log out and in with the new one.
        await openUserMenu(page);
        await page.getByRole('menuitem', { name: 'Change password' }).click();
        await page.getByRole('heading', { level: 1, name: 'Change password' }).waitFor();
        await page.locator('#password').fill('not-my-password');
        await page.locator('#new_password').fill('Harbour-Lantern-77');
        await page.locator('#confirm').fill('Harbour-Lantern-77');
        await page.getByRole('button', { name: 'Change password' }).click();
        // A wrong current password is said as such, under its field (not as a failed login).
        await page.getByText('Your current password is not correct. Please type it again.').waitFor();
        await page.locator('#password').fill(user.password);
        await page.getByRole('button', { name: 'Change password' }).click();
        await toast(page, 'Your password is changed');
        await screenshot(page, 'account-password-en');
        await logOut(page, 'Log out');
        // A members-only page asks for a login and then carries on, here with the new password.
        await page.goto(`${baseUrl}/account/password`);
        const again = page.getByRole('dialog');
        await again.locator('#username').fill(user.username);
        await again.locator('#password').fill(user.password);
        await again.locator('button[type=submit]').click();
        await again.getByText('Login failed').waitFor();
        await again.locator('#password').fill('Harbour-Lantern-77');
        await again.locator('button[type=submit]').click();
        await page.getByRole('heading', { level: 1, name: 'Change password' }).waitFor();
        assert.match((await page.getByTestId('user-menu').textContent()) ?? '', /林美美/);
        watch.assertClean();
      });
    },
  },
  {
    name: 'reset password through the mail link, then log in with the new one',
    async run({ page }) {
      await withServer({ CAPTCHA: 'off' }, async ({ baseUrl, outboxDir }) => {
        const watch = watchPage(page, refused);
        await page.goto(baseUrl);
        await page.getByTestId('lang-en').click();
        await (await openLoginDialog(page)).getByRole('link', { name: 'Forgot password?' }).click();
        await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
        await page.locator('#email').fill('not-an-address');
        await page.getByText('is not a valid email address').waitFor();
        await screenshot(page, 'account-reset-request-en');
        await page.locator('#email').fill('customer@demo.example');
        await page.locator('#captcha').fill('any');
        await page.getByRole('button', { name: 'Send reset link' }).click();
        await page.getByTestId('reset-sent').getByText('customer@demo.example').waitFor();
        await screenshot(page, 'account-reset-sent-en');

        const link = await mailLink(outboxDir, 'customer@demo.example', 'reset');
        await page.getByTestId('lang-tw').click();
        await page.goto(`${baseUrl}${link}`);
        await page.getByRole('heading', { level: 1, name: '設定新密碼' }).waitFor();
        await page.locator('#new_password').fill('Orchid-River-58');
        await page.locator('#confirm').fill('Orchid-River-59');
        await page.getByText('兩次輸入的密碼不一致').waitFor();
        await screenshot(page, 'account-reset-confirm-tw');
        await page.locator('#confirm').fill('Orchid-River-58');
        await page.getByRole('button', { name: '儲存新密碼' }).click();
        await toast(page, '密碼已變更');
        // Success opens the login dialog.
        const dialog = page.getByRole('dialog');
        await dialog.locator('#username').fill('customer');
        await dialog.locator('#password').fill('Orchid-River-58');
        await dialog.locator('button[type=submit]').click();
        // Signed in: the header's account button (its menu's code comes once the page has settled).
        await page.getByTestId('user-menu-waiting').or(page.getByTestId('user-menu')).first().waitFor();

        // The link works once.
        await page.goto(`${baseUrl}${link}`);
        await page.locator('#new_password').fill('Another-Fine-Pass-1');
        await page.locator('#confirm').fill('Another-Fine-Pass-1');
        await page.getByRole('button', { name: '儲存新密碼' }).click();
        await page.getByTestId('reset-invalid').waitFor();
        watch.assertClean();
      });
    },
  },
];

/** Opens the login dialog and submits, without waiting for success. */
async function logInAttempt(page, username, password) {
  await openLoginDialog(page);
  await submitLogin(page, username, password);
}
