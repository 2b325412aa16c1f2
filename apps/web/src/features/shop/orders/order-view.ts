import { pickLang } from '../../../lib/pick-lang';
import type { OrderItem } from '../order-thunks';

/** What an order line shows, from the item as it was when ordered (saved_item_json), not from today's catalogue. */
export function orderLineView(line: OrderItem, lang: string) {
  const saved = line.saved_item;
  const name = saved ? pickLang(saved, 'name', lang) : '';
  const images = Array.isArray(saved?.images) ? saved.images.filter((src): src is string => typeof src === 'string') : [];
  return { name, image: images[0] ?? null, itemId: line.item_id };
}
