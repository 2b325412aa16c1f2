import { describe, expect, it } from 'vitest';
import enShop from '../../locales/en/shop.json';
import twShop from '../../locales/tw/shop.json';

const keys = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
/** English plural forms (count_one / count_other) stand for the one Chinese key. */
const base = (list: string[]) => [...new Set(list.map((k) => k.replace(/_(one|other)$/, '')))].sort();

describe('shop texts', () => {
  it('has the same keys in tw and en (plural forms aside), none empty', () => {
    expect(base(keys(enShop))).toEqual(base(keys(twShop)));
    for (const file of [twShop, enShop]) {
      for (const key of keys(file))
        expect(key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], file)).not.toBe('');
    }
  });

  it('names the four payment status labels in both languages', () => {
    for (const file of [twShop, enShop]) {
      expect(Object.keys(file.payment.status)).toEqual(expect.arrayContaining(['success', 'failure', 'waiting', 'processing']));
    }
  });
});
