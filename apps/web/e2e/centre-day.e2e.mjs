// Issue 19: a day at the centre, in tw and in en: a stay is booked and checked in (the API, as the front desk's
// forms would), checked out through the dialog with money owed (the warning, the balance and its confirmation),
// the room is marked cleaned on the room board, and it can be booked again from the same day.
import { assert, logIn, screenshot, watchPage } from './support/helpers.mjs';

const words = {
  tw: {
    owed: '尚有 NT$12,000 未付',
    owedConfirm: /我已確認尚餘 NT\$12,000/,
    username: '主管帳號',
    password: '主管密碼',
    success: '已完成退房',
    done: '完 成', // antd spaces out a two-character Chinese label
    ready: '標示已清潔',
    available: '空房',
  },
  en: {
    owed: 'NT$12,000 still owed',
    owedConfirm: /I have seen the balance of NT\$12,000/,
    username: "Manager's username",
    password: "Manager's password",
    success: 'Checked out',
    done: 'Done',
    ready: 'Mark cleaned',
    available: 'Available',
  },
};

const todayTaipei = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const addDays = (d, n) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** One JSON call with a token; answers [status, body]. */
async function call(page, baseUrl, token, method, path, data) {
  const res = await page.request.fetch(`${baseUrl}/api/${path}`, {
    method,
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    ...(data && { data: JSON.stringify(data) }),
  });
  return [res.status(), await res.json().catch(() => null)];
}

export default ['tw', 'en'].map((lang) => ({
  name: `a day at the centre (${lang}): book, check in, check out with money owed, clean the room, book it again`,
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
    await managerPage.goto(baseUrl);
    await logIn(managerPage, 'manager', 'demo-manager-2026');
    const manager = await managerPage.evaluate(() => localStorage.getItem('token'));
    await other.close();
    assert.ok(nurse && manager, 'both signed in');

    const today = todayTaipei();
    const tag = `${lang}${Date.now() % 100_000}`;
    const [, types] = await call(page, baseUrl, nurse, 'GET', 'room_type/?limit=1');
    const [roomStatus, room] = await call(page, baseUrl, manager, 'POST', 'room/', {
      number: `9${tag}`.slice(0, 20),
      floor: 9,
      room_type: types.results[0].id,
      status: 'available',
    });
    assert.equal(roomStatus, 201);
    const [, mother] = await call(page, baseUrl, nurse, 'POST', 'mother/', { name: `日班測試${tag}`, phone: `0955-${tag.slice(-6)}` });
    assert.ok(mother.id, JSON.stringify(mother));
    // Booked, then checked in: the room is occupied and the stay in house.
    const [booked, stay] = await call(page, baseUrl, nurse, 'POST', 'mom_living_record/', {
      mother: mother.id,
      room: room.id,
      start_date: today,
      end_date: addDays(today, 14),
    });
    assert.equal(booked, 201, JSON.stringify(stay));
    assert.equal(stay.status, 'booked');
    const [checkedIn] = await call(page, baseUrl, nurse, 'POST', 'mom_checkin_record/', {
      mother: mother.id,
      checkin_at: new Date().toISOString(),
    });
    assert.equal(checkedIn, 201);
    assert.equal((await call(page, baseUrl, nurse, 'GET', `room/${room.id}/`))[1].status, 'occupied');
    const [billed] = await call(page, baseUrl, manager, 'POST', 'mom_billing_record/', {
      mother: mother.id,
      item: '住房',
      category: 'room',
      quantity: 1,
      unit_price: 12_000,
      billed_at: today,
      paid: false,
    });
    assert.equal(billed, 201);

    // Checkout from the room board's bar: the dialog shows the balance and asks before it lets the checkout go.
    await page.goto(`${baseUrl}/centre/rooms`);
    const row = page.getByTestId(`board-room-${room.number}`);
    await row.scrollIntoViewIfNeeded();
    await row.getByTestId('board-stay').click();
    await page.waitForURL(/\/centre\/mothers$/);
    await page.getByTestId('checkout-open').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(w.owed).waitFor();
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
      mother: (await call(page, baseUrl, nurse, 'POST', 'mother/', { name: `下一位${tag}`, phone: `0966-${tag.slice(-6)}` }))[1].id,
      room: room.id,
      start_date: today,
      end_date: addDays(today, 7),
    });
    assert.equal(again, 201);
    watch.assertClean();
  },
}));
