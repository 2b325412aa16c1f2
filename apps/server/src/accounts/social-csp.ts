import type { Config } from '../config';
import type { SocialCsp } from '../plugins/security';

/**
 * Exactly what each configured provider's web sign-in needs, nothing for one that is not configured:
 * - Google Identity Services ("Setup" guide, Content Security Policy): script-src <gsi>/client, connect-src and
 *   frame-src <gsi>/, style-src <gsi>/style, and Cross-Origin-Opener-Policy same-origin-allow-popups.
 * - Facebook Login for the Web (SDK for JavaScript): the SDK's origin for scripts; its login dialog is a popup, its
 *   status checks and cross-domain frames come from www.facebook.com (Facebook publishes no CSP list).
 * - LINE Login web: a top-level redirect through our own /api/social/line/start/ (a GET, so no form-action).
 */
export function socialCsp(social: Config['social']): SocialCsp {
  const csp: SocialCsp = { scriptSrc: [], styleSrc: [], connectSrc: [], frameSrc: [], popups: false };
  if (social.google.clientId) {
    const script = new URL(social.google.scriptUrl);
    const gsi = new URL('./', script).href;
    csp.scriptSrc.push(script.href);
    csp.styleSrc.push(new URL('./style', script).href);
    csp.connectSrc.push(gsi);
    csp.frameSrc.push(gsi);
    csp.popups = true;
  }
  if (social.facebook.appId && social.facebook.appSecret) {
    csp.scriptSrc.push(new URL(social.facebook.sdkUrl).origin);
    csp.connectSrc.push('https://www.facebook.com', 'https://graph.facebook.com');
    csp.frameSrc.push('https://www.facebook.com', 'https://web.facebook.com');
    csp.popups = true;
  }
  return csp;
}
