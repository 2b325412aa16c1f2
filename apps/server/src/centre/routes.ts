import type { FastifyInstance } from 'fastify';
import { centreResources } from '@pnc/schemas/centre/resources';
import { guard } from '../plugins/auth';
import { auditRoutes } from './audit-routes';
import { babyHooks } from './baby-routes';
import { careHooks, careRoutes } from './care-routes';
import { contractMoneyHooks } from './contract-money';
import { contractRoutes } from './contract-routes';
import { billingHooks } from './mom-billing-record-routes';
import { checkinRoutes } from './mom-checkin-record-routes';
import { checkoutRoutes } from './mom-checkout-routes';
import { livingRecordHooks } from './mom-living-record-routes';
import { motherStayWindow } from './mother-stay-window';
import type { ResourceHooks } from './repository';
import { registerResource } from './resource-routes';
import { userRoutes } from './user-routes';

/** What differs from the generic path, by resource name. */
const hooks: Record<string, ResourceHooks> = {
  baby: babyHooks,
  contract: { customFilter: motherStayWindow, reads: ['mom_living_record'], ...contractMoneyHooks },
  mom_living_record: livingRecordHooks,
  mom_billing_record: billingHooks,
  ...careHooks,
};

/**
 * Every centre route. One guard for the whole subtree: anonymous callers get 401 and customers
 * 403 before anything else runs; routes needing more (manager, admin) add their own guard.
 */
export async function centreRoutes(app: FastifyInstance) {
  app.addHook('onRequest', guard.role('staff'));
  // Static paths before the generic ones (find-my-way prefers them anyway).
  contractRoutes(app);
  checkinRoutes(app);
  checkoutRoutes(app);
  userRoutes(app);
  auditRoutes(app);
  careRoutes(app);
  for (const def of centreResources) registerResource(app, def, hooks[def.name]);
}
