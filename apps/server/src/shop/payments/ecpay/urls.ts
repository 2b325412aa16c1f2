import type { Config } from '../../../config';

/** Where ECPay is reached and where it answers us: our PUBLIC_URL routes, and ECPay's AIO endpoints. */
export const ecpayUrls = (config: Config) => ({
  checkout: `${config.shop.ecpay.aioUrl}/Cashier/AioCheckOut/V5`,
  queryTrade: `${config.shop.ecpay.aioUrl}/Cashier/QueryTradeInfo/V5`,
  returnUrl: `${config.publicUrl}/api/payment/ecpay/return/`,
  paymentInfoUrl: `${config.publicUrl}/api/payment/ecpay/payment-info/`,
  orderResultUrl: `${config.publicUrl}/api/payment/ecpay/result/`,
  resultPage: (orderId: number) => `${config.public.webUrl.replace(/\/$/, '')}/payment/result/${orderId}`,
});

/** The one origin our pages may post a form to beside our own (CSP form-action): ECPay's, when it is the provider. */
export const ecpayFormOrigins = (config: Config): string[] =>
  config.shop.paymentProvider === 'ecpay' ? [new URL(config.shop.ecpay.aioUrl).origin] : [];
