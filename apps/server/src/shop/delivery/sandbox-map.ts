import type { CvsBrand } from '@pnc/schemas/shop/delivery';
import { brandOfSubType } from './cvs-map';

/**
 * The demo store map (LOGISTICS_PROVIDER=sandbox, the default): a page on this server that takes ECPay's map form
 * and answers as ECPay's map does, a browser form post of the pick to ServerReplyURL. Its stores are made up and
 * the page says so; it needs no script (the CSP allows none inline).
 */
const demoStores: Record<CvsBrand, { id: string; name: string; address: string }[]> = {
  '711': [
    { id: '991182', name: '示範門市 鑫光', address: '臺北市中正區忠孝西路一段 49 號（示範）' },
    { id: '991183', name: '示範門市 晨曦', address: '新北市板橋區文化路一段 100 號（示範）' },
  ],
  family: [
    { id: '001779', name: '示範門市 全家晨曦店', address: '臺中市西區民生路 200 號（示範）' },
    { id: '001780', name: '示範門市 全家港都店', address: '高雄市三民區建國二路 1 號（示範）' },
  ],
  hilife: [
    { id: '2001', name: '示範門市 萊爾富晨曦店', address: '桃園市桃園區中正路 10 號（示範）' },
    { id: '2002', name: '示範門市 萊爾富竹塹店', address: '新竹市東區光復路二段 101 號（示範）' },
  ],
  ok: [
    { id: '1328', name: '示範門市 OK 晨曦店', address: '臺南市東區大學路 1 號（示範）' },
    { id: '1329', name: '示範門市 OK 蘭陽店', address: '宜蘭縣宜蘭市中山路三段 1 號（示範）' },
  ],
};

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const hidden = (name: string, value: string) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`;

/** The page for one map form post; replyUrl is this server's own reply path (the posted ServerReplyURL is not followed). */
export function sandboxMapPage(fields: Record<string, string | undefined>, replyUrl: string): string {
  const brand = brandOfSubType(fields.LogisticsSubType ?? '');
  const stores = brand ? demoStores[brand] : [];
  const rows = stores
    .map(
      (s) => `<form method="post" action="${escape(replyUrl)}">
${hidden('MerchantID', fields.MerchantID ?? '')}${hidden('MerchantTradeNo', fields.MerchantTradeNo ?? '')}${hidden('LogisticsSubType', fields.LogisticsSubType ?? '')}
${hidden('CVSStoreID', s.id)}${hidden('CVSStoreName', s.name)}${hidden('CVSAddress', s.address)}${hidden('CVSTelephone', '02-0000-0000')}${hidden('CVSOutSide', '0')}${hidden('ExtraData', fields.ExtraData ?? '')}
<button type="submit"><strong>${escape(s.name)}</strong><span>${escape(s.address)}</span><small>${escape(s.id)}</small></button>
</form>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="zh-Hant"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>示範門市地圖 Demo store map</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:16px;max-width:640px;margin-inline:auto;background:#fafafa}
.demo{background:#fff3cd;border:1px solid #e0c36c;padding:12px;border-radius:8px;margin-bottom:16px}
form{margin:0 0 12px}
button{display:flex;flex-direction:column;gap:4px;width:100%;text-align:left;padding:12px;border:1px solid #ccc;border-radius:8px;background:#fff;font:inherit;cursor:pointer}
button:hover,button:focus{border-color:#c0392b}
</style></head><body>
<p class="demo" role="note"><strong>示範地圖（非真實門市）</strong><br>這是展示用的門市地圖：門市是虛構的，不會寄出任何包裹。<br>
<strong>Demo map (not real stores)</strong>: these stores are made up; nothing is shipped.</p>
<h1>選擇取貨門市 Choose a pickup store</h1>
${rows || '<p>No stores for this chain. 此通路沒有示範門市。</p>'}
</body></html>`;
}
