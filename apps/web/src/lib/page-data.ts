/** The "still loading" notice appears after this many milliseconds. */
export const DELAYED_LOAD_MS = 1000;
