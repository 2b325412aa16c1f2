import { describe, expect, it } from 'vitest';
import { bankLabel } from './bank-names';

describe('bankLabel', () => {
  it("names the bank beside its code, in the reader's language", () => {
    expect(bankLabel('822', 'tw')).toBe('822 中國信託商業銀行');
    expect(bankLabel('822', 'en')).toBe('822 CTBC Bank');
    expect(bankLabel('812', 'tw')).toBe('812 台新國際商業銀行');
  });
  it('shows an unknown code as the code alone, and nothing for none', () => {
    expect(bankLabel('999', 'tw')).toBe('999');
    expect(bankLabel(null, 'en')).toBe('');
  });
});
