// Where one stay meets the next, in tw and in en: a mother in house changes room on the room board (she is shown in
// the new room only, the old room goes to cleaning), and a mother leaving before her booked end is checked out
// with the nights billed and not stayed listed as the lines the checkout writes, the credit confirmed by a manager.
import { assert, logIn, logInAtHome, watchPage } from './support/helpers.mjs';
import { addDays, call, todayTaipei } from './support/centre-steps.mjs';

const words = {
  tw: {
    changeRoom: '換房',
    newRoom: '新房間（僅列可入住的房間）',
    cleaning: '清潔中',
    occupied: '入住中',
    lines: '退房將寫入的帳目',
    creditTitle: '中心尚需退還 NT$15,000',
    creditConfirm: /我已確認中心尚需退還 NT\$15,000/,
    line: '3 晚 × NT$5,000 ＝ -NT$15,000',
    username: '確認人帳號',
    password: '確認人密碼',
    success: '已完成退房',
  },
  en: {
    changeRoom: 'Change room',
    newRoom: 'New room (ready rooms only)',
    cleaning: 'Cleaning',
    occupied: 'Occupied',
    lines: 'Lines this checkout writes',
    creditTitle: 'The centre still owes her NT$15,000',
    creditConfirm: /I have seen that the centre owes her NT\$15,000/,
    line: '3 nights × NT$5,000 = -NT$15,000',
    username: "Second person's username",
    password: "Second person's password",
    success: 'Checked out',
  },
};

/** Signs the nurse in on the page (in `lang`) and the manager on a browser of their own; answers both tokens. */
async function signIn(page, baseUrl, lang) {
  await page.goto(baseUrl);
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.reload();
  await logIn(page, 'nurse', 'demo-nurse-2026');
  const nurse = await page.evaluate(() => localStorage.getItem('token'));
  const other = await page.context().browser().newContext();
  const managerPage = await other.newPage();
  await logInAtHome(managerPage, baseUrl, 'manager', 'demo-manager-2026');
  const manager = await managerPage.evaluate(() => localStorage.getItem('token'));
  await other.close();
  assert.ok(nurse && manager, 'both signed in');
  return { nurse, manager };
}

/** A new room (ready), a new mother, and her stay in it from today to `until`, checked in: all through the API. */
async function inHouse(page, baseUrl, { nurse, manager }, tag, until) {
  const digits = String(Date.now()).slice(-6);
  const [, types] = await call(page, baseUrl, nurse, 'GET', 'room_type/?limit=1');
  const room = await newRoom(page, baseUrl, manager, types.results[0].id, `8${tag}a`);
  const [, mother] = await call(page, baseUrl, nurse, 'POST', 'mother/', { name: `接縫測試${tag}`, phone: `0977-${digits}` });
  assert.ok(mother.id, JSON.stringify(mother));
  const [booked, stay] = await call(page, baseUrl, nurse, 'POST', 'mom_living_record/', {
    mother: mother.id,
    room: room.id,
    start_date: todayTaipei(),
    end_date: until,
  });
  assert.equal(booked, 201, JSON.stringify(stay));
  const [checkedIn, checkin] = await call(page, baseUrl, nurse, 'POST', 'mom_checkin_record/', {
    mother: mother.id,
    checkin_at: new Date(Date.now() - 120_000).toISOString(),
  });
  assert.equal(checkedIn, 201, JSON.stringify(checkin));
  assert.equal((await call(page, baseUrl, nurse, 'GET', `mom_living_record/${stay.id}/`))[1].status, 'in_house');
  return { room, mother, stay, roomType: types.results[0].id };
}

async function newRoom(page, baseUrl, manager, roomType, number) {
  const [status, room] = await call(page, baseUrl, manager, 'POST', 'room/', {
    number: number.slice(0, 20),
    floor: 8,
    room_type: roomType,
    status: 'available',
  });
  assert.equal(status, 201, JSON.stringify(room));
  return room;
}

/** The room board's row of a room, drawn and in view. */
async function boardRow(page, number) {
  const row = page.getByTestId(`board-room-${number}`);
  await row.waitFor();
  await row.scrollIntoViewIfNeeded();
  return row;
}

const roomChange = (lang) => ({
  name: `stay seams (${lang}): a room change on the board shows her in the new room, the old one cleaning`,
  async run({ page, baseUrl }) {
    const w = words[lang];
    const watch = watchPage(page);
    const tokens = await signIn(page, baseUrl, lang);
    const tag = `${lang}${Date.now() % 100_000}`;
    const { room: from, mother, roomType } = await inHouse(page, baseUrl, tokens, tag, addDays(todayTaipei(), 5));
    const to = await newRoom(page, baseUrl, tokens.manager, roomType, `8${tag}b`);

    await page.goto(`${baseUrl}/centre/rooms`);
    const oldRow = await boardRow(page, from.number);
    await oldRow.getByTestId('board-stay').filter({ hasText: mother.name }).waitFor();
    const button = page.getByTestId(`change-room-${from.number}`);
    assert.equal((await button.textContent())?.replace(/\s/g, ''), w.changeRoom.replace(/\s/g, ''));
    await button.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The new room, chosen from the list of ready rooms (a list drawn a window at a time: scrolled until it shows),
    // until the dialog says what the change will do.
    const select = dialog.getByRole('combobox', { name: w.newRoom });
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: to.number }).first();
    for (let tries = 0; tries < 4; tries++) {
      if (await dialog.getByTestId('change-room-effect').isVisible()) break;
      if (!(await page.locator('.ant-select-dropdown:visible').count())) await select.click();
      await page.locator('.ant-select-dropdown:visible').waitFor();
      for (let scrolls = 0; scrolls < 40 && !(await option.isVisible()); scrolls++) {
        await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().hover();
        await page.mouse.wheel(0, 160);
        await page.waitForTimeout(100);
      }
      await option.click({ timeout: 4_000 }).catch(() => {});
      await page.waitForTimeout(500);
    }
    assert.match((await dialog.getByTestId('change-room-effect').textContent()) ?? '', new RegExp(to.number));
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/change_room'));
    await page.getByTestId('change-room-confirm').click();
    assert.equal((await answer).status(), 200);
    await dialog.waitFor({ state: 'hidden' });

    // The board afresh: her bar in the new room only; the old room is being cleaned, the new one occupied.
    const newRow = await boardRow(page, to.number);
    await newRow.getByTestId('board-stay').filter({ hasText: mother.name }).waitFor();
    await newRow.getByText(w.occupied, { exact: true }).waitFor();
    await oldRow.getByText(w.cleaning, { exact: true }).waitFor();
    assert.equal(await oldRow.getByTestId('board-stay').count(), 0, 'no bar left in the old room');
    assert.equal(await page.getByTestId('board-stay').filter({ hasText: mother.name }).count(), 1, 'one bar of hers');
    await page.reload();
    const reloaded = await boardRow(page, from.number);
    await reloaded.getByText(w.cleaning, { exact: true }).waitFor();
    assert.equal(await reloaded.getByTestId('board-stay').count(), 0, 'still none after a reload');
    await (await boardRow(page, to.number)).getByTestId('board-stay').filter({ hasText: mother.name }).waitFor();
    watch.assertClean();
  },
});

const earlyCheckout = (lang) => ({
  name: `stay seams (${lang}): an early checkout lists the nights credited and asks to confirm what the centre owes`,
  async run({ page, baseUrl }) {
    const w = words[lang];
    const watch = watchPage(page);
    const tokens = await signIn(page, baseUrl, lang);
    const tag = `${lang}${Date.now() % 100_000}`;
    const today = todayTaipei();
    const { room, mother } = await inHouse(page, baseUrl, tokens, tag, addDays(today, 3));
    // Three nights billed and paid up front; leaving today she stayed none of them, so all three are credited.
    const [billed, bill] = await call(page, baseUrl, tokens.manager, 'POST', 'mom_billing_record/', {
      mother: mother.id,
      item: '住房',
      category: 'room',
      quantity: 3,
      unit_price: 5_000,
      billed_at: today,
      paid: true,
      paid_at: new Date().toISOString(),
      payment_method: 'cash',
    });
    assert.equal(billed, 201, JSON.stringify(bill));

    // Her dashboard from the room board's bar.
    await page.goto(`${baseUrl}/centre/rooms`);
    const row = await boardRow(page, room.number);
    await row.getByTestId('board-stay').click();
    await page.waitForURL(/\/centre\/mothers$/);

    await page.getByTestId('checkout-open').click();
    const dialog = page.getByRole('dialog');
    const lines = dialog.getByTestId('checkout-lines');
    await lines.waitFor();
    assert.match((await lines.textContent()) ?? '', new RegExp(w.lines));
    assert.match((await lines.textContent()) ?? '', /提前退房 3/);
    await lines.getByText(w.line).waitFor();
    await dialog.getByText(w.creditTitle, { exact: true }).waitFor();
    assert.match((await dialog.getByTestId('checkout-balance').textContent()) ?? '', /-NT\$15,000/);
    await dialog.getByLabel(w.username).fill('manager');
    await dialog.getByLabel(w.password).fill('demo-manager-2026');
    assert.ok(await page.getByTestId('checkout-confirm').isDisabled(), 'no checkout before the credit is confirmed');
    await dialog.getByText(w.creditConfirm).click();
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/mom_checkout/'));
    await page.getByTestId('checkout-confirm').click();
    const response = await answer;
    assert.equal(response.status(), 200, await response.text());
    await dialog.getByText(w.success).first().waitFor();

    // The bill now holds the credit line, unpaid, for the three nights.
    const [, after] = await call(
      page,
      baseUrl,
      tokens.manager,
      'GET',
      `mom_billing_record/?mother=${mother.id}&category=early_leave`,
    );
    assert.equal(after.count, 1);
    assert.deepEqual([after.results[0].quantity, Number(after.results[0].unit_price)], [3, 5_000]);
    watch.assertClean();
  },
});

export default ['tw', 'en'].flatMap((lang) => [roomChange(lang), earlyCheckout(lang)]);
