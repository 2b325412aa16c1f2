import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PreCheckout, PreCheckoutRequest } from '@pnc/schemas/shop/order';
import { noSecurity } from '../../plugins/openapi';
import { perUser } from '../rate-limit';
import { parseCartText, priceCart } from './cart';

/** Guests may price a cart too (a cart shows totals and shipping before sign-in); it is priced by the same code as pre_checkout. */
export const QUOTES_PER_MINUTE = 60;

/** POST /api/cart/quote/: the public twin of the secured /api/pre_checkout/ (same body, same answer), limited per address. */
export async function cartQuoteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/cart/quote/',
    {
      config: { rateLimit: perUser(QUOTES_PER_MINUTE) },
      schema: {
        security: noSecurity,
        tags: ['shop: checkout'],
        summary: 'Price a cart without signing in: the same answer as /api/pre_checkout/ (lines, subtotal, shipping, total)',
        description:
          '`data` is the cart as JSON text, as for /api/pre_checkout/. Client prices are ignored. ' +
          `Limited to ${QUOTES_PER_MINUTE} a minute per address (429 throttled). Placing the order still needs a token.`,
        body: PreCheckoutRequest,
        response: { 200: PreCheckout },
      },
    },
    async (request) => priceCart(app.db, app.config, parseCartText(request.body.data), request.body.delivery_method),
  );
}
