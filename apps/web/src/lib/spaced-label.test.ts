import { describe, expect, it } from 'vitest';
import { spacedLabel } from './spaced-label';

describe("a button label spaced as Ant Design's Button spaces it", () => {
  it('puts a space between the two characters of a two-character Chinese label, and leaves the rest', () => {
    expect(spacedLabel('今天')).toBe('今 天');
    expect(spacedLabel('儲存')).toBe('儲 存');
    for (const label of ['Today', '前 30 天', '今天吧', '今', 'OK']) expect(spacedLabel(label)).toBe(label);
  });
});
