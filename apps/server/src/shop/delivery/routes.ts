import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CvsMapForm, CvsMapRequest, CvsPick, CvsPickRequest, CvsStore } from '@pnc/schemas/shop/delivery';
import { noSecurity } from '../../plugins/openapi';
import { perUser } from '../rate-limit';
import { cvsMapForm, readMapReply, REPLY_PATH, SANDBOX_MAP_PATH } from './cvs-map';
import { answerMapVisit, forgetExpiredVisits, openMapVisit, usePick } from './cvs-pick-repository';
import { sandboxMapPage } from './sandbox-map';

/** The map's reply and the sandbox map's form: ECPay's field names, all text, none required (a stray post is refused, not a 400 page). */
const MapFields = z.object(
  Object.fromEntries(
    [
      'MerchantID',
      'MerchantTradeNo',
      'LogisticsType',
      'LogisticsSubType',
      'IsCollection',
      'ServerReplyURL',
      'CVSStoreID',
      'CVSStoreName',
      'CVSAddress',
      'CVSTelephone',
      'CVSOutSide',
      'ExtraData',
      'Device',
    ].map((k) => [k, z.string().max(300).optional()]),
  ),
);

/** Where the shopper lands after the map: checkout, with the pick's token, or with `store_error` when the reply was refused. */
const CHECKOUT_PAGE = '/cart/checkout';

/** Convenience-store pickup: the map form, the map's reply, the pick read back once, and the demo map. */
export async function deliveryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['shop: delivery'];

  app.post(
    '/api/delivery/cvs-map/',
    {
      config: { rateLimit: perUser(30) },
      schema: {
        security: noSecurity,
        tags,
        summary: "The store map's form for one chain: the browser posts `fields` to `action` (ECPay's 電子地圖, or the demo map)",
        description:
          'Each call opens one map visit (30 minutes). The map posts the chosen store back to this server, which sends the ' +
          'browser to /cart/checkout?store=<token>; POST /api/delivery/cvs-pick/ {token} then answers the store once.',
        body: CvsMapRequest,
        response: { 200: CvsMapForm },
      },
    },
    async (request) => {
      // Now and then, visits past their time are forgotten (nothing reads them, and each is refused by its expiry anyway).
      if (Math.random() < 0.05) await forgetExpiredVisits(app.db);
      const tradeNo = await openMapVisit(app.db, request.body.brand);
      return cvsMapForm(app.config, { tradeNo, brand: request.body.brand, device: request.body.device });
    },
  );

  app.post(
    REPLY_PATH,
    {
      config: { rateLimit: perUser(30) },
      schema: {
        security: noSecurity,
        tags,
        summary: "The store map's reply (a browser form post from the map): 303 to checkout with a single-use token",
        description:
          'Accepted once for a MerchantTradeNo this server issued, unexpired, for the same chain and merchant, with ExtraData ' +
          'echoing it; anything else changes nothing and lands on /cart/checkout?store_error=1.',
        body: MapFields,
        response: { 303: z.null().describe('Location: /cart/checkout?store=<token> (or ?store_error=1)') },
      },
    },
    async (request, reply) => {
      const read = readMapReply(app.config, request.body);
      const store = read && CvsStore.safeParse(read.store);
      const token = read && store?.success ? await answerMapVisit(app.db, read.tradeNo, store.data) : undefined;
      const to = token ? `${CHECKOUT_PAGE}?store=${encodeURIComponent(token)}` : `${CHECKOUT_PAGE}?store_error=1`;
      return reply.code(303).header('location', to).header('cache-control', 'no-store').send(null);
    },
  );

  // A POST with the token in the body, not a GET with it in the path: reading spends it, and no log line may hold it.
  app.post(
    '/api/delivery/cvs-pick/',
    {
      config: { rateLimit: perUser(30) },
      schema: {
        security: noSecurity,
        tags,
        summary: 'The store picked on the map, answered once for its token (400 invalid_key when used, unknown or expired)',
        description: 'The token is the `store` query value /cart/checkout was opened with after the map.',
        body: CvsPickRequest,
        response: { 200: CvsPick },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return usePick(app.db, request.body.token);
    },
  );

  app.post(
    SANDBOX_MAP_PATH,
    {
      config: { rateLimit: perUser(30) },
      schema: {
        security: noSecurity,
        tags,
        summary: "The demo store map (LOGISTICS_PROVIDER=sandbox): takes ECPay's map form, answers a page of made-up stores",
        description: 'Each store is a form that posts the pick back as ECPay does. 404 when the ecpay provider is configured.',
        body: MapFields,
        response: { 200: { description: 'the demo map page', content: { 'text/html': { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      if (app.config.shop.logistics.provider !== 'sandbox') return reply.callNotFound();
      return reply.type('text/html; charset=utf-8').send(sandboxMapPage(request.body, REPLY_PATH));
    },
  );
}
