import { z } from 'zod';

/** How an order reaches the customer: home delivery, or pickup at a convenience store chosen on the provider's map. */
export const deliveryMethods = ['home', 'cvs'] as const;
export const DeliveryMethod = z.enum(deliveryMethods);
export type DeliveryMethod = z.infer<typeof DeliveryMethod>;

/** The four chains of the provider's store map: 7-ELEVEN, FamilyMart, Hi-Life, OK. */
export const cvsBrands = ['711', 'family', 'hilife', 'ok'] as const;
export const CvsBrand = z.enum(cvsBrands);
export type CvsBrand = z.infer<typeof CvsBrand>;

export const CvsStore = z.object({
  brand: CvsBrand,
  store_id: z.string().trim().min(1).max(10),
  store_name: z.string().trim().min(1).max(60),
  store_address: z.string().trim().min(1).max(200),
});
export type CvsStore = z.infer<typeof CvsStore>;

export const HomeDelivery = z.object({
  method: z.literal('home'),
  zip: z.string().trim(),
  city: z.string().trim().min(1).max(10),
  district: z.string().trim().min(1).max(10),
  /** the street line: road, number, floor. */
  address: z.string().trim().min(2).max(200),
});

export const CvsDelivery = CvsStore.extend({ method: z.literal('cvs') });

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
