import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';
import { hashKey, newKey } from '../lib/secrets';
import { MINUTE, isoIn, nowIso } from '../lib/time';

const CAPTCHA_TTL_MS = 10 * MINUTE;

const answerHash = (answer: string) => hashKey(answer.trim().toLowerCase());

/** A new challenge: its key and the SVG as a data: URL. Only the answer's hash is stored. */
export async function issueCaptcha(app: FastifyInstance): Promise<{ key: string; image: string }> {
  const { text, svg } = app.captcha.create();
  const key = newKey();
  // Expired challenges are never useful again; clearing them here keeps the table small without a job.
  await app.db.deleteFrom('captcha').where('expires_at', '<=', nowIso()).execute();
  await app.db
    .insertInto('captcha')
    .values({ key, answer_hash: answerHash(text), expires_at: isoIn(CAPTCHA_TTL_MS), used: 0 })
    .execute();
  return { key, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

const invalidCaptcha = () =>
  new AppError(400, 'invalid_captcha', 'The picture code is not correct or has expired. Try a new one.', {
    captcha: ['The picture code is not correct or has expired.'],
  });

/**
 * Spends a captcha when config.captcha is on. The right answer wins through one conditional UPDATE
 * (so it works once even under parallel requests); any wrong guess spends the challenge too, so a
 * challenge cannot be guessed at repeatedly.
 */
export async function checkCaptcha(app: FastifyInstance, key: string | undefined, answer: string | undefined) {
  if (!app.config.captcha) return;
  if (!key || !answer) throw invalidCaptcha();
  const res = await app.db
    .updateTable('captcha')
    .set({ used: 1 })
    .where('key', '=', key)
    .where('used', '=', 0)
    .where('expires_at', '>', nowIso())
    .where('answer_hash', '=', answerHash(answer))
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 1) return;
  await app.db.updateTable('captcha').set({ used: 1 }).where('key', '=', key).execute();
  throw invalidCaptcha();
}
