import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { KeyBody, Profile, RegisterBody, ResetValidationBody } from '@pnc/schemas/accounts';
import { okSaying } from '@pnc/schemas/common';
import { AppError } from '../lib/errors';
import { sendValidationMail } from './account-mails';
import { checkCaptcha } from './captcha-service';
import { verifyCredentials } from './credentials';
import { invalidKey, useOneTimeKey } from './one-time-keys';
import { register } from './registration-service';
import { errorAnswers, tags } from './route-docs';
import { noSecurity } from '../plugins/openapi';

/** POST /api/user/register/, /api/user/validate/ and /api/users/reset_validation/. */
export async function registrationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/user/register/',
    {
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        security: noSecurity,
        tags,
        summary: 'Register a customer account',
        description:
          'Creates a customer whose email is not yet validated and mails the validation link. Needs captcha_key and ' +
          'captcha from GET /api/captcha/ unless the captcha is switched off. 409 username_taken / email_taken, ' +
          '400 weak_password, 400 invalid_captcha; 20 per 15 minutes per address.',
        body: RegisterBody,
        response: { 201: Profile, ...errorAnswers(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { captcha_key, captcha, ...account } = request.body;
      await checkCaptcha(app, captcha_key, captcha);
      return reply.code(201).send(await register(app, account));
    },
  );

  r.post(
    '/api/user/validate/',
    {
      schema: {
        security: noSecurity,
        tags,
        summary: 'Confirm an email address with the key from the validation mail',
        description: 'The key works once, for 48 hours, and only for the address it was sent to. Otherwise 400 invalid_key.',
        body: KeyBody,
        response: { 200: okSaying('Your email address is confirmed. You can log in now.'), ...errorAnswers(400) },
      },
    },
    async (request) => {
      await app.db.transaction().execute(async (trx) => {
        const key = await useOneTimeKey(trx, request.body.token, 'validate_email');
        // A key sent before an email change names the old address and validates nothing.
        const res = await trx
          .updateTable('app_user')
          .set({ email_validated: 1 })
          .where('id', '=', key.user_id)
          .where('email_key', '=', key.email)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) throw invalidKey();
      });
      return { detail: 'Your email address is confirmed. You can log in now.' };
    },
  );

  r.post(
    '/api/users/reset_validation/',
    {
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        security: noSecurity,
        tags,
        summary: 'Send the validation mail again',
        description:
          'The account is named by username (or email) and password, checked and throttled as login is (401 login_failed, ' +
          '429 throttled). An account already validated gets 200 saying so and no mail.',
        body: ResetValidationBody,
        response: { 200: okSaying('Validation email sent.'), ...errorAnswers(400, 401, 429, 503) },
      },
    },
    async (request) => {
      const user = await verifyCredentials(app, request, request.body.username, request.body.password);
      if (user.email_validated) return { detail: 'Your email address is already confirmed.' };
      try {
        await sendValidationMail(app, user);
      } catch (err) {
        request.log.error({ userId: user.id, reason: (err as Error).message }, 'validation mail not sent');
        throw new AppError(503, 'service_unavailable', 'Failed to send the validation email. Try again later.');
      }
      return { detail: 'Validation email sent.' };
    },
  );
}
