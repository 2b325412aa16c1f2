import fs from 'node:fs';
import path from 'node:path';

export type PageLang = 'tw' | 'en';
export type ItemScreenStrings = Record<
  'breadcrumb' | 'allItems' | 'inStock' | 'fewLeft' | 'soldOut' | 'sold' | 'pictures' | 'picture',
  string
>;

export type BoardScreenStrings = Record<
  'title' | 'navLabel' | 'earlier' | 'later' | 'today' | 'range' | 'legend' | 'current' | 'upcoming' | 'ended' | 'loading',
  string
> & { sections: Record<string, string> };

/** What the room board's first screen is written from, as the web build publishes it. */
export interface BoardScreenParts {
  strings: Record<PageLang, BoardScreenStrings>;
  /** The tabs each staff role sees, in menu order: the roles the screen is written for. */
  sections: Record<string, string[]>;
  /** The board opens on `days` days from `before` days before today. */
  window: { before: number; days: number };
  /** Ant Design's icons of that screen, as their components render them. */
  icons: Record<'left' | 'right' | 'caret', string>;
}

/** What the web build publishes for pages the server writes out (apps/web/build-plugins/first-pages.ts). */
interface FirstPagesFile {
  /** Per page, its stylesheets: files in the build. */
  pages: { item: { css: string[] }; board?: { css: string[] } };
  strings: Record<PageLang, ItemScreenStrings>;
  board?: BoardScreenParts;
}

export interface FirstPages {
  /** The item page's own stylesheets' text, to inline: a stylesheet to fetch would hold back the first paint. */
  css: string;
  strings: Record<PageLang, ItemScreenStrings>;
  /** The room board's first screen: its stylesheets' text and what it is written from (absent in older builds). */
  board: (BoardScreenParts & { css: string }) | null;
}

/** The build's `.vite/first-pages.json` with its stylesheets read, or null for a build without it. */
export function readFirstPages(webDist: string): FirstPages | null {
  const file = path.join(webDist, '.vite/first-pages.json');
  if (!fs.existsSync(file)) return null;
  const published = JSON.parse(fs.readFileSync(file, 'utf8')) as FirstPagesFile;
  const read = (files: string[]) =>
    files
      .map((file) => fs.readFileSync(path.join(webDist, file), 'utf8'))
      .join('\n')
      .replace(/<\/style/gi, '<\\/style');
  const board = published.board && published.pages.board ? { ...published.board, css: read(published.pages.board.css) } : null;
  return { css: read(published.pages.item.css), strings: published.strings, board };
}

/** A cookie's value from a request's Cookie header (the app's own cookies hold no `;`). */
const cookieValue = (cookieHeader: string | undefined, name: string) =>
  new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookieHeader ?? '')?.[1];

/** The language the app last used on this browser: the app mirrors its choice into the `pnc_lang` cookie. */
export function pageLang(cookieHeader: string | undefined): PageLang {
  return cookieValue(cookieHeader, 'pnc_lang') === 'en' ? 'en' : 'tw';
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * The role of the browser's last session, which the app mirrors into the `pnc_centre` cookie, if it is one of
 * `roles`: a hint for which tabs the centre's first screen shows, not a credential (nothing the server writes from
 * it is more than the app's own texts). Null without one, or for anything else.
 */
export function pageStaffRole(cookieHeader: string | undefined, roles: readonly string[]): string | null {
  const value = cookieValue(cookieHeader, 'pnc_centre');
  return value && roles.includes(value) ? value : null;
}

/** i18next's `{{name}}` placeholders, filled. */
export const fill = (text: string, values: Record<string, number | string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

export interface FirstPage {
  lang: PageLang;
  /** The stylesheets the first screen needs: first in <head>, before the scripts. */
  styles: string;
  /** The rest of the extra <head> content: what describes the page to link previews. */
  head: string;
  /** The first screen's HTML: goes after index.html's header frame, inside #root, until the app replaces it. */
  main: string;
  /** The API answers that screen was drawn from, by the client's API path, for the app to start from. */
  answers: Record<string, unknown>;
}

/**
 * index.html with a page's first screen written in. The answers travel as a JSON data block (not run, so the
 * CSP's ban on inline scripts does not apply); `<` is escaped so no text can close it.
 */
export function withFirstPage(indexHtml: string, page: FirstPage): string {
  const data = JSON.stringify({ lang: page.lang, answers: page.answers }).replace(/</g, '\\u003c');
  let html = indexHtml;
  if (page.lang === 'en') html = html.replace(/<html lang="[^"]*"/, '<html lang="en"');
  // index.html opens <head> with the entry's inline stylesheet (apps/web/build-plugins/inline-entry-css.ts).
  const firstStyleEnd = html.indexOf('</style>');
  const stylesAt = firstStyleEnd >= 0 ? firstStyleEnd + '</style>'.length : html.indexOf('</head>');
  html = `${html.slice(0, stylesAt)}${page.styles}${html.slice(stylesAt)}`.replace('</head>', `${page.head}</head>`);
  // After the header frame, the first </header> inside #root.
  const root = html.indexOf('<div id="root">');
  const headerEnd = root < 0 ? -1 : html.indexOf('</header>', root);
  if (headerEnd < 0) return indexHtml;
  const at = headerEnd + '</header>'.length;
  html = `${html.slice(0, at)}${page.main}${html.slice(at)}`;
  return html.replace('</body>', `<script type="application/json" id="pnc-first-page">${data}</script></body>`);
}
