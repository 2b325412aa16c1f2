import { fakeServer } from './fake-server';

/**
 * ECPay's 物流 store map (電子地圖, `POST /Express/map`) on 127.0.0.1, as its documentation describes it: it takes the
 * merchant's form (MerchantID, MerchantTradeNo, LogisticsType=CVS, LogisticsSubType, IsCollection, ServerReplyURL,
 * ExtraData, Device; no CheckMacValue), shows the chain's stores, and the picked store goes back to ServerReplyURL
 * as a form post from the browser (MerchantID, MerchantTradeNo, LogisticsSubType, CVSStoreID, CVSStoreName,
 * CVSAddress, CVSTelephone, CVSOutSide, ExtraData). `replyFor` builds the same reply for tests that post it themselves.
 */
const C2C = ['UNIMARTC2C', 'FAMIC2C', 'HILIFEC2C', 'OKMARTC2C'];
const B2C = ['UNIMART', 'UNIMARTFREEZE', 'FAMI', 'HILIFE'];

const fakeStores: Record<string, { id: string; name: string; address: string; phone: string; outside: '0' | '1' }[]> = {
  UNIMARTC2C: [{ id: '131386', name: '建盛門市', address: '臺北市中正區重慶南路一段 122 號', phone: '0223886188', outside: '0' }],
  FAMIC2C: [{ id: '006598', name: '全家台大店', address: '臺北市大安區羅斯福路四段 1 號', phone: '0223657845', outside: '0' }],
  HILIFEC2C: [{ id: '4338', name: '萊爾富馬公店', address: '澎湖縣馬公市中正路 1 號', phone: '069261234', outside: '1' }],
  OKMARTC2C: [{ id: '1328', name: 'OK 南竿店', address: '連江縣南竿鄉介壽村 1 號', phone: '0836220000', outside: '1' }],
};

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The reply the map posts to ServerReplyURL for one store of the form's chain. */
export function replyFor(form: Record<string, string>, store = fakeStores[form.LogisticsSubType ?? '']?.[0]) {
  if (!store) throw new Error(`no fake store for ${form.LogisticsSubType}`);
  return {
    MerchantID: form.MerchantID ?? '',
    MerchantTradeNo: form.MerchantTradeNo ?? '',
    LogisticsSubType: form.LogisticsSubType ?? '',
    CVSStoreID: store.id,
    CVSStoreName: store.name,
    CVSAddress: store.address,
    CVSTelephone: store.phone,
    CVSOutSide: store.outside,
    ExtraData: form.ExtraData ?? '',
  };
}

export async function startFakeEcpayMap(merchantId = '2000933') {
  const forms: Record<string, string>[] = [];
  const server = fakeServer((req, res, raw) => {
    const page = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html><head><meta charset="utf-8"><title>Fake ECPay map</title></head><body>${body}</body></html>`);
    };
    if (req.method !== 'POST' || req.url !== '/Express/map') return page(404, 'not found');
    const form = Object.fromEntries(new URLSearchParams(String(raw)));
    forms.push(form);
    // The checks the documentation states: required fields, the merchant's own id, C2C or B2C subtypes only.
    const missing = ['MerchantID', 'LogisticsType', 'LogisticsSubType', 'IsCollection', 'ServerReplyURL'].filter((k) => !form[k]);
    if (missing.length) return page(400, `missing ${missing.join(', ')}`);
    if (form.MerchantID !== merchantId) return page(400, 'unknown MerchantID');
    if (form.LogisticsType !== 'CVS' || ![...C2C, ...B2C].includes(form.LogisticsSubType!))
      return page(400, 'bad LogisticsSubType');
    if ((form.ExtraData ?? '').length > 20 || (form.MerchantTradeNo ?? '').length > 20) return page(400, 'field too long');
    const stores = fakeStores[form.LogisticsSubType!] ?? [];
    const forms_ = stores
      .map((s) => {
        const fields = replyFor(form, s);
        const inputs = Object.entries(fields)
          .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
          .join('');
        return `<form method="post" action="${escape(form.ServerReplyURL!)}">${inputs}<button type="submit">${escape(s.name)}</button></form>`;
      })
      .join('');
    page(200, `<h1>Fake ECPay map</h1>${forms_}`);
  });
  const url = await server.listen();
  return {
    /** the value for ECPAY_LOGISTICS_URL. */
    url,
    merchantId,
    /** every map form received, as posted. */
    forms,
    close: server.close,
  };
}
