import type { FastifyInstance } from 'fastify';
import { MINUTE } from '../lib/time';
import { accountShopRoutes } from './account/routes';
import { catalogueRoutes } from './catalogue/routes';
import { newsRoutes } from './catalogue/news-routes';
import { siteRoutes } from './catalogue/site-routes';
import { variantRoutes } from './catalogue/variant-routes';
import { adminOrderRoutes } from './checkout/admin-routes';
import { checkoutRoutes } from './checkout/routes';
import { cartQuoteRoutes } from './checkout/quote-routes';
import { expireAtmOrders, recoverStuckPayments } from './checkout/order-repository';
import { remindUnpaidOrders } from './checkout/order-notify';
import { retryInvoices } from './invoices/invoice-service';
import { commentRoutes } from './comments/routes';
import { addressRoutes } from './delivery/address-routes';
import { deliveryRoutes } from './delivery/routes';
import { paymentProviders } from './payments/index';
import { paymentRoutes } from './payments/routes';
import { ecpayRoutes } from './payments/ecpay/routes';
import { reconcileEcpayPayments } from './payments/ecpay/reconcile';
import { uploadRoutes } from './uploads/routes';
import { searchIndexUpkeep } from './catalogue/search-upkeep';

/**
 * Every shop route, and the sweep (every 5 minutes, safe on every instance at once): unpaid orders past their deadline
 * fail, interrupted payments un-stick, deadline reminders go out, missing provider callbacks are reconciled with the
 * provider's trade query, and e-invoices the provider refused are tried again. On SQLite, the keyword index is merged
 * when the server is ready and daily (catalogue/search-upkeep.ts).
 */
export async function shopRoutes(app: FastifyInstance) {
  const providers = paymentProviders(app.config);
  await app.register(siteRoutes);
  await app.register(catalogueRoutes);
  await app.register(variantRoutes);
  await app.register(newsRoutes);
  await app.register(commentRoutes);
  await app.register(checkoutRoutes, { providers });
  await app.register(cartQuoteRoutes);
  await app.register(paymentRoutes, { providers });
  await app.register(ecpayRoutes);
  await app.register(adminOrderRoutes);
  await app.register(accountShopRoutes);
  await app.register(uploadRoutes);
  await app.register(deliveryRoutes);
  await app.register(addressRoutes);

  const sweep = setInterval(() => {
    Promise.all([
      expireAtmOrders(app.db),
      recoverStuckPayments(app.db),
      remindUnpaidOrders(app),
      reconcileEcpayPayments(app),
      retryInvoices(app),
    ]).catch((err: unknown) => app.log.warn({ err }, 'order sweep failed'));
  }, 5 * MINUTE);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  searchIndexUpkeep(app);
}
