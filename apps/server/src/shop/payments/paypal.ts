import type { Config } from '../../config';
import type { ShopOrderRow } from '../../db/shop.table';
import { type Outcome, type PaymentProvider, ProviderUnavailable } from './provider';

interface PaypalOrder {
  id?: string;
  status?: string;
  links?: { rel: string; href: string }[];
  purchase_units?: {
    custom_id?: string;
    amount?: { currency_code: string; value: string };
    payments?: { captures?: { id: string; status: string; amount?: { currency_code: string; value: string } }[] };
  }[];
  details?: { issue?: string }[];
}

/**
 * PayPal Orders v2. The base URL is configuration (tests run a fake PayPal on 127.0.0.1).
 * The result route never trusts the client: it captures (or reads) the order at PayPal and decides from that answer.
 */
export function paypalProvider(config: Config): PaymentProvider {
  const { apiUrl, clientId, clientSecret } = config.shop.paypal;
  let token: { value: string; until: number } | undefined;

  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    let res: Response;
    try {
      if (!token || token.until < Date.now()) {
        const t = await fetch(`${apiUrl}/v1/oauth2/token`, {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret ?? ''}`).toString('base64')}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: 'grant_type=client_credentials',
          signal: AbortSignal.timeout(10_000),
        });
        const json = (await t.json()) as { access_token?: string; expires_in?: number };
        if (!t.ok || !json.access_token) throw new ProviderUnavailable(`PayPal token: ${t.status}`);
        token = { value: json.access_token, until: Date.now() + Math.max(0, (json.expires_in ?? 300) - 60) * 1000 };
      }
      res = await fetch(`${apiUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${token.value}`, 'content-type': 'application/json', ...headers },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (err) {
      if (err instanceof ProviderUnavailable) throw err;
      throw new ProviderUnavailable(`PayPal unreachable: ${(err as Error).message}`);
    }
    if (res.status >= 500) throw new ProviderUnavailable(`PayPal answered ${res.status}`);
    const json = (await res.json().catch(() => ({}))) as PaypalOrder;
    return { status: res.status, json };
  }

  /** Paid means: PayPal says COMPLETED, for this order, for this amount in this currency. */
  function verdict(order: ShopOrderRow, pp: PaypalOrder): Outcome {
    const unit = pp.purchase_units?.[0];
    const capture = unit?.payments?.captures?.[0];
    if (pp.status === 'VOIDED' || capture?.status === 'DECLINED' || capture?.status === 'FAILED') return { result: 'failure' };
    if (pp.status !== 'COMPLETED' || capture?.status !== 'COMPLETED') return { result: 'pending' };
    const amount = capture.amount ?? unit?.amount;
    const matches =
      (unit?.custom_id === undefined || unit.custom_id === String(order.id)) &&
      amount?.currency_code === order.currency &&
      Number(amount.value) === order.total;
    return matches ? { result: 'success', reference: pp.id } : { result: 'failure' };
  }

  return {
    name: 'paypal',
    async start(order) {
      const { status, json } = await call(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: String(order.id),
              custom_id: String(order.id),
              description: order.title.slice(0, 127),
              amount: { currency_code: order.currency, value: String(order.total) },
            },
          ],
        },
        { 'PayPal-Request-Id': `create-${order.id}-${order.created_at}` },
      );
      if (status >= 400 || !json.id) throw new ProviderUnavailable(`PayPal create answered ${status}`);
      const approve = json.links?.find((l) => l.rel === 'approve' || l.rel === 'payer-action')?.href ?? null;
      return { payment_ref: json.id, approve_url: approve };
    },
    async settle(order) {
      const ref = encodeURIComponent(order.payment_ref ?? '');
      // No PayPal-Request-Id here: PayPal would replay a cached "not approved" answer to a later, approved attempt.
      // Only one capture runs per order anyway (waiting → processing), and PayPal refuses a second capture.
      const cap = await call('POST', `/v2/checkout/orders/${ref}/capture`, {});
      if (cap.status < 300) return verdict(order, cap.json);
      // Already captured, not approved yet, voided, declined…: PayPal's own view of the order decides.
      const got = await call('GET', `/v2/checkout/orders/${ref}`);
      if (got.status < 300) return verdict(order, got.json);
      return { result: 'pending' };
    },
  };
}
