import type { FastifyRequest } from 'fastify';

// `store`: the single-use token of a convenience-store pick (/cart/checkout?store=…).
// `hashkey`/`hashiv`: ECPay's HashKey and HashIV (and ECPAY_*_HASH_IV), should a URL ever carry them.
const SECRET_PARAM =
  /^(.*pass.*|.*token.*|key|.*_key|.*secret.*|.*hash_?(key|iv)|captcha.*|code|state|store|username|credentials?)$/i;

/** A URL fit for a log: values of secret-looking query parameters are replaced (mom_checkout sends credentials there). */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const name of [...params.keys()]) if (SECRET_PARAM.test(name)) params.set(name, '[redacted]');
  return `${url.slice(0, at)}?${params.toString()}`;
}

/** What a request log line holds: never headers (Authorization) or bodies (passwords). */
export const requestSerializer = (req: FastifyRequest) => ({
  method: req.method,
  url: redactUrl(req.url),
  remoteAddress: req.ip,
});

/**
 * Fields pino blanks wherever a log call meets them: the token header, passwords, the S3 secret and session token,
 * the social sign-in secrets and ECPay's hash keys (also under the names of the config object, the environment and
 * a signed request's headers).
 */
export const redactPaths = [
  'req.headers.authorization',
  '*.headers.authorization',
  '*.password',
  '*.new_password',
  '*.token',
  '*.secretAccessKey',
  '*.s3.secretAccessKey',
  '*.shop.s3.secretAccessKey',
  '*.S3_SECRET_ACCESS_KEY',
  '*.sessionToken',
  '*.s3.sessionToken',
  '*.shop.s3.sessionToken',
  '*.S3_SESSION_TOKEN',
  '*.headers["x-amz-security-token"]',
  // Social sign-in: the LINE channel secret and the Facebook app secret (config and environment names).
  '*.channelSecret',
  '*.line.channelSecret',
  '*.LINE_CHANNEL_SECRET',
  '*.appSecret',
  '*.facebook.appSecret',
  '*.FACEBOOK_APP_SECRET',
  // ECPay payments (shop.ecpay), e-invoice (shop.invoice) and logistics (shop.logistics.ecpay): the hash key and
  // IV under every path of the config object (logged whole, as `{ config }`, or one part) and their environment names.
  '*.hashKey',
  '*.hashIv',
  '*.ecpay.hashKey',
  '*.ecpay.hashIv',
  '*.shop.ecpay.hashKey',
  '*.shop.ecpay.hashIv',
  '*.invoice.hashKey',
  '*.invoice.hashIv',
  '*.shop.invoice.hashKey',
  '*.shop.invoice.hashIv',
  '*.logistics.ecpay.hashKey',
  '*.logistics.ecpay.hashIv',
  '*.shop.logistics.ecpay.hashKey',
  '*.shop.logistics.ecpay.hashIv',
  // The database password as PG* fields and the metrics token (config and environment names).
  '*.connection.password',
  '*.database.connection.password',
  'PGPASSWORD',
  '*.PGPASSWORD',
  '*.metrics.token',
  'METRICS_TOKEN',
  '*.METRICS_TOKEN',
  // The environment logged whole (its names at the top) or under a key.
  'ECPAY_HASH_KEY',
  'ECPAY_HASH_IV',
  'ECPAY_INVOICE_HASH_KEY',
  'ECPAY_INVOICE_HASH_IV',
  'ECPAY_LOGISTICS_HASH_KEY',
  'ECPAY_LOGISTICS_HASH_IV',
  '*.ECPAY_HASH_KEY',
  '*.ECPAY_HASH_IV',
  '*.ECPAY_INVOICE_HASH_KEY',
  '*.ECPAY_INVOICE_HASH_IV',
  '*.ECPAY_LOGISTICS_HASH_KEY',
  '*.ECPAY_LOGISTICS_HASH_IV',
];
