import type { CartEntry } from '@pnc/schemas/shop/cart';
import type { LineProblem } from '@pnc/schemas/shop/order';
import type { Db } from '../../db/connect';
import type { ItemRow, ItemVariantRow } from '../../db/shop.table';

interface JudgedLine {
  item: ItemRow | undefined;
  variant: ItemVariantRow | null;
  /** the variant's own price when it has one, else the item's (0 for an unknown item). */
  unit: number;
  /** what holds the line's stock: the variant, or the item without variants. */
  stock: number;
  problem: LineProblem | null;
}

/**
 * Reads a cart's items and variants once and judges each line as order creation will: an item with variants is
 * bought through one of its own (variant_required, variant_not_found otherwise), and several lines of one stock
 * holder (an item, or one variant) must fit its stock together. Prices come from the database only.
 */
export async function judgeLines(db: Db, items: Record<string, CartEntry>): Promise<(e: CartEntry) => JudgedLine> {
  const entries = Object.values(items);
  const ids = [...new Set(entries.map((e) => e.item_id))];
  const rows = ids.length ? await db.selectFrom('item').selectAll().where('id', 'in', ids).execute() : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const variants = ids.length ? await db.selectFrom('item_variant').selectAll().where('item_id', 'in', ids).execute() : [];
  const variantById = new Map(variants.map((v) => [v.id, v]));
  const withVariants = new Set(variants.map((v) => v.item_id));
  // Several keys may name one item or variant (different attributes): its stock must cover their sum.
  const holder = (e: CartEntry) => (e.variant_id === undefined ? `item ${e.item_id}` : `variant ${e.variant_id}`);
  const wanted = new Map<string, number>();
  for (const e of entries) wanted.set(holder(e), (wanted.get(holder(e)) ?? 0) + e.quantity);

  return (e) => {
    const item = byId.get(e.item_id);
    const found = e.variant_id === undefined ? undefined : variantById.get(e.variant_id);
    const variant = found && found.item_id === e.item_id ? found : null;
    const stock = variant ? variant.stock : (item?.stock ?? 0);
    let problem: LineProblem | null = null;
    if (!item) problem = 'not_found';
    else if (e.variant_id !== undefined && !variant) problem = 'variant_not_found';
    else if (e.variant_id === undefined && withVariants.has(item.id)) problem = 'variant_required';
    else if (!item.is_active || (variant && !variant.is_active)) problem = 'inactive';
    else if (stock <= 0) problem = 'out_of_stock';
    else if (wanted.get(holder(e))! > stock) problem = 'quantity_exceeds_stock';
    return { item, variant, unit: variant?.price ?? item?.price ?? 0, stock, problem };
  };
}
