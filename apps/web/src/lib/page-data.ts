/** Page data retries (spec section 9): at most 3 more attempts, but a 404 is final and shows the 404 page. */
export const PAGE_DATA_RETRIES = 3;
/** The "still loading" notice appears after this many milliseconds (spec section 9). */
export const DELAYED_LOAD_MS = 1000;

export class PageNotFound extends Error {
  readonly status = 404;
  constructor() {
    super('not found');
  }
}

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : undefined;

export async function loadPageData<T>(fetcher: () => Promise<T>, retries = PAGE_DATA_RETRIES, delayMs = 300): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetcher();
    } catch (error) {
      if (statusOf(error) === 404) throw new PageNotFound();
      if (attempt >= retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs * (attempt + 1)));
    }
  }
}
