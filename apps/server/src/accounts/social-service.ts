import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import type { SocialType } from '@pnc/schemas/accounts';
import { maskEmail } from '../lib/mask-email';
import { hashPassword } from '../lib/passwords';
import { hashKey, newKey } from '../lib/secrets';
import { nowIso } from '../lib/time';
import { invalidKey } from './one-time-keys';
import { refused, type SocialIdentity } from './social-verify';
import { isUniqueViolation } from './unique';
import { revokeUserTokens } from './token-repository';
import { insertUser } from './user-repository';
import { emailTaken } from './registration-service';
import { createPending, pendingRefusal, spendPending } from './social-pending';
import { verifyCredentials } from './credentials';

/** Staff and admin accounts hold health data and the shop's keys: they sign in with their password only. */
const staffRefused = () =>
  new AppError(403, 'social_staff_account', 'Staff and admin accounts sign in with their username and password.');

/** What a link form shows: the provider asking, and the account's address masked (w***@example.com). */
interface LinkInfo {
  provider: SocialType;
  email: string;
}

/** The provider's verified address is an existing customer's: its password, once, links the two (link_key). */
export class LinkRequired extends AppError {
  constructor(
    readonly linkKey: string,
    readonly info: LinkInfo,
  ) {
    super(409, 'social_link_required', 'An account with this email exists: enter its password once to link them.');
  }
}

const linkedUser = (app: FastifyInstance, who: SocialIdentity) =>
  app.db
    .selectFrom('social_link as l')
    .innerJoin('app_user as u', 'u.id', 'l.user_id')
    .select(['u.id', 'u.is_active', 'u.role'])
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
 * A link key it asks for is bound to `browserHash`, the browser this sign-in runs in.
 */
export async function userForIdentity(app: FastifyInstance, who: SocialIdentity, browserHash: string): Promise<number> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const linked = await linkedUser(app, who);
    if (linked) {
      if (!linked.is_active) throw refused();
      if (linked.role !== 'customer') throw staffRefused();
      return linked.id;
    }
    try {
      return await linkOrCreate(app, who, browserHash);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw refused();
}

async function linkOrCreate(app: FastifyInstance, who: SocialIdentity, browserHash: string): Promise<number> {
  const email = who.email?.trim();
  const sameEmail = email
    ? await app.db
        .selectFrom('app_user')
        .select(['id', 'email', 'is_active', 'email_validated', 'role'])
        .where('email_key', '=', email.toLowerCase())
        .executeTakeFirst()
    : undefined;
  // Never linked to a staff or admin account, whatever the provider vouches for.
  if (sameEmail && sameEmail.role !== 'customer') throw staffRefused();
  // An address the provider did not confirm must not hand over someone's account.
  if (sameEmail && !who.emailVerified) throw emailTaken();
  if (sameEmail && !sameEmail.is_active) throw refused();
  // A proven account is its owner's: the provider's word is not enough, its password is asked once.
  if (sameEmail?.email_validated) {
    const linkKey = await createPending(app.db, 'link', browserHash, { ...who }, sameEmail.id);
    throw new LinkRequired(linkKey, { provider: who.provider, email: maskEmail(sameEmail.email) });
  }
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

/** An open link key of this browser with its account; else the refusal (400 invalid_key or social_signin_failed). */
async function openLink(app: FastifyInstance, linkKey: string, browserHash: string | undefined) {
  const open = browserHash
    ? await app.db
        .selectFrom('social_pending as p')
        .innerJoin('app_user as u', 'u.id', 'p.user_id')
        .select(['u.id', 'u.username', 'u.email', 'p.data'])
        .where('p.key_hash', '=', hashKey(linkKey))
        .where('p.purpose', '=', 'link')
        .where('p.browser_hash', '=', browserHash)
        .where('p.used_at', 'is', null)
        .where('p.expires_at', '>', nowIso())
        .executeTakeFirst()
    : undefined;
  if (!open || !browserHash) throw await pendingRefusal(app.db, 'link', linkKey);
  return { ...open, browserHash };
}

/** What the link form shows for an open key of this browser; never the identity's subject or anything secret. */
export async function linkInfo(app: FastifyInstance, linkKey: string, browserHash: string | undefined): Promise<LinkInfo> {
  const open = await openLink(app, linkKey, browserHash);
  return { provider: (JSON.parse(open.data) as SocialIdentity).provider, email: maskEmail(open.email) };
}

/**
 * Completes a link: the key must still be open and this browser's (before any password is looked at), and the
 * password must be that account's (checked and throttled as a login is). The key is spent and the link written in
 * one transaction, so of two tries only one links.
 */
export async function completeLink(
  app: FastifyInstance,
  request: FastifyRequest,
  linkKey: string,
  password: string,
  browserHash: string | undefined,
) {
  const open = await openLink(app, linkKey, browserHash);
  const user = await verifyCredentials(app, request, open.username, password);
  if (user.role !== 'customer') throw staffRefused();
  try {
    return await app.db.transaction().execute(async (trx) => {
      const spent = await spendPending<SocialIdentity & Record<string, unknown>>(trx, 'link', linkKey, open.browserHash);
      if (!spent || spent.userId !== user.id) throw invalidKey();
      await trx
        .insertInto('social_link')
        .values({ user_id: user.id, provider: spent.data.provider, subject: spent.data.subject, created_at: nowIso() })
        .execute();
      return user.id;
    });
  } catch (err) {
    // The identity got linked meanwhile (another tab): the key is no use any more.
    if (isUniqueViolation(err)) throw invalidKey();
    throw err;
  }
}
