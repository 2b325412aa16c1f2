import { describe, expect, it } from 'vitest';
import { naturalCompare } from './natural-order';

describe('naturalCompare', () => {
  it('orders numbers inside words by value, as localeCompare with numeric does', () => {
    const rooms = ['310', '1001', '201', 'B2', '20', 'A10', 'A9'];
    expect([...rooms].sort(naturalCompare)).toEqual(['20', '201', '310', '1001', 'A9', 'A10', 'B2']);
    expect([...rooms].sort(naturalCompare)).toEqual([...rooms].sort((a, b) => a.localeCompare(b, undefined, { numeric: true })));
  });

  it('compares numbers written in digits alone as the collator does (by hand, without loading its data)', () => {
    const numbers = [
      '0',
      '00',
      '7',
      '07',
      '10',
      '010',
      '2',
      '201',
      '0201',
      '1001',
      '999',
      '1000',
      '510',
      '501',
      '99999999999999999999',
    ];
    const collator = new Intl.Collator(undefined, { numeric: true });
    for (const a of numbers)
      for (const b of numbers) expect(Math.sign(naturalCompare(a, b))).toBe(Math.sign(collator.compare(a, b)));
  });
});
