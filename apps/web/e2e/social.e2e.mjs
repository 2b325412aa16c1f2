// Social sign-in in the browser, against local fakes that sign tokens as the providers do: LINE Login's
// web flow (our start route → the fake authorize page → our callback → the web's /social/line page) and Google
// Identity Services (the fake GIS script's button hands the page's callback an RS256 credential). In tw and en,
// under the real CSP (watchPage fails on any violation).
import { tsImport } from 'tsx/esm/api';
import { assert, openLoginDialog, screenshot, watchPage } from './support/helpers.mjs';
import { startServer } from './support/server.mjs';

const { startFakeSocial } = await tsImport('../../server/test/support/fake-social.ts', import.meta.url);

/** A server of its own, configured for the fake providers. */
async function withSocialServer(run) {
  const fake = await startFakeSocial();
  const server = await startServer({ env: fake.env });
  try {
    await run({ fake, baseUrl: server.baseUrl });
  } finally {
    await server.stop();
    await fake.close();
  }
}

const texts = {
  tw: { welcome: (name) => `歡迎回來，${name}` },
  en: { welcome: (name) => `Welcome back, ${name}` },
};

/** Signed out, on the home page, in `lang`. */
async function freshHome(page, baseUrl, lang) {
  await page.goto(baseUrl);
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto(baseUrl);
  await page.getByTestId(`lang-${lang}`).click();
}

export default [
  {
    name: 'social: sign in with LINE (web login flow) in tw and en',
    async run({ page }) {
      await withSocialServer(async ({ fake, baseUrl }) => {
        const watch = watchPage(page);
        for (const lang of ['tw', 'en']) {
          const name = lang === 'tw' ? '林小美' : 'Lin Mei';
          fake.lineSignsIn({ sub: `U-e2e-${lang}`, name, email: `line-${lang}@line.test` });
          await freshHome(page, baseUrl, lang);
          const dialog = await openLoginDialog(page);
          // Only configured providers show: all three are configured here.
          await dialog.getByTestId('social-google').waitFor();
          await dialog.getByTestId('social-facebook').waitFor();
          await screenshot(page, `social-dialog-${lang}`);
          await dialog.getByTestId('social-line').click();
          await page.getByText(texts[lang].welcome(name)).waitFor();
          assert.equal(new URL(page.url()).pathname, '/');
          // The hand-off code is gone from the address.
          assert.equal(new URL(page.url()).hash, '');
          await page.locator('[data-testid^="user-menu"]').getByText(name).first().waitFor();
          await screenshot(page, `social-line-signed-in-${lang}`);
        }
        watch.assertClean();
        // A replayed return page (its code was spent: the POST answers 400 invalid_key) says so in words (the page is in English now).
        await page.goto(`${baseUrl}/social/line#code=spent-or-forged`);
        await page.getByTestId('social-line-failed').getByText('This link is invalid or has expired.').waitFor();
      });
    },
  },
  {
    name: 'social: sign in with Google (Identity Services button) in tw and en',
    async run({ page }) {
      await withSocialServer(async ({ fake, baseUrl }) => {
        const watch = watchPage(page);
        for (const lang of ['tw', 'en']) {
          const name = lang === 'tw' ? '王美玲' : 'Mei-Ling Wang';
          fake.googleSignsIn({ sub: `g-e2e-${lang}`, name, email: `google-${lang}@gmail.test`, email_verified: true });
          await freshHome(page, baseUrl, lang);
          const dialog = await openLoginDialog(page);
          const button = dialog.getByTestId('social-google').getByRole('button');
          await button.waitFor();
          // Google draws its button in the page's language.
          assert.equal(await button.getAttribute('data-fake-gsi'), lang === 'en' ? 'en' : 'zh-TW');
          await button.click();
          await page.getByText(texts[lang].welcome(name)).waitFor();
          await page.locator('[data-testid^="user-menu"]').getByText(name).first().waitFor();
          await screenshot(page, `social-google-signed-in-${lang}`);
        }
        watch.assertClean();
      });
    },
  },
];
