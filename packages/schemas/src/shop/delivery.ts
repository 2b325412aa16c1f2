import { z } from 'zod';
import { twCity, twZipOf } from './tw-postal';

/** How an order reaches the customer: home delivery, or pickup at a convenience store chosen on the provider's map. */
const deliveryMethods = ['home', 'cvs'] as const;
export const DeliveryMethod = z.enum(deliveryMethods);
export type DeliveryMethod = z.infer<typeof DeliveryMethod>;

/** The four chains of the provider's store map: 7-ELEVEN, FamilyMart, Hi-Life, OK. */
export const cvsBrands = ['711', 'family', 'hilife', 'ok'] as const;
export const CvsBrand = z.enum(cvsBrands);
export type CvsBrand = z.infer<typeof CvsBrand>;

export const CvsStore = z.object({
  brand: CvsBrand,
  /** the chain's store number as the map answers it (CVSStoreID: letters and digits, at most 10). */
  store_id: z
    .string()
    .trim()
    .min(1)
    .max(10)
    .regex(/^[A-Za-z0-9]+$/, 'invalid'),
  store_name: z.string().trim().min(1).max(60),
  store_address: z.string().trim().min(1).max(200),
});
export type CvsStore = z.infer<typeof CvsStore>;

/** 縣市, 區 and 郵遞區號 of a Taiwanese address, and its street line: shared by home delivery and the address book. */
export const TwAddressFields = z.object({
  zip: z
    .string()
    .trim()
    .regex(/^\d{3}$/, 'invalid'),
  city: z.string().trim().min(1).max(10),
  district: z.string().trim().min(1).max(10),
  /** the street line: road, number, floor. */
  address: z.string().trim().min(2).max(200),
});

/**
 * The zip must be the one the post office gives that 縣市 and 區: a mismatch is refused on `zip` (never corrected),
 * a district the city does not have on `district`, an unknown city on `city`.
 */
export function checkTwAddress(a: { zip: string; city: string; district: string }, ctx: z.RefinementCtx) {
  if (!twCity(a.city)) {
    ctx.addIssue({ code: 'custom', path: ['city'], message: 'not_one_of' });
    return;
  }
  const zip = twZipOf(a.city, a.district);
  if (zip === undefined) ctx.addIssue({ code: 'custom', path: ['district'], message: 'not_one_of' });
  else if (/^\d{3}$/.test(a.zip) && zip !== a.zip) ctx.addIssue({ code: 'custom', path: ['zip'], message: 'zip_mismatch' });
}

const HomeDelivery = TwAddressFields.extend({ method: z.literal('home') }).superRefine(checkTwAddress);

const CvsDelivery = CvsStore.extend({ method: z.literal('cvs') });

export const DeliveryRequest = z.discriminatedUnion('method', [HomeDelivery, CvsDelivery]);
export type DeliveryRequest = z.infer<typeof DeliveryRequest>;

/** An order's delivery as stored: older orders have one address line and no zip, city or district. */
export const Delivery = z.object({
  method: DeliveryMethod,
  zip: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
  store: CvsStore.nullable(),
});
export type Delivery = z.infer<typeof Delivery>;

/** CVS pickup: ask for the map form of one chain. */
export const CvsMapRequest = z.object({
  brand: CvsBrand,
  /** the map's layout: phone (mobile) or laptop (pc); ECPay's Device 1 or 0. */
  device: z.enum(['pc', 'mobile']).default('pc'),
});

/** The form the browser posts to the store map, as it is: action and hidden fields. Holds no secret. */
export const CvsMapForm = z
  .object({
    action: z.string(),
    fields: z.record(z.string(), z.string()),
  })
  .meta({
    examples: [
      {
        action: 'https://logistics-stage.ecpay.com.tw/Express/map',
        fields: {
          MerchantID: '2000132',
          MerchantTradeNo: '9f2c4e1a7b3d5c8e0a6f',
          LogisticsType: 'CVS',
          LogisticsSubType: 'UNIMARTC2C',
          IsCollection: 'N',
          ServerReplyURL: 'https://centre.example.tw/api/delivery/cvs-map/reply/',
          ExtraData: '9f2c4e1a7b3d5c8e0a6f',
          Device: '0',
        },
      },
    ],
  });
export type CvsMapForm = z.infer<typeof CvsMapForm>;

/** The store the customer picked on the map, answered once for its token. */
export const CvsPick = CvsStore.meta({
  examples: [
    { brand: '711' as const, store_id: '131386', store_name: '建忠門市', store_address: '臺北市大安區忠孝東路四段 98 號' },
  ],
});
/** The single-use token of a pick: sent in a body, never in a path (paths reach the request log). */
export const CvsPickRequest = z.object({ token: z.string().min(1).max(100) });
