import type { Category, CategoryNode } from '@pnc/schemas/shop/category';
import type { Db } from '../../db/connect';
import type { CategoryRow } from '../../db/shop.table';

export const toCategory = (r: CategoryRow): Category => ({ ...r });

/** All categories, in display order (there are tens, not thousands: the tree is built in memory). */
export const allCategories = (db: Db) => db.selectFrom('category').selectAll().orderBy('sort_order').orderBy('id').execute();

export function categoryTree(rows: CategoryRow[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>(rows.map((r) => [r.id, { ...toCategory(r), children: [] }]));
  const roots: CategoryNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** A category and every category below it. */
export function withDescendants(rows: CategoryRow[], id: number): number[] {
  const out = [id];
  for (let i = 0; i < out.length; i++) {
    for (const r of rows) if (r.parent_id === out[i] && !out.includes(r.id)) out.push(r.id);
  }
  return out;
}
