import type { Item } from '@pnc/schemas/shop/item';

const at = '2026-01-01T00:00:00.000Z';

/** An item as the managers' API returns it: on sale, no pictures, no categories, unless `patch` says otherwise. */
export const adminItem = (patch: Partial<Item> & Pick<Item, 'id' | 'name_tw' | 'name_en'>): Item => ({
  description_tw: '',
  description_en: '',
  price: 1200,
  currency: 'TWD',
  stock: 4,
  images: [],
  is_active: true,
  is_featured: false,
  categories: [],
  attributes: {},
  sold_count: 0,
  variants: [],
  created_at: at,
  updated_at: at,
  ...patch,
});
