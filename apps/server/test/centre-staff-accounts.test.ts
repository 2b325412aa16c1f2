import { describe, expect, it } from 'vitest';
import { BUTTON_BACKGROUND, BUTTON_TEXT } from '../src/accounts/mail-templates';
import { issueToken } from '../src/accounts/token-repository';
import { roleTokens } from './centre-support';
import { engines, setupApp } from './helper';
import { keyFromMail } from './support/mail-keys';

const CONFIRM = '/api/users/reset_password/confirm/';
let seq = 0;
const someone = (role = 'staff') => {
  const name = `staff${process.pid}n${++seq}`;
  return { username: name, email: `${name}@centre.example.test`, display_name: `林護理師 ${seq}`, role };
};

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Admins open staff accounts by invitation, mail resets and deactivate; no key ever leaves but in the mail. */
describe.each(engines)('staff accounts on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const create = (who: string | undefined, payload: object) =>
    t.inject({ method: 'POST', url: '/api/user/', headers: who ? { authorization: who } : {}, payload });

  it('opens a staff account whose owner sets the password through the single-use invitation link', async () => {
    const p = someone();
    const before = t.mails.length;
    const res = await create(auth.admin, p);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      username: p.username,
      email: p.email,
      display_name: p.display_name,
      role: 'staff',
      is_active: true,
      phone: '',
      invitation_sent: true,
    });
    expect(t.mails).toHaveLength(before + 1);
    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe(p.email);
    expect(mail.subject).toContain('工作人員帳號');
    const key = keyFromMail(t.mails, '/account/reset', p.email);
    // The key is in the mail alone: not in the answer, not in the log.
    expect(res.body).not.toContain(key);
    expect(t.logs.join('\n')).not.toContain(key);

    // No password works before the owner chooses one.
    expect((await t.login(p.username, '')).statusCode).toBe(400);
    expect((await t.login(p.username, 'correct-horse-battery')).statusCode).toBe(401);
    const set = await t.inject({ method: 'POST', url: CONFIRM, payload: { token: key, new_password: 'morning-shift-2027' } });
    expect(set.statusCode, set.body).toBe(200);
    const session = await t.login(p.username, 'morning-shift-2027');
    expect(session.statusCode, session.body).toBe(200);
    const headers = { authorization: `Token ${session.json().token}` };
    expect((await t.inject({ method: 'GET', url: '/api/room/', headers })).statusCode).toBe(200);
    const me = await t.inject({ method: 'GET', url: '/api/user/profile/', headers });
    expect(me.json()).toMatchObject({ role: 'staff', email_validated: true, display_name: p.display_name });
    const again = await t.inject({ method: 'POST', url: CONFIRM, payload: { token: key, new_password: 'evening-shift-2027' } });
    expect(again.json().code).toBe('invalid_key');

    const audit = await auth.as.manager('GET', `/api/audit_log/?entity=user&entity_id=${res.json().id}`);
    expect(audit.json().results).toEqual([
      expect.objectContaining({
        action: 'create',
        actor_id: auth.users.admin.id,
        changed_fields: expect.objectContaining({ role: 'staff' }),
      }),
    ]);
  });

  it('is for admins only, opens only staff and manager accounts, and refuses a taken name or address', async () => {
    const p = someone('manager');
    expect((await create(undefined, p)).statusCode).toBe(401);
    for (const who of [auth.customer, auth.staff, auth.manager]) expect((await create(who, p)).statusCode).toBe(403);
    for (const role of ['admin', 'customer', 'king']) {
      const bad = await create(auth.admin, { ...p, role });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'validation_error', fields: { role: expect.any(Array) } });
    }
    expect((await create(auth.admin, { ...p, username: 'a@b' })).json().fields.username).toBeDefined();
    const made = await create(auth.admin, p);
    expect(made.json()).toMatchObject({ role: 'manager' });
    const sameName = await create(auth.admin, { ...someone(), username: p.username.toUpperCase() });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().code).toBe('username_taken');
    const sameMail = await create(auth.admin, { ...someone(), email: p.email });
    expect(sameMail.json().code).toBe('email_taken');
  });

  it('mails a reset link on an admin’s request, and deactivation ends every session at once', async () => {
    const p = someone();
    const id = (await create(auth.admin, p)).json().id as number;
    await t.inject({
      method: 'POST',
      url: CONFIRM,
      payload: { token: keyFromMail(t.mails, '/account/reset', p.email), new_password: 'first-choice-2027' },
    });
    const reset = (who: string, target = id) =>
      t.inject({ method: 'POST', url: `/api/user/${target}/reset_password/`, headers: { authorization: who } });
    for (const who of [auth.customer, auth.staff, auth.manager]) expect((await reset(who)).statusCode).toBe(403);
    expect((await reset(auth.admin, 999_999)).statusCode).toBe(404);

    const before = t.mails.length;
    const res = await reset(auth.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(t.mails).toHaveLength(before + 1);
    const key = keyFromMail(t.mails, '/account/reset', p.email);
    expect(res.body).not.toContain(key);
    expect(t.logs.join('\n')).not.toContain(key);
    // The old password works until the link is used.
    expect((await t.login(p.username, 'first-choice-2027')).statusCode).toBe(200);
    expect(
      (await t.inject({ method: 'POST', url: CONFIRM, payload: { token: key, new_password: 'second-choice-2027' } })).statusCode,
    ).toBe(200);
    expect((await t.login(p.username, 'first-choice-2027')).statusCode).toBe(401);

    const session = { authorization: `Token ${await issueToken(t.db, id, 'test', 1)}` };
    expect((await t.inject({ method: 'GET', url: '/api/room/', headers: session })).statusCode).toBe(200);
    const off = await auth.as.admin('PUT', `/api/user/${id}/`, { is_active: false });
    expect(off.json()).toMatchObject({ is_active: false });
    expect((await t.inject({ method: 'GET', url: '/api/room/', headers: session })).statusCode).toBe(401);
    expect((await t.login(p.username, 'second-choice-2027')).statusCode).not.toBe(200);
    const mailsNow = t.mails.length;
    const inactive = await reset(auth.admin);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().code).toBe('account_inactive');
    expect(t.mails).toHaveLength(mailsNow);
  });

  it('sends account mails whose button reads at 4.5:1 or more', async () => {
    expect(contrast(BUTTON_BACKGROUND, BUTTON_TEXT)).toBeGreaterThanOrEqual(4.5);
    await create(auth.admin, someone());
    const html = t.mails.at(-1)!.html!;
    const style = /<a href="[^"]*" style="([^"]*)"/.exec(html)![1]!;
    const bg = /background:(#[0-9a-f]{6})/i.exec(style)![1]!;
    const fg = /(?:^|;)color:(#[0-9a-f]{6})/i.exec(style)![1]!;
    expect(contrast(bg, fg)).toBeGreaterThanOrEqual(4.5);
  });
});

describe.each(engines)('staff account mails when the mail server is down on %s', (engine) => {
  const t = setupApp(engine, { mailer: { send: async () => Promise.reject(new Error('smtp down')) } });
  const auth = roleTokens(t);

  it('keeps the new account and says the invitation was not sent; a reset answers 503', async () => {
    const p = someone();
    const res = await auth.as.admin('POST', '/api/user/', p);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ username: p.username, invitation_sent: false });
    const reset = await auth.as.admin('POST', `/api/user/${res.json().id}/reset_password/`);
    expect(reset.statusCode).toBe(503);
    expect(reset.json().code).toBe('service_unavailable');
  });
});
