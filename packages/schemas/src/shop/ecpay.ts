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
  .meta({ id: 'EcpayForm' });
export type EcpayForm = z.infer<typeof EcpayForm>;
