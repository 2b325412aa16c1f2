import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import '../shop-i18n';
import { QuantityField, readQuantity } from './quantity-field';

function Field() {
  const [text, setText] = useState('1');
  return <QuantityField id="q" text={text} quantity={readQuantity(text, 10)} max={10} onChange={setText} />;
}

describe('the quantity field', () => {
  it('keeps a quantity typed into the server’s box before the app hydrated', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Field />);
    const box = container.querySelector<HTMLInputElement>('#q')!;
    box.value = '3';
    const root = await act(async () => hydrateRoot(container, <Field />));
    try {
      expect(box).toHaveValue('3');
      // The app's state holds 3 too: one step up makes 4.
      act(() => screen.getAllByRole('button')[1]!.click());
      expect(box).toHaveValue('4');
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});

describe('readQuantity', () => {
  it('reads the shared number corpus as the one reader does, as a whole number from 1 to the most', async () => {
    const { corpusExpectation, numericCorpus } = await import('@pnc/schemas/numeric-corpus');
    for (const entry of numericCorpus) {
      const means = corpusExpectation(entry, { scale: 0, min: 1, max: 10 });
      expect(readQuantity(entry.typed, 10), entry.typed).toBe('note' in means || means.value === null ? undefined : means.value);
    }
    expect(readQuantity('①', 10)).toBeUndefined(); // a circled digit is not a digit typed
  });
});
