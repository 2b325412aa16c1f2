import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '@pnc/schemas/common';
import { CalendarAnswer, type CalendarEvent, CalendarQuery, calendarEventTypes } from '@pnc/schemas/centre/calendar';
import type { DbOrTrx } from './audit-repository';
import { guard } from '../plugins/auth';
import { taipeiDate, taipeiWindow, todayTaipei } from './care-time';
import { untyped } from './repository';
import { auditReads, noteRefs } from './read-audit';
import { tokenSecurity } from '../plugins/openapi';

const joinTitle = (...parts: (string | null | undefined)[]) => parts.filter((p) => p != null && p !== '').join(' · ');

/**
 * Every dated event of [from_date, from_date + duration) Taipei days, from the records they come
 * from: contracts' expected dates (not cancelled), check-ins, booked stays' first days, stay ends (not cancelled), visits,
 * reservations and outings, repairs and duty assignments. Titles are data (names, room numbers, tasks), never
 * words: the client translates `type`.
 */
async function calendarEvents(db: DbOrTrx, from: string, duration: number): Promise<CalendarEvent[]> {
  const d = untyped(db);
  const w = taipeiWindow(from, duration);
  const out: CalendarEvent[] = [];
  /** One event, referring to the record (entity, id) it comes from. */
  const add = (date: string, type: CalendarEvent['type'], title: string, entity: string, id: number) =>
    out.push({ date, type, title, ref: { entity, id: Number(id) } });

  const contracts = (await d
    .selectFrom('contract as c')
    .innerJoin('mother as m', 'm.id', 'c.mother')
    .select(['c.id', 'c.expected_date', 'm.name'])
    .where('c.expected_date', '>=', from)
    .where('c.expected_date', '<', w.endDate)
    .where('c.status', '!=', 'cancelled')
    .execute()) as { id: number; expected_date: string; name: string }[];
  for (const r of contracts) add(r.expected_date, 'expected_date', r.name, 'contract', r.id);

  const checkins = (await d
    .selectFrom('mom_checkin_record as c')
    .innerJoin('mother as m', 'm.id', 'c.mother')
    .leftJoin('room as r', 'r.id', 'c.room')
    .select(['c.id', 'c.checkin_at', 'm.name', 'r.number'])
    .where('c.checkin_at', '>=', w.start)
    .where('c.checkin_at', '<', w.end)
    .execute()) as { id: number; checkin_at: string; name: string; number: string | null }[];
  for (const r of checkins) add(taipeiDate(r.checkin_at), 'checkin', joinTitle(r.name, r.number), 'mom_checkin_record', r.id);

  /** Stays whose `day` (their first or their end) falls in the window, as events of `type` on that day. */
  const stayEvents = async (day: 'start_date' | 'end_date', type: 'stay_start' | 'stay_end', bookedOnly: boolean) => {
    let q = d
      .selectFrom('mom_living_record as s')
      .innerJoin('mother as m', 'm.id', 's.mother')
      .innerJoin('room as r', 'r.id', 's.room')
      .select(['s.id', `s.${day} as day`, 'm.name', 'r.number'])
      .where(`s.${day}`, '>=', from)
      .where(`s.${day}`, '<', w.endDate)
      // A cancelled booking neither arrives nor leaves.
      .where('s.status', '!=', 'cancelled');
    if (bookedOnly) q = q.where('s.status', '=', 'booked');
    for (const r of (await q.execute()) as { id: number; day: string; name: string; number: string }[])
      add(r.day, type, joinTitle(r.name, r.number), 'mom_living_record', r.id);
  };
  // A stay's planned arrival on its first day, only while it is booked: once checked in (in_house, later
  // checked_out) its `checkin` event shows the arrival, so one arrival is never shown twice.
  await stayEvents('start_date', 'stay_start', true);
  await stayEvents('end_date', 'stay_end', false);

  const visits = (await d
    .selectFrom('visit_record as v')
    .innerJoin('mother as m', 'm.id', 'v.mother')
    .select(['v.id', 'v.visited_at', 'v.visitor_name', 'm.name'])
    .where('v.visited_at', '>=', w.start)
    .where('v.visited_at', '<', w.end)
    .execute()) as { id: number; visited_at: string; visitor_name: string; name: string }[];
  for (const r of visits) add(taipeiDate(r.visited_at), 'visit', joinTitle(r.name, r.visitor_name), 'visit_record', r.id);

  const outings = (await d
    .selectFrom('reservation_and_outside as o')
    .innerJoin('mother as m', 'm.id', 'o.mother')
    .select(['o.id', 'o.kind', 'o.start_at', 'o.destination_or_purpose', 'm.name'])
    .where('o.start_at', '>=', w.start)
    .where('o.start_at', '<', w.end)
    .execute()) as {
    id: number;
    kind: 'reservation' | 'outside';
    start_at: string;
    destination_or_purpose: string | null;
    name: string;
  }[];
  for (const r of outings)
    add(taipeiDate(r.start_at), r.kind, joinTitle(r.name, r.destination_or_purpose), 'reservation_and_outside', r.id);

  const repairs = (await d
    .selectFrom('room_repairment_record as x')
    .innerJoin('room as r', 'r.id', 'x.room')
    .select(['x.id', 'x.reported_at', 'x.issue', 'r.number'])
    .where('x.reported_at', '>=', w.start)
    .where('x.reported_at', '<', w.end)
    .execute()) as { id: number; reported_at: string; issue: string; number: string }[];
  for (const r of repairs) add(taipeiDate(r.reported_at), 'repair', joinTitle(r.number, r.issue), 'room_repairment_record', r.id);

  const duties = (await d
    .selectFrom('assignment as a')
    .innerJoin('app_user as u', 'u.id', 'a.user')
    .leftJoin('room as r', 'r.id', 'a.room')
    .select(['a.id', 'a.date', 'a.task', 'u.display_name', 'r.number'])
    .where('a.date', '>=', from)
    .where('a.date', '<', w.endDate)
    .execute()) as { id: number; date: string; task: string | null; display_name: string; number: string | null }[];
  for (const r of duties) add(r.date, 'assignment', joinTitle(r.display_name, r.number, r.task), 'assignment', r.id);

  const rank = (t: CalendarEvent['type']) => calendarEventTypes.indexOf(t);
  return out.sort((a, b) => a.date.localeCompare(b.date) || rank(a.type) - rank(b.type) || a.ref.id - b.ref.id);
}

/** GET /api/calendar/?from_date&duration (staff). */
export function calendarRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/calendar/',
    {
      onRequest: guard.role('staff'),
      onSend: auditReads,
      schema: {
        security: tokenSecurity,
        tags: ['centre'],
        summary: 'Centre calendar',
        description:
          'A plain array of events {date, type, title, ref: {entity, id}} for the Taipei days [from_date, ' +
          'from_date + duration), sorted by date, then type in the order ' +
          `${calendarEventTypes.join(', ')}, then record id. from_date defaults to today, duration to 7 (1–92).`,
        querystring: CalendarQuery,
        response: { 200: CalendarAnswer, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const events = await calendarEvents(app.db, request.query.from_date ?? todayTaipei(), request.query.duration);
      noteRefs(
        request,
        events.map((e) => e.ref),
      );
      return events;
    },
  );
}
