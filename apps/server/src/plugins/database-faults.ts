import type { ErrorCode } from '@pnc/schemas/common';
import { isQueryReadTimeout } from '../db/pg-pool';

/** A database that cannot serve the request right now: 503 with one of these codes (decision 0043). */
export interface DatabaseFault {
  code: Extract<ErrorCode, 'db_unavailable' | 'db_full' | 'db_read_only' | 'db_timeout'>;
  /** The answer's message (the web words each code in tw and en). */
  message: string;
  /** What the server log says, so an operator reads the cause without the stack. */
  log: string;
}

const FAULTS: Record<DatabaseFault['code'], Omit<DatabaseFault, 'code'>> = {
  db_unavailable: {
    message: 'The database is briefly unavailable. Try again soon.',
    log: 'database unavailable: unreachable, shutting down or the connection was lost',
  },
  db_full: {
    message: 'The database has no room to store this. Try again later.',
    log: 'database disk full: nothing more can be written until space is freed',
  },
  db_read_only: {
    message: 'The database is read-only right now. Try again later.',
    log: 'database read-only: writes are refused',
  },
  db_timeout: {
    message: 'The database is busy. Try again soon.',
    log: 'database timeout: a statement or lock wait passed its limit',
  },
};

/** PostgreSQL SQLSTATEs (https://www.postgresql.org/docs/current/errcodes-appendix.html) and node's socket codes. */
const PG_CODES: Record<string, DatabaseFault['code']> = {
  '53100': 'db_full', // disk_full
  '25006': 'db_read_only', // read_only_sql_transaction (a standby, or default_transaction_read_only)
  '57014': 'db_timeout', // query_canceled: statement_timeout
  '55P03': 'db_timeout', // lock_not_available: lock_timeout
  '25P03': 'db_timeout', // idle_in_transaction_session_timeout
  '40P01': 'db_timeout', // deadlock_detected: a lock wait that could never end
  '57P01': 'db_unavailable', // admin_shutdown: the server stops, or the backend was terminated
  '57P02': 'db_unavailable', // crash_shutdown: another backend crashed mid-transaction
  '57P03': 'db_unavailable', // cannot_connect_now: starting up or shutting down
  '53300': 'db_unavailable', // too_many_connections
  '08000': 'db_unavailable',
  '08001': 'db_unavailable',
  '08003': 'db_unavailable',
  '08004': 'db_unavailable',
  '08006': 'db_unavailable',
  ECONNREFUSED: 'db_unavailable',
  ECONNRESET: 'db_unavailable',
  ETIMEDOUT: 'db_unavailable',
  ENOTFOUND: 'db_unavailable',
  EAI_AGAIN: 'db_unavailable',
  EPIPE: 'db_unavailable',
};

/** better-sqlite3's codes: the primary code, or an extended one (SQLITE_READONLY_DBMOVED…) under it. */
function sqliteFault(code: string): DatabaseFault['code'] | undefined {
  const primary = /^SQLITE_[A-Z]+/.exec(code)?.[0];
  switch (primary) {
    case 'SQLITE_FULL':
      return 'db_full';
    case 'SQLITE_READONLY':
      return 'db_read_only';
    case 'SQLITE_BUSY':
    case 'SQLITE_LOCKED':
      return 'db_timeout';
    case 'SQLITE_CANTOPEN':
    case 'SQLITE_IOERR':
      return 'db_unavailable';
  }
  return undefined;
}

/** pg's own errors, which carry no code: a lost connection, a pool or client that timed out connecting. */
const LOST =
  /Connection terminated|timeout exceeded when trying to connect|timeout expired|Client has encountered a connection error/i;

/** The fault an error thrown by a database call stands for, or undefined when it is no database fault. */
export function databaseFault(err: unknown): DatabaseFault | undefined {
  const e = err as { code?: unknown; message?: unknown };
  const code = typeof e?.code === 'string' ? e.code : '';
  const message = typeof e?.message === 'string' ? e.message : '';
  const found =
    PG_CODES[code] ??
    sqliteFault(code) ??
    (isQueryReadTimeout(err) ? 'db_timeout' : undefined) ??
    (LOST.test(message) ? 'db_unavailable' : undefined);
  return found && { code: found, ...FAULTS[found] };
}
