import { pickLang } from '../../../lib/pick-lang';
import type { TFunction } from 'i18next';
import type { Order, OrderItem } from '../order-thunks';

/** What an order line shows, from the item as it was when ordered (saved_item_json), not from today's catalogue. */
export function orderLineView(line: OrderItem, lang: string) {
  const saved = line.saved_item;
  const name = saved ? pickLang(saved, 'name', lang) : '';
  const images = Array.isArray(saved?.images) ? saved.images.filter((src): src is string => typeof src === 'string') : [];
  return { name, image: images[0] ?? null, itemId: line.item_id };
}

/**
 * The order's title in the reader's language, built from its saved lines as the server builds the stored one (the
 * first line's name, then how many lines in all): the stored title is in Chinese and stays as the spec has it. An
 * order whose first line cannot be read shows the stored title.
 */
export function orderTitle(order: Pick<Order, 'title' | 'items'>, lang: string, t: TFunction): string {
  const first = order.items[0];
  const name = first ? orderLineView(first, lang).name : '';
  if (!name) return order.title;
  const total = order.items.length;
  return total > 1 ? t('shop:orders.itemsTitle', { name, count: total - 1, total }) : name;
}
