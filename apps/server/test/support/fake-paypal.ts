import { fakeServer } from './fake-server';

interface FakeOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  amount: { currency_code: string; value: string };
  custom_id: string;
  captures: number;
  /** capture requests received, successful or not. */
  captureCalls: number;
  /** the capture reports this amount instead (a tampered or partial payment). */
  paidValue?: string;
}

/** A PayPal Orders v2 stand-in on 127.0.0.1: OAuth token, create, capture, get. Tests approve or void orders by hand. */
export function fakePaypal() {
  const orders = new Map<string, FakeOrder>();
  let seq = 0;
  let failCreate = false;
  const view = (o: FakeOrder) => ({
    id: o.id,
    status: o.status,
    links: [{ rel: 'approve', href: `https://paypal.test/checkoutnow?token=${o.id}` }],
    purchase_units: [
      {
        custom_id: o.custom_id,
        amount: o.amount,
        payments:
          o.status === 'COMPLETED'
            ? {
                captures: [
                  { id: `CAP-${o.id}`, status: 'COMPLETED', amount: { ...o.amount, value: o.paidValue ?? o.amount.value } },
                ],
              }
            : undefined,
      },
    ],
  });
  const server = fakeServer((req, res, raw) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = req.url ?? '';
    if (url === '/v1/oauth2/token') {
      const ok = req.headers.authorization === `Basic ${Buffer.from('cid:secret').toString('base64')}`;
      return ok ? send(200, { access_token: 'tok', expires_in: 3600 }) : send(401, { error: 'invalid_client' });
    }
    if (req.headers.authorization !== 'Bearer tok') return send(401, {});
    if (req.method === 'POST' && url === '/v2/checkout/orders') {
      if (failCreate) return send(500, {});
      const unit = (JSON.parse(String(raw)) as { purchase_units: { amount: FakeOrder['amount']; custom_id: string }[] })
        .purchase_units[0]!;
      const o: FakeOrder = {
        id: `PP${++seq}`,
        status: 'CREATED',
        amount: unit.amount,
        custom_id: unit.custom_id,
        captures: 0,
        captureCalls: 0,
      };
      orders.set(o.id, o);
      return send(201, view(o));
    }
    const m = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(url);
    const o = m && orders.get(m[1]!);
    if (!o) return send(404, { name: 'RESOURCE_NOT_FOUND' });
    if (req.method === 'GET') return send(200, view(o));
    o.captureCalls++;
    // Answer slowly, so concurrent results really overlap.
    setTimeout(() => {
      if (o.status === 'COMPLETED')
        return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
      if (o.status !== 'APPROVED') return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
      o.status = 'COMPLETED';
      o.captures++;
      send(201, view(o));
    }, 30);
  });
  return {
    orders,
    failCreate: (on: boolean) => void (failCreate = on),
    start: () => server.listen(),
    stop: server.close,
  };
}
