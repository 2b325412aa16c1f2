/* global document */
// The clinical records' alerts that do not go away (decision 0023). A nurse screens a mother with the EPDS
// questionnaire (item 10 answered above 0 with a low total), sees the urgent flag on the flag list, acknowledges it
// with a note (an empty note refused), and the handover sheet of the shift is signed by the outgoing nurse (tw) and
// then by another as incoming (en). At phone width the flag list fits the screen.
import { assert, logIn, screenshot, watchPage } from './support/helpers.mjs';

const words = {
  tw: { arrival: '入住時', noteRequired: '請寫下觀察與處置，不能空白。', acknowledged: '已確認' },
  en: { arrival: 'On arrival', noteRequired: 'Write what you saw and did: a note is required.', acknowledged: 'Acknowledged' },
};

/** The language kept in the browser, then a login. */
async function signIn(page, baseUrl, lang, username, password) {
  await page.goto(baseUrl);
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.reload();
  await logIn(page, username, password);
}

/** The width the page's content takes beyond the screen's (0 when nothing overflows sideways). */
const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

export default [
  ...['tw', 'en'].map((lang, index) => ({
    name: `EPDS item 10 raises an urgent flag a nurse acknowledges with a note (${lang})`,
    async run({ page, baseUrl }) {
      const w = words[lang];
      const watch = watchPage(page);
      await signIn(page, baseUrl, lang, 'nurse', 'demo-nurse-2026');
      // A mother in the house, from the room board (each language its own).
      await page.goto(`${baseUrl}/centre/rooms`);
      const bar = page.locator('.pnc-board-bar.pnc-stay-current').nth(index + 2);
      await bar.waitFor();
      const name = (await bar.textContent())?.trim();
      assert.ok(name, 'a stay shows the mother by name');
      await bar.click();
      await page.waitForURL(/\/centre\/mothers$/);
      await page.getByTestId('selected-mother').getByText(name).waitFor();

      // The questionnaire: nine answers worth 0 and item 10 worth 1 (a total of 1), sent as answered.
      await page.getByTestId('epds-open').click();
      const form = page.getByTestId('epds-questionnaire');
      await form.waitFor();
      await form.getByText(w.arrival, { exact: true }).click();
      await page.getByTestId('epds-submit').click();
      await page.getByTestId('epds-missing').waitFor();
      for (let i = 1; i <= 10; i++)
        await form
          .getByTestId(`epds-item_${i}`)
          .getByRole('radio')
          .nth(i === 10 ? 1 : 0)
          .check();
      await form.getByTestId('epds-running-total').filter({ hasText: '1' }).waitFor();
      const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/epds_screening/'));
      await page.getByTestId('epds-submit').click();
      const res = await created;
      assert.equal(res.status(), 201);
      const sent = JSON.parse(res.request().postData() ?? '{}');
      assert.equal(sent.item_10, 1);
      assert.ok(!('total' in sent) && !('band' in sent), 'the server scores it');
      assert.deepEqual([(await res.json()).total, (await res.json()).band], [1, 'low']);
      await page.getByTestId('epds-self-harm').waitFor();
      await screenshot(page, `clinical-epds-${lang}`);
      await page.keyboard.press('Escape');

      // The flag list: hers is urgent, first among the open ones.
      await page.goto(`${baseUrl}/centre/flags`);
      const mine = page
        .getByTestId('clinical-flag')
        .filter({ hasText: name })
        .filter({ has: page.getByTestId('severity-urgent') });
      await mine.first().waitFor();
      assert.equal(await page.getByTestId('clinical-flag').first().getAttribute('data-severity'), 'urgent');
      // The demo may hold an earlier urgent flag of hers: this one goes, any other stays.
      const urgentBefore = await mine.count();
      await screenshot(page, `clinical-flags-${lang}`);
      await mine.first().getByTestId('flag-acknowledge').click();
      const dialog = page.getByRole('dialog');
      await page.getByTestId('acknowledge-confirm').click();
      await dialog.getByText(w.noteRequired).waitFor();
      await dialog
        .getByRole('textbox')
        .fill(lang === 'tw' ? '已與產婦會談，通報醫師與社工。' : 'Talked with her; physician and social worker informed.');
      const acked = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/acknowledge/'));
      await page.getByTestId('acknowledge-confirm').click();
      assert.equal((await acked).status(), 200);
      await page.waitForFunction(
        ([n, who]) =>
          [...document.querySelectorAll('[data-testid="clinical-flag"][data-severity="urgent"]')].filter((li) =>
            li.textContent?.includes(who),
          ).length === n,
        [urgentBefore - 1, name],
      );
      // Kept with who and when, under "acknowledged".
      await page.getByTestId('flags-status').getByText(w.acknowledged, { exact: true }).click();
      await page.getByTestId('clinical-flag').filter({ hasText: name }).getByTestId('flag-acknowledgement').first().waitFor();

      // At phone width the list fits the screen.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByTestId('clinical-flag').first().waitFor();
      assert.ok((await overflow(page)) <= 1, 'nothing runs off the side');
      await screenshot(page, `clinical-flags-phone-${lang}`);
      await page.setViewportSize({ width: 1280, height: 800 });
      watch.assertClean();
    },
  })),
  {
    name: 'the shift handover is signed by the outgoing nurse (tw), then by another as incoming (en), and prints',
    async run({ page, baseUrl }) {
      const watch = watchPage(page);
      await signIn(page, baseUrl, 'tw', 'nurse', 'demo-nurse-2026');
      await page.goto(`${baseUrl}/centre/handover`);
      await page.getByTestId('handover-page').waitFor();
      const card = page.locator('[data-testid^="handover-mother-"]').first();
      await card.waitFor();
      const note = card.locator('textarea[data-testid^="handover-note-m"]');
      await note.fill('夜間哺乳順利，明早複測體溫。');
      const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/handover/'));
      await page.getByTestId('handover-save').click();
      assert.equal((await saved).status(), 200);
      await page.getByTestId('handover-sign-outgoing').click();
      const signed = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/handover/sign/'));
      await page.locator('.ant-popconfirm .ant-btn-primary').click();
      assert.equal((await signed).status(), 200);
      // Frozen: the note is text now, the outgoing nurse named.
      await page.getByTestId('handover-outgoing').filter({ hasNotText: '尚未簽名' }).waitFor();
      await card.getByText('夜間哺乳順利，明早複測體溫。').waitFor();
      assert.equal(await page.locator('textarea[data-testid^="handover-note-m"]').count(), 0);
      await screenshot(page, 'clinical-handover-signed-tw');

      // Another nurse takes over: signs as incoming, in English.
      await page.evaluate(() => localStorage.clear());
      await signIn(page, baseUrl, 'en', 'manager', 'demo-manager-2026');
      await page.goto(`${baseUrl}/centre/handover`);
      await page.getByTestId('handover-sign-incoming').click();
      const incoming = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/handover/sign/'));
      await page.locator('.ant-popconfirm .ant-btn-primary').click();
      assert.equal((await incoming).status(), 200);
      await page.getByTestId('handover-incoming').filter({ hasNotText: 'Not signed yet' }).waitFor();
      await page.getByTestId('print-open').click();
      await page.locator('[data-testid^="handover-mother-"]').first().getByText('夜間哺乳順利，明早複測體溫。').waitFor();
      await screenshot(page, 'clinical-handover-print-en');
      watch.assertClean();
    },
  },
];
