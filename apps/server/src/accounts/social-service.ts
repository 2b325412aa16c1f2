import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../lib/passwords';
import { newKey } from '../lib/secrets';
import { nowIso } from '../lib/time';
import { refused, type SocialIdentity } from './social-verify';
import { isUniqueViolation } from './unique';
import { revokeUserTokens } from './token-repository';
import { insertUser } from './user-repository';
import { emailTaken } from './registration-service';

const linkedUser = (app: FastifyInstance, who: SocialIdentity) =>
  app.db
    .selectFrom('social_link as l')
    .innerJoin('app_user as u', 'u.id', 'l.user_id')
    .select(['u.id', 'u.is_active'])
    .where('l.provider', '=', who.provider)
    .where('l.subject', '=', who.subject)
    .executeTakeFirst();

/** A username from the email's local part or the name: allowed characters only, at least 3, unique. */
async function freeUsername(app: FastifyInstance, who: SocialIdentity): Promise<string> {
  const clean = (s: string | undefined) =>
    (s ?? '')
      .normalize('NFKC')
      .replace(/[^\p{L}\p{N}_.+-]/gu, '')
      .slice(0, 40);
  let base = clean(who.email?.split('@')[0]) || clean(who.name?.replace(/\s+/g, '_'));
  if (base.length < 3) base = `${who.provider}_user`;
  for (let i = 0; i < 10; i++) {
    const name = i === 0 ? base : `${base}_${Math.floor(1000 + Math.random() * 9000)}`;
    const taken = await app.db
      .selectFrom('app_user')
      .select('id')
      .where('username_key', '=', name.toLowerCase())
      .executeTakeFirst();
    if (!taken) return name;
  }
  return `${base}_${newKey().slice(0, 8)}`;
}

/**
 * The user behind a verified provider identity: the linked one; else the user with the same
 * address when the provider vouches for it (and the link is made); else a new customer.
 * Concurrent first sign-ins are settled by the unique (provider, subject) key: the loser retries and finds the link.
 */
export async function userForIdentity(app: FastifyInstance, who: SocialIdentity): Promise<number> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const linked = await linkedUser(app, who);
    if (linked) {
      if (!linked.is_active) throw refused();
      return linked.id;
    }
    try {
      return await linkOrCreate(app, who);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw refused();
}

async function linkOrCreate(app: FastifyInstance, who: SocialIdentity): Promise<number> {
  const email = who.email?.trim();
  const sameEmail = email
    ? await app.db
        .selectFrom('app_user')
        .select(['id', 'is_active', 'email_validated'])
        .where('email_key', '=', email.toLowerCase())
        .executeTakeFirst()
    : undefined;
  // An address the provider did not confirm must not hand over someone's account.
  if (sameEmail && !who.emailVerified) throw emailTaken();
  if (sameEmail && !sameEmail.is_active) throw refused();
  const username = sameEmail ? '' : await freeUsername(app, who);
  // Someone may have registered this address without proving it (to wait for its owner): the
  // provider's proof wins, and whatever password and sessions that registrant set stop working.
  const claimUnproven = sameEmail && !sameEmail.email_validated ? await hashPassword(newKey()) : undefined;
  return app.db.transaction().execute(async (trx) => {
    if (sameEmail && claimUnproven) {
      await trx
        .updateTable('app_user')
        .set({ password_hash: claimUnproven, email_validated: 1, updated_at: nowIso() })
        .where('id', '=', sameEmail.id)
        .execute();
      await revokeUserTokens(trx, sameEmail.id);
    }
    const userId =
      sameEmail?.id ??
      (await insertUser(trx, {
        username,
        // Without an address from the provider, a unique placeholder on the reserved .invalid domain; the user can set one later.
        email: email ?? `${who.provider}.${who.subject}@social.invalid`,
        // Nobody knows this password: the account is entered through the provider (or a reset mail).
        password: newKey(),
        role: 'customer',
        displayName: who.name?.slice(0, 100) ?? username,
        emailValidated: Boolean(email) && who.emailVerified,
      }));
    await trx
      .insertInto('social_link')
      .values({ user_id: userId, provider: who.provider, subject: who.subject, created_at: nowIso() })
      .execute();
    return userId;
  });
}
