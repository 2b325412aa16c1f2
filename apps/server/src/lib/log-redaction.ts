import type { FastifyRequest } from 'fastify';

const SECRET_PARAM = /^(.*pass.*|.*token.*|key|.*_key|.*secret.*|captcha.*|code|username|credentials?)$/i;

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
 * Fields pino blanks wherever a log call meets them: the token header, passwords, and the S3 secret and
 * session token (also under the names of the config object, the environment and a signed request's headers).
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
];
