import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify's request log as one line per answered request (method, URL with secret query values
 * redacted, client address, status, milliseconds) instead of two (`incoming request` and
 * `request completed`). A request that failed is still logged by Fastify's own, redacted line.
 *
 * The line skips pino's redaction pass: its fields are already redacted (the `req` serializer in
 * log-redaction.ts leaves out headers and bodies and redacts the URL). Every other line is still redacted.
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
