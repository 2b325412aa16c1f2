import type { Mail } from '../../src/lib/mailer';

/** The key in the newest mail's link to `path` (the web app's page that posts it back). */
export function keyFromMail(mails: Mail[], path: string, to?: string): string {
  const mail = [...mails].reverse().find((m) => (to ? m.to === to : true) && m.text.includes(path));
  const match = mail && new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?key=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no mail with a ${path} link${to ? ` to ${to}` : ''}`);
  return match[1]!;
}
