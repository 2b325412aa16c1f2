import { z } from 'zod';
import { PageQuery, textNumber, Timestamp } from '../common';
import { KEYWORD_MAX, URL_MAX } from '../limits';
import { RefId } from './category';
import { ItemVariant, itemVariantExample } from './item-variant';

const currencies = ['TWD'] as const;
export const Currency = z.enum(currencies);

/** Free-form attributes (size, colour…): a flat JSON object. */
export const Attributes = z.record(
  z.string().max(50),
  z.union([z.string().max(200), z.number(), z.boolean(), z.array(z.string().max(100)).max(50)]),
);

/** The documentation's item: a swaddle sold in one variant, whose stock is the item's. */
export const itemExample = {
  id: 5,
  name_tw: '有機棉紗布包巾',
  name_en: 'Organic cotton muslin swaddle',
  description_tw: '雙層有機棉紗布，透氣柔軟，120 × 120 公分。',
  description_en: 'Two layers of organic cotton muslin, soft and breathable, 120 × 120 cm.',
  price: 680,
  currency: 'TWD' as const,
  stock: 12,
  images: ['/uploads/3f9c2a7e41b05d68a1c4e09b72d5f316.jpg'],
  is_active: true,
  is_featured: true,
  categories: [2],
  attributes: { material: '有機棉' },
  sold_count: 38,
  variants: [itemVariantExample],
  created_at: '2026-03-02T01:30:00.000Z',
  updated_at: '2026-03-02T01:30:00.000Z',
};

export const Item = z
  .object({
    id: z.number().int(),
    name_tw: z.string(),
    name_en: z.string(),
    /** plain text or Markdown; never HTML (the client renders it as text). */
    description_tw: z.string(),
    description_en: z.string(),
    /** integer NT$ (TWD has no minor unit). */
    price: z.number().int(),
    currency: Currency,
    stock: z.number().int(),
    images: z.array(z.string()),
    is_active: z.boolean(),
    is_featured: z.boolean(),
    categories: z.array(z.number().int()),
    attributes: Attributes,
    sold_count: z.number().int(),
    /**
     * Sizes, colours… each with its own stock, by sort_order (public answers: the active ones). An item with
     * variants is bought through one of them, and its `stock` is the sum of its active variants' (decision 0024).
     */
    variants: z.array(ItemVariant),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'Item', examples: [itemExample] });
export type Item = z.infer<typeof Item>;

const fields = {
  name_tw: z.string().trim().min(1).max(200),
  name_en: z.string().trim().max(200),
  description_tw: z.string().max(20000),
  description_en: z.string().max(20000),
  // Numbers in a body are JSON numbers: null, "", [], false, "0x10" or [7] is refused at its field, never read as one.
  price: z.number().int().min(0).max(10_000_000),
  currency: Currency,
  stock: z.number().int().min(0).max(1_000_000),
  images: z.array(z.string().trim().min(1).max(URL_MAX)).max(20),
  is_active: z.boolean(),
  is_featured: z.boolean(),
  categories: z.array(RefId).max(50),
  attributes: Attributes,
};
export const ItemCreate = z.object({
  ...fields,
  name_en: fields.name_en.default(''),
  description_tw: fields.description_tw.default(''),
  description_en: fields.description_en.default(''),
  currency: fields.currency.default('TWD'),
  stock: fields.stock.default(0),
  images: fields.images.default([]),
  is_active: fields.is_active.default(true),
  is_featured: fields.is_featured.default(false),
  categories: fields.categories.default([]),
  attributes: fields.attributes.default({}),
});
export type ItemCreate = z.infer<typeof ItemCreate>;
/** Update = Create.partial() without the defaults: only the fields sent change. */
export const ItemUpdate = z.object(fields).partial();
export type ItemUpdate = z.infer<typeof ItemUpdate>;

const itemOrderings = ['price', '-price', '-created_at', '-sold_count'] as const;
export const ItemOrdering = z.enum(itemOrderings);

const flag = z.union([z.boolean(), z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true')]);

/** Filters of every item list (`/api/items/`, `/api/categories/items/`, `/api/categories/{id}/items/`). */
export const ItemListQuery = PageQuery.extend({
  keyword: z.string().trim().max(KEYWORD_MAX).optional(),
  min_price: textNumber(z.number().int().min(0)).optional(),
  max_price: textNumber(z.number().int().min(0)).optional(),
  in_stock: flag.optional(),
  ordering: ItemOrdering.default('-created_at'),
});
export type ItemListQuery = z.infer<typeof ItemListQuery>;
