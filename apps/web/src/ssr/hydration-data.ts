import type { HydrationState } from 'react-router';
import type { Lang } from '../lib/languages';
import type { RootState } from '../app/store';

/** The id of the data block a server-rendered page carries (a `<script type="application/json">`: data, never run). */
export const HYDRATION_DATA_ID = 'pnc-hydration';

/** What the server rendered a page from, handed to the browser so its first render draws the same markup. */
export interface HydrationData {
  lang: Lang;
  /** The store as the render left it (RTK Query's answers included). */
  state: RootState;
  /** React Router's: the routes' loader answers, by route id. */
  router: Pick<HydrationState, 'loaderData'>;
}

/** The block's text: JSON with `<` escaped, so nothing in it can end the element. */
export const hydrationDataText = (data: HydrationData) => JSON.stringify(data).replace(/</g, '\\u003c');

/** Reads the block the server wrote, or null on a page the server did not render. */
export function readHydrationData(): HydrationData | null {
  const block = document.getElementById(HYDRATION_DATA_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as HydrationData;
  } catch {
    return null;
  }
}
