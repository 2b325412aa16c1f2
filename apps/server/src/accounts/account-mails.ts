import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../db/accounts.table';
import { invitationMail, resetPasswordMail, validationMail } from './mail-templates';
import { createOneTimeKey } from './one-time-keys';

type MailUser = Pick<UserRow, 'id' | 'email' | 'display_name' | 'language'>;

/** Issues a validation key for the user's current address and mails the link (awaited: callers report failure). */
export async function sendValidationMail(app: FastifyInstance, user: MailUser): Promise<void> {
  const key = await createOneTimeKey(app.db, user.id, 'validate_email', user.email);
  const link = `${app.config.publicUrl}/account/validate?key=${encodeURIComponent(key)}`;
  await app.mailer.send(validationMail(user, link));
}

/**
 * Issues a reset key and mails the link without waiting for the mail server, so the answer to
 * reset_password takes the same time whether or not the address is known.
 */
export async function sendResetMail(app: FastifyInstance, user: MailUser): Promise<void> {
  const key = await createOneTimeKey(app.db, user.id, 'reset_password', user.email);
  const link = `${app.config.publicUrl}/account/reset?key=${encodeURIComponent(key)}`;
  app.mailer.send(resetPasswordMail(user, link)).catch((err: Error) => {
    // The error only: the mail itself holds the key.
    app.log.error({ userId: user.id, reason: err.message }, 'password reset mail not sent');
  });
}

/**
 * The mails an admin sends from the users screen: an invitation to a new staff account, or a reset link. Both
 * open the reset page (the key in the link's query, as the reset mail's; the request log redacts it). Awaited,
 * so the admin hears when the mail server refused it.
 */
export async function sendStaffMail(app: FastifyInstance, user: MailUser, kind: 'invitation' | 'reset_password'): Promise<void> {
  const key = await createOneTimeKey(app.db, user.id, kind, user.email);
  const link = `${app.config.publicUrl}/account/reset?key=${encodeURIComponent(key)}`;
  await app.mailer.send(kind === 'invitation' ? invitationMail(user, link) : resetPasswordMail(user, link));
}
