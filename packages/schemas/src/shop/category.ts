import { z } from 'zod';
import { Timestamp } from '../common';
import { URL_MAX } from '../limits';

/** The documentation's category: a top-level one. */
const categoryExample = {
  id: 2,
  name_tw: '嬰兒用品',
  name_en: 'Baby care',
  parent_id: null,
  sort_order: 0,
  image_url: '',
  created_at: '2026-03-02T01:30:00.000Z',
  updated_at: '2026-03-02T01:30:00.000Z',
};

/** A shop category; `parent_id` null for a top-level one. */
export const Category = z
  .object({
    id: z.number().int(),
    name_tw: z.string(),
    name_en: z.string(),
    parent_id: z.number().int().nullable(),
    sort_order: z.number().int(),
    image_url: z.string(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({
    id: 'Category',
    examples: [categoryExample],
  });
export type Category = z.infer<typeof Category>;

export type CategoryNode = Category & { children: CategoryNode[] };
/** The categories tree: top-level categories, each with its children (recursive). */
export const CategoryNode: z.ZodType<CategoryNode> = Category.extend({
  get children() {
    return z.array(CategoryNode);
  },
}).meta({
  id: 'CategoryNode',
  examples: [
    {
      ...categoryExample,
      children: [
        {
          id: 4,
          name_tw: '包巾與寢具',
          name_en: 'Swaddles and bedding',
          parent_id: 2,
          sort_order: 0,
          image_url: '',
          created_at: '2026-03-02T01:30:00.000Z',
          updated_at: '2026-03-02T01:30:00.000Z',
          children: [],
        },
      ],
    },
  ],
});

/**
 * Spec: an object-valued field may arrive as the whole object; the server keeps its id. The id is a JSON number:
 * "7", [7], "0x10" or false is refused, never read as one.
 */
export const RefId = z.union([z.number().int().positive(), z.object({ id: z.number().int().positive() }).transform((o) => o.id)]);

export const CategoryCreate = z.object({
  name_tw: z.string().trim().min(1).max(100),
  name_en: z.string().trim().max(100).default(''),
  parent_id: RefId.nullable().default(null),
  sort_order: z.number().int().min(-10000).max(10000).default(0),
  image_url: z.string().trim().max(URL_MAX).default(''),
});
export type CategoryCreate = z.infer<typeof CategoryCreate>;
/** Update = Create.partial(): only the fields sent change (defaults are not applied on update). */
export const CategoryUpdate = z.object({
  name_tw: CategoryCreate.shape.name_tw.optional(),
  name_en: z.string().trim().max(100).optional(),
  parent_id: RefId.nullable().optional(),
  sort_order: z.number().int().min(-10000).max(10000).optional(),
  image_url: z.string().trim().max(URL_MAX).optional(),
});
export type CategoryUpdate = z.infer<typeof CategoryUpdate>;
