import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { dataVersion } from '../db/data-version';

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
 * version and the next request reads afresh. Least recently used answers go first beyond `maxChars`
 * (characters of JSON text; 0 keeps nothing).
 */
export class AnswerStore {
  private readonly kept = new Map<string, { version: number; body: string }>();
  private chars = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly maxChars: number) {}

  get(key: string, version: number): string | undefined {
    const entry = this.kept.get(key);
    if (entry) {
      this.kept.delete(key);
      if (entry.version === version) {
        this.kept.set(key, entry);
        this.hits++;
        return entry.body;
      }
      this.chars -= entry.body.length;
    }
    this.misses++;
    return undefined;
  }

  set(key: string, version: number, body: string) {
    if (body.length > this.maxChars / 4) return;
    const old = this.kept.get(key);
    if (old) {
      // A slower request read an older version than the one kept: keep the newer.
      if (old.version > version) return;
      this.kept.delete(key);
      this.chars -= old.body.length;
    }
    this.kept.set(key, { version, body });
    this.chars += body.length;
    for (const [k, e] of this.kept) {
      if (this.chars <= this.maxChars) break;
      this.kept.delete(k);
      this.chars -= e.body.length;
    }
  }

  get size() {
    return { answers: this.kept.size, chars: this.chars };
  }
}

/** The store, and the per-request fields the route hooks use. */
export function answerCache(app: FastifyInstance, opts: { maxChars: number }) {
  app.decorate('answers', new AnswerStore(opts.maxChars));
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
 * Route hooks for a GET whose answer depends only on its URL, `variant` and the tables in `reads`: the
 * version is read after the guards and validation, and a kept answer of that version is sent as it was
 * written (JSON text, no serialisation); a fresh 200 answer is kept. HEAD requests only get the version.
 */
export function cachedAnswer(opts: CachedAnswerOptions) {
  return {
    async preHandler(request: FastifyRequest, reply: FastifyReply) {
      const version = await dataVersion(request.server.db, opts.reads);
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
        request.server.answers.set(request.answerKey, request.dataVersion!, payload);
      return payload;
    },
  };
}
