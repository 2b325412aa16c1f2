/** The "still loading" notice appears after this many milliseconds (spec section 9). */
export const DELAYED_LOAD_MS = 1000;
