import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../app/i18n';
import '../shop-i18n';
import { CartQuantity } from './cart-quantity';

const renderLine = (stock = 2) => {
  const onQuantity = vi.fn();
  render(<CartQuantity label="Quantity of Bib" quantity={1} stock={stock} onQuantity={onQuantity} />);
  return { onQuantity, box: screen.getByLabelText('Quantity of Bib') as HTMLInputElement };
};

describe("a cart line's quantity", () => {
  it.each([
    ['tw', '庫存只剩 2 件'],
    ['en', 'Only 2 in stock'],
  ])('in %s, more than the stock is refused at the line with the stock named, not lowered', async (lang, words) => {
    await i18n.changeLanguage(lang);
    const { onQuantity, box } = renderLine();
    fireEvent.change(box, { target: { value: '5' } });
    fireEvent.blur(box);
    expect(box).toHaveValue('5');
    expect(screen.getByRole('alert')).toHaveTextContent(words);
    expect(onQuantity).not.toHaveBeenCalled();
  });

  it.each(['0', '1.5', 'abc', '1e3', ''])('refuses %j at the line and keeps the line as it was', async (typed) => {
    await i18n.changeLanguage('en');
    const { onQuantity, box } = renderLine();
    fireEvent.change(box, { target: { value: typed } });
    fireEvent.blur(box);
    expect(box).toHaveValue(typed);
    expect(screen.getByRole('alert')).not.toBeEmptyDOMElement();
    expect(onQuantity).not.toHaveBeenCalled();
  });

  it('reads 「３」 as 3 and shows it so after leaving the box', async () => {
    await i18n.changeLanguage('tw');
    const { onQuantity, box } = renderLine(5);
    fireEvent.change(box, { target: { value: '３' } });
    expect(onQuantity).toHaveBeenCalledWith(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe("a cart line's quantity, typed through the shared number corpus", () => {
  it.each(['tw', 'en'] as const)('in %s reads each entry as the reader means it, or refuses it worded', async (lang) => {
    const { numericCorpus, corpusExpectation } = await import('@pnc/schemas/numeric-corpus');
    const { refusalWords } = await import('../../../test/number-words');
    await i18n.changeLanguage(lang);
    for (const entry of numericCorpus) {
      const { onQuantity, box } = renderLine(1000);
      fireEvent.change(box, { target: { value: entry.typed } });
      fireEvent.blur(box);
      const means = corpusExpectation(entry, { scale: 0, min: 1, max: 999 });
      if ('note' in means) {
        expect(box, entry.typed).toHaveValue(entry.typed);
        expect(screen.getByRole('alert'), entry.typed).toHaveTextContent(refusalWords(lang, means.note));
        expect(onQuantity, entry.typed).not.toHaveBeenCalled();
      } else if (means.value === null) {
        expect(screen.getByRole('alert'), entry.typed).toHaveTextContent(refusalWords(lang, 'required'));
        expect(onQuantity, entry.typed).not.toHaveBeenCalled();
      } else {
        expect(onQuantity, entry.typed).toHaveBeenCalledWith(means.value);
        expect(screen.queryByRole('alert'), entry.typed).toBeNull();
      }
      cleanup();
    }
  });
});
