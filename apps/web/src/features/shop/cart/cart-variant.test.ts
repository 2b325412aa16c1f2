import { describe, expect, it } from 'vitest';
import { cartKey, cleanCart } from '../cart';
import { lineVariantName } from './cart-summary';

const variant = { id: 22, item_id: 8, name_tw: 'L / 米白', name_en: 'L / ivory', options: {}, sku: 'B-L', price: null, stock: 2 };

describe('a cart line of a variant', () => {
  it('is keyed by its item and variant, so two sizes of one item are two lines', () => {
    expect(cartKey(8, {}, 22)).toBe('8:v22');
    expect(cartKey(8, {}, 23)).not.toBe(cartKey(8, {}, 22));
    expect(cartKey(8)).toBe('8');
    expect(cartKey(8, { note: 'gift' }, 22)).toBe('8:v22:note=gift');
  });

  it('keeps its variant when the stored cart is cleaned, and is dropped whole when the variant is not an id', () => {
    const { cart, dropped } = cleanCart({
      items: {
        '8:v22': { item_id: 8, quantity: 1, attributes: {}, variant_id: 22 },
        '8:vx': { item_id: 8, quantity: 1, attributes: {}, variant_id: 'x' as unknown as number },
        '9': { item_id: 9, quantity: 2, attributes: {} },
      },
    });
    expect(cart.items).toEqual({
      '8:v22': { item_id: 8, quantity: 1, attributes: {}, variant_id: 22 },
      '9': { item_id: 9, quantity: 2, attributes: {} },
    });
    expect(dropped.map((d) => d.key)).toEqual(['8:vx']);
  });

  it("is named by the server's pricing, or before it by the item's page, in the reader's language", () => {
    const entry = { item_id: 8, quantity: 1, attributes: {}, variant_id: 22 };
    const priced = { variant: { id: 22, name_tw: 'L / 米白', name_en: 'L / ivory' } } as never;
    expect(lineVariantName({ entry, priced }, undefined, 'en')).toBe('L / ivory');
    const item = { variants: [{ ...variant, sort_order: 0, is_active: true, created_at: '', updated_at: '' }] } as never;
    expect(lineVariantName({ entry, priced: undefined }, item, 'tw')).toBe('L / 米白');
    expect(lineVariantName({ entry: { ...entry, variant_id: undefined }, priced: undefined }, item, 'tw')).toBeNull();
  });
});
