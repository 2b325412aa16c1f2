import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../app/i18n';
import '../shop-i18n';
import { PriceRange, readPrice } from './price-range';

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
  it('reads a whole amount of 0 or more, full-width digits alike; blank is no bound', () => {
    expect(readPrice('１２０')).toBe(120);
    expect(readPrice(' 0 ')).toBe(0);
    expect(readPrice('')).toBeNull();
    for (const wrong of ['-5', '10.5', '1e3', 'abc', '1234567890']) expect(readPrice(wrong), wrong).toBe('invalid');
  });

  it.each([
    ['tw', '-5', '10.5', '請輸入 0 以上的整數金額，或留空。'],
    ['en', '-5', '10.5', 'Enter a whole amount of 0 or more, or leave it blank.'],
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

  it('applies a good range, and a single bound', async () => {
    const { onApply, min, max } = await typeRange('en', '１００', '500');
    expect(onApply).toHaveBeenLastCalledWith({ min_price: 100, max_price: 500 });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(min, { target: { value: '' } });
    fireEvent.change(max, { target: { value: '80' } });
    fireEvent.click(screen.getByRole('button'));
    expect(onApply).toHaveBeenLastCalledWith({ min_price: undefined, max_price: 80 });
  });
});
