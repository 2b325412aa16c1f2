/** Public ids and script addresses of the configured sign-in providers (bootstrap's `social`); null/false: no button. */
export interface SocialConfig {
  google: { client_id: string; script_url: string } | null;
  facebook: { app_id: string; sdk_url: string; version: string } | null;
  line: boolean;
}

/**
 * The providers' own browser libraries, loaded only for a configured provider and only when the login dialog
 * opens: Google Identity Services (its button hands a credential, an ID token, to our callback) and the Facebook
 * SDK for JavaScript (FB.login answers an access token). LINE needs no script: the browser goes to
 * /api/social/line/start/ and comes back to /social/line.
 */

interface GoogleId {
  initialize(config: { client_id: string; callback: (answer: { credential?: string }) => void; ux_mode?: 'popup' }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
}
interface FacebookSdk {
  init(config: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(cb: (answer: { authResponse?: { accessToken?: string } | null }) => void, options: { scope: string }): void;
}
declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleId } };
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

/** Thrown when a provider cannot be reached or the person closed its window: the dialog words the code. */
const socialUnavailable = () => ({ status: 0, code: 'social_unavailable', message: 'sign-in provider unavailable' });
const cancelled = () => ({ status: 0, code: 'social_cancelled', message: 'sign-in cancelled' });

const scripts = new Map<string, Promise<void>>();

/** One <script> per address, added once; a failed load may be tried again. */
function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const el = document.createElement('script');
      el.src = src;
      el.async = true;
      el.onload = () => resolve();
      el.onerror = () => {
        scripts.delete(src);
        el.remove();
        reject(socialUnavailable());
      };
      document.head.append(el);
    });
    scripts.set(src, loading);
  }
  return loading;
}

/** Draws Google's own button into `parent`; its credential (an ID token) goes to `onCredential`. */
export async function renderGoogleButton(
  google: NonNullable<SocialConfig['google']>,
  parent: HTMLElement,
  opts: { locale: string; width: number; onCredential: (credential: string) => void },
) {
  await loadScript(google.script_url);
  const id = window.google?.accounts?.id;
  if (!id) throw socialUnavailable();
  id.initialize({
    client_id: google.client_id,
    ux_mode: 'popup',
    callback: (answer) => {
      if (answer.credential) opts.onCredential(answer.credential);
    },
  });
  id.renderButton(parent, {
    type: 'standard',
    theme: 'outline',
    size: 'large',
    text: 'signin_with',
    locale: opts.locale,
    width: opts.width,
  });
}

let facebookReady: Promise<FacebookSdk> | null = null;

/** Loads and initialises the Facebook SDK once (ahead of a click: FB.login must run in the click to open its popup). */
export function prepareFacebook(facebook: NonNullable<SocialConfig['facebook']>): Promise<FacebookSdk> {
  facebookReady ??= new Promise<FacebookSdk>((resolve, reject) => {
    window.fbAsyncInit = () => {
      window.FB!.init({ appId: facebook.app_id, version: facebook.version, cookie: false, xfbml: false });
      resolve(window.FB!);
    };
    loadScript(facebook.sdk_url).catch((error: unknown) => {
      facebookReady = null;
      reject(error);
    });
  });
  return facebookReady;
}

/** FB.login with the public profile and email; answers the user access token the server checks with debug_token. */
export async function facebookToken(facebook: NonNullable<SocialConfig['facebook']>): Promise<string> {
  const fb = await prepareFacebook(facebook);
  return new Promise<string>((resolve, reject) =>
    fb.login(
      (answer) => {
        const token = answer.authResponse?.accessToken;
        if (token) resolve(token);
        else reject(cancelled());
      },
      { scope: 'public_profile,email' },
    ),
  );
}

/** Where the LINE button goes: our server starts the login (state and nonce) and sends the browser on to LINE. */
export const LINE_START = '/api/social/line/start/';
