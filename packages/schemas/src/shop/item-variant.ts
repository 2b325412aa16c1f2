import { z } from 'zod';
import { Id, Timestamp } from '../common';

/** A variant's options: option name → value, e.g. {"size":"M","colour":"米白"}. */
export const VariantOptions = z.record(z.string().trim().min(1).max(30), z.string().trim().min(1).max(50));
export type VariantOptions = z.infer<typeof VariantOptions>;

/** The documentation's variant: one size and colour of the swaddle in the item's example. */
export const itemVariantExample = {
  id: 11,
  item_id: 5,
  name_tw: '米白 M',
  name_en: 'Ivory, M',
  options: { size: 'M', colour: '米白' },
  sku: 'SWD-IV-M',
  price: null,
  stock: 12,
  sort_order: 0,
  is_active: true,
  created_at: '2026-03-02T01:30:00.000Z',
  updated_at: '2026-03-02T01:30:00.000Z',
};

/**
 * One variant of an item (size, colour…) with its own SKU and stock. An item with variants is sold only through
 * them; its `stock` is then the sum of its active variants' stock (decision 0024). `price` null: the item's price.
 */
export const ItemVariant = z
  .object({
    id: z.number().int(),
    item_id: z.number().int(),
    name_tw: z.string(),
    name_en: z.string(),
    options: VariantOptions,
    sku: z.string(),
    price: z.number().int().nullable(),
    stock: z.number().int(),
    sort_order: z.number().int(),
    is_active: z.boolean(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'ItemVariant', examples: [itemVariantExample] });
export type ItemVariant = z.infer<typeof ItemVariant>;

const fields = {
  name_tw: z.string().trim().min(1).max(100),
  name_en: z.string().trim().max(100),
  options: VariantOptions.refine((o) => Object.keys(o).length <= 10, 'too_big'),
  /** letters, digits, `-`, `_` and `.`: what a label printer and a warehouse sheet read without surprise. */
  sku: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9._-]+$/, 'bad_character'),
  // JSON numbers only (null: the item's price); a string, array or boolean is refused, never read as a number.
  price: z.number().int().min(0).max(10_000_000).nullable(),
  stock: z.number().int().min(0).max(1_000_000),
  sort_order: z.number().int().min(0).max(10_000),
  is_active: z.boolean(),
};

export const ItemVariantCreate = z.object({
  ...fields,
  name_en: fields.name_en.default(''),
  options: fields.options.default({}),
  price: fields.price.default(null),
  stock: fields.stock.default(0),
  sort_order: fields.sort_order.default(0),
  is_active: fields.is_active.default(true),
});
export type ItemVariantCreate = z.infer<typeof ItemVariantCreate>;

/** Only the fields sent change. A variant is never deleted (orders name it): it is deactivated. */
export const ItemVariantUpdate = z.object(fields).partial();
export type ItemVariantUpdate = z.infer<typeof ItemVariantUpdate>;

export const VariantParams = z.object({ id: Id, variantId: Id });
