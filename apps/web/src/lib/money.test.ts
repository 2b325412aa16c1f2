import { describe, expect, it } from 'vitest';
import { formatMoney, groupThousands } from './money';

describe('money', () => {
  it('writes whole NT$ with thousands grouped, as toLocaleString does', () => {
    for (const n of [0, 7, 999, 1000, 1280, 65432, 1234567, 10_000_000])
      expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
    expect(formatMoney(1280)).toBe('NT$1,280');
    expect(formatMoney(-500)).toBe('-NT$500');
    expect(formatMoney(12.6)).toBe('NT$13');
  });
});
