import type { FastifyInstance } from 'fastify';
import type { Profile } from '@pnc/schemas/accounts';
import { AppError } from '../lib/errors';
import { passwordProblem } from '../lib/passwords';
import { sendValidationMail } from './account-mails';
import { isUniqueViolation } from './unique';
import { findUserById, insertUser, toProfile } from './user-repository';

export const usernameTaken = () =>
  new AppError(409, 'username_taken', 'This username is already used.', { username: ['This username is already used.'] });
export const emailTaken = () =>
  new AppError(409, 'email_taken', 'This email address is already used.', { email: ['This email address is already used.'] });

export const weakPassword = (field: string, problem: string) =>
  new AppError(400, 'weak_password', problem, { [field]: [problem] });

/** Which of username and email is taken (the unique keys decide; this only names the field). */
export async function takenError(app: FastifyInstance, username: string, email: string): Promise<AppError | undefined> {
  const rows = await app.db
    .selectFrom('app_user')
    .select(['username_key', 'email_key'])
    .where((eb) => eb.or([eb('username_key', '=', username.toLowerCase()), eb('email_key', '=', email.toLowerCase())]))
    .execute();
  if (rows.some((r) => r.username_key === username.toLowerCase())) return usernameTaken();
  if (rows.length) return emailTaken();
  return undefined;
}

export interface Registration {
  username: string;
  email: string;
  password: string;
  language?: 'tw' | 'en' | undefined;
}

/** Creates an unvalidated customer and mails the validation link. */
export async function register(app: FastifyInstance, r: Registration): Promise<Profile> {
  const problem = passwordProblem(r.password, r.username);
  if (problem) throw weakPassword('password', problem);
  const taken = await takenError(app, r.username, r.email);
  if (taken) throw taken;
  let id: number;
  try {
    id = await insertUser(app.db, { ...r, role: 'customer', emailValidated: false });
  } catch (err) {
    // Two parallel registrations of one name: the unique key lets one in, the other hears why.
    if (isUniqueViolation(err)) throw (await takenError(app, r.username, r.email)) ?? usernameTaken();
    throw err;
  }
  const user = (await findUserById(app.db, id))!;
  // The account exists either way; a mail that failed can be sent again through reset_validation.
  await sendValidationMail(app, user).catch((err: Error) =>
    app.log.error({ userId: id, reason: err.message }, 'validation mail not sent'),
  );
  return toProfile(user);
}
