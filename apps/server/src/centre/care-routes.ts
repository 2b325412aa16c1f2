import type { FastifyInstance } from 'fastify';
import { calendarRoutes } from './calendar-routes';
import { sparePartRecordRoutes } from './spare-part-routes';
import { stockTakeRoutes } from './stock-take-routes';

/** The care routes that are not generic: stock movements and the calendar. */
export function careRoutes(app: FastifyInstance) {
  sparePartRecordRoutes(app);
  stockTakeRoutes(app);
  calendarRoutes(app);
}
