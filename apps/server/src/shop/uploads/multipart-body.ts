import { AppError } from '../../lib/errors';

export const malformedMultipart = (message: string) =>
  new AppError(400, 'malformed_multipart', `Upload error: the multipart body cannot be read: ${message}.`);

/** RFC 2046 section 5.1.1: a boundary is 1 to 70 of these characters, the last not a space. */
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

/**
 * Refuses a multipart content type whose boundary is missing, over 70 characters or not of RFC 2046's characters,
 * before the parser sees the body (it would fail on it with an error of its own, or search for any boundary).
 */
export function checkBoundary(contentType: string | undefined) {
  const param = (contentType ?? '')
    .split(';')
    .slice(1)
    .map((p) => p.trim())
    .find((p) => /^boundary=/i.test(p));
  if (param === undefined) throw malformedMultipart('its content type names no boundary');
  const raw = param.slice('boundary='.length);
  const boundary = raw.startsWith('"') && raw.endsWith('"') && raw.length >= 2 ? raw.slice(1, -1) : raw;
  if (boundary.length > 70) throw malformedMultipart('its boundary is longer than 70 characters');
  if (!BOUNDARY.test(boundary)) throw malformedMultipart('its boundary is empty or has characters RFC 2046 does not allow');
}

/**
 * Runs one step of reading the body. The multipart plugin's own refusals (FST_…: a file or part over its limit)
 * keep their meaning; anything else the parser throws is a body that ends early or breaks its own format.
 */
export async function readingBody<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (err instanceof AppError || (typeof code === 'string' && code.startsWith('FST_'))) throw err;
    throw malformedMultipart('it ends early or breaks the multipart format');
  }
}
