import type { Mail } from '../lib/mailer';

type Lang = 'tw' | 'en';

const SITE: Record<Lang, string> = { tw: '晨曦產後護理之家', en: 'Dawn Postnatal Care Centre' };

/**
 * The mail button: white on the brand's deep teal. The brand's light teal (#71c6d0) under white text reads at
 * 1.96:1; this pair is over 4.5:1 (WCAG AA for normal text).
 */
export const BUTTON_BACKGROUND = '#1f6d75';
export const BUTTON_TEXT = '#ffffff';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Template {
  subject: string;
  body: string;
  action: string;
  footer: string;
}

type Recipient = { email: string; display_name: string; language: string };

const GREETING: Record<Lang, (name: string) => string> = { tw: (name) => `${name} 您好：`, en: (name) => `Hello ${name},` };

/**
 * A mail of one link in the recipient's language: plain text first, and a simple HTML copy with the same words
 * and link.
 */
const linkMail =
  (templates: Record<Lang, Template>) =>
  (to: Recipient, link: string): Mail => {
    const lang: Lang = to.language === 'en' ? 'en' : 'tw';
    const t = templates[lang];
    const site = SITE[lang];
    const greeting = GREETING[lang](to.display_name);
    const text = [greeting, '', t.body, '', link, '', t.footer, '', site].join('\n');
    const html =
      `<!doctype html><html lang="${lang === 'tw' ? 'zh-Hant-TW' : 'en'}"><body style="font-family:sans-serif;line-height:1.6">` +
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t.body)}</p>` +
      `<p><a href="${escapeHtml(link)}" style="background:${BUTTON_BACKGROUND};color:${BUTTON_TEXT};padding:8px 16px;border-radius:4px;text-decoration:none">${escapeHtml(t.action)}</a></p>` +
      `<p style="font-size:90%">${escapeHtml(link)}</p><p style="color:#666">${escapeHtml(t.footer)}</p><p>${escapeHtml(site)}</p>` +
      `</body></html>`;
    return { to: to.email, subject: `${t.subject} - ${site}`, text, html };
  };

export const validationMail = linkMail({
  tw: {
    subject: '請驗證您的電子郵件',
    body: '請點選下方連結驗證您的電子郵件地址。連結在 48 小時內有效，且只能使用一次。',
    action: '驗證電子郵件',
    footer: '如果您沒有申請帳號，請忽略這封信。',
  },
  en: {
    subject: 'Please confirm your email address',
    body: 'Open the link below to confirm your email address. It works once, within 48 hours.',
    action: 'Confirm email',
    footer: 'If you did not create an account, ignore this mail.',
  },
});

export const resetPasswordMail = linkMail({
  tw: {
    subject: '重設密碼',
    body: '我們收到重設您密碼的要求。請點選下方連結設定新密碼。連結在 1 小時內有效，且只能使用一次。',
    action: '設定新密碼',
    footer: '如果您沒有提出這個要求，請忽略這封信，您的密碼不會改變。',
  },
  en: {
    subject: 'Reset your password',
    body: 'We were asked to reset your password. Open the link below to choose a new one. It works once, within 1 hour.',
    action: 'Choose a new password',
    footer: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  },
});

export const invitationMail = linkMail({
  tw: {
    subject: '您的工作人員帳號已建立',
    body: '管理員為您建立了工作人員帳號。請點選下方連結設定密碼，之後即可登入。連結在 72 小時內有效，且只能使用一次。',
    action: '設定密碼',
    footer: '如果您不認識這個單位，請忽略這封信。',
  },
  en: {
    subject: 'Your staff account is ready',
    body: 'An administrator created a staff account for you. Open the link below to choose your password, then log in. It works once, within 72 hours.',
    action: 'Choose your password',
    footer: 'If you do not know this centre, ignore this mail.',
  },
});
