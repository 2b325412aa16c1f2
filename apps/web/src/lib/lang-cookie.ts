/**
 * The server renders the shop's public pages in the language the app used last on this browser; the app tells it
 * through a cookie (no personal data, a year, this site only), as it keeps its own choice in local storage. A
 * browser that refuses cookies gets those pages in Traditional Chinese, and the app switches them after hydration.
 */
const LANG_COOKIE = 'pnc_lang';

export function rememberLanguageForServer(lang: string) {
  try {
    document.cookie = `${LANG_COOKIE}=${encodeURIComponent(lang)}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // Cookies refused: see above.
  }
}
