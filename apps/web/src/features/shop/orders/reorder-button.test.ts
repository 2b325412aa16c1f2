import { describe, expect, it } from 'vitest';
import { orderLine, serverOrder } from '../../../test/order-fixture';
import { toOrder } from '../order-thunks';
import { withOrderLines } from './reorder-button';

describe("an ended order's lines back in the cart", () => {
  const order = toOrder(
    serverOrder({
      status: 'failure',
      items: [
        orderLine(5, { id: 5, name_tw: '羊毛脂', chosen_attributes: {} }, { item_id: 5, quantity: 2 }),
        orderLine(6, { id: 8, name_tw: '哺乳內衣', chosen_attributes: {}, variant: { id: 22 } }, { item_id: 8, quantity: 1 }),
      ],
    }),
  );

  it('adds each line with its variant, on top of what the cart already holds', () => {
    const cart = withOrderLines({ items: { '5': { item_id: 5, quantity: 1, attributes: {} } } }, order);
    expect(cart.items).toEqual({
      '5': { item_id: 5, quantity: 3, attributes: {} },
      '8:v22': { item_id: 8, quantity: 1, attributes: {}, variant_id: 22 },
    });
  });
});
