import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Id } from '@pnc/schemas/common';
import { EcpayForm } from '@pnc/schemas/shop/ecpay';
import { AppError, conflict, invalid } from '../../../lib/errors';
import { guard, requireUser } from '../../../plugins/auth';
import { noSecurity } from '../../../plugins/openapi';
import { ownOrderRow } from '../../checkout/order-repository';
import { perUser } from '../../rate-limit';
import { choosePaymentFor, newCheckoutForm } from './checkout-form';
import { handlePaymentInfo, handleReturn, RTN_ATM_ISSUED, RTN_CVS_ISSUED } from './callbacks';
import { ecpayUrls } from './urls';

const OrderParams = z.object({ orderId: Id });
/** ECPay posts application/x-www-form-urlencoded fields; every one of them is signed. */
const EcpayMessage = z.record(z.string(), z.string());
const EcpayAnswer = z.string().meta({ description: '`1|OK` when taken (also for a repeat), `0|reason` when refused' });

/** ECPay AIO: the checkout form for the customer's browser, ECPay's server-to-server callbacks, the browser's return. */
export async function ecpayRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['shop: payments'];

  app.post(
    '/api/payment/ecpay/:orderId/form/',
    {
      onRequest: guard.user,
      config: { rateLimit: perUser(10) },
      schema: {
        security: [{ token: [] }],
        tags,
        summary: "A new ECPay payment attempt for the customer's own waiting order: the AIO form to post to ECPay",
        description:
          'Each call is a new attempt with a new MerchantTradeNo (so a declined card can pay again) for the order total. ' +
          'The browser posts `fields` to `action` as a form. 409 order_not_waiting once the order is paid, failed or expired; ' +
          '409 payment_info_issued once ECPay issued the order its ATM account or store code.',
        params: OrderParams,
        response: { 200: EcpayForm },
      },
    },
    async (request) => {
      const order = await ownOrderRow(app.db, request.params.orderId, requireUser(request).id);
      if (order.payment_provider !== 'ecpay' || !choosePaymentFor[order.payment_type as keyof typeof choosePaymentFor]) {
        throw invalid({ payment_type: ['wrong_payment_type'] }, 'This order is not paid through ECPay.');
      }
      if (order.status !== 'waiting' || (order.expires_at && order.expires_at < new Date().toISOString())) {
        throw conflict('order_not_waiting', 'This order is no longer waiting for payment.');
      }
      // One ATM account or store code an order: once ECPay issued one, the customer pays that (a second would be
      // another place to send money, and the order keeps only the first).
      if (order.atm_account !== null || order.payment_code !== null) {
        throw conflict('payment_info_issued', 'This order already has its ATM account or store code: pay with that one.');
      }
      return newCheckoutForm(app.db, app.config, order);
    },
  );

  const callback = (url: string, summary: string, handle: typeof handleReturn) => {
    const kind = url.includes('payment-info') ? 'payment_info' : 'return';
    const counted = (outcome: 'accepted' | 'refused') => app.metrics.paymentCallbacks.inc({ provider: 'ecpay', kind, outcome });
    return app.post(
      url,
      {
        schema: {
          security: noSecurity,
          tags,
          summary,
          description:
            "Server to server from ECPay. Refused (`0|…`, nothing changes) unless its CheckMacValue verifies under our keys, the MerchantID is ours, the MerchantTradeNo is one we issued and TradeAmt is the order's total.",
          body: EcpayMessage,
          response: {
            200: { description: '`1|OK`', content: { 'text/plain': { schema: EcpayAnswer } } },
            400: { description: '`0|` and the reason', content: { 'text/plain': { schema: EcpayAnswer } } },
          },
        },
        // ECPay reads a text answer: a message refused before the handler (not string fields, U+0000 or a lone
        // surrogate, refused by the text-input check) is answered `0|…` too, never the JSON error shape.
        errorHandler: (err: { statusCode?: number; status?: number }, request, reply) => {
          if ((err.statusCode ?? err.status) !== 400) throw err;
          counted('refused');
          request.log.warn({ reason: 'Bad Request' }, 'ECPay message refused');
          return reply.code(400).type('text/plain; charset=utf-8').send('0|Bad Request');
        },
      },
      async (request, reply) => {
        const answer = await handle(app, request.body);
        counted(answer.ok ? 'accepted' : 'refused');
        if (!answer.ok) request.log.warn({ reason: answer.text, orderId: answer.orderId }, 'ECPay message refused');
        // A plain string with no content type goes out as text/plain, as ECPay reads it.
        return reply
          .code(answer.ok ? 200 : 400)
          .type('text/plain; charset=utf-8')
          .send(answer.text);
      },
    );
  };
  callback(
    '/api/payment/ecpay/return/',
    "ECPay's payment result (ReturnURL): RtnCode 1 marks the order paid, once",
    handleReturn,
  );
  callback(
    '/api/payment/ecpay/payment-info/',
    "ECPay's ATM account or store code (PaymentInfoURL): kept on the order with its deadline, once",
    handlePaymentInfo,
  );

  app.post(
    '/api/payment/ecpay/result/',
    {
      schema: {
        security: noSecurity,
        tags,
        summary:
          "The customer's browser back from ECPay (OrderResultURL / ClientRedirectURL): verified like a callback, then 303 to the payment result page",
        body: EcpayMessage,
        response: { 303: z.null().meta({ description: 'to /payment/result/{orderId}' }) },
      },
    },
    async (request, reply) => {
      const fields = request.body;
      const issued = fields.RtnCode === RTN_ATM_ISSUED || fields.RtnCode === RTN_CVS_ISSUED;
      // Signed by ECPay like ReturnURL, so a verified result counts; ReturnURL stays the source of truth.
      const answer = issued ? await handlePaymentInfo(app, fields) : await handleReturn(app, fields);
      if (answer.orderId === undefined) throw new AppError(400, 'bad_request', 'This payment result could not be verified.');
      return reply.redirect(ecpayUrls(app.config).resultPage(answer.orderId), 303);
    },
  );
}
