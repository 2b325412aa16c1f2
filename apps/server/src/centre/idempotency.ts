import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { DbOrTrx } from './audit-repository';
import type { Db } from '../db/connect';
import { AppError, conflict } from '../lib/errors';
import { nowIso } from '../lib/time';

/** The header a client sends to make a create safe to repeat (a queued record resent after a lost answer). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** A key is 1–100 letters, digits, '-' or '_' (a UUID fits): anything else is refused, never trimmed or cut. */
const KEY = /^[A-Za-z0-9_-]{1,100}$/;

/** The request's Idempotency-Key, or undefined when it has none; a malformed or repeated header is a 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY.test(value))
    throw new AppError(
      400,
      'invalid_idempotency_key',
      'The Idempotency-Key header must be 1 to 100 letters, digits, "-" or "_".',
      { 'Idempotency-Key': ['bad_character'] },
    );
  return value;
}

/** JSON with every object's keys sorted, so one request hashes alike however its keys were ordered. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

export const requestHash = (body: unknown, query: unknown) =>
  createHash('sha256').update(canonical({ body, query })).digest('hex');

export interface Answer {
  status: number;
  body: unknown;
  /** True when the answer is the stored one of an earlier request with the key. */
  replayed: boolean;
}

interface Claim {
  userId: number;
  key: string;
  /** `POST /api/baby_care_event/`. */
  route: string;
  body: unknown;
  query: unknown;
}

const reused = () =>
  conflict(
    'idempotency_key_reused',
    'This Idempotency-Key was already used for another request; send a new key for a new record.',
  );

/**
 * Runs `create` at most once per (user, key). In one transaction the key's row is claimed first with one
 * conditional insert (ON CONFLICT DO NOTHING); only the request that inserted it creates, and stores its answer in
 * the same commit. Any other request with the key waits for that commit (PostgreSQL's unique index; SQLite's one
 * writer) and reads the stored answer: the same request gets it again (same status, same record), another request
 * (route or body) is refused with 409 idempotency_key_reused. A create that fails rolls its claim back with it, so
 * a refused record may be fixed and sent again with its key.
 */
export async function idempotentCreate(
  db: Db,
  claim: Claim,
  create: (trx: DbOrTrx) => Promise<{ status: number; body: unknown }>,
): Promise<Answer> {
  const hash = requestHash(claim.body, claim.query);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('idempotency_key')
      .values({ user_id: claim.userId, key: claim.key, route: claim.route, request_hash: hash, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!inserted) {
      const stored = await trx
        .selectFrom('idempotency_key')
        .select(['route', 'request_hash', 'status', 'response'])
        .where('user_id', '=', claim.userId)
        .where('key', '=', claim.key)
        .executeTakeFirstOrThrow();
      if (stored.route !== claim.route || stored.request_hash !== hash || stored.status == null) throw reused();
      return { status: stored.status, body: JSON.parse(stored.response ?? 'null') as unknown, replayed: true };
    }
    const answer = await create(trx);
    await trx
      .updateTable('idempotency_key')
      .set({ status: answer.status, response: JSON.stringify(answer.body) })
      .where('user_id', '=', claim.userId)
      .where('key', '=', claim.key)
      .execute();
    return { ...answer, replayed: false };
  });
}

/**
 * Forgets the keys claimed more than `days` days before `now`, with their stored answers (records of health data
 * kept beside the records themselves): a key is for resending one record after a lost answer, not an archive.
 * A record queued on a tablet for longer than that and sent again is written as a new one, so the retention is
 * far longer than any offline spell (decision 0044). Answers how many keys went.
 */
export async function purgeIdempotencyKeys(db: Db, days: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  const result = await db.deleteFrom('idempotency_key').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** What the create routes' OpenAPI description says about the header. */
export const IDEMPOTENCY_NOTE =
  'An optional Idempotency-Key header (1–100 of A–Z a–z 0–9 - _) makes the create safe to repeat: the same request ' +
  'with the key is answered as the first was (same status and record, header Idempotent-Replayed: true), never ' +
  'written twice; the key with another request is 409 idempotency_key_reused; a malformed key is 400 ' +
  'invalid_idempotency_key.';
