import { describe, expect, it, vi } from 'vitest';
import { serverOrder } from '../../../test/order-fixture';
import { toOrder } from '../order-thunks';
import { orderLineView } from './order-view';

const order = (items: Array<{ saved_item_json: string }>) =>
  toOrder(
    serverOrder({
      payment: { ...serverOrder().payment, bank_code: '822', virtual_account: '9000' },
      items: items.map((item, index) => ({ id: index + 1, item_id: 1, quantity: 2, unit_price: 380, subtotal: 760, ...item })),
    }),
  );

describe('order lines from saved_item_json (parsed on read)', () => {
  it('shows the item as it was ordered, in the chosen language', () => {
    const saved = { id: 1, name_tw: '羊毛脂乳頭霜', name_en: 'Lanolin cream', images: ['/a.svg', '/b.svg'], price: 380 };
    const [line] = order([{ saved_item_json: JSON.stringify(saved) }]).items;
    expect(line!.saved_item).toEqual(saved);
    expect(orderLineView(line!, 'tw')).toEqual({ name: '羊毛脂乳頭霜', image: '/a.svg', itemId: 1 });
    expect(orderLineView(line!, 'en').name).toBe('Lanolin cream');
  });

  it('falls back to the Chinese name when the English one is empty', () => {
    const [line] = order([{ saved_item_json: JSON.stringify({ name_tw: '紗布巾', name_en: '' }) }]).items;
    expect(orderLineView(line!, 'en')).toEqual({ name: '紗布巾', image: null, itemId: 1 });
  });

  it('unreadable or non-object JSON is logged and shown without a name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [broken, list] = order([{ saved_item_json: '{oops' }, { saved_item_json: '[1,2]' }]).items;
    expect(broken!.saved_item).toBeNull();
    expect(list!.saved_item).toBeNull();
    expect(orderLineView(broken!, 'tw')).toEqual({ name: '', image: null, itemId: 1 });
    expect(warn).toHaveBeenCalled();
  });
});
