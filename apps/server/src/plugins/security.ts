import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** The sources a directive gains for the configured sign-in providers (accounts/social-csp.ts makes them). */
export interface SocialCsp {
  scriptSrc: string[];
  styleSrc: string[];
  connectSrc: string[];
  frameSrc: string[];
  /** GIS and FB.login open popups that talk back to this page: COOP same-origin would cut them off. */
  popups: boolean;
}

/** What the features add to the policy, handed in at registration (app.ts), so this plugin imports no feature. */
export interface SecuritySources {
  social: SocialCsp;
  /** Origins the checkout's and the store map's form posts go to (ECPay's pages, when they are configured). */
  formOrigins: string[];
}

/** Security headers on every answer; no-store on anything answered to a logged-in caller. */
export async function security(app: FastifyInstance, opts: { https: boolean } & SecuritySources) {
  // helmet's middleware is made once, not per request as @fastify/helmet does (parsing the CSP each time).
  // The configured sign-in providers' sources (accounts/social-csp.ts); none for a provider that is not configured.
  const social = opts.social;
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...social.scriptSrc],
        // Ant Design writes its CSS-in-JS into <style> tags: styles may be inline, scripts never.
        styleSrc: ["'self'", "'unsafe-inline'", ...social.styleSrc],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...social.connectSrc],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: ["'self'", 'https://www.paypal.com', 'https://www.sandbox.paypal.com', ...social.frameSrc],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // The checkout posts its signed form to ECPay's payment page: exactly the configured ECPay origin, when ECPay is on.
        // The convenience-store map is a form post too: ECPay's logistics map origin, when LOGISTICS_PROVIDER=ecpay.
        formAction: ["'self'", ...opts.formOrigins],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Google's and Facebook's sign-in popups answer this page through window.opener (GIS setup guide: COOP).
    crossOriginOpenerPolicy: { policy: social.popups ? 'same-origin-allow-popups' : 'same-origin' },
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
