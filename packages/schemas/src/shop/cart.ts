import { z } from 'zod';
import { Attributes } from './item';

/** One cart entry (spec: items indexed by a key). */
export const CartEntry = z.object({
  item_id: z.number().int().positive(),
  quantity: z.number().int().min(1).max(999),
  attributes: Attributes.default({}),
  /** the chosen variant (size, colour…): required for an item with variants, refused for any other item's. */
  variant_id: z.number().int().positive().optional(),
});
export type CartEntry = z.infer<typeof CartEntry>;

/** The cart as the client keeps it in localStorage under `cart`. */
export const Cart = z
  .object({
    items: z.union([
      z.record(z.string().min(1).max(200), CartEntry),
      // Spec: "an empty cart has an empty items list".
      z
        .array(z.never())
        .max(0)
        .transform(() => ({}) as Record<string, CartEntry>),
    ]),
  })
  .meta({ id: 'Cart', examples: [{ items: { '5:v11': { item_id: 5, quantity: 2, attributes: {}, variant_id: 11 } } }] });
export type Cart = z.infer<typeof Cart>;

export const CartBody = z.object({ items: Cart.shape.items });

/** pre_checkout and order creation take the cart serialized as JSON text in `data`. */
export const CartText = z.object({ data: z.string().min(2).max(100_000) });
