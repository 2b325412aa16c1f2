import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { accountRoutes } from './accounts/routes';
import { centreRoutes } from './centre/routes';
import { createCaptcha, type CaptchaMaker } from './accounts/captcha';
import { socialCsp } from './accounts/social-csp';
import { userForToken } from './accounts/token-repository';
import type { Config } from './config';
import { connect, type Db } from './db/connect';
import { demoImageRoutes, demoRoutesWanted } from './demo/image-routes';
import { healthRoutes } from './health';
import { redactPaths, requestSerializer } from './lib/log-redaction';
import { MailHealth } from './lib/mail-health';
import { createMailer, type Mailer } from './lib/mailer';
import { createMetrics, type Metrics } from './metrics/registry';
import { countRequests, metricsRoutes } from './metrics/routes';
import { databaseRateLimitStore } from './lib/throttle';
import { AccessLog } from './plugins/access-log';
import { answerCache } from './plugins/answer-cache';
import { auth } from './plugins/auth';
import { errorHandling, sendError, toErrorBody } from './plugins/errors';
import { formText } from './plugins/form-text';
import { openapi } from './plugins/openapi';
import { security } from './plugins/security';
import { serializerCompiler } from './plugins/serializer';
import { textInput } from './plugins/text-input';
import { trailingSlash } from './plugins/trailing-slash';
import { webApp } from './plugins/web-app';
import { cvsMapFormOrigins } from './shop/delivery/cvs-map';
import { ecpayFormOrigins } from './shop/payments/ecpay/urls';
import { shopRoutes } from './shop/routes';
import { versionRoutes } from './version';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    mailer: Mailer;
    captcha: CaptchaMaker;
    metrics: Metrics;
    mailHealth: MailHealth;
  }
}

export interface AppOptions {
  config: Config;
  /** An existing connection (tests share one per engine); otherwise one is opened and closed with the app. */
  db?: Db;
  logStream?: DestinationStream;
  mailer?: Mailer;
  captcha?: CaptchaMaker;
}

/** Builds the whole server in three passes: external plugins, the app's own plugins, then routes. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(opts.logStream && { stream: opts.logStream }),
      serializers: { req: requestSerializer },
      redact: { paths: redactPaths, censor: '[redacted]' },
    },
    logController: new AccessLog(),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    // Router refusals (bad URL encoding, over-long path parameter) answer the one error shape too.
    frameworkErrors: (err, _request, reply) => void sendError(reply, toErrorBody(err)),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDb = !opts.db;
  app.decorate('db', opts.db ?? connect(config.database, config.dbTimeouts));
  app.decorate('config', config);
  app.decorate('metrics', createMetrics(app.db));
  app.decorate('mailHealth', new MailHealth(config.mail.smtpUrl, app.log));
  const mailer = opts.mailer ?? createMailer(config.mail);
  app.decorate('mailer', app.mailHealth.counted(mailer, app.metrics));
  // SMTP is asked once before the server listens: a wrong SMTP_URL shows at start, not at the first lost mail.
  app.addHook('onReady', async () => app.mailHealth.verify(mailer));
  app.decorate('captcha', opts.captcha ?? createCaptcha());
  if (ownsDb) app.addHook('onClose', async () => app.db.destroy());

  // 1. external plugins
  errorHandling(app);
  textInput(app);
  formText(app);
  trailingSlash(app);
  await security(app, {
    https: config.publicUrl.startsWith('https://'),
    social: socialCsp(config.social),
    formOrigins: [...ecpayFormOrigins(config), ...cvsMapFormOrigins(config)],
  });
  await app.register(formbody, { bodyLimit: 1024 * 1024 });
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(app.db) as never });
  await openapi(app);

  // 2. the app's own plugins
  countRequests(app);
  auth(app, { userForToken });
  answerCache(app, { maxBytes: config.answerCacheBytes, release: config.release });

  // 3. routes
  await app.register(healthRoutes);
  await app.register(versionRoutes);
  await app.register(metricsRoutes);
  await app.register(accountRoutes);
  await app.register(shopRoutes);
  if (demoRoutesWanted(config)) await app.register(demoImageRoutes);
  await app.register(centreRoutes);
  await app.register(webApp);
  return app;
}
