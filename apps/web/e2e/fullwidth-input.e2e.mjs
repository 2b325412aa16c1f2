// A nurse types a mother's temperature and pulse with a 注音 keyboard's full-width characters: 「３８．６」 and
// 「８８」 are read as 38.6 and 88, the field shows what was understood, the record is saved as such and the
// fever it is raises its flag on the flag list, once in each language.
import { assert, chooseOption, logIn, screenshot, watchPage } from './support/helpers.mjs';
import { minutesAgo, submitWithEnter } from './support/centre-steps.mjs';

const words = {
  tw: {
    nursing: '護理紀錄',
    newNursing: '新增護理紀錄',
    temperature: '體溫（°C）',
    pulse: '脈搏（次/分）',
    site: '體溫測量部位',
    ear: '耳溫',
    recordedAt: '紀錄時間',
    fever: '發燒（≥ 38.0 °C）',
  },
  en: {
    nursing: 'Nursing record',
    newNursing: 'New Nursing record',
    temperature: 'Temperature (°C)',
    pulse: 'Pulse (/min)',
    site: 'Temperature taken at',
    ear: 'Ear',
    recordedAt: 'Recorded at',
    fever: 'Fever (≥ 38.0 °C)',
  },
};

export default ['tw', 'en'].map((lang, index) => ({
  name: `full-width 「３８．６」 is saved as 38.6 and raises a fever flag (${lang})`,
  async run({ page, baseUrl }) {
    const w = words[lang];
    const watch = watchPage(page);
    await page.goto(baseUrl);
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.reload();
    await logIn(page, 'nurse', 'demo-nurse-2026');

    // A mother in the house, from the room board (each language its own).
    await page.goto(`${baseUrl}/centre/rooms`);
    const bar = page.locator('.pnc-board-bar.pnc-stay-current').nth(index);
    await bar.waitFor();
    const name = (await bar.textContent())?.trim();
    assert.ok(name, 'a stay shows the mother by name');
    await bar.click();
    await page.waitForURL(/\/centre\/mothers$/);

    await page.getByRole('tab', { name: w.nursing, exact: true }).click();
    await page.getByRole('button', { name: w.newNursing }).click();
    const form = page.getByTestId('form-mom_caring_record');
    const temperature = form.getByLabel(w.temperature);
    await temperature.fill('３８．６');
    const pulse = form.getByLabel(w.pulse);
    await pulse.fill('８８');
    await temperature.blur();
    await pulse.blur();
    assert.equal(await temperature.inputValue(), '38.6', 'the field shows what was understood');
    assert.equal(await pulse.inputValue(), '88');
    await chooseOption(page, form.getByLabel(w.site), w.ear);

    const when = form.getByLabel(w.recordedAt);
    await when.click();
    await when.fill(await minutesAgo(page, 1 + index));
    const res = await submitWithEnter(page, form, when, '/api/mom_caring_record/');
    assert.equal(res.status(), 201, await res.text());
    const sent = JSON.parse(res.request().postData() ?? '{}');
    assert.deepEqual([sent.temperature_c, sent.pulse], [38.6, 88], 'sent as numbers read from full-width text');
    const saved = await res.json();
    assert.deepEqual([saved.temperature_c, saved.pulse], [38.6, 88], 'saved as read');
    // The time typed on the centre's clock is saved as that instant, on a browser in another zone too.
    const typedAgo = Date.now() - Date.parse(saved.recorded_at);
    assert.ok(typedAgo > 0 && typedAgo < 5 * 60_000, `recorded ${saved.recorded_at}, typed as ${1 + index} minutes ago`);
    await screenshot(page, `fullwidth-saved-${lang}`);

    // The fever it is raises its flag, on the flag list under her name.
    await page.goto(`${baseUrl}/centre/flags`);
    const flag = page.getByTestId('clinical-flag').filter({ hasText: name }).filter({ hasText: w.fever });
    await flag.first().waitFor();
    assert.match((await flag.first().textContent()) ?? '', /38\.6/);
    await screenshot(page, `fullwidth-flag-${lang}`);
    watch.assertClean();
  },
}));
