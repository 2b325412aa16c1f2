/** A page's first screen written by the server into index.html, with the API answers it was drawn from. */
export interface FirstPage {
  lang: string;
  /** By the client's API path (`items/3`, `categories`). */
  answers: Record<string, unknown>;
}

/**
 * Reads (once) the data block the server writes into an item page's HTML (apps/server/src/web/first-pages.ts).
 * The block is data, not a script, so the CSP's ban on inline scripts does not stand in its way.
 */
export function takeFirstPage(): FirstPage | null {
  const block = document.getElementById('pnc-first-page');
  if (!block) return null;
  block.remove();
  try {
    const data = JSON.parse(block.textContent ?? '') as Partial<FirstPage>;
    return typeof data.lang === 'string' && data.answers && typeof data.answers === 'object'
      ? { lang: data.lang, answers: data.answers }
      : null;
  } catch {
    return null;
  }
}

/**
 * The server writes a page in the language the app used last on this browser; the app tells it through a
 * cookie (no personal data, a year, this site only), as it keeps its own choice in local storage.
 */
export function rememberLanguageForServer(lang: string) {
  try {
    document.cookie = `pnc_lang=${encodeURIComponent(lang)}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // A browser that refuses cookies gets pages in Traditional Chinese, which the app then redraws.
  }
}

/**
 * The server writes the room board's first screen (its frame, tabs and toolbar; no data) for a browser whose last
 * session was a staff member's: the app tells it the role through a cookie, which is a hint for the layout and no
 * credential (the board's data still needs the token, which only the app sends). `null` removes it.
 */
export function rememberCentreRoleForServer(role: string | null) {
  try {
    document.cookie = role
      ? `pnc_centre=${encodeURIComponent(role)}; path=/; max-age=31536000; samesite=lax`
      : 'pnc_centre=; path=/; max-age=0; samesite=lax';
  } catch {
    // Without it the board's first screen waits for the app, as every centre page does.
  }
}
