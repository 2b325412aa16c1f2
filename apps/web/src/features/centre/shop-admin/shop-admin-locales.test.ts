import { orderStatuses, paymentTypes } from '@pnc/schemas/shop/order';
import { describe, expect, it } from 'vitest';
import enShopAdmin from '../../../locales/en/shop-admin.json';
import twShopAdmin from '../../../locales/tw/shop-admin.json';

const keys = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('shop management texts', () => {
  it('have the same keys in tw and en, none empty', () => {
    expect(keys(enShopAdmin).sort()).toEqual(keys(twShopAdmin).sort());
    for (const file of [twShopAdmin, enShopAdmin]) {
      for (const key of keys(file))
        expect(key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], file)).not.toBe('');
    }
  });

  it('name every order status and payment type the server knows', () => {
    for (const file of [twShopAdmin, enShopAdmin]) {
      expect(Object.keys(file.order.status).sort()).toEqual([...orderStatuses].sort());
      expect(Object.keys(file.order.payment_type).sort()).toEqual([...paymentTypes].sort());
    }
  });
});
