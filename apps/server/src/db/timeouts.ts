import type { Config } from '../config';

export type DbTimeouts = Config['dbTimeouts'];

/** What a connection opened without a config (tests, tools) waits: the defaults of config.ts. */
export const defaultTimeouts: DbTimeouts = {
  connectMs: 5_000,
  statementMs: 30_000,
  lockMs: 5_000,
  idleInTransactionMs: 60_000,
  busyMs: 5_000,
  healthMs: 2_000,
};

/**
 * How long the client waits for any answer from PostgreSQL: the server's own statement timeout plus a second, so a
 * statement the server cancels is reported as the server's 57014, and one whose answer never comes (a stalled
 * network) still ends. 0 when the statement timeout is off.
 */
export const clientQueryTimeout = (t: DbTimeouts) => (t.statementMs ? t.statementMs + 1_000 : 0);
