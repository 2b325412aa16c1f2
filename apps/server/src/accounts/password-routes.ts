import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ChangePasswordBody, ResetConfirmBody, ResetPasswordBody } from '@pnc/schemas/accounts';
import { okSaying } from '@pnc/schemas/common';
import { forbidden } from '../lib/errors';
import { passwordProblem } from '../lib/passwords';
import { guard } from '../plugins/auth';
import { sendResetMail } from './account-mails';
import { checkCaptcha } from './captcha-service';
import { verifyCurrentPassword } from './current-password';
import { confirmReset, setPassword } from './password-service';
import { weakPassword } from './registration-service';
import { errorAnswers, tags } from './route-docs';
import { noSecurity, tokenSecurity } from '../plugins/openapi';

const RESET_SENT = 'If this email address belongs to an account, a link to reset the password is on its way.';

/** POST /api/user/change_password/, /api/users/reset_password/ and /api/users/reset_password/confirm/. */
export async function passwordRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/user/change_password/',
    {
      onRequest: guard.user,
      schema: {
        tags,
        summary: 'Change your own password',
        description:
          'username must be your own (else 403); the old password is checked and throttled as login is (a wrong one is ' +
          '400 wrong_current_password on `password`, 429 throttled). Every other token of the account is revoked; this one stays valid.',
        security: tokenSecurity,
        body: ChangePasswordBody,
        response: {
          200: okSaying('Your password is changed. Other devices have been logged out.'),
          ...errorAnswers(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      const me = request.user!;
      const { username, password, new_password } = request.body;
      const self = await app.db
        .selectFrom('app_user')
        .select(['username_key', 'email_key'])
        .where('id', '=', me.id)
        .executeTakeFirst();
      const named = username.toLowerCase();
      if (!self || (named !== self.username_key && named !== self.email_key)) {
        throw forbidden('You can change only your own password.');
      }
      await verifyCurrentPassword(app, request, username, password);
      const problem = passwordProblem(new_password, me.username);
      if (problem) throw weakPassword('new_password', problem);
      await setPassword(app, me.id, new_password, request.tokenId!);
      return { detail: 'Your password is changed. Other devices have been logged out.' };
    },
  );

  r.post(
    '/api/users/reset_password/',
    {
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        security: noSecurity,
        tags,
        summary: 'Mail a link to reset the password',
        description:
          'Always the same 200 answer, whether or not the address is known, so it tells nobody which addresses have ' +
          'accounts. The link works once, for 1 hour. Needs the captcha unless it is switched off; 20 per 15 minutes per address.',
        body: ResetPasswordBody,
        response: { 200: okSaying(RESET_SENT), ...errorAnswers(400, 429) },
      },
    },
    async (request) => {
      const { email, captcha_key, captcha } = request.body;
      await checkCaptcha(app, captcha_key, captcha);
      const user = await app.db
        .selectFrom('app_user')
        .select(['id', 'email', 'display_name', 'language'])
        .where('email_key', '=', email.toLowerCase())
        .where('is_active', '=', 1)
        .executeTakeFirst();
      if (user) await sendResetMail(app, user);
      return { detail: RESET_SENT };
    },
  );

  r.post(
    '/api/users/reset_password/confirm/',
    {
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        security: noSecurity,
        tags,
        summary: 'Set a new password with the key from the reset mail',
        description:
          'Revokes every token of the account. 400 invalid_key for an unknown, used or expired key; 400 weak_password.',
        body: ResetConfirmBody,
        response: { 200: okSaying('Your password is changed. Log in with the new password.'), ...errorAnswers(400, 429) },
      },
    },
    async (request) => {
      await confirmReset(app, request.body.token, request.body.new_password);
      return { detail: 'Your password is changed. Log in with the new password.' };
    },
  );
}
