import { describe, expect, it } from 'vitest';
import { naturalCompare } from './natural-order';

describe('naturalCompare', () => {
  it('orders numbers inside words by value, as localeCompare with numeric does', () => {
    const rooms = ['310', '1001', '201', 'B2', '20', 'A10', 'A9'];
    expect([...rooms].sort(naturalCompare)).toEqual(['20', '201', '310', '1001', 'A9', 'A10', 'B2']);
    expect([...rooms].sort(naturalCompare)).toEqual([...rooms].sort((a, b) => a.localeCompare(b, undefined, { numeric: true })));
  });
});
