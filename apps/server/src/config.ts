import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { buildRelease } from './build-release';
import { type DatabaseConfig, databaseFromEnv, isDatabaseProblem } from './config-database';

/** One of two values; anything else is refused naming both. */
const oneOf = <const On extends string, const Off extends string>(name: string, on: On, off: Off) =>
  z.enum([on, off], { error: `${name} must be "${on}" or "${off}"` });

/** A service's base address: http(s), without a query or fragment. */
const serviceUrl = (name: string, example: string) =>
  z
    .url({ error: `${name} must be an absolute URL, e.g. ${example}` })
    .refine((v) => /^https?:\/\//.test(v) && !/[?#]/.test(v), { message: `${name} must be http(s):// without a query` });

/** A duration in milliseconds, from `min` to one hour. */
const ms = (name: string, min: number) =>
  z.coerce
    .number({ error: `${name} must be a number of milliseconds` })
    .int({ error: `${name} must be a whole number of milliseconds` })
    .min(min, { error: `${name} must be at least ${min}` })
    .max(3_600_000, { error: `${name} must be at most 3600000 (one hour)` });

/** Environment variables and their defaults: the runtime contract in README and docs/deploy.md. */
const Env = z.object({
  PORT: z.coerce.number({ error: 'PORT must be a port number' }).int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** sqlite:<path> or postgres://…, or (unset) PGHOST… below: config-database.ts. */
  DATABASE_URL: z.string().optional(),
  PGHOST: z.string().optional(),
  PGPORT: z.string().optional(),
  PGUSER: z.string().optional(),
  PGPASSWORD: z.string().optional(),
  PGDATABASE: z.string().optional(),
  /** production: the sandbox payment and invoice providers start only when named (decision 0042). */
  NODE_ENV: z.string().optional(),
  SEED_DEMO: oneOf('SEED_DEMO', '1', '0').default('1'),
  CAPTCHA: oneOf('CAPTCHA', 'on', 'off').default('on'),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\//.test(v), { message: 'SMTP_URL must be smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().default('晨曦產後護理之家 <no-reply@localhost>'),
  MAIL_OUTBOX_DIR: z.string().default('data/outbox'),
  PUBLIC_URL: z.url({ error: 'PUBLIC_URL must be an absolute URL' }).optional(),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .default('0')
    .refine((v) => v !== '1', {
      message: "trusting every peer is not allowed: list the proxy's addresses or CIDRs, e.g. 127.0.0.1,10.0.0.0/8",
    })
    .refine((v) => v === '0' || v.split(',').every((p) => isProxyAddress(p.trim())), {
      message: 'must be 0 or comma-separated addresses or CIDRs of the reverse proxy, e.g. 127.0.0.1,10.0.0.0/8,::1',
    }),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(0).default(30),
  /** How long an Idempotency-Key and its stored answer are kept (centre/idempotency.ts). */
  IDEMPOTENCY_KEY_RETENTION_DAYS: z.coerce
    .number({ error: 'IDEMPOTENCY_KEY_RETENTION_DAYS must be a number of days' })
    .int({ error: 'IDEMPOTENCY_KEY_RETENTION_DAYS must be a whole number of days' })
    .min(1, { error: 'IDEMPOTENCY_KEY_RETENTION_DAYS must be at least 1' })
    .max(3650, { error: 'IDEMPOTENCY_KEY_RETENTION_DAYS must be at most 3650' })
    .default(30),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  /** Google Identity Services' script (the web's sign-in button); the CSP allows its /gsi/ paths when Google is configured. */
  GOOGLE_GSI_SCRIPT_URL: z.url().default('https://accounts.google.com/gsi/client'),
  LINE_CHANNEL_ID: z.string().optional(),
  /** The LINE Login channel's secret: the web flow's token exchange and its HS256 ID tokens. Never logged or put in a URL. */
  LINE_CHANNEL_SECRET: z.string().optional(),
  LINE_JWKS_URL: z.url().default('https://api.line.me/oauth2/v2.1/certs'),
  LINE_ISSUER: z.string().default('https://access.line.me'),
  LINE_AUTHORIZE_URL: z.url().default('https://access.line.me/oauth2/v2.1/authorize'),
  LINE_TOKEN_URL: z.url().default('https://api.line.me/oauth2/v2.1/token'),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  /** The Facebook SDK for JavaScript and the Graph API version FB.init asks for. */
  FACEBOOK_SDK_URL: z.url().default('https://connect.facebook.net/en_US/sdk.js'),
  FACEBOOK_SDK_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'FACEBOOK_SDK_VERSION must be a Graph API version such as v21.0')
    .default('v21.0'),
  WEB_URL: z.string().optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    )
    .optional(),
  S3_ENDPOINT: serviceUrl('S3_ENDPOINT', 'https://s3.ap-northeast-1.amazonaws.com').optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,50}$/, 'S3_REGION must be a region name such as ap-northeast-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_SESSION_TOKEN: z.string().optional(),
  S3_FORCE_PATH_STYLE: oneOf('S3_FORCE_PATH_STYLE', '1', '0').optional(),
  CLOUDFRONT_DISTRIBUTION_ID: z.string().optional(),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_API_URL: z.url({ error: 'PAYPAL_API_URL must be an absolute URL' }).default('https://api-m.sandbox.paypal.com'),
  CARD_PROVIDER: z
    .enum(['sandbox'], { error: 'CARD_PROVIDER must be "sandbox" (the only card adapter so far)' })
    .default('sandbox'),
  ATM_BANK_CODE: z
    .string()
    .regex(/^\d{3}$/, 'ATM_BANK_CODE must be 3 digits')
    .default('822'),
  ATM_EXPIRY_HOURS: z.coerce.number().int().min(1).default(72),
  // sandbox: the built-in test card and self-issued ATM accounts (the demo); ecpay: card, ATM and CVS through ECPay AIO.
  PAYMENT_PROVIDER: oneOf('PAYMENT_PROVIDER', 'sandbox', 'ecpay').optional(),
  // ECPay's published stage test merchant (developers.ecpay.com.tw, 測試介接資訊): not a secret; production sets its own.
  ECPAY_MERCHANT_ID: z
    .string()
    .regex(/^\d{1,10}$/, 'ECPAY_MERCHANT_ID must be up to 10 digits')
    .default('3002607'),
  ECPAY_HASH_KEY: z.string().min(1).default('pwFHCqoQZGmho4w6'),
  ECPAY_HASH_IV: z.string().min(1).default('EkRm7iFT261dpevs'),
  ECPAY_AIO_URL: serviceUrl('ECPAY_AIO_URL', 'https://payment-stage.ecpay.com.tw').default('https://payment-stage.ecpay.com.tw'),
  // ATM: days the virtual account accepts a transfer (ECPay allows 1 to 60); CVS: minutes the store code is valid.
  ECPAY_ATM_EXPIRE_DAYS: z.coerce.number().int().min(1).max(60).default(3),
  ECPAY_CVS_EXPIRE_MINUTES: z.coerce.number().int().min(1).max(43_200).default(10_080),
  // How long an ECPay order waits for its payment (a declined card may pay again until then); an ATM or CVS
  // deadline issued by ECPay replaces it.
  ORDER_PAYMENT_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(24),
  // E-invoice (電子發票): sandbox issues test numbers from a local test track (the demo, offline); ecpay issues
  // through ECPay's B2C e-invoice API. The defaults are ECPay's published stage test merchant (not a secret).
  INVOICE_PROVIDER: oneOf('INVOICE_PROVIDER', 'sandbox', 'ecpay').optional(),
  ECPAY_INVOICE_MERCHANT_ID: z
    .string()
    .regex(/^\d{1,10}$/, 'ECPAY_INVOICE_MERCHANT_ID must be up to 10 digits')
    .default('2000132'),
  ECPAY_INVOICE_HASH_KEY: z.string().length(16, 'ECPAY_INVOICE_HASH_KEY must be 16 characters').default('ejCk326UnaZWKisg'),
  ECPAY_INVOICE_HASH_IV: z.string().length(16, 'ECPAY_INVOICE_HASH_IV must be 16 characters').default('q9jcZX8Ib9LM8wYk'),
  ECPAY_INVOICE_URL: serviceUrl('ECPAY_INVOICE_URL', 'https://einvoice-stage.ecpay.com.tw').default(
    'https://einvoice-stage.ecpay.com.tw',
  ),
  SHIPPING_FEE: z.coerce.number().int().min(0).default(100),
  /** Delivery fees per method (NT$); SHIPPING_FEE_HOME falls back to SHIPPING_FEE, which it replaces. */
  SHIPPING_FEE_HOME: z.coerce.number().int().min(0).optional(),
  SHIPPING_FEE_CVS: z.coerce.number().int().min(0).default(60),
  /** The convenience-store map: sandbox (a demo map on this server, the default) or ecpay (ECPay's 物流 map, C2C). */
  LOGISTICS_PROVIDER: oneOf('LOGISTICS_PROVIDER', 'sandbox', 'ecpay').default('sandbox'),
  // Defaults: ECPay's published stage merchant for logistics C2C (店到店), not a secret.
  ECPAY_LOGISTICS_MERCHANT_ID: z
    .string()
    .regex(/^\d{1,10}$/, 'ECPAY_LOGISTICS_MERCHANT_ID must be the merchant number ECPay gave (digits)')
    .default('2000933'),
  ECPAY_LOGISTICS_HASH_KEY: z.string().min(1).default('XBERn1YOvpM9nfZc'),
  ECPAY_LOGISTICS_HASH_IV: z.string().min(1).default('h1ONHk4P4yqbl5LK'),
  ECPAY_LOGISTICS_URL: serviceUrl('ECPAY_LOGISTICS_URL', 'https://logistics.ecpay.com.tw').default(
    'https://logistics-stage.ecpay.com.tw',
  ),
  FREE_SHIPPING_OVER: z.coerce.number().int().min(0).default(1500),
  UPLOAD_DIR: z.string().default('data/uploads'),
  RELEASE_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'RELEASE_ID must be 1-64 letters, digits, dots, dashes or underscores')
    .optional(),
  /** /api/metrics: a Bearer token, or the addresses / CIDRs allowed to scrape (lib/metrics-guard.ts). */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  METRICS_ALLOW: z
    .string()
    .refine((v) => v.split(',').every((p) => isAllowEntry(p.trim())), {
      message: 'METRICS_ALLOW must be comma-separated addresses or CIDRs, e.g. 127.0.0.1,10.0.0.0/8',
    })
    .optional(),
  ANSWER_CACHE_MB: z.coerce.number({ error: 'ANSWER_CACHE_MB must be a number of megabytes' }).min(0).max(4096).default(32),
  // Database timeouts (decision 0043), in milliseconds: how long a request waits on the database before it answers
  // 503. 0 turns a PostgreSQL one off (never the connect or health deadline).
  DB_CONNECT_TIMEOUT_MS: ms('DB_CONNECT_TIMEOUT_MS', 1).default(5_000),
  DB_STATEMENT_TIMEOUT_MS: ms('DB_STATEMENT_TIMEOUT_MS', 0).default(30_000),
  DB_LOCK_TIMEOUT_MS: ms('DB_LOCK_TIMEOUT_MS', 0).default(5_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: ms('DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', 0).default(60_000),
  DB_BUSY_TIMEOUT_MS: ms('DB_BUSY_TIMEOUT_MS', 0).default(5_000),
  HEALTH_TIMEOUT_MS: ms('HEALTH_TIMEOUT_MS', 1).default(2_000),
});

/** The environment with its cross-variable rules (one issue naming the variable, as the per-variable ones). */
const CheckedEnv = Env.superRefine((env, ctx) => {
  if (env.NODE_ENV === 'production') {
    for (const name of ['PAYMENT_PROVIDER', 'INVOICE_PROVIDER'] as const) {
      if (env[name]) continue;
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `required when NODE_ENV=production: ecpay, or sandbox for a test shop that takes no real payment`,
      });
    }
  }
  for (const name of publishedEcpayKeysOffStage(env)) {
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message: `still ECPay's published stage test key while ${ECPAY_STAGE_KEYS[name].url} is not ECPay's stage host: set the key ECPay gave you`,
    });
  }
});

export type Config = ReturnType<typeof toConfig>;

/**
 * ECPay's published stage test keys (developers.ecpay.com.tw, 測試介接資訊): anyone may sign with them, so they are
 * accepted only while their service's URL is ECPay's stage host (or a loopback address: a local fake in tests and
 * the e2e harness). Against any other host (production) they would let anyone forge a paid callback.
 */
const ECPAY_STAGE_KEYS = {
  ECPAY_HASH_KEY: { value: 'pwFHCqoQZGmho4w6', url: 'ECPAY_AIO_URL', stageHost: 'payment-stage.ecpay.com.tw' },
  ECPAY_HASH_IV: { value: 'EkRm7iFT261dpevs', url: 'ECPAY_AIO_URL', stageHost: 'payment-stage.ecpay.com.tw' },
  ECPAY_INVOICE_HASH_KEY: { value: 'ejCk326UnaZWKisg', url: 'ECPAY_INVOICE_URL', stageHost: 'einvoice-stage.ecpay.com.tw' },
  ECPAY_INVOICE_HASH_IV: { value: 'q9jcZX8Ib9LM8wYk', url: 'ECPAY_INVOICE_URL', stageHost: 'einvoice-stage.ecpay.com.tw' },
  ECPAY_LOGISTICS_HASH_KEY: { value: 'XBERn1YOvpM9nfZc', url: 'ECPAY_LOGISTICS_URL', stageHost: 'logistics-stage.ecpay.com.tw' },
  ECPAY_LOGISTICS_HASH_IV: { value: 'h1ONHk4P4yqbl5LK', url: 'ECPAY_LOGISTICS_URL', stageHost: 'logistics-stage.ecpay.com.tw' },
} as const;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The hash key / IV variables still at the published stage value while their service's URL is not a stage host. */
function publishedEcpayKeysOffStage(
  env: Record<keyof typeof ECPAY_STAGE_KEYS | (typeof ECPAY_STAGE_KEYS)[keyof typeof ECPAY_STAGE_KEYS]['url'], string>,
): (keyof typeof ECPAY_STAGE_KEYS)[] {
  return (Object.keys(ECPAY_STAGE_KEYS) as (keyof typeof ECPAY_STAGE_KEYS)[]).filter((name) => {
    const { value, url, stageHost } = ECPAY_STAGE_KEYS[name];
    if (env[name] !== value) return false;
    const host = new URL(env[url]).hostname.toLowerCase();
    return host !== stageHost && !LOOPBACK_HOSTS.has(host);
  });
}

/**
 * What tells one release's answers from another's in their ETags: a digest of the script node runs (the compiled
 * server is one bundle, so any change of code changes it), or RELEASE_ID when the operator sets one.
 */
function runningCodeId(): string {
  try {
    return createHash('sha256')
      .update(fs.readFileSync(process.argv[1] ?? ''))
      .digest('base64url')
      .slice(0, 10);
  } catch {
    return 'dev';
  }
}

/** proxy-addr's named ranges, which Fastify's `trustProxy` takes beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One TRUST_PROXY entry: an IPv4/IPv6 address, a CIDR no wider than /8 (IPv4) or /7 (IPv6), or a proxy-addr range name. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  if (prefix === undefined) return true;
  // A range wider than a /8 (IPv4) or /7 (IPv6: fc00::/7 holds every private address) is no proxy's address: it is "trust everyone" spelled as CIDRs.
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= (version === 4 ? 8 : 7) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** One METRICS_ALLOW entry: an IPv4/IPv6 address or a CIDR. */
function isAllowEntry(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/** The S3 store needs the bucket and both keys: any of them alone is a half-done setup, never a quiet fall back to the disk. */
function missingS3Setting(env: z.infer<typeof Env>): string | undefined {
  const needed = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const given = needed.find((name) => env[name]) ?? (env.S3_ENDPOINT ? 'S3_ENDPOINT' : undefined);
  const missing = given && needed.find((name) => !env[name]);
  return missing && `Invalid environment variable ${missing}: required when ${given} is set`;
}

/** Virtual-hosted addressing puts the bucket in the endpoint's host name, which an IP address cannot carry. */
function s3StyleProblem(env: z.infer<typeof Env>): string | undefined {
  if (env.S3_FORCE_PATH_STYLE !== '0' || !env.S3_ENDPOINT) return undefined;
  if (!isIP(new URL(env.S3_ENDPOINT).hostname.replace(/^\[|\]$/g, ''))) return undefined;
  return 'Invalid environment variable S3_FORCE_PATH_STYLE: 0 (virtual-hosted) needs a host name in S3_ENDPOINT, not an IP address';
}

function toConfig(env: z.infer<typeof Env>, database: DatabaseConfig) {
  const production = env.NODE_ENV === 'production';
  const paymentProvider = env.PAYMENT_PROVIDER ?? 'sandbox';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    port: env.PORT,
    host: env.HOST,
    database,
    seedDemo: env.SEED_DEMO === '1',
    captcha: env.CAPTCHA === 'on',
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: env.MAIL_OUTBOX_DIR },
    publicUrl,
    /** The OpenAPI document's server: PUBLIC_URL when given, else `/` (wherever the document was read from). */
    apiServer: env.PUBLIC_URL ? publicUrl : '/',
    webDist: env.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist'),
    logLevel: env.LOG_LEVEL,
    /** The reverse proxy's addresses: X-Forwarded-For is read only from them (right-most untrusted hop); false reads none. */
    trustProxy: env.TRUST_PROXY === '0' ? (false as const) : env.TRUST_PROXY.split(',').map((p) => p.trim()),
    tokenTtlDays: env.TOKEN_TTL_DAYS,
    idempotencyKeyRetentionDays: env.IDEMPOTENCY_KEY_RETENTION_DAYS,
    /** How many bytes of JSON the read routes' answer cache keeps (plugins/answer-cache.ts); 0 keeps none. */
    answerCacheBytes: Math.round(env.ANSWER_CACHE_MB * 1024 * 1024),
    release: env.RELEASE_ID ?? runningCodeId(),
    /** Decision 0043: every wait on the database ends, answering 503 (db/connect.ts, health.ts). */
    dbTimeouts: {
      connectMs: env.DB_CONNECT_TIMEOUT_MS,
      statementMs: env.DB_STATEMENT_TIMEOUT_MS,
      lockMs: env.DB_LOCK_TIMEOUT_MS,
      idleInTransactionMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      busyMs: env.DB_BUSY_TIMEOUT_MS,
      healthMs: env.HEALTH_TIMEOUT_MS,
    },
    /** What /api/version/ names: RELEASE_ID, else the build's package version and git commit. */
    releaseId: env.RELEASE_ID ?? buildRelease(),
    production,
    metrics: {
      token: env.METRICS_TOKEN,
      allow: env.METRICS_ALLOW?.split(',').map((p) => p.trim()),
    },
    social: {
      google: {
        clientId: env.GOOGLE_CLIENT_ID,
        jwksUrl: env.GOOGLE_JWKS_URL,
        issuer: env.GOOGLE_ISSUER,
        scriptUrl: env.GOOGLE_GSI_SCRIPT_URL,
      },
      line: {
        clientId: env.LINE_CHANNEL_ID,
        channelSecret: env.LINE_CHANNEL_SECRET,
        jwksUrl: env.LINE_JWKS_URL,
        issuer: env.LINE_ISSUER,
        authorizeUrl: env.LINE_AUTHORIZE_URL,
        tokenUrl: env.LINE_TOKEN_URL,
      },
      facebook: {
        appId: env.FACEBOOK_APP_ID,
        appSecret: env.FACEBOOK_APP_SECRET,
        graphUrl: env.FACEBOOK_GRAPH_URL,
        sdkUrl: env.FACEBOOK_SDK_URL,
        sdkVersion: env.FACEBOOK_SDK_VERSION,
      },
    },
    shop: {
      paypal: {
        clientId: env.PAYPAL_CLIENT_ID,
        clientSecret: env.PAYPAL_CLIENT_SECRET,
        apiUrl: env.PAYPAL_API_URL.replace(/\/$/, ''),
      },
      cardProvider: env.CARD_PROVIDER,
      atm: { bankCode: env.ATM_BANK_CODE, expiryHours: env.ATM_EXPIRY_HOURS },
      paymentProvider,
      /** A production server chose the sandbox on purpose: every page where a customer pays says no money is taken. */
      testShop: production && paymentProvider === 'sandbox',
      /** ECPay AIO (全方位金流). hashKey and hashIv are secrets: never logged, never answered, never put in a URL. */
      ecpay: {
        merchantId: env.ECPAY_MERCHANT_ID,
        hashKey: env.ECPAY_HASH_KEY,
        hashIv: env.ECPAY_HASH_IV,
        aioUrl: env.ECPAY_AIO_URL.replace(/\/$/, ''),
        atmExpireDays: env.ECPAY_ATM_EXPIRE_DAYS,
        cvsExpireMinutes: env.ECPAY_CVS_EXPIRE_MINUTES,
        paymentHours: env.ORDER_PAYMENT_HOURS,
      },
      /** ECPay B2C e-invoice. hashKey and hashIv are secrets: never logged, never answered, never put in a URL. */
      invoice: {
        provider: env.INVOICE_PROVIDER ?? 'sandbox',
        merchantId: env.ECPAY_INVOICE_MERCHANT_ID,
        hashKey: env.ECPAY_INVOICE_HASH_KEY,
        hashIv: env.ECPAY_INVOICE_HASH_IV,
        url: env.ECPAY_INVOICE_URL.replace(/\/$/, ''),
      },
      /** each delivery method's fee; none at or above freeShippingOver. */
      shippingFees: { home: env.SHIPPING_FEE_HOME ?? env.SHIPPING_FEE, cvs: env.SHIPPING_FEE_CVS },
      freeShippingOver: env.FREE_SHIPPING_OVER,
      logistics: {
        provider: env.LOGISTICS_PROVIDER,
        /** ECPay's 物流整合 API; the store map is `${url}/Express/map`. The hash key and IV sign its server calls. */
        ecpay: {
          merchantId: env.ECPAY_LOGISTICS_MERCHANT_ID,
          hashKey: env.ECPAY_LOGISTICS_HASH_KEY,
          hashIv: env.ECPAY_LOGISTICS_HASH_IV,
          url: env.ECPAY_LOGISTICS_URL.replace(/\/$/, ''),
        },
      },
      uploadDir: env.UPLOAD_DIR,
      s3: env.S3_BUCKET
        ? {
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            endpoint: (env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`).replace(/\/$/, ''),
            accessKeyId: env.S3_ACCESS_KEY_ID!,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
            sessionToken: env.S3_SESSION_TOKEN,
            // Virtual-hosted on AWS's own endpoint, as AWS recommends; path-style on an S3_ENDPOINT of one's own
            // (MinIO and most S3-compatible stores), unless S3_FORCE_PATH_STYLE says otherwise.
            forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? (env.S3_ENDPOINT ? '1' : '0')) === '1',
          }
        : undefined,
    },
    /** The site's config the web app reads (site-routes.ts): webUrl, apiUrl, s3Bucket, cloudfrontDistributionId. */
    public: {
      webUrl: env.WEB_URL ?? publicUrl,
      apiUrl: `${publicUrl}/api`,
      s3Bucket: env.S3_BUCKET ?? '',
      cloudfrontDistributionId: env.CLOUDFRONT_DISTRIBUTION_ID ?? '',
    },
  };
}

export class ConfigError extends Error {}

/** Reads the environment; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = CheckedEnv.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid environment variable ${name}: ${issue.message}`);
  }
  const s3 = missingS3Setting(parsed.data) ?? s3StyleProblem(parsed.data);
  if (s3) throw new ConfigError(s3);
  const database = databaseFromEnv(parsed.data);
  if (isDatabaseProblem(database)) throw new ConfigError(`Invalid environment variable ${database.name}: ${database.message}`);
  return toConfig(parsed.data, database);
}

/**
 * A config for tests and tools: defaults plus overrides. No web build is served unless one is given (`webDist`):
 * whether `apps/web/dist` happens to exist must not change what a test starts (loading the page renderer is slow).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const noWebBuild = path.join(os.tmpdir(), 'pnc-no-web-build');
  return { ...loadConfig({ SEED_DEMO: '0', LOG_LEVEL: 'silent', WEB_DIST: noWebBuild }), ...overrides };
}
