import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, testConfig } from '../src/config';
import { engines, type Harness, setupApp } from './helper';
import { cartText, makeItem, orderTo, type ShopUser, userWithToken } from './shop-support';
import { replyFor, startFakeEcpayMap } from './support/fake-ecpay-map';

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

/** Asks for the map form of a chain. */
async function mapForm(h: Harness, brand: string) {
  const res = await h.inject({ method: 'POST', url: '/api/delivery/cvs-map/', payload: { brand } });
  expect(res.statusCode).toBe(200);
  return res.json() as { action: string; fields: Record<string, string> };
}

/** Posts the map's reply as the browser does; answers the redirect's location. */
async function postReply(h: Harness, fields: Record<string, string>) {
  const res = await h.inject({ method: 'POST', url: '/api/delivery/cvs-map/reply/', ...form(fields) });
  expect(res.statusCode).toBe(303);
  return String(res.headers.location);
}

const readPick = (h: Harness, token: string | null) =>
  h.inject({ method: 'POST', url: '/api/delivery/cvs-pick/', payload: { token } });

const tokenOf = (location: string) => new URL(location, 'http://x').searchParams.get('store');

describe.each(engines)('delivery on %s: addresses, fees and the free-shipping gap', (engine) => {
  const h = setupApp(engine);

  async function setup(price = 500, stock = 10) {
    const manager = await userWithToken(h, 'manager');
    const customer = await userWithToken(h, 'customer');
    const item = await makeItem(h, manager, { price, stock });
    return { customer, item };
  }
  const order = (customer: ShopUser, payload: object) =>
    customer.send('POST', '/checkout/order/', { payment_type: 'atm', ...payload });

  it('refuses a home address whose zip is not the one of its city and district, and changes nothing', async () => {
    const { customer, item } = await setup();
    const data = cartText({ k: { item_id: item.id, quantity: 1 } });
    const cases: [object, Record<string, string[]>][] = [
      // 106 is 臺北市大安區: a real zip, of another district. Never corrected to 100.
      [{ zip: '106' }, { 'delivery.zip': ['zip_mismatch'] }],
      // 中正區 exists in 臺北市 and 基隆市 (202), but 三民區 is not a district of 臺北市.
      [{ district: '三民區' }, { 'delivery.district': ['not_one_of'] }],
      [{ city: '台北市' }, { 'delivery.city': ['not_one_of'] }],
      [{ zip: '10' }, { 'delivery.zip': ['invalid'] }],
    ];
    for (const [change, fields] of cases) {
      const res = await order(customer, { data, ...orderTo, delivery: { ...orderTo.delivery, ...change } });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', fields });
    }
    const stock = await h.db.selectFrom('item').select('stock').where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(stock.stock).toBe(10);
    const orders = await h.db.selectFrom('shop_order').select('id').where('user_id', '=', customer.id).execute();
    expect(orders).toEqual([]);

    // The same city and district with their own zip pass: 新竹市 is one postal area (300) for all its districts.
    const ok = await order(customer, {
      data,
      ...orderTo,
      delivery: { method: 'home', zip: '300', city: '新竹市', district: '香山區', address: '中華路五段 1 號' },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().delivery).toMatchObject({ method: 'home', zip: '300', city: '新竹市', district: '香山區', store: null });
  });

  it('prices each delivery method: the fee in pre-checkout and in the order, and how much more ships free', async () => {
    const { customer, item } = await setup(500);
    const price = (quantity: number, delivery_method?: string) =>
      customer.send('POST', '/api/pre_checkout/', {
        data: cartText({ k: { item_id: item.id, quantity } }),
        ...(delivery_method && { delivery_method }),
      });
    const home = (await price(2)).json();
    expect(home).toMatchObject({
      subtotal: 1000,
      delivery_method: 'home',
      shipping_fee: 100,
      total: 1100,
      shipping_fees: { home: 100, cvs: 60 },
      free_shipping_at: 1500,
      free_shipping_gap: 500,
    });
    expect((await price(2, 'cvs')).json()).toMatchObject({ delivery_method: 'cvs', shipping_fee: 60, total: 1060 });
    expect((await price(3, 'cvs')).json()).toMatchObject({
      shipping_fee: 0,
      free_shipping_gap: 0,
      shipping_fees: { home: 0, cvs: 0 },
    });
    expect((await price(1, 'truck')).statusCode).toBe(400);
    // The guest quote answers the same.
    const quote = await h.inject({
      method: 'POST',
      url: '/api/cart/quote/',
      payload: { data: cartText({ k: { item_id: item.id, quantity: 2 } }), delivery_method: 'cvs' },
    });
    expect(quote.json()).toMatchObject({ shipping_fee: 60, free_shipping_gap: 500 });

    const data = cartText({ k: { item_id: item.id, quantity: 2 } });
    const store = {
      method: 'cvs',
      brand: 'family',
      store_id: '006598',
      store_name: '全家台大店',
      store_address: '臺北市大安區羅斯福路四段 1 號',
    };
    const byStore = await order(customer, { data, ...orderTo, delivery: store });
    expect(byStore.statusCode).toBe(201);
    expect(byStore.json()).toMatchObject({ subtotal: 1000, shipping_fee: 60, total: 1060 });
    expect(byStore.json().delivery.store).toMatchObject({ brand: 'family', store_id: '006598' });
    const byHome = await order(customer, { data, ...orderTo });
    expect(byHome.json()).toMatchObject({ shipping_fee: 100, total: 1100 });
    const bad = await order(customer, { data, ...orderTo, delivery: { ...store, store_id: '00 65' } });
    expect(bad.json()).toMatchObject({ code: 'validation_error', fields: { 'delivery.store_id': ['invalid'] } });
  });

  it('keeps an address book per customer: one default, and nobody else may read, change or delete it', async () => {
    const a = await userWithToken(h, 'customer');
    const b = await userWithToken(h, 'customer');
    const home = {
      label: '家',
      name: '王小美',
      phone: '0912345678',
      zip: '807',
      city: '高雄市',
      district: '三民區',
      address: '建國二路 1 號',
    };
    const add = (who: typeof a, body: object) => who.send('POST', '/api/address/', body);
    const created = await add(a, home);
    expect(created.statusCode).toBe(201);
    const first = created.json();
    expect(first).toMatchObject({ ...home, is_default: true }); // the first one is the default
    const second = (await add(a, { ...home, label: '娘家', zip: '880', city: '澎湖縣', district: '馬公市' })).json();
    expect(second.is_default).toBe(false);
    const third = (
      await add(a, { ...home, label: '公司', zip: '209', city: '連江縣', district: '南竿鄉', is_default: true })
    ).json();
    const list = async (who: typeof a) =>
      (await who.send('GET', '/api/address/')).json() as {
        id: number;
        is_default: boolean;
      }[];
    expect((await list(a)).filter((x) => x.is_default).map((x) => x.id)).toEqual([third.id]);
    expect((await list(a))[0]!.id).toBe(third.id);

    const put = (who: typeof a, id: number, body: object) => who.send('PUT', `/api/address/${id}/`, body);
    expect((await put(a, second.id, { ...home, is_default: true })).json().is_default).toBe(true);
    expect((await list(a)).filter((x) => x.is_default).map((x) => x.id)).toEqual([second.id]);

    // A zip that does not match is refused, on create and on update, and nothing changes.
    const mismatch = await put(a, second.id, { ...home, zip: '100' });
    expect(mismatch.json()).toMatchObject({ code: 'validation_error', fields: { zip: ['zip_mismatch'] } });
    expect((await add(a, { ...home, district: '中正區' })).json().fields).toEqual({ district: ['not_one_of'] });
    expect((await list(a)).length).toBe(3);

    // B sees none of A's, and A's answer to B exactly as a missing address does.
    expect(await list(b)).toEqual([]);
    const missing = await put(b, 999_999, home);
    for (const res of [await put(b, first.id, home), await b.send('DELETE', `/api/address/${first.id}/`)]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
    expect((await h.inject({ method: 'GET', url: '/api/address/' })).statusCode).toBe(401);
    const kept = await h.db.selectFrom('user_address').selectAll().where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ user_id: a.id, label: '家', zip: '807' });

    expect((await a.send('DELETE', `/api/address/${first.id}/`)).statusCode).toBe(200);
    expect((await list(a)).map((x) => x.id).sort()).toEqual([second.id, third.id].sort());
  });

  it('keeps one default when two requests set it at once', async () => {
    const a = await userWithToken(h, 'customer');
    const base = {
      name: '王小美',
      phone: '0912345678',
      zip: '100',
      city: '臺北市',
      district: '中正區',
      address: '重慶南路一段 1 號',
    };
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await a.send('POST', '/api/address/', base)).json().id);
    const results = await Promise.all(ids.map((id) => a.send('PUT', `/api/address/${id}/`, { ...base, is_default: true })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const defaults = await h.db
      .selectFrom('user_address')
      .select('id')
      .where('user_id', '=', a.id)
      .where('is_default', '=', 1)
      .execute();
    expect(defaults.length).toBe(1);
  });
});

describe.each(engines)('the store map on %s (sandbox, the default)', (engine) => {
  const h = setupApp(engine);

  it('hands out a form for the demo map, whose page posts the pick back; the pick is read once', async () => {
    const { action, fields } = await mapForm(h, '711');
    expect(action).toBe('/api/delivery/sandbox-map/');
    expect(fields).toMatchObject({
      MerchantID: '2000933',
      LogisticsType: 'CVS',
      LogisticsSubType: 'UNIMARTC2C',
      IsCollection: 'N',
    });
    expect(fields.ServerReplyURL).toMatch(/\/api\/delivery\/cvs-map\/reply\/$/);
    expect(JSON.stringify(fields)).not.toMatch(/XBERn1YOvpM9nfZc|h1ONHk4P4yqbl5LK/); // no hash key or IV

    const page = await h.inject({ method: 'POST', url: action, ...form(fields) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('示範地圖');
    expect(page.body).toContain(`value="${fields.MerchantTradeNo}"`);
    expect(page.body).toContain('action="/api/delivery/cvs-map/reply/"');

    const location = await postReply(h, {
      MerchantID: fields.MerchantID!,
      MerchantTradeNo: fields.MerchantTradeNo!,
      LogisticsSubType: 'UNIMARTC2C',
      CVSStoreID: '991182',
      CVSStoreName: '示範門市 鑫光',
      CVSAddress: '臺北市中正區忠孝西路一段 49 號（示範）',
      CVSTelephone: '',
      CVSOutSide: '0',
      ExtraData: fields.ExtraData!,
    });
    expect(location).toMatch(/^\/cart\/checkout\?store=[\w-]{40,}$/);
    const token = tokenOf(location)!;
    const pick = await readPick(h, token);
    expect(pick.statusCode).toBe(200);
    expect(pick.json()).toEqual({
      brand: '711',
      store_id: '991182',
      store_name: '示範門市 鑫光',
      store_address: '臺北市中正區忠孝西路一段 49 號（示範）',
    });
    const again = await readPick(h, token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_key');
    // The token is kept only as a hash, and no log line holds it.
    const stored = await h.db
      .selectFrom('cvs_pick')
      .selectAll()
      .where('trade_no', '=', fields.MerchantTradeNo!)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(h.logs.join('\n')).not.toContain(token);
  });
});

describe.each(engines)('the store map on %s against a fake ECPay map', (engine) => {
  let fake: Awaited<ReturnType<typeof startFakeEcpayMap>>;
  const base = testConfig();
  const shop: Config['shop'] = { ...base.shop, logistics: { provider: 'ecpay', ecpay: { ...base.shop.logistics.ecpay } } };
  beforeAll(async () => {
    fake = await startFakeEcpayMap();
    shop.logistics.ecpay.url = fake.url; // read when the app is built, just after
  });
  afterAll(async () => fake?.close());
  const h = setupApp(engine, { config: { shop, publicUrl: 'https://shop.example.tw' } });

  /** Posts our form to the fake map as the browser would, and answers the reply the fake map's page posts back. */
  async function visitMap(brand: string) {
    const { action, fields } = await mapForm(h, brand);
    expect(action).toBe(`${fake.url}/Express/map`);
    const page = await fetch(action, { method: 'POST', body: new URLSearchParams(fields) });
    expect(page.status, await page.clone().text()).toBe(200);
    expect(await page.text()).toContain('action="https://shop.example.tw/api/delivery/cvs-map/reply/"');
    return { fields, reply: replyFor(fake.forms.at(-1)!) };
  }

  it("speaks ECPay's map protocol: the form is accepted, the reply is taken once, the store read once", async () => {
    const { fields, reply } = await visitMap('hilife');
    expect(fields.LogisticsSubType).toBe('HILIFEC2C');
    expect(fields.Device).toBe('0');
    const token = tokenOf(await postReply(h, reply))!;
    expect(token).toBeTruthy();
    // The same reply again (a replay) is refused, and the first pick stays as it was.
    expect(await postReply(h, { ...reply, CVSStoreName: '別家店' })).toBe('/cart/checkout?store_error=1');
    const pick = (await readPick(h, token)).json();
    expect(pick).toEqual({
      brand: 'hilife',
      store_id: '4338',
      store_name: '萊爾富馬公店',
      store_address: '澎湖縣馬公市中正路 1 號',
    });
  });

  it('refuses forged replies: a trade number it never issued, another merchant or chain, a broken echo, a bad store id', async () => {
    const { reply } = await visitMap('family');
    const forged = [
      { ...reply, MerchantTradeNo: 'f'.repeat(20), ExtraData: 'f'.repeat(20) },
      { ...reply, MerchantID: '2000132' },
      { ...reply, LogisticsSubType: 'UNIMARTC2C' },
      { ...reply, ExtraData: 'something-else' },
      { ...reply, CVSStoreID: '<script>' },
      { CVSStoreID: '006598' },
    ];
    for (const f of forged)
      expect(await postReply(h, f as Record<string, string>), JSON.stringify(f)).toBe('/cart/checkout?store_error=1');
    // None of them spent the visit: the real reply still goes through.
    expect(tokenOf(await postReply(h, reply))).toBeTruthy();
  });

  it('refuses an expired visit and an expired pick', async () => {
    const late = await visitMap('ok');
    await h.db
      .updateTable('cvs_pick')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('trade_no', '=', late.fields.MerchantTradeNo!)
      .execute();
    expect(await postReply(h, late.reply)).toBe('/cart/checkout?store_error=1');

    const { fields, reply } = await visitMap('ok');
    const token = tokenOf(await postReply(h, reply))!;
    await h.db
      .updateTable('cvs_pick')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('trade_no', '=', fields.MerchantTradeNo!)
      .execute();
    const res = await readPick(h, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_key');
  });

  it('answers a pick to one of two concurrent reads, and takes one of two concurrent replies', async () => {
    const { reply } = await visitMap('711');
    const locations = await Promise.all([postReply(h, reply), postReply(h, reply)]);
    const tokens = locations.map(tokenOf).filter(Boolean);
    expect(tokens.length).toBe(1);
    const reads = await Promise.all([1, 2, 3].map(() => readPick(h, tokens[0]!)));
    expect(reads.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it("lets the page post forms to ECPay's map origin (CSP form-action)", async () => {
    const res = await h.inject({ method: 'GET', url: '/api/health/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`form-action 'self'[^;]* ${fake.url.replace(/[.]/g, '\\.')}`));
    // The demo map is not served when ECPay's map is configured.
    expect((await h.inject({ method: 'POST', url: '/api/delivery/sandbox-map/', ...form({}) })).statusCode).toBe(404);
  });
});
