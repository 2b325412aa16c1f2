import { addDays, todayTaipei } from '../centre/paging';
import { type BoardScreenParts, escapeHtml as e, fill, type PageLang } from './first-pages';

/**
 * The room board's first screen for a staff member: the centre's frame (title, the role's tabs with rooms marked),
 * the board's toolbar with the days it opens on, its legend, and the spinner that stands where the rooms will be.
 * Nothing personal and no data: the rooms and stays come with the app, which sends the token. The elements and
 * classes are the app's (centre-layout.tsx, centre-nav.tsx, room-board.tsx, period-buttons.tsx), so the app's first
 * render draws the same screen in the same place; an e2e scenario holds the two alike. The signed-in name is left
 * for the app (its place is kept by the bar's layout).
 */
export function boardScreen(parts: BoardScreenParts, role: string, lang: PageLang, now = Date.now()): string {
  const t = parts.strings[lang];
  const from = addDays(todayTaipei(now), -parts.window.before);
  const to = addDays(from, parts.window.days - 1);
  const tabs = (parts.sections[role] ?? [])
    .map((section) => {
      if (section === 'records')
        return `<li class="pnc-centre-tab"><button type="button" class="pnc-centre-tab-link" aria-expanded="false">${e(
          t.sections[section] ?? section,
        )}${parts.icons.caret}</button></li>`;
      const selected = section === 'rooms';
      return (
        `<li class="pnc-centre-tab${selected ? ' is-selected' : ''}"><a class="pnc-centre-tab-link"` +
        `${selected ? ' aria-current="page"' : ''} href="/centre/${section}" data-discover="true">${e(t.sections[section] ?? section)}</a></li>`
      );
    })
    .join('');
  const button = (label: string, icon: string) =>
    `<button type="button" class="pnc-period-btn pnc-period-btn-icon" aria-label="${e(label)}" title="${e(label)}">${icon}</button>`;
  const legend = (['current', 'upcoming', 'ended'] as const)
    .map(
      (status) =>
        `<span class="pnc-legend-item"><i class="pnc-legend-swatch pnc-stay-${status}" aria-hidden="true"></i>${e(t[status])}</span>`,
    )
    .join('');
  return (
    `<main id="main" class="pnc-main" tabindex="-1"><div class="pnc-centre">` +
    `<div class="pnc-centre-bar"><h1 class="pnc-centre-title">${e(t.title)}</h1><span class="pnc-centre-user"></span></div>` +
    `<nav aria-label="${e(t.navLabel)}"><ul class="pnc-centre-nav">${tabs}</ul></nav>` +
    `<section class="pnc-centre-body" aria-live="polite"><h2 class="pnc-centre-section">${e(t.sections.rooms ?? '')}</h2>` +
    `<div class="pnc-board-wrap"><div class="pnc-period-nav"><div class="pnc-period-controls">` +
    `${button(t.earlier, parts.icons.left)}<button type="button" class="pnc-period-btn">${e(t.today)}</button>` +
    `${button(t.later, parts.icons.right)}<span class="pnc-board-range">${e(fill(t.range, { from, to }))}</span></div>` +
    `<div class="pnc-board-legend" aria-label="${e(t.legend)}">${legend}</div></div>` +
    `<div class="pnc-centre-wait" role="status"><span class="pnc-spinner pnc-spinner-small" aria-hidden="true"></span>` +
    `<span class="pnc-visually-hidden">${e(t.loading)}</span></div>` +
    `</div></section></div></main>`
  );
}
