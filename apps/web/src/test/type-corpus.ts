import { corpusExpectation, type CorpusEntry } from '@pnc/schemas/numeric-corpus';
import type { NumberInputOptions } from '@pnc/schemas/numeric-input';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { refusalOf, refusalWords } from './number-words';

/** The error antd's form shows under a field. */
const errorOf = (input: HTMLElement) => input.closest('.ant-form-item')!.querySelector('.ant-form-item-explain-error');

/**
 * Types one corpus entry into a form's number field (read with `options`), leaves it, and checks what the field
 * shows and says: the reading as understood, or the text exactly as typed with the refusal's words in `lang`.
 */
export async function typeAndCheck(
  input: HTMLInputElement,
  field: { options: NumberInputOptions; required: boolean },
  entry: CorpusEntry,
  lang: 'tw' | 'en',
  where: string,
) {
  fireEvent.change(input, { target: { value: entry.typed } });
  await act(async () => fireEvent.blur(input));
  const expected = corpusExpectation(entry, field.options);
  const note = refusalOf(expected);
  const what = `${where} ← ${JSON.stringify(entry.typed)}`;
  if ('value' in expected && expected.value === null && field.required) {
    // Blank in a required field: emptied of its blanks, and the form's own "required" words said under it.
    expect(input.value, what).toBe('');
    await waitFor(() => expect(errorOf(input), what).not.toBeNull());
  } else if (note === null) {
    expect(input.value, what).toBe('text' in expected ? expected.text : '');
    await waitFor(() => expect(errorOf(input), what).toBeNull());
  } else {
    // Refused: the text stays exactly as typed (never rewritten, never emptied) and the field says why.
    expect(input.value, what).toBe(entry.typed);
    await waitFor(() => expect(errorOf(input)?.textContent, what).toBe(refusalWords(lang, note)));
  }
}
