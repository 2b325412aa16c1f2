import { z } from 'zod';

/**
 * The ECPay AIO checkout form for one payment attempt: the browser builds a <form method="post" action> with
 * these hidden fields (CheckMacValue included) and submits it, which takes the customer to ECPay's payment page.
 */
export const EcpayForm = z
  .object({
    action: z.string(),
    fields: z.record(z.string(), z.string()),
  })
  .meta({
    id: 'EcpayForm',
    examples: [
      {
        action: 'https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5',
        fields: {
          MerchantID: '3002607',
          MerchantTradeNo: 'PSGT3A9F0C12B7E4D851',
          MerchantTradeDate: '2026/03/02 09:30:00',
          PaymentType: 'aio',
          TotalAmount: '1460',
          TradeDesc: 'Order 1024',
          ItemName: '有機棉紗布包巾 x 2',
          ReturnURL: 'https://centre.example.tw/api/payment/ecpay/return/',
          ChoosePayment: 'Credit',
          EncryptType: '1',
          ClientBackURL: 'https://centre.example.tw/payment/result/1024',
          CustomField1: '1024',
          OrderResultURL: 'https://centre.example.tw/api/payment/ecpay/result/',
          CheckMacValue: '6C51C9E6888DE861FD62FB1DD17029FC742634498FD813DC43D4243B5685B840',
        },
      },
    ],
  });
export type EcpayForm = z.infer<typeof EcpayForm>;
