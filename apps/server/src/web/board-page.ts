import type { FastifyRequest } from 'fastify';
import { boardScreen } from './board-screen';
import { type FirstPages, pageLang, pageStaffRole, withFirstPage } from './first-pages';

/**
 * index.html for /centre/rooms with the room board's first screen written in (docs/decisions/0011), or null when
 * the browser's last session was not a staff member's (its `pnc_centre` cookie): the app then draws the page (the
 * login page, say) as for any other address. The screen holds no data, so no API answers travel with it.
 */
export function boardPageHtml(request: FastifyRequest, indexHtml: string, first: FirstPages): string | null {
  if (!first.board) return null;
  const role = pageStaffRole(request.headers.cookie, Object.keys(first.board.sections));
  if (!role) return null;
  const lang = pageLang(request.headers.cookie);
  return withFirstPage(indexHtml, {
    lang,
    styles: `<style>${first.board.css}</style>`,
    head: '',
    main: boardScreen(first.board, role, lang),
    answers: {},
  });
}
