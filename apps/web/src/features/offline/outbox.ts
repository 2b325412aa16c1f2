import type { ApiError } from '../../api/client';
import { OUTBOX, readAll, readOne, removeOne, writeOne } from './device-store';

/**
 * A record typed while the network was away, kept on this device until the server has it. `key` is its
 * Idempotency-Key, made once when the record was typed and sent with every attempt, so a repeat after a lost answer
 * is never a second record. `refused`: the server said no (a 4xx); it waits for the nurse to fix and resend it or to
 * discard it, and is never sent again on its own.
 */
export interface QueuedRecord {
  key: string;
  /** Whose record it is: sent only with that user's session. */
  userId: number;
  /** The centre resource's name (baby_care_event, mom_caring_record). */
  resource: string;
  body: Record<string, unknown>;
  /** When it was typed (ISO 8601). */
  queuedAt: string;
  state: 'waiting' | 'refused';
  error?: Pick<ApiError, 'status' | 'code' | 'message' | 'fields'>;
}

/** The resources whose new records are kept on this device when they cannot be sent. */
export const queueableResources: ReadonlySet<string> = new Set(['baby_care_event', 'mom_caring_record']);

/** A new Idempotency-Key for one typed record. */
export const newRecordKey = () => crypto.randomUUID();

const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Calls `listener` after every change to the outbox made on this page; answers the unsubscribe. */
export function onOutboxChange(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Keeps (or replaces, by key) a record; false when this device cannot keep anything. */
export async function queueRecord(record: QueuedRecord): Promise<boolean> {
  const kept = await writeOne(OUTBOX, record);
  changed();
  return kept;
}

/** The user's kept records, oldest first. */
export async function queuedRecords(userId: number): Promise<QueuedRecord[]> {
  try {
    const all = await readAll<QueuedRecord>(OUTBOX);
    return all.filter((r) => r.userId === userId).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
  } catch (error) {
    console.warn('cannot read the records kept on this device', error);
    return [];
  }
}

export async function discardQueued(key: string) {
  await removeOne(OUTBOX, key);
  changed();
}

/** What became of one attempt: sent (and forgotten here), still waiting (no network, server away), refused. */
export type SendOutcome = 'sent' | 'waiting' | 'refused' | 'signedOut';

/** Posts one record with its key; rejects with an ApiError as the client does. */
export type SendRecord = (record: QueuedRecord) => Promise<unknown>;

/** A failure that says nothing about the record: retried later, as it is. */
const isTransient = (e: ApiError) => e.status === 0 || e.status === 408 || e.status === 429 || e.status >= 500;

/**
 * One attempt at one kept record. A 2xx (a replay of one the server already has included) forgets it; no network
 * or a server error leaves it waiting; a 401 leaves it waiting for its user to sign in again; any other refusal
 * marks it refused with the server's error, kept for the nurse to see.
 */
export async function sendQueued(record: QueuedRecord, send: SendRecord): Promise<SendOutcome> {
  try {
    await send(record);
  } catch (error) {
    const e = error as ApiError;
    if (typeof e?.status !== 'number' || isTransient(e)) return 'waiting';
    if (e.status === 401) return 'signedOut';
    // Still kept (not discarded meanwhile): it is marked, never dropped.
    if (await readOne(OUTBOX, record.key))
      await queueRecord({
        ...record,
        state: 'refused',
        error: { status: e.status, code: e.code, message: e.message, ...(e.fields && { fields: e.fields }) },
      });
    return 'refused';
  }
  await discardQueued(record.key);
  return 'sent';
}

let flushing: Promise<SendOutcome[]> | null = null;

/**
 * Sends the user's waiting records, oldest first, one at a time, and stops at the first that cannot be sent now (no
 * network, server away, signed out): the rest would fail alike. Refused records are left to the nurse. One flush
 * runs at a time; a call during one answers that one.
 */
export function flushOutbox(userId: number, send: SendRecord): Promise<SendOutcome[]> {
  flushing ??= (async () => {
    const outcomes: SendOutcome[] = [];
    try {
      for (const record of await queuedRecords(userId)) {
        if (record.state !== 'waiting') continue;
        const outcome = await sendQueued(record, send);
        outcomes.push(outcome);
        if (outcome === 'waiting' || outcome === 'signedOut') break;
      }
    } finally {
      flushing = null;
    }
    return outcomes;
  })();
  return flushing;
}
