import type { FastifyInstance } from 'fastify';
import { centreResources } from '@pnc/schemas/centre/resources';
import { guard } from '../plugins/auth';
import { assignmentHooks } from './assignment-hooks';
import { auditRoutes } from './audit-routes';
import { babyHealthRecordHooks } from './baby-health-record-routes';
import { babyHooks } from './baby-routes';
import { careHooks, careRoutes } from './care-routes';
import { contractHooks, contractRoutes } from './contract-routes';
import { contractMoneyHooks } from './contract-money';
import { handoverRoutes } from './handover-routes';
import { billingHooks } from './mom-billing-record-routes';
import { checkinHooks, checkinRoutes } from './mom-checkin-record-routes';
import { checkoutRoutes } from './mom-checkout-routes';
import { changeRoomRoutes } from './stay-change-room-routes';
import { cancelStayRoutes } from './stay-cancel-routes';
import { clinicalFlagRoutes } from './clinical-flags/flag-routes';
import { withFlagRules } from './clinical-flags/raise-flags';
import { epdsHooks } from './epds-hooks';
import { consentHooks } from './consent-hooks';
import { motherExportRoutes } from './mother-export-routes';
import { livingRecordHooks } from './mom-living-record-routes';
import { motherHooks } from './mother-identity';
import { motherRoomHooks } from './mother-room';
import { newbornMilestoneHooks, newbornMilestoneRoutes } from './newborn-milestone-routes';
import { withRecordRules } from './record-rule-hooks';
import type { ResourceHooks } from './repository';
import { idempotencyKeyUpkeep } from './idempotency-upkeep';
import { registerResource } from './resource-routes';
import { todayRoutes } from './today-routes';
import { withRepairRules } from './room-repair-routes';
import { roomHooks, roomRoutes } from './room-routes';
import { userRoutes } from './user-routes';

/** What differs from the generic path, by resource name. */
const hooks: Record<string, ResourceHooks> = {
  assignment: assignmentHooks,
  baby: babyHooks,
  // A jaundice reading names its method (TSB or TcB).
  baby_health_record: babyHealthRecordHooks,
  // Status from the stay's events, total and deposit line from the money rules.
  contract: {
    ...contractHooks,
    ...contractMoneyHooks,
    compute: (row) => ({ ...contractHooks.compute!(row), ...contractMoneyHooks.compute!(row) }),
  },
  mom_checkin_record: checkinHooks,
  room: roomHooks,
  mom_living_record: livingRecordHooks,
  mom_billing_record: billingHooks,
  // One on file once (identity); her room from her stays (derived).
  mother: { ...motherHooks, ...motherRoomHooks },
  newborn_milestone: newbornMilestoneHooks,
  ...careHooks,
  mom_consent: consentHooks,
  room_repairment_record: withRepairRules(careHooks.room_repairment_record),
  epds_screening: epdsHooks,
};

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
  for (const def of centreResources) registerResource(app, def, withFlagRules(def, withRecordRules(def, hooks[def.name])));
}
