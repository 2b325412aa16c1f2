import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ErrorBody } from '@pnc/schemas/common';
import { HandoverConflict, HandoverNotes, HandoverQuery, HandoverSheet, HandoverSign } from '@pnc/schemas/centre/shift-handover';
import { shiftAt } from '@pnc/schemas/centre/shift-time';
import { invalid } from '../lib/errors';
import { requireUser } from '../plugins/auth';
import { tokenSecurity } from '../plugins/openapi';
import { readHandover, saveNotes, type ShiftKey, signHandover } from './handover-repository';
import { sheetReads } from './handover-sheet';
import { writeReadAudit } from './audit-repository';
import { auditReads, noteRead, routeOf } from './read-audit';

/** ?date=&shift=: both, or neither for the shift under way; one without the other is a 400 naming the missing one. */
function shiftOf(query: z.infer<typeof HandoverQuery>): ShiftKey {
  const { date, shift } = query;
  if (date && shift) return { date, shift };
  if (!date && !shift) return shiftAt();
  throw invalid(
    { [date ? 'shift' : 'date']: ['required'] },
    'Give both the date and the shift, or neither for the shift under way.',
  );
}

/** The answer shows health data: one audit row per kind of record it holds (reads of mothers first). */
function noteSheet(request: FastifyRequest, sheet: HandoverSheet) {
  for (const { entity, ids } of sheetReads(sheet)) noteRead(request, entity, ids);
  return sheet;
}

const answers = { 200: HandoverSheet, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const shiftWords =
  'The shift is ?date= (YYYY-MM-DD) and ?shift= (day 08–16, evening 16–24, night 00–08, Taipei time), both or ' +
  'neither for the shift under way.';

/**
 * Shift handover (交班): GET the sheet, PUT its notes, POST a signature. Every answer holds health data and is
 * audited with the records it showed; every write leaves its audit row in its own transaction.
 */
export function handoverRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/handover/',
    {
      onSend: auditReads,
      schema: {
        tags: ['centre'],
        security: tokenSecurity,
        operationId: 'readHandover',
        summary: "A shift's handover sheet",
        description:
          `${shiftWords} Per mother in the house during the shift (by room) and per baby of hers: the health ` +
          'records with a record time in the shift, the clinical flags open at its end and the note. Built from ' +
          'the records until the outgoing nurse signs; from then on the sheet as she signed it. Health data: each ' +
          'read is kept in the audit log with the ids shown. Needs staff.',
        querystring: HandoverQuery,
        response: answers,
      },
    },
    async (request) => noteSheet(request, await readHandover(app.db, shiftOf(request.query))),
  );

  app.put(
    '/api/handover/',
    {
      onSend: auditReads,
      schema: {
        tags: ['centre'],
        security: tokenSecurity,
        operationId: 'saveHandoverNotes',
        summary: "Save a shift's handover notes",
        description:
          `${shiftWords} The body holds every note of the shift (one left out is removed, an empty one is none), ` +
          'each naming a mother or baby on the sheet once (400 otherwise), and `version`: the notes_version of the ' +
          'sheet the notes were written on. When someone saved since, nothing changes and the answer is 409 ' +
          'stale_note with `current`: the notes as saved now, who saved them and when, and the version to merge ' +
          'against and save again (that answer is a read of those mothers and babies, audited). Refused with 409 ' +
          'handover_signed once the outgoing nurse has signed. Answers the sheet. Needs staff.',
        querystring: HandoverQuery,
        body: HandoverNotes,
        response: { ...answers, 409: HandoverConflict },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const saved = await saveNotes(app.db, shiftOf(request.query), request.body, user);
      if ('sheet' in saved) return noteSheet(request, saved.sheet);
      const { stale: current } = saved;
      await writeReadAudit(app.db, {
        actorId: user.id,
        route: routeOf(request),
        reads: [
          { entity: 'mother', ids: current.mothers.map((m) => m.mother) },
          { entity: 'baby', ids: current.babies.map((b) => b.baby) },
        ],
      });
      return reply
        .code(409)
        .header('cache-control', 'no-store')
        .send({
          status: 409,
          code: 'stale_note' as const,
          message: 'Someone else saved these notes since you opened them: merge their notes with yours and save again.',
          current,
        });
    },
  );

  app.post(
    '/api/handover/sign/',
    {
      onSend: auditReads,
      schema: {
        tags: ['centre'],
        security: tokenSecurity,
        operationId: 'signHandover',
        summary: 'Sign a shift handover',
        description:
          `${shiftWords} {as: "outgoing"} signs the shift over once it has begun (409 shift_not_started before), ` +
          'freezing the sheet, its records, flags and notes, as they are; {as: "incoming"} then receives it, by ' +
          'another nurse (409 handover_not_handed_over before the outgoing signature, handover_same_nurse for the ' +
          'outgoing nurse herself). Each role signs once (409 handover_signed). Answers the signed sheet. Needs staff.',
        querystring: HandoverQuery,
        body: HandoverSign,
        response: { ...answers, 409: ErrorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return noteSheet(request, await signHandover(app.db, shiftOf(request.query), request.body.as, user));
    },
  );
}
