// Steps the centre's journeys share: typed times, sending a form from the keyboard, Taipei days, JSON calls.

/** The time `minutes` ago as the date-time pickers take it typed: the centre's (Taipei) clock, whatever the device's. */
export const minutesAgo = (page, minutes) =>
  page.evaluate((m) => new Date(Date.now() + 8 * 3_600_000 - m * 60_000).toISOString().slice(0, 16).replace('T', ' '), minutes);

/**
 * Submits a form from its last input as at the keyboard (Enter confirms a typed date and sends the form) and
 * answers the POST's response. Under load the first Enter can land while the picker is still opening and only
 * confirm the value: the form's submit button is then pressed, once, if no POST has gone out.
 */
export async function submitWithEnter(page, form, input, path) {
  const posted = () =>
    page.waitForRequest((r) => r.method() === 'POST' && r.url().includes(path), { timeout: 4_000 }).catch(() => null);
  const byEnter = posted();
  await input.press('Enter');
  let request = await byEnter;
  if (!request) {
    const byButton = posted();
    await form.locator('button[type=submit]').click();
    request = await byButton;
  }
  // Nothing sent: the form refused what it holds; say what, rather than wait for a response that cannot come.
  if (!request)
    throw new Error(`no POST ${path}: ${(await form.locator('.ant-form-item-explain-error').allTextContents()).join('; ')}`);
  return request.response();
}

/** Today in Taipei (the centre's day), and a day `n` days on. */
export const todayTaipei = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
export const addDays = (d, n) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** One JSON call with a token; answers [status, body]. */
export async function call(page, baseUrl, token, method, path, data) {
  const res = await page.request.fetch(`${baseUrl}/api/${path}`, {
    method,
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    ...(data && { data: JSON.stringify(data) }),
  });
  return [res.status(), await res.json().catch(() => null)];
}
