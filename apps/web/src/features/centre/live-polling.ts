/**
 * The centre's live screens (Today, the flag list, a dashboard's open flags) ask the server again every 20 s, so a
 * flag raised on another nurse's tablet shows within 30 s without a reload (decision 0035). Polling while the tab
 * is hidden is skipped.
 */
export const LIVE_POLLING_MS = 20_000;
export const livePolling = { pollingInterval: LIVE_POLLING_MS, skipPollingIfUnfocused: true } as const;
