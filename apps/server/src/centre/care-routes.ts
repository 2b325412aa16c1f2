import type { FastifyInstance } from 'fastify';
import { invalid } from '../lib/errors';
import { calendarRoutes } from './calendar-routes';
import { careEventHooks } from './care-event-hooks';
import { incubatorArrangementHooks } from './incubator-arrangement-routes';
import { incubatorHooks } from './incubator-status';
import { mealPlanHooks, roomingInHooks } from './period-rules';
import type { ResourceHooks, Row } from './repository';
import { sparePartHooks, sparePartRecordRoutes } from './spare-part-routes';
import { stockTakeRoutes } from './stock-take-routes';
import { visitRecordHooks } from './visit-record-routes';

/** An end that may be empty but never before its start (equal is a zero-length period). */
const endNotBefore =
  (start: string, end: string): ResourceHooks['beforeWrite'] =>
  async (_trx, row: Row) => {
    if (row[end] != null && row[start] != null && String(row[end]) < String(row[start]))
      throw invalid({ [end]: [`must not be before ${start}`] });
  };

/** What the care resources (issue 6) add to the generic routes, by resource name. */
export const careHooks: Record<string, ResourceHooks> = {
  mom_meal_info: mealPlanHooks,
  mom_borrow_record: { beforeWrite: endNotBefore('borrowed_at', 'returned_at') },
  reservation_and_outside: { beforeWrite: endNotBefore('start_at', 'end_at') },
  room_repairment_record: { beforeWrite: endNotBefore('reported_at', 'fixed_at') },
  baby_mom_rooming_in_record: roomingInHooks,
  visit_record: visitRecordHooks,
  incubator_arrangement: incubatorArrangementHooks,
  incubator: incubatorHooks,
  spare_part: sparePartHooks,
  baby_care_event: careEventHooks,
};

/** The care routes that are not generic: stock movements and the calendar. */
export function careRoutes(app: FastifyInstance) {
  sparePartRecordRoutes(app);
  stockTakeRoutes(app);
  calendarRoutes(app);
}
