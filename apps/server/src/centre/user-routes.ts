import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, IdParams, okSaying, paged, type Role } from '@pnc/schemas/common';
import {
  CentreUser,
  CentreUserCreate,
  CentreUserCreated,
  CentreUserQuery,
  CentreUserUpdate,
  StaffName,
} from '@pnc/schemas/centre/user';
import { createStaffAccount, mailPasswordReset } from '../accounts/staff-accounts';
import { revokeUserTokens } from '../accounts/token-repository';
import type { UserRow } from '../db/accounts.table';
import { forbidden, notFound } from '../lib/errors';
import { nowIso } from '../lib/time';
import { guard, requireUser } from '../plugins/auth';
import { writeAudit } from './audit-repository';
import { toPage } from '../lib/paging';
import { tokenSecurity } from '../plugins/openapi';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const writeErrors = { ...errors, 409: ErrorBody, 503: ErrorBody };

const toCentreUser = (u: UserRow): CentreUser => ({
  id: u.id,
  username: u.username,
  display_name: u.display_name,
  role: u.role as Role,
  email: u.email,
  is_active: Boolean(u.is_active),
  phone: u.phone,
});

/**
 * The staff tool's user list over the account table: managers read it; admins open staff accounts (by invitation
 * mail), mail password resets, change roles and deactivate. No secret (hash, key, link) ever leaves in an answer.
 */
export function userRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/user/',
    {
      onRequest: guard.role('manager'),
      schema: {
        security: tokenSecurity,
        tags: ['centre'],
        summary: 'User list',
        description: 'A DRF-style page {count, next, previous, results}, by username. Needs manager.',
        querystring: CentreUserQuery,
        response: { 200: paged(CentreUser), ...errors },
      },
    },
    async (request) => {
      const { role, limit, offset } = request.query;
      let q = app.db.selectFrom('app_user');
      if (role) q = q.where('role', '=', role);
      const { count } = await q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      const rows = await q.selectAll().orderBy('username_key').orderBy('id').limit(limit).offset(offset).execute();
      return toPage(request, Number(count), rows.map(toCentreUser), limit, offset);
    },
  );

  app.get(
    '/api/user/staff/',
    {
      onRequest: guard.role('staff'),
      schema: {
        security: tokenSecurity,
        tags: ['centre'],
        summary: 'Staff directory',
        description:
          'Every staff, manager and admin account as {id, display_name, is_active}, by id: the names ' +
          'rosters and records show. Deactivated accounts are listed too, so past records keep their names. Needs staff.',
        response: { 200: z.array(StaffName), 401: ErrorBody, 403: ErrorBody },
      },
    },
    async () => {
      const rows = await app.db
        .selectFrom('app_user')
        .select(['id', 'display_name', 'username', 'is_active'])
        .where('role', 'in', ['staff', 'manager', 'admin'])
        .orderBy('id')
        .execute();
      // An account without a display name shows as its username, as the staff tool's header does.
      return rows.map((u) => ({ id: u.id, display_name: u.display_name || u.username, is_active: Boolean(u.is_active) }));
    },
  );

  app.post(
    '/api/user/',
    {
      onRequest: guard.role('admin'),
      schema: {
        security: tokenSecurity,
        tags: ['centre'],
        summary: 'Open a staff or manager account',
        description:
          'Creates the account without a usable password and mails its owner an invitation whose single-use link ' +
          '(72 hours) sets one; invitation_sent is false when the mail server refused the mail (reset_password sends ' +
          'another). 409 username_taken / email_taken. Needs admin.',
        body: CentreUserCreate,
        response: { 201: CentreUserCreated, ...writeErrors },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const { user, sent } = await createStaffAccount(app, actor.id, request.body);
      return reply.code(201).send({ ...toCentreUser(user), invitation_sent: sent });
    },
  );

  app.post(
    '/api/user/:id/reset_password/',
    {
      onRequest: guard.role('admin'),
      schema: {
        security: tokenSecurity,
        tags: ['centre'],
        summary: 'Mail a user a link to set a new password',
        description:
          'The link works once, for 1 hour; the current password keeps working until it is used. 409 account_inactive ' +
          'for a deactivated account; 503 when the mail server refused the mail. Needs admin.',
        params: IdParams,
        response: { 200: okSaying('A link to set a new password was mailed to the account’s address.'), ...writeErrors },
      },
    },
    async (request) => {
      await mailPasswordReset(app, requireUser(request).id, request.params.id);
      return { detail: 'A link to set a new password was mailed to the account’s address.' };
    },
  );

  app.put(
    '/api/user/:id/',
    {
      onRequest: guard.role('admin'),
      schema: {
        security: tokenSecurity,
        tags: ['centre'],
        summary: "Change a user's role or active flag",
        description:
          'Deactivating a user ends all of their sessions. Admins cannot demote or deactivate themselves. Needs admin.',
        params: IdParams,
        body: CentreUserUpdate,
        response: { 200: CentreUser, ...errors },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const { id } = request.params;
      const { role, is_active } = request.body;
      // Locking oneself out would leave no one to undo it.
      if (id === actor.id && (role !== undefined || is_active === false))
        throw forbidden('You cannot change your own role or deactivate yourself.');
      return app.db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) throw notFound(`No user with id ${id}.`);
        const set: { role?: string; is_active?: number } = {};
        const changed: Record<string, [unknown, unknown]> = {};
        if (role !== undefined && role !== before.role) {
          set.role = role;
          changed.role = [before.role, role];
        }
        if (is_active !== undefined && Number(is_active) !== before.is_active) {
          set.is_active = is_active ? 1 : 0;
          changed.is_active = [Boolean(before.is_active), is_active];
        }
        if (!Object.keys(set).length) return toCentreUser(before);
        const after = await trx
          .updateTable('app_user')
          .set({ ...set, updated_at: nowIso() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (set.is_active === 0) await revokeUserTokens(trx, id);
        await writeAudit(trx, { actorId: actor.id, action: 'update', entity: 'user', entityId: id, changed });
        return toCentreUser(after);
      });
    },
  );
}
