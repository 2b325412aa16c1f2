import { corpusExpectation, numericCorpus } from '@pnc/schemas/numeric-corpus';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../app/i18n';
import { refusalWords } from '../../../test/number-words';
import '../shop-i18n';
import { PRICE_BOUND, PriceRange, readPrice } from './price-range';

async function typeRange(lang: 'tw' | 'en', low: string, high: string) {
  await i18n.changeLanguage(lang);
  const onApply = vi.fn();
  const view = render(<PriceRange onApply={onApply} />);
  const [min, max] = screen.getAllByRole('textbox');
  fireEvent.change(min!, { target: { value: low } });
  fireEvent.change(max!, { target: { value: high } });
  fireEvent.click(screen.getByRole('button'));
  return { onApply, min: min!, max: max!, view };
}

describe('the price filter', () => {
  it('reads the shared number corpus as the one reader does, as a whole amount of money', () => {
    for (const entry of numericCorpus) {
      const means = corpusExpectation(entry, PRICE_BOUND);
      const read = readPrice(entry.typed);
      if ('note' in means) expect(read.ok ? null : read.note, entry.typed).toBe(means.note);
      else expect(read, entry.typed).toMatchObject({ ok: true, value: means.value });
    }
    expect(readPrice('１，２００')).toMatchObject({ ok: true, value: 1200, text: '1200' });
    expect(readPrice('①').ok).toBe(false); // a circled digit is not a digit typed
  });

  it.each(['tw', 'en'] as const)('in %s says each corpus refusal in the reader’s words and applies nothing', async (lang) => {
    for (const entry of numericCorpus) {
      const means = corpusExpectation(entry, PRICE_BOUND);
      if (!('note' in means)) continue;
      const { onApply, min, view } = await typeRange(lang, entry.typed, '');
      expect(screen.getByRole('alert'), entry.typed).toHaveTextContent(refusalWords(lang, means.note));
      expect(min).toHaveValue(entry.typed);
      expect(min).toHaveAttribute('aria-invalid', 'true');
      expect(onApply).not.toHaveBeenCalled();
      view.unmount();
    }
  });

  it.each([
    ['tw', '-5', '10.5', '不能小於 0。'],
    ['en', '10', '10.5', 'Enter a whole number.'],
    ['tw', '500', '100', '最低價不能高於最高價。'],
    ['en', '500', '100', 'The lowest price cannot be above the highest.'],
  ] as const)('in %s keeps %s and %s as typed, says why and applies nothing', async (lang, low, high, message) => {
    const { onApply, min, max, view } = await typeRange(lang, low, high);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(min).toHaveValue(low);
    expect(max).toHaveValue(high);
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(onApply).not.toHaveBeenCalled();
    view.unmount();
  });

  it('applies a good range, full-width and grouped alike, shows what it understood, and a single bound', async () => {
    const { onApply, min, max } = await typeRange('en', '１００', '1,500');
    expect(onApply).toHaveBeenLastCalledWith({ min_price: 100, max_price: 1500 });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(min);
    expect(min).toHaveValue('100');
    fireEvent.change(min, { target: { value: '' } });
    fireEvent.change(max, { target: { value: '８０' } });
    fireEvent.click(screen.getByRole('button'));
    expect(onApply).toHaveBeenLastCalledWith({ min_price: undefined, max_price: 80 });
  });
});
