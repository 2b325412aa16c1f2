import type { Carrier } from '@pnc/schemas/shop/admin-order';
import type { Order } from '@pnc/schemas/shop/order';
import { BUTTON_BACKGROUND, BUTTON_TEXT } from '../../accounts/mail-templates';
import type { Mail } from '../../lib/mailer';

export type Lang = 'tw' | 'en';
/** The mails of an order's life, each sent at most once (order_mail). */
export type OrderMailKind = 'placed' | 'payment_info' | 'reminder' | 'paid' | 'shipped' | 'cancelled' | 'refunded';

const SITE: Record<Lang, string> = { tw: '晨曦產後護理之家', en: 'Dawn Postnatal Care Centre' };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Times in a mail are Taipei wall-clock time, as the customer reads them. */
const taipeiTime = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'tw' ? 'zh-TW' : 'en-GB', {
    timeZone: 'Asia/Taipei',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));

const money = (n: number) => `NT$${n.toLocaleString('en-US')}`;

const CARRIERS: Record<Carrier, Record<Lang, string>> = {
  tcat: { tw: '黑貓宅急便', en: 'T-Cat' },
  hct: { tw: '新竹物流', en: 'HCT Logistics' },
  post: { tw: '中華郵政', en: 'Chunghwa Post' },
  kerry: { tw: '嘉里大榮', en: 'Kerry TJ' },
  '711': { tw: '7-ELEVEN 交貨便', en: '7-ELEVEN' },
  family: { tw: '全家店到店', en: 'FamilyMart' },
  hilife: { tw: '萊爾富', en: 'Hi-Life' },
  ok: { tw: 'OK 超商', en: 'OK Mart' },
  other: { tw: '其他物流', en: 'Other carrier' },
};
const carrierName = (c: string | null, lang: Lang) => (c ? (CARRIERS[c as Carrier]?.[lang] ?? c) : '');

const STORES: Record<string, Record<Lang, string>> = {
  '711': { tw: '7-ELEVEN', en: '7-ELEVEN' },
  family: { tw: '全家', en: 'FamilyMart' },
  hilife: { tw: '萊爾富', en: 'Hi-Life' },
  ok: { tw: 'OK 超商', en: 'OK Mart' },
};

const lineName = (json: string, lang: Lang) => {
  try {
    const item = JSON.parse(json) as { name_tw?: string; name_en?: string; variant?: { name_tw?: string; name_en?: string } };
    const name = (lang === 'en' ? item.name_en : item.name_tw) ?? item.name_tw ?? '';
    const variant = item.variant ? (lang === 'en' ? item.variant.name_en : item.variant.name_tw) : undefined;
    return variant ? `${name} (${variant})` : name;
  } catch {
    return '';
  }
};

const W = {
  tw: {
    hello: (n: string) => `${n} 您好：`,
    order: (id: number) => `訂單編號 #${id}`,
    total: '總計',
    shipping: '運費',
    deliverTo: '寄送至',
    pickupAt: '取貨門市',
    view: '查看訂單',
    atm: (bank: string, account: string, until: string) =>
      `請於 ${until} 前轉帳至 銀行代碼 ${bank}、虛擬帳號 ${account}。逾期訂單將自動取消。`,
    cvs: (code: string, until: string) => `請於 ${until} 前到超商櫃檯以繳費代碼 ${code} 付款。逾期訂單將自動取消。`,
    payLater: '您可以在訂單頁完成付款。',
    invoice: (n: string) => `電子發票號碼：${n}`,
  },
  en: {
    hello: (n: string) => `Hello ${n},`,
    order: (id: number) => `Order #${id}`,
    total: 'Total',
    shipping: 'Shipping',
    deliverTo: 'Deliver to',
    pickupAt: 'Pickup store',
    view: 'View the order',
    atm: (bank: string, account: string, until: string) =>
      `Please transfer before ${until} to bank code ${bank}, virtual account ${account}. Unpaid, the order is cancelled then.`,
    cvs: (code: string, until: string) =>
      `Please pay at a convenience store counter with payment code ${code} before ${until}. Unpaid, the order is cancelled then.`,
    payLater: 'You can complete the payment on the order page.',
    invoice: (n: string) => `E-invoice number: ${n}`,
  },
};

const SUBJECT: Record<OrderMailKind, Record<Lang, (id: number) => string>> = {
  placed: { tw: (id) => `訂單 #${id} 已成立`, en: (id) => `Order #${id} placed` },
  payment_info: { tw: (id) => `訂單 #${id} 的付款資訊`, en: (id) => `How to pay order #${id}` },
  reminder: { tw: (id) => `提醒：訂單 #${id} 明天截止付款`, en: (id) => `Reminder: order #${id} must be paid by tomorrow` },
  paid: { tw: (id) => `訂單 #${id} 已付款`, en: (id) => `Order #${id} is paid` },
  shipped: { tw: (id) => `訂單 #${id} 已出貨`, en: (id) => `Order #${id} has shipped` },
  cancelled: { tw: (id) => `訂單 #${id} 已取消`, en: (id) => `Order #${id} is cancelled` },
  refunded: { tw: (id) => `訂單 #${id} 已退款`, en: (id) => `Order #${id} is refunded` },
};

const LEAD: Record<OrderMailKind, Record<Lang, (o: Order) => string>> = {
  placed: { tw: () => '謝謝您的訂購，我們已收到您的訂單。', en: () => 'Thank you: we have your order.' },
  payment_info: { tw: () => '您的付款資訊如下。', en: () => 'Here is how to pay your order.' },
  reminder: {
    tw: () => '您的訂單尚未付款，付款期限就快到了。',
    en: () => 'Your order is not paid yet, and its deadline is near.',
  },
  paid: { tw: () => '我們已收到您的付款，將盡快為您出貨。', en: () => 'We have your payment and will ship soon.' },
  shipped: {
    tw: (o) => `您的訂單已交由 ${carrierName(o.shipment.carrier, 'tw')} 寄出，追蹤號碼 ${o.shipment.tracking_number ?? ''}。`,
    en: (o) =>
      `Your order left with ${carrierName(o.shipment.carrier, 'en')}, tracking number ${o.shipment.tracking_number ?? ''}.`,
  },
  cancelled: {
    tw: (o) =>
      `您的訂單已取消${o.cancel_reason ? `（原因：${o.cancel_reason}）` : ''}。${o.paid_at ? '已付款項將退還給您。' : ''}`,
    en: (o) =>
      `Your order is cancelled${o.cancel_reason ? ` (reason: ${o.cancel_reason})` : ''}.${o.paid_at ? ' What you paid will be refunded.' : ''}`,
  },
  refunded: {
    tw: (o) => `您的訂單已退款 ${money(o.total)}。`,
    en: (o) => `Your order has been refunded: ${money(o.total)}.`,
  },
};

function paymentLines(o: Order, lang: Lang): string[] {
  const w = W[lang];
  const until = o.payment.expires_at ? taipeiTime(o.payment.expires_at, lang) : '';
  if (o.payment_type === 'atm' && o.payment.virtual_account && o.payment.bank_code)
    return [w.atm(o.payment.bank_code, o.payment.virtual_account, until)];
  if (o.payment_type === 'cvs' && o.payment.code) return [w.cvs(o.payment.code, until)];
  return [w.payLater];
}

function deliveryLine(o: Order, lang: Lang): string {
  const w = W[lang];
  const d = o.delivery;
  if (d.method === 'cvs' && d.store)
    return `${w.pickupAt}: ${STORES[d.store.brand]?.[lang] ?? d.store.brand} ${d.store.store_name} (${d.store.store_address})`;
  return `${w.deliverTo}: ${[d.zip, d.city, d.district, d.address].filter(Boolean).join(' ')}`;
}

/** One order mail in the customer's language: what happened, the order in brief, what to do next, and a link. */
export function orderMail(
  kind: OrderMailKind,
  o: Order,
  to: { email: string; display_name: string; lang: Lang },
  link: string,
): Mail {
  const { lang } = to;
  const w = W[lang];
  const body: string[] = [LEAD[kind][lang](o)];
  if (kind === 'placed' || kind === 'payment_info' || kind === 'reminder') {
    if (o.status === 'waiting' || o.status === 'processing') body.push(...paymentLines(o, lang));
  }
  if (kind === 'paid' && o.invoice?.number) body.push(w.invoice(o.invoice.number));
  const lines = o.items.map((l) => `${lineName(l.saved_item_json, lang)} × ${l.quantity}  ${money(l.subtotal)}`);
  const summary = [
    w.order(o.id),
    ...lines,
    `${w.shipping}: ${money(o.shipping_fee)}`,
    `${w.total}: ${money(o.total)}`,
    deliveryLine(o, lang),
  ];
  const site = SITE[lang];
  const subject = `${SUBJECT[kind][lang](o.id)} - ${site}`;
  const text = [w.hello(to.display_name), '', ...body, '', ...summary, '', `${w.view}: ${link}`, '', site].join('\n');
  const html =
    `<!doctype html><html lang="${lang === 'tw' ? 'zh-Hant-TW' : 'en'}"><body style="font-family:sans-serif;line-height:1.6">` +
    `<p>${escapeHtml(w.hello(to.display_name))}</p>` +
    body.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    `<p style="background:#f6f6f6;padding:8px">${summary.map(escapeHtml).join('<br>')}</p>` +
    `<p><a href="${escapeHtml(link)}" style="background:${BUTTON_BACKGROUND};color:${BUTTON_TEXT};padding:8px 16px;border-radius:4px;text-decoration:none">${escapeHtml(w.view)}</a></p>` +
    `<p>${escapeHtml(site)}</p></body></html>`;
  return { to: to.email, subject, text, html };
}
