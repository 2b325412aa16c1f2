import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Security headers on every answer; no-store on anything answered to a logged-in caller. */
export async function security(app: FastifyInstance, opts: { https: boolean }) {
  // helmet's middleware is made once. @fastify/helmet made it anew on every request, parsing the
  // content security policy each time: a measured share of a small answer's cost (docs/performance.md).
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Ant Design writes its CSS-in-JS into <style> tags: styles may be inline, scripts never.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: ["'self'", 'https://www.paypal.com', 'https://www.sandbox.paypal.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // HSTS only means something behind HTTPS (TRUST_PROXY with a TLS proxy, or PUBLIC_URL https://).
    strictTransportSecurity: opts.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    headers(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
  );
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.headers.authorization && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
