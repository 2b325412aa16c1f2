// A day at the centre, in tw and in en: a stay is booked and checked in on the mother's dashboard, a
// nursing record is written on her dashboard (a temperature out of range is refused under its
// field and nothing is saved; the corrected one is), she is checked out through the dialog with money owed (the
// warning, the balance after the night not stayed is credited, and its confirmation), the room is marked cleaned
// on the room board, and it can be booked again from the same day.
import { assert, chooseOption, logIn, logInAtHome, screenshot, watchPage } from './support/helpers.mjs';
import { addDays, call, minutesAgo, submitWithEnter, todayTaipei } from './support/centre-steps.mjs';

const words = {
  tw: {
    owed: '尚有 NT$12,000 未付',
    owedConfirm: /我已確認尚餘 NT\$12,000/,
    stays: '住房紀錄',
    newStay: '新增住房紀錄',
    room: '房間',
    from: '入住日',
    until: '退房日',
    booked: '已預約',
    checkins: '入住紀錄',
    newCheckin: '新增入住紀錄',
    checkinAt: '入住時間',
    nursing: '護理紀錄',
    newNursing: '新增護理紀錄',
    temperature: '體溫（°C）',
    site: '體溫測量部位',
    ear: '耳溫',
    recordedAt: '紀錄時間',
    tooHot: '不能大於 42。',
    username: '確認人帳號',
    password: '確認人密碼',
    success: '已完成退房',
    done: '完 成', // antd spaces out a two-character Chinese label
    ready: '標示已清潔',
    available: '空房',
  },
  en: {
    owed: 'NT$12,000 still owed',
    owedConfirm: /I have seen the balance of NT\$12,000/,
    stays: 'Stay',
    newStay: 'New Stay',
    room: 'Room',
    from: 'From',
    until: 'Until',
    booked: 'Booked',
    checkins: 'Check-in',
    newCheckin: 'New Check-in',
    checkinAt: 'Checked in at',
    nursing: 'Nursing record',
    newNursing: 'New Nursing record',
    temperature: 'Temperature (°C)',
    site: 'Temperature taken at',
    ear: 'Ear',
    recordedAt: 'Recorded at',
    tooHot: 'Must be at most 42.',
    username: "Second person's username",
    password: "Second person's password",
    success: 'Checked out',
    done: 'Done',
    ready: 'Mark cleaned',
    available: 'Available',
  },
};

/** Asserts a response's status, with its body in the message when it is another. */
async function assertStatus(response, status) {
  if (response.status() !== status)
    assert.fail(`${response.request().postData()} answered ${response.status()}: ${await response.text()}`);
}

/** Types a day into a date picker and confirms it, as at the keyboard; typed again until the picker holds it. */
async function typeDay(input, day) {
  for (let tries = 0; ; tries++) {
    await input.click();
    await input.fill(day);
    await input.press('Enter');
    if ((await input.inputValue()) === day || tries >= 2) break;
  }
  assert.equal(await input.inputValue(), day);
}

export default ['tw', 'en'].map((lang) => ({
  name: `a day at the centre (${lang}): book, check in, record (out of range refused), check out owing, clean, book again`,
  async run({ page, baseUrl }) {
    const w = words[lang];
    const watch = watchPage(page);
    await page.goto(baseUrl);
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.reload();
    await logIn(page, 'nurse', 'demo-nurse-2026');
    const nurse = await page.evaluate(() => localStorage.getItem('token'));
    // The manager signs in on a browser of their own (bills are a manager's to write).
    const other = await page.context().browser().newContext();
    const managerPage = await other.newPage();
    await logInAtHome(managerPage, baseUrl, 'manager', 'demo-manager-2026');
    const manager = await managerPage.evaluate(() => localStorage.getItem('token'));
    await other.close();
    assert.ok(nurse && manager, 'both signed in');

    const today = todayTaipei();
    const tag = `${lang}${Date.now() % 100_000}`;
    const digits = String(Date.now()).slice(-6);
    const [, types] = await call(page, baseUrl, nurse, 'GET', 'room_type/?limit=1');
    const rate = Number(types.results[0].daily_rate);
    const [roomStatus, room] = await call(page, baseUrl, manager, 'POST', 'room/', {
      number: `9${tag}`.slice(0, 20),
      floor: 9,
      room_type: types.results[0].id,
      status: 'available',
    });
    assert.equal(roomStatus, 201);
    const [, mother] = await call(page, baseUrl, nurse, 'POST', 'mother/', { name: `日班測試${tag}`, phone: `0955-${digits}` });
    assert.ok(mother.id, JSON.stringify(mother));
    // Booked for one night on her dashboard: found by name, her stays' tab, a new stay in the new room.
    await page.goto(`${baseUrl}/centre/mothers`);
    await page.getByTestId('mother-search-name').fill(mother.name);
    await page.getByTestId('mother-search').click();
    await page.getByTestId('mother-result').filter({ hasText: mother.name }).click();
    await page.getByRole('tab', { name: w.stays, exact: true }).click();
    await page.getByRole('button', { name: w.newStay }).click();
    const stayForm = page.getByTestId('form-mom_living_record');
    // The room: typed into its picker and chosen from the list, until the picker shows it (a click that lands while
    // the list still opens chooses nothing).
    await chooseOption(page, stayForm.getByLabel(w.room), room.number, { typed: true });
    await typeDay(stayForm.getByLabel(w.from), today);
    const until = stayForm.getByLabel(w.until);
    await until.click();
    await until.fill(addDays(today, 1));
    const bookedAnswer = await submitWithEnter(page, stayForm, until, '/api/mom_living_record/');
    await assertStatus(bookedAnswer, 201);
    const stay = await bookedAnswer.json();
    assert.equal(stay.status, 'booked');
    assert.deepEqual([stay.room, stay.start_date, stay.end_date], [room.id, today, addDays(today, 1)]);
    await page.locator('.ant-drawer-close').click();
    await page.locator('.ant-drawer-content').waitFor({ state: 'hidden' });
    await page.getByTestId('list-mom_living_record').getByText(w.booked).waitFor();

    // Checked in on her check-in tab: the stay goes in house and the room occupied.
    await page.getByRole('tab', { name: w.checkins, exact: true }).click();
    await page.getByRole('button', { name: w.newCheckin }).click();
    const checkinForm = page.getByTestId('form-mom_checkin_record');
    const at = checkinForm.getByLabel(w.checkinAt);
    await at.click();
    await at.fill(await minutesAgo(page, 2));
    await assertStatus(await submitWithEnter(page, checkinForm, at, '/api/mom_checkin_record/'), 201);
    await page.locator('.ant-drawer-close').click();
    await page.locator('.ant-drawer-content').waitFor({ state: 'hidden' });
    assert.equal((await call(page, baseUrl, nurse, 'GET', `mom_living_record/${stay.id}/`))[1].status, 'in_house');
    assert.equal((await call(page, baseUrl, nurse, 'GET', `room/${room.id}/`))[1].status, 'occupied');
    // Leaving today, the night billed and not stayed is credited at its billed price: the NT$12,000 of
    // services is still owed after it.
    for (const line of [
      { item: '住房', category: 'room', quantity: 1, unit_price: rate },
      { item: '嬰兒照護', category: 'service', quantity: 1, unit_price: 12_000 },
    ]) {
      const [billed] = await call(page, baseUrl, manager, 'POST', 'mom_billing_record/', {
        mother: mother.id,
        ...line,
        billed_at: today,
        paid: false,
      });
      assert.equal(billed, 201);
    }

    // Her dashboard from the room board's bar.
    await page.goto(`${baseUrl}/centre/rooms`);
    const row = page.getByTestId(`board-room-${room.number}`);
    await row.scrollIntoViewIfNeeded();
    await row.getByTestId('board-stay').click();
    await page.waitForURL(/\/centre\/mothers$/);

    // A nursing record: 45 °C is sent as typed and refused under its field, nothing saved; 36.8 °C is saved.
    watch.assertClean();
    await page.getByRole('tab', { name: w.nursing, exact: true }).click();
    await page.getByRole('button', { name: w.newNursing }).click();
    const form = page.getByTestId('form-mom_caring_record');
    const now = await minutesAgo(page, 1);
    const temperature = form.getByLabel(w.temperature);
    await temperature.fill('45');
    // Where it was taken: a temperature without its site is refused too.
    await chooseOption(page, form.getByLabel(w.site), w.ear);
    const when = form.getByLabel(w.recordedAt);
    await when.click();
    await when.fill(now);
    // Refused at its field before anything is sent (the form reads the number with the server's limits).
    await when.press('Enter');
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/mom_caring_record/'), {
      timeout: 2_000,
    });
    await form.locator('button[type=submit]').click();
    assert.equal(await sent.catch(() => null), null, 'nothing sent');
    await form.getByText(w.tooHot).waitFor();
    assert.equal(await temperature.inputValue(), '45', 'the form keeps what was typed');
    const [, none] = await call(page, baseUrl, nurse, 'GET', `mom_caring_record/?mother=${mother.id}`);
    assert.equal(none.count, 0, 'nothing saved');
    await screenshot(page, `centre-day-refused-${lang}`);
    await temperature.fill('36.8');
    await assertStatus(await submitWithEnter(page, form, temperature, '/api/mom_caring_record/'), 201);
    const [, one] = await call(page, baseUrl, nurse, 'GET', `mom_caring_record/?mother=${mother.id}`);
    assert.deepEqual([one.results[0].temperature_c, one.results[0].temperature_site], [36.8, 'ear']);
    await page.locator('.ant-drawer-close').click();
    await page.locator('.ant-drawer-content').waitFor({ state: 'hidden' });
    // Watch afresh from here: the checkout is watched on its own.
    const after = watchPage(page);

    // Checkout: the dialog shows the balance and asks before it lets the checkout go.
    await page.getByTestId('checkout-open').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(w.owed).waitFor();
    // The credit it will write is listed before it is confirmed.
    await dialog.getByTestId('checkout-lines').waitFor();
    assert.match((await dialog.getByTestId('checkout-balance').textContent()) ?? '', /12,000/);
    await dialog.getByLabel(w.username).fill('manager');
    await dialog.getByLabel(w.password).fill('demo-manager-2026');
    assert.ok(await page.getByTestId('checkout-confirm').isDisabled(), 'no checkout before the balance is confirmed');
    await screenshot(page, `centre-day-checkout-owed-${lang}`);
    await dialog.getByText(w.owedConfirm).click();
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/mom_checkout/'));
    await page.getByTestId('checkout-confirm').click();
    assert.equal((await answer).status(), 200);
    await dialog.getByText(w.success).first().waitFor();
    await dialog.getByRole('button', { name: w.done }).click();

    // Housekeeping: the room is being cleaned until someone marks it ready on the board.
    await page.goto(`${baseUrl}/centre/rooms`);
    await row.scrollIntoViewIfNeeded();
    await row.getByRole('button', { name: w.ready }).click();
    await row.getByText(w.available, { exact: true }).waitFor();

    // Booked again from today: the checked-out stay ended today.
    const [again] = await call(page, baseUrl, nurse, 'POST', 'mom_living_record/', {
      mother: (await call(page, baseUrl, nurse, 'POST', 'mother/', { name: `下一位${tag}`, phone: `0966-${digits}` }))[1].id,
      room: room.id,
      start_date: today,
      end_date: addDays(today, 7),
    });
    assert.equal(again, 201);
    after.assertClean();
  },
}));
