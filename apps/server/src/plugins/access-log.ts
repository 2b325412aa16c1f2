import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify's request log as one line per answered request (method, URL with secret query values
 * redacted, client address, status, milliseconds) instead of two (`incoming request` and
 * `request completed`). A request that failed is still logged by Fastify's own, redacted line.
 *
 * The line skips pino's redaction pass: its fields come from the `req` serializer (log-redaction.ts),
 * which leaves out headers and bodies and redacts the URL, and from the status code, so the pass
 * could find nothing. On the bench (docs/performance.md) that pass over the wildcard paths cost
 * several times the rest of writing a line, and two redacted lines a request were a sizeable share
 * of a small answer's time. Every other log line is still redacted.
 */
export class AccessLog extends LogController {
  #plain: FastifyBaseLogger | undefined;

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    this.#plain ??= request.server.log.child({}, { redact: { paths: [] } });
    this.#plain.info({ reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
