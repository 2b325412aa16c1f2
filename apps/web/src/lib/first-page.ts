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
 * A cookie for the server's first screens, for this whole site (a year; `null` removes it). The server reads it
 * when it writes a page, before any script runs; a browser that refuses cookies gets the pages the app draws itself.
 */
function tellServer(name: string, value: string | null) {
  try {
    document.cookie =
      value === null
        ? `${name}=; path=/; max-age=0; samesite=lax`
        : `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // Pages then come in Traditional Chinese and without the board's first screen; the app redraws them.
  }
}

/**
 * The server writes a page in the language the app used last on this browser; the app tells it through a
 * cookie (no personal data, a year, this site only), as it keeps its own choice in local storage.
 */
export function rememberLanguageForServer(lang: string) {
  tellServer('pnc_lang', lang);
}

/**
 * The server writes the room board's first screen (its frame, tabs and toolbar; no data) for a browser whose last
 * session was a staff member's: the app tells it the role through a cookie, which is a hint for the layout and no
 * credential (the board's data still needs the token, which only the app sends). `null` removes it.
 */
export function rememberCentreRoleForServer(role: string | null) {
  tellServer('pnc_centre', role);
}
