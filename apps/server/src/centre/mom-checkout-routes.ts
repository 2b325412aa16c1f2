import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '@pnc/schemas/common';
import { billTotals } from '@pnc/schemas/centre/bill';
import { CheckoutPreview, CheckoutPreviewQuery, checkoutRequest, CheckoutResult } from '@pnc/schemas/centre/checkout';
import { momLivingRecord } from '@pnc/schemas/centre/mom-living-record';
import { mother as motherResource } from '@pnc/schemas/centre/mother';
import { findUserByLogin } from '../accounts/user-repository';
import { AppError, conflict } from '../lib/errors';
import { dummyHash, verifyPassword } from '../lib/passwords';
import { hit, release } from '../lib/throttle';
import { MINUTE, nowIso } from '../lib/time';
import { guard, hasRole, requireUser } from '../plugins/auth';
import type { Role } from '@pnc/schemas/common';
import { type DbOrTrx, writeAudit } from './audit-repository';
import { checkoutEndDate, earlyLeaveLines, type EarlyLeaveLine, settleEarlyLeave } from './early-leave';
import { auditReads, noteRead } from './read-audit';
import { fromRow, getRow, isPostgres, untyped } from './repository';
import { tokenSecurity } from '../plugins/openapi';

const CONFIRM_WINDOW_MS = 15 * MINUTE;
export const CONFIRM_LIMIT = 5;

const refused = () =>
  new AppError(403, 'confirmation_failed', 'The confirmation needs the username and password of another active staff member.');
const needsManager = (balance: number) =>
  new AppError(
    403,
    'confirmation_needs_manager',
    `NT$${balance} is not settled: a checkout with money owed either way is confirmed by a manager.`,
  );
const throttled = () => new AppError(429, 'throttled', 'Too many failed confirmations. Wait a few minutes and try again.');

/**
 * The bill of one mother (rule: billTotals, shared with the web's billing tab and printed bill), with lines a
 * checkout is about to write (the days not stayed) counted in.
 */
async function billSummary(db: DbOrTrx, mother: number, pending: readonly EarlyLeaveLine[] = []) {
  const rows = (await untyped(db)
    .selectFrom('mom_billing_record')
    .select(['category', 'amount', 'paid'])
    .where('mother', '=', mother)
    .execute()) as { category: string; amount: number | string; paid: number }[];
  // PostgreSQL answers bigint amounts as strings, SQLite booleans as 0/1.
  return billTotals(
    [...rows, ...pending].map((r) => ({ category: r.category, amount: Number(r.amount), paid: Number(r.paid) !== 0 })),
  );
}

/** The lines a checkout writes, as the preview and the answer list them. */
const shownLines = (lines: readonly EarlyLeaveLine[]) =>
  lines.map(({ item, category, quantity, unit_price, amount }) => ({ item, category, quantity, unit_price, amount }));

/** What checking out this stay now would credit and show: the nights billed and not stayed, and the bill with them. */
async function checkoutBill(db: DbOrTrx, mother: number, stay: Record<string, unknown> | undefined) {
  if (!stay) return { endDate: null, credits: [], bill: await billSummary(db, mother) };
  const plannedEnd = stay.end_date as string;
  const endDate = checkoutEndDate(plannedEnd);
  const credits = await earlyLeaveLines(db, { mother, stay: Number(stay.id), plannedEnd, endDate });
  return { endDate, credits, bill: await billSummary(db, mother, credits) };
}

/**
 * A second person confirms: the credentials must be another active staff member's (a night shift's second nurse);
 * whether a manager is needed is the bill's question, asked in the checkout's transaction. Failures count against
 * both the caller and the named user, like login; a success gives its slots back.
 */
async function confirmBySecondPerson(app: FastifyInstance, request: FastifyRequest, username: string, password: string) {
  const caller = requireUser(request);
  const keys = [`checkout:caller:${caller.id}`, `checkout:user:${username.toLowerCase()}`];
  for (const [i, key] of keys.entries()) {
    const { count } = await hit(app.db, key, CONFIRM_WINDOW_MS);
    if (count > CONFIRM_LIMIT) {
      await Promise.all(keys.slice(0, i + 1).map((k) => release(app.db, k)));
      throw throttled();
    }
  }
  const user = await findUserByLogin(app.db, username);
  // An unknown name costs one hash check too, so timing does not tell which names exist.
  const ok = await verifyPassword(user?.password_hash ?? (await dummyHash()), password);
  if (!user || !ok || !user.is_active || !hasRole(user.role as Role, 'staff') || user.id === caller.id) throw refused();
  await Promise.all(keys.map((k) => release(app.db, k)));
  return { id: user.id, manager: hasRole(user.role as Role, 'manager') };
}

/** The mother's stay in house now, locked for the checkout on PostgreSQL (a booked future stay is never it). */
async function currentStay(t: DbOrTrx, mother: number) {
  let q = untyped(t)
    .selectFrom('mom_living_record')
    .selectAll()
    .where('mother', '=', mother)
    .where('status', '=', 'in_house')
    .orderBy('start_date', 'desc')
    .limit(1);
  if (isPostgres(t)) q = q.forUpdate();
  return (await q.executeTakeFirst()) as Record<string, unknown> | undefined;
}

async function checkout(
  app: FastifyInstance,
  request: FastifyRequest,
  body: { mother: number; username: string; password: string; confirm_balance?: number | undefined },
) {
  const caller = requireUser(request);
  const second = await confirmBySecondPerson(app, request, body.username, body.password);
  return app.db.transaction().execute(async (t): Promise<CheckoutResult> => {
    const trx = untyped(t);
    await getRow(t, motherResource, body.mother);
    const stay = await currentStay(t, body.mother);
    if (!stay) throw conflict('no_open_stay', 'This mother has no stay in house to check out.', { mother: ['no stay in house'] });

    // A balance either way (after the nights not stayed are credited) is said and confirmed, by a manager: the
    // confirmation names the balance the user saw, so a bill changed in between is shown again first.
    const { endDate, credits, bill } = await checkoutBill(t, body.mother, stay);
    if (bill.balance !== 0 && body.confirm_balance !== bill.balance)
      throw conflict('balance_owed', `NT$${bill.balance} is not settled: confirm the balance to check out anyway.`, {
        confirm_balance: [String(bill.balance)],
      });
    if (bill.balance !== 0 && !second.manager) throw needsManager(bill.balance);

    const now = nowIso();
    const closed = await trx
      .updateTable('mom_living_record')
      .set({ end_date: endDate, status: 'checked_out', checked_out_at: now, updated_at: now })
      .where('id', '=', stay.id as number)
      .where('status', '=', 'in_house')
      .returningAll()
      .executeTakeFirstOrThrow();
    // Before the contract is completed: the credit names the open contract.
    for (const line of credits) await settleEarlyLeave(t, line, caller.id);
    const room = (await trx
      .selectFrom('room')
      .select('status')
      .where('id', '=', stay.room as number)
      .executeTakeFirstOrThrow()) as {
      status: string;
    };
    await trx
      .updateTable('room')
      .set({ status: 'cleaning', updated_at: now })
      .where('id', '=', stay.room as number)
      .execute();
    // The contract is completed when no other stay of hers is still to come (a room change books the next one).
    const still = await trx
      .selectFrom('mom_living_record')
      .select('id')
      .where('mother', '=', body.mother)
      .where('status', 'in', ['booked', 'in_house'])
      .executeTakeFirst();
    const contracts = still
      ? []
      : ((await trx
          .updateTable('contract')
          .set({ status: 'completed', updated_at: now })
          .where('mother', '=', body.mother)
          .where('status', '=', 'checked_in')
          .returning('id')
          .execute()) as { id: number }[]);

    await writeAudit(t, {
      actorId: caller.id,
      action: 'checkout',
      entity: 'mom_living_record',
      entityId: stay.id as number,
      changed: {
        confirmed_by: second.id,
        end_date: [stay.end_date, endDate],
        status: [stay.status, 'checked_out'],
        checked_out_at: [null, now],
        room: { id: stay.room, status: [room.status, 'cleaning'] },
        contracts_completed: contracts.map((c) => c.id),
        ...bill,
        ...(bill.balance !== 0 && { balance_confirmed: bill.balance }),
      },
    });
    return { ...bill, lines: shownLines(credits), stay: fromRow(momLivingRecord, closed) as CheckoutResult['stay'] };
  });
}

/**
 * mom_checkout: staff check a mother out with a second person's credentials, in a POST body only: a password never
 * rides in a URL (the spec's query-string GET is gone, decision 0033).
 */
export function checkoutRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const response = {
    200: CheckoutResult,
    400: ErrorBody,
    401: ErrorBody,
    403: ErrorBody,
    404: ErrorBody,
    409: ErrorBody,
    429: ErrorBody,
  };
  const description =
    'Closes the stay in house (status checked_out, end_date becomes today if later, checked_out_at now), sets the room to cleaning, ' +
    'credits the nights billed and not stayed (early_leave lines at the price they were billed at, listed in `lines`) and completes the contract when no other stay of hers is to come; ' +
    '409 balance_owed when the balance after that credit is not 0 (owed either way) and confirm_balance is not that balance. ' +
    'Answers the bill summary in NT$: billed = charges less credits (discounts, nights not stayed); paid = paid charges and deposits less refunds handed back; balance = billed − paid. ' +
    'username/password: another active staff member (403 confirmation_failed otherwise; 429 after repeated failures); a non-zero balance needs a manager (403 confirmation_needs_manager). Never logged.';
  app.get(
    '/api/mom_checkout/balance/',
    {
      onRequest: guard.role('staff'),
      onSend: auditReads,
      schema: {
        security: tokenSecurity,
        tags: ['centre'],
        summary: 'What a checkout would show',
        description:
          'The bill summary a checkout now would answer (the days not stayed credited) and her stay in house (null when none): a balance above 0 must be confirmed as confirm_balance.',
        querystring: CheckoutPreviewQuery,
        response: { 200: CheckoutPreview, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      await getRow(app.db, motherResource, request.query.mother);
      const stay = await currentStay(app.db, request.query.mother);
      if (stay) noteRead(request, 'mom_living_record', [stay.id as number]);
      const { bill, credits } = await checkoutBill(app.db, request.query.mother, stay);
      return {
        ...bill,
        lines: shownLines(credits),
        stay: stay ? (fromRow(momLivingRecord, stay) as CheckoutPreview['stay']) : null,
      };
    },
  );
  app.post(
    '/api/mom_checkout/',
    {
      onRequest: guard.role('staff'),
      schema: {
        security: tokenSecurity,
        tags: ['centre'],
        summary: 'Check a mother out',
        description,
        body: checkoutRequest(),
        response,
      },
    },
    async (request) => checkout(app, request, request.body),
  );
}
