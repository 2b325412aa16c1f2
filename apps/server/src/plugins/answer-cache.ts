import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { dataVersion, UNVERSIONED_TABLES } from '../db/data-version';
import type { ReadRecords } from '../lib/read-records';

declare module 'fastify' {
  interface FastifyInstance {
    answers: AnswerStore;
    /** The release whose code wrote the answers: part of every ETag, so a new release never revalidates an old body. */
    answersRelease: string;
  }
  interface FastifyRequest {
    /** The ETag of this request's answer: the change counters of the tables it reads, its variant and URL. */
    answerTag: string | null;
    /** Where a fresh 200 answer is kept, and the counters it was read after (cachedAnswer routes only). */
    answerKey: string | null;
    dataVersion: number | null;
    /** The health records this request's answer holds (centre/read-audit.ts writes them to the audit log). */
    healthReads: ReadRecords[] | null;
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
  private readonly kept = new Map<string, { version: number; body: Buffer; reads?: ReadRecords[] }>();
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

  /** The health records a kept answer holds, when it is kept for this version; the order of use is untouched. */
  readsOf(key: string, version: number): ReadRecords[] | undefined {
    const entry = this.kept.get(key);
    return entry?.version === version ? entry.reads : undefined;
  }

  set(key: string, version: number, body: Buffer, reads?: ReadRecords[]) {
    if (body.length > this.maxBytes / 4) return;
    const old = this.kept.get(key);
    if (old) {
      // A slower request read an older version than the one kept: keep the newer.
      if (old.version > version) return;
      this.kept.delete(key);
      this.bytes -= old.body.length;
    }
    this.kept.set(key, { version, body, ...(reads && { reads }) });
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
export function answerCache(app: FastifyInstance, opts: { maxBytes: number; release: string }) {
  app.decorate('answers', new AnswerStore(opts.maxBytes));
  app.decorate('answersRelease', opts.release);
  app.decorateRequest('answerTag', null);
  app.decorateRequest('answerKey', null);
  app.decorateRequest('dataVersion', null);
  app.decorateRequest('healthReads', null);
}

interface CachedAnswerOptions {
  /** Every table the answer is read from. */
  reads: readonly string[];
  /** What else, once the route's guards have passed, makes two callers' answers differ (e.g. a role). */
  variant?: (request: FastifyRequest) => string;
  /**
   * Whether this caller's answer is the shop's public one: then any cache may keep it and must revalidate it
   * (`public, no-cache`; `private` when the request carried a token). Otherwise the caching headers stay the
   * app's default (plugins/security.ts: `no-store` for a logged-in caller).
   */
  isPublic?: (request: FastifyRequest) => boolean;
  /**
   * The answer is health data: a kept answer carries the records it holds, and serving it (or a 304 for it) is
   * a read of them that the route's audit hook writes (centre/read-audit.ts). A 304 is answered only while the
   * kept answer, and so its records, is at hand; otherwise the route answers in full.
   */
  audited?: boolean;
}

/** The tags of an If-None-Match header (weak comparison: a W/ prefix does not matter). */
const listedTags = (header: string) => header.split(',').map((t) => t.trim().replace(/^W\//, ''));

/**
 * The ETag of an answer: the release that wrote it (a new release may shape the same data differently), the sum
 * of the change counters of the tables it reads, which moves with every commit that writes any of them, and a
 * digest of the variant and URL, so two variants of one URL never share a tag.
 */
const answerTag = (release: string, version: number, variant: string, url: string) =>
  `"${release}-${version}-${createHash('sha256').update(`${variant} ${url}`).digest('base64url').slice(0, 16)}"`;

/**
 * Route hooks for a GET whose answer depends only on its URL, `variant` and the tables in `reads`. The
 * counters are read once the guards have passed (so route-level guards go before this hook). A request whose
 * If-None-Match holds the answer's ETag gets `304 Not Modified`; otherwise a kept answer of that version is
 * sent as it was written. Only 200 answers are kept and tagged, so a kept URL has passed validation before: a
 * hit skips it, and the handler and serialiser. HEAD requests are tagged but never served from the store.
 */
export function cachedAnswer(opts: CachedAnswerOptions) {
  const unversioned = opts.reads.filter((t) => UNVERSIONED_TABLES.includes(t));
  if (unversioned.length) throw new Error(`cachedAnswer: ${unversioned.join(', ')} has no change counter`);
  return {
    async onRequest(request: FastifyRequest, reply: FastifyReply) {
      const version = await dataVersion(request.server.db, opts.reads);
      const variant = opts.variant?.(request) ?? '';
      const tag = answerTag(request.server.answersRelease, version, variant, request.url);
      request.dataVersion = version;
      request.answerTag = tag;
      const key = `${variant} ${request.url}`;
      const asked = request.headers['if-none-match'];
      if (asked && listedTags(asked).includes(tag)) {
        const reads = opts.audited ? request.server.answers.readsOf(key, version) : undefined;
        if (!opts.audited || reads) {
          request.healthReads = reads ?? null;
          return reply.code(304).send();
        }
      }
      if (request.method !== 'GET') return;
      const body = request.server.answers.get(key, version);
      if (body === undefined) {
        request.answerKey = key;
        return;
      }
      if (opts.audited) request.healthReads = request.server.answers.readsOf(key, version) ?? null;
      return reply.type('application/json; charset=utf-8').send(body);
    },
    async onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const status = reply.statusCode;
      if (request.answerTag === null || (status !== 200 && status !== 304)) return payload;
      reply.header('etag', request.answerTag);
      if (opts.isPublic) {
        reply.header('vary', 'authorization');
        if (opts.isPublic(request))
          reply.header('cache-control', `${request.headers.authorization ? 'private' : 'public'}, no-cache`);
      }
      if (request.answerKey !== null && status === 200 && typeof payload === 'string')
        request.server.answers.set(
          request.answerKey,
          request.dataVersion!,
          Buffer.from(payload),
          opts.audited ? (request.healthReads ?? []) : undefined,
        );
      return payload;
    },
  };
}
