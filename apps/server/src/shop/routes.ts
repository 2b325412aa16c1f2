import type { FastifyInstance } from 'fastify';
import { MINUTE } from '../lib/time';
import { accountShopRoutes } from './account/routes';
import { catalogueRoutes } from './catalogue/routes';
import { newsRoutes } from './catalogue/news-routes';
import { siteRoutes } from './catalogue/site-routes';
import { adminOrderRoutes } from './checkout/admin-routes';
import { checkoutRoutes } from './checkout/routes';
import { expireAtmOrders, recoverStuckPayments } from './checkout/order-repository';
import { commentRoutes } from './comments/routes';
import { paymentProviders } from './payments/index';
import { paymentRoutes } from './payments/routes';
import { uploadRoutes } from './uploads/routes';

/** Every shop route, and the sweep (every 5 minutes) that fails unpaid ATM orders past their expiry and un-sticks interrupted payments. */
export async function shopRoutes(app: FastifyInstance) {
  const providers = paymentProviders(app.config);
  await app.register(siteRoutes);
  await app.register(catalogueRoutes);
  await app.register(newsRoutes);
  await app.register(commentRoutes);
  await app.register(checkoutRoutes, { providers });
  await app.register(paymentRoutes, { providers });
  await app.register(adminOrderRoutes);
  await app.register(accountShopRoutes);
  await app.register(uploadRoutes);

  const sweep = setInterval(() => {
    Promise.all([expireAtmOrders(app.db), recoverStuckPayments(app.db)]).catch((err: unknown) =>
      app.log.warn({ err }, 'order sweep failed'),
    );
  }, 5 * MINUTE);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
