import type { FastifyInstance } from 'fastify';
import { centreResources } from '@pnc/schemas/centre/resources';
import { guard } from '../plugins/auth';
import { auditRoutes } from './audit-routes';
import { careRoutes } from './care-routes';
import { contractRoutes } from './contract-routes';
import { handoverRoutes } from './handover-routes';
import { checkinRoutes } from './mom-checkin-record-routes';
import { checkoutRoutes } from './mom-checkout-routes';
import { changeRoomRoutes } from './stay-change-room-routes';
import { cancelStayRoutes } from './stay-cancel-routes';
import { clinicalFlagRoutes } from './clinical-flags/flag-routes';
import { withFlagRules } from './clinical-flags/raise-flags';
import { motherExportRoutes } from './mother-export-routes';
import { newbornMilestoneRoutes } from './newborn-milestone-routes';
import { withRecordRules } from './record-rule-hooks';
import { centreOverrides } from './entities';
import { idempotencyKeyUpkeep } from './idempotency-upkeep';
import { registerResource } from './resource-routes';
import { todayRoutes } from './today-routes';
import { roomRoutes } from './room-routes';
import { userRoutes } from './user-routes';

/**
 * Every centre route. One guard for the whole subtree: anonymous callers get 401 and customers
 * 403 before anything else runs; routes needing more (manager, admin) add their own guard.
 */
export async function centreRoutes(app: FastifyInstance) {
  app.addHook('onRequest', guard.role('staff'));
  idempotencyKeyUpkeep(app);
  // Static paths before the generic ones (find-my-way prefers them anyway).
  contractRoutes(app);
  checkinRoutes(app);
  checkoutRoutes(app);
  changeRoomRoutes(app);
  cancelStayRoutes(app);
  roomRoutes(app);
  userRoutes(app);
  auditRoutes(app);
  careRoutes(app);
  todayRoutes(app);
  handoverRoutes(app);
  newbornMilestoneRoutes(app);
  motherExportRoutes(app);
  clinicalFlagRoutes(app);
  // A record that crosses a clinical rule raises its flag in the same transaction (clinical-flags/).
  for (const def of centreResources) registerResource(app, def, withFlagRules(def, withRecordRules(def, centreOverrides.get(def))));
}
