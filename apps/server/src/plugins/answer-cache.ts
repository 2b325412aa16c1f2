import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { dataVersion } from '../db/data-version';
import { requestStart } from './auth';
import { UNVERSIONED_TABLES } from '../db/migrations/0008-data-versions';

declare module 'fastify' {
  interface FastifyInstance {
    answers: AnswerStore;
  }
  interface FastifyRequest {
    /** The change counter of the tables this route reads, read before its data (cachedAnswer routes only). */
    dataVersion: number | null;
    answerKey: string | null;
  }
}

/**
 * Serialised answers of read routes, each kept with the data version it was read at (db/data-version.ts).
 * An answer is served again only while the tables it was read from are unchanged, so it is exactly what
 * the route would answer now: a write through any instance, or straight into the database, moves the
 * version and the next request reads afresh. Answers are kept as UTF-8 bytes, ready for the socket.
 * Least recently used answers go first beyond `maxBytes` (0 keeps nothing).
 */
export class AnswerStore {
  private readonly kept = new Map<string, { version: number; body: Buffer }>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string, version: number): Buffer | undefined {
    const entry = this.kept.get(key);
    if (entry) {
      this.kept.delete(key);
      if (entry.version === version) {
        this.kept.set(key, entry);
        this.hits++;
        return entry.body;
      }
      this.bytes -= entry.body.length;
    }
    this.misses++;
    return undefined;
  }

  set(key: string, version: number, body: Buffer) {
    if (body.length > this.maxBytes / 4) return;
    const old = this.kept.get(key);
    if (old) {
      // A slower request read an older version than the one kept: keep the newer.
      if (old.version > version) return;
      this.kept.delete(key);
      this.bytes -= old.body.length;
    }
    this.kept.set(key, { version, body });
    this.bytes += body.length;
    for (const [k, e] of this.kept) {
      if (this.bytes <= this.maxBytes) break;
      this.kept.delete(k);
      this.bytes -= e.body.length;
    }
  }

  get size() {
    return { answers: this.kept.size, bytes: this.bytes };
  }
}

/** The store, and the per-request fields the route hooks use. */
export function answerCache(app: FastifyInstance, opts: { maxBytes: number }) {
  app.decorate('answers', new AnswerStore(opts.maxBytes));
  app.decorateRequest('dataVersion', null);
  app.decorateRequest('answerKey', null);
}

export interface CachedAnswerOptions {
  /** Every table the answer is read from. */
  reads: readonly string[];
  /** What else, once the route's guards have passed, makes two callers' answers differ (e.g. a role). */
  variant?: (request: FastifyRequest) => string;
}

/**
 * Route hooks for a GET whose answer depends only on its URL, `variant` and the tables in `reads`. The
 * version is read once the guards have passed (so route-level guards go before this hook), and a kept
 * answer of that version is sent as it was written. Only 200 answers are kept, so a kept URL has passed
 * validation before: a hit skips it, and the handler and serialiser. HEAD requests only get the version.
 */
export function cachedAnswer(opts: CachedAnswerOptions) {
  const unversioned = opts.reads.filter((t) => UNVERSIONED_TABLES.includes(t));
  if (unversioned.length) throw new Error(`cachedAnswer: ${unversioned.join(', ')} has no change counter`);
  return {
    async onRequest(request: FastifyRequest, reply: FastifyReply) {
      const version = await dataVersion(request.server.db, opts.reads, requestStart(reply));
      request.dataVersion = version;
      if (request.method !== 'GET') return;
      const key = opts.variant ? `${opts.variant(request)} ${request.url}` : request.url;
      const body = request.server.answers.get(key, version);
      if (body === undefined) {
        request.answerKey = key;
        return;
      }
      return reply.type('application/json; charset=utf-8').send(body);
    },
    async onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      if (request.answerKey !== null && reply.statusCode === 200 && typeof payload === 'string')
        request.server.answers.set(request.answerKey, request.dataVersion!, Buffer.from(payload));
      return payload;
    },
  };
}
