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
