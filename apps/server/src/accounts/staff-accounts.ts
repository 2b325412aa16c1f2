import type { FastifyInstance } from 'fastify';
import type { CentreUserCreate } from '@pnc/schemas/centre/user';
import type { UserRow } from '../db/accounts.table';
import { writeAudit } from '../centre/audit-repository';
import { AppError, conflict, notFound } from '../lib/errors';
import { newKey } from '../lib/secrets';
import { sendStaffMail } from './account-mails';
import { takenError, usernameTaken } from './registration-service';
import { isUniqueViolation } from './unique';
import { findUserById, insertUser } from './user-repository';

type NewStaff = Omit<CentreUserCreate, 'language'> & { language: 'tw' | 'en' };

/**
 * An admin opens a staff or manager account. It starts with a random password nobody knows, so it cannot log in
 * until its owner sets one through the invitation link; the creation is audited. The mail is sent after the
 * account is committed: when the mail server refuses it, the account stays and `sent` is false (the admin's
 * "reset password" mails a new link).
 */
export async function createStaffAccount(
  app: FastifyInstance,
  actorId: number,
  a: NewStaff,
): Promise<{ user: UserRow; sent: boolean }> {
  const taken = await takenError(app, a.username, a.email);
  if (taken) throw taken;
  let id: number;
  try {
    id = await app.db.transaction().execute(async (trx) => {
      const newId = await insertUser(trx, {
        username: a.username,
        email: a.email,
        password: newKey(),
        role: a.role,
        language: a.language,
        displayName: a.display_name,
        emailValidated: false,
      });
      await writeAudit(trx, {
        actorId,
        action: 'create',
        entity: 'user',
        entityId: newId,
        changed: { username: a.username, email: a.email, display_name: a.display_name, role: a.role },
      });
      return newId;
    });
  } catch (err) {
    // Two admins opening one name at once: the unique key lets one in, the other hears why.
    if (isUniqueViolation(err)) throw (await takenError(app, a.username, a.email)) ?? usernameTaken();
    throw err;
  }
  const user = (await findUserById(app.db, id))!;
  const sent = await sendStaffMail(app, user, 'invitation').then(
    () => true,
    (err: Error) => {
      // The reason only: the mail itself holds the key.
      app.log.error({ userId: id, reason: err.message }, 'invitation mail not sent');
      return false;
    },
  );
  return { user, sent };
}

/** An admin mails a user a link to set a new password (audited). A deactivated account gets none. */
export async function mailPasswordReset(app: FastifyInstance, actorId: number, userId: number): Promise<void> {
  const user = await findUserById(app.db, userId);
  if (!user) throw notFound(`No user with id ${userId}.`);
  if (!user.is_active)
    throw conflict('account_inactive', 'This account is deactivated: activate it before resetting its password.');
  try {
    await sendStaffMail(app, user, 'reset_password');
  } catch (err) {
    app.log.error({ userId, reason: (err as Error).message }, 'password reset mail not sent');
    throw new AppError(503, 'service_unavailable', 'The mail could not be sent. Try again soon.');
  }
  await writeAudit(app.db, {
    actorId,
    action: 'update',
    entity: 'user',
    entityId: userId,
    changed: { password_reset_mailed: true },
  });
}
