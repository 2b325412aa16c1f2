import type { CvsBrand, CvsMapForm } from '@pnc/schemas/shop/delivery';
import type { Config } from '../../config';

/**
 * The one adapter to the convenience-store map (ECPay 物流整合, 電子地圖 `POST /Express/map`): the form the browser
 * posts to it, and the reading of its reply. LOGISTICS_PROVIDER=sandbox points the same form at the demo map this
 * server renders (sandbox-map.ts), which answers exactly as ECPay does.
 *
 * C2C (店到店), not B2C: only C2C serves all four chains (OK has no B2C), and B2C ships through the chains' own
 * warehouses (大宗寄倉), a contract this shop does not have. IsCollection=N: the order is paid before it ships.
 * The map request carries no CheckMacValue and its reply has none (ECPay's docs list none for either, and its SDKs
 * post the map form unsigned): the reply is trusted only as far as it names a MerchantTradeNo this server issued,
 * unanswered and unexpired, for the same chain (cvs-pick-repository.ts).
 */
const logisticsSubTypes: Record<CvsBrand, string> = {
  '711': 'UNIMARTC2C',
  family: 'FAMIC2C',
  hilife: 'HILIFEC2C',
  ok: 'OKMARTC2C',
};

export const brandOfSubType = (subType: string): CvsBrand | undefined =>
  (Object.keys(logisticsSubTypes) as CvsBrand[]).find((b) => logisticsSubTypes[b] === subType);

/** Where the browser posts the map form: ECPay's map, or the demo map on this server (a path: same origin as the page). */
export const SANDBOX_MAP_PATH = '/api/delivery/sandbox-map/';
export const REPLY_PATH = '/api/delivery/cvs-map/reply/';

function mapAction(config: Config): string {
  const { logistics } = config.shop;
  return logistics.provider === 'ecpay' ? `${logistics.ecpay.url}/Express/map` : SANDBOX_MAP_PATH;
}

/** The origins the CSP's form-action must allow for the map form (none beyond 'self' for the sandbox). */
export function cvsMapFormOrigins(config: Config): string[] {
  return config.shop.logistics.provider === 'ecpay' ? [new URL(config.shop.logistics.ecpay.url).origin] : [];
}

/** The map form for one visit: ECPay's documented fields, nothing secret (no hash key or IV is needed or sent). */
export function cvsMapForm(config: Config, visit: { tradeNo: string; brand: CvsBrand; device: 'pc' | 'mobile' }): CvsMapForm {
  return {
    action: mapAction(config),
    fields: {
      MerchantID: config.shop.logistics.ecpay.merchantId,
      MerchantTradeNo: visit.tradeNo,
      LogisticsType: 'CVS',
      LogisticsSubType: logisticsSubTypes[visit.brand],
      IsCollection: 'N',
      ServerReplyURL: `${config.publicUrl}${REPLY_PATH}`,
      // Echoed back unchanged (String(20)): the reply must carry the same trade number twice.
      ExtraData: visit.tradeNo,
      Device: visit.device === 'mobile' ? '1' : '0',
    },
  };
}

/** The map's reply as posted by the browser (application/x-www-form-urlencoded). */
interface MapReply {
  MerchantID?: string;
  MerchantTradeNo?: string;
  LogisticsSubType?: string;
  CVSStoreID?: string;
  CVSStoreName?: string;
  CVSAddress?: string;
  CVSTelephone?: string;
  CVSOutSide?: string;
  ExtraData?: string;
}

/** Reads a reply into the visit it answers and the store; undefined when it is not one of ours (wrong merchant, chain or echo). */
export function readMapReply(config: Config, reply: MapReply) {
  const brand = brandOfSubType(reply.LogisticsSubType ?? '');
  if (reply.MerchantID !== config.shop.logistics.ecpay.merchantId || !brand || !reply.MerchantTradeNo) return undefined;
  if (reply.ExtraData !== reply.MerchantTradeNo) return undefined;
  return {
    tradeNo: reply.MerchantTradeNo,
    store: {
      brand,
      store_id: reply.CVSStoreID ?? '',
      store_name: reply.CVSStoreName ?? '',
      store_address: reply.CVSAddress ?? '',
    },
  };
}
