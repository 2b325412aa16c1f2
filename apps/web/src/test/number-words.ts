import type { Meaning } from '@pnc/schemas/numeric-corpus';

/**
 * What a number field says of a refusal, in tw and en, written out here (not read from the locale files) so a
 * test checks the words a reader sees: `{limit}` is the limit the note names (`below_min:34` → 34).
 */
const words: Record<'tw' | 'en', Record<string, string>> = {
  tw: {
    required: '此欄位必填。',
    comma_decimal: '小數點請用「.」，不要用逗號（例如 36.5）。',
    thousands_separator: '請不要加千分位逗號（例如 1200）。',
    not_a_number: '請輸入數字（例如 38.6）。',
    too_many_decimals: '小數最多 {limit} 位。',
    not_integer: '請輸入整數。',
    below_min: '不能小於 {limit}。',
    above_max: '不能大於 {limit}。',
    too_many_digits: '數字最多 {limit} 位。',
  },
  en: {
    required: 'This field is required.',
    comma_decimal: 'Use a point for decimals, not a comma (e.g. 36.5).',
    thousands_separator: 'Leave out thousands separators (e.g. 1200).',
    not_a_number: 'Enter a number (e.g. 38.6).',
    too_many_decimals: 'At most {limit} decimal places.',
    not_integer: 'Enter a whole number.',
    below_min: 'Must be at least {limit}.',
    above_max: 'Must be at most {limit}.',
    too_many_digits: 'At most {limit} digits.',
  },
};

/** The words of a refusal's note (`above_max:10`) in `lang`. */
export function refusalWords(lang: 'tw' | 'en', note: string): string {
  const [code, limit = ''] = note.split(':') as [string, string?];
  const text = words[lang][code];
  if (!text) throw new Error(`no words for ${code}`);
  return text.replace('{limit}', limit);
}

/** The note of a meaning that is a refusal, or null for a number or blank. */
export const refusalOf = (m: Meaning) => ('note' in m ? m.note : null);
