import type { NumberInputOptions } from './numeric-input';

/**
 * Numbers as Taiwanese keyboards type them, each with what it means, written apart from the reader
 * (numeric-input.ts) so the reader and every web field that uses it are checked against the same list: a field
 * shows the number exactly as understood, or refuses it with the code given here and keeps the text as typed.
 */

/** What a typed text means with no field limits: a number and its plain text, blank, or a refusal's note. */
export type Meaning = { value: number; text: string } | { value: null; text: '' } | { note: string };

export interface CorpusEntry {
  typed: string;
  means: Meaning;
  /** Grouped thousands (1,200): what it means where a field takes separators (money); refused elsewhere. */
  grouped?: { value: number; text: string };
  /** One of the few typed into every number field of every form (the whole corpus goes into one field per type). */
  sample?: true;
}

const n = (value: number, text = String(value)) => ({ value, text });
const no = (note: string) => ({ note });

export const numericCorpus: readonly CorpusEntry[] = [
  // Full-width digits, point and minus read as their ASCII twins.
  { typed: '３８．６', means: n(38.6), sample: true },
  { typed: '８８', means: n(88), sample: true },
  { typed: '－３', means: n(-3), sample: true },
  { typed: '−３', means: n(-3) },
  { typed: '３8.６', means: n(38.6) },
  { typed: '４', means: n(4) },
  // Blanks around it (the ideographic space too) are trimmed; blanks alone are nothing typed.
  { typed: '\u3000３８．６ ', means: n(38.6) },
  { typed: ' ３\u3000', means: n(3) },
  { typed: ' \t', means: { value: null, text: '' } },
  { typed: '\u3000', means: { value: null, text: '' } },
  { typed: '38 .6', means: no('not_a_number') },
  // A comma for a point, and thousands separators where the field takes none.
  { typed: '36,5', means: no('comma_decimal'), sample: true },
  { typed: '３６，５', means: no('comma_decimal') },
  { typed: '1,200', means: no('thousands_separator'), grouped: n(1200), sample: true },
  { typed: '１，２００，０００', means: no('thousands_separator'), grouped: n(1_200_000) },
  { typed: '12,00', means: no('comma_decimal') },
  { typed: '1,2,3', means: no('not_a_number') },
  { typed: '1200,', means: no('not_a_number') },
  // Not a plain decimal number.
  { typed: '1e3', means: no('not_a_number'), sample: true },
  { typed: '1E3', means: no('not_a_number') },
  { typed: '0x10', means: no('not_a_number'), sample: true },
  { typed: 'abc', means: no('not_a_number'), sample: true },
  { typed: '38度', means: no('not_a_number') },
  { typed: '--1', means: no('not_a_number'), sample: true },
  { typed: '+5', means: no('not_a_number') },
  { typed: '.5', means: no('not_a_number') },
  { typed: '5.', means: no('not_a_number') },
  { typed: '1.2.3', means: no('not_a_number') },
  { typed: 'Infinity', means: no('not_a_number') },
  { typed: 'NaN', means: no('not_a_number') },
  { typed: '−−3', means: no('not_a_number') },
  { typed: '٣', means: no('not_a_number') },
  // More digits than a number holds exactly.
  { typed: '1234567890123456', means: no('too_many_digits:15') },
  { typed: '123456789012345', means: n(123456789012345) },
  { typed: '0.0000001234', means: n(0.0000001234, '0.0000001234') },
  // What is understood: leading zeros and a minus on zero dropped, the fraction kept as typed.
  { typed: '007', means: n(7) },
  { typed: '-0', means: n(0) },
  { typed: '36.50', means: n(36.5, '36.50') },
];

/** The entries typed into every number field (the rest go into one field per type). */
export const numericSample = numericCorpus.filter((e) => e.sample);

/**
 * What a field with these options makes of an entry, as its definition says (never by asking the reader): the
 * number and the text it shows, blank, or the refusal's note (`below_min:34`).
 */
export function corpusExpectation(entry: CorpusEntry, options: NumberInputOptions = {}): Meaning {
  const means = options.thousands && entry.grouped ? entry.grouped : entry.means;
  if ('note' in means || means.value === null) return means;
  const decimals = means.text.split('.')[1]?.length ?? 0;
  if (options.scale === 0 && decimals > 0) return no('not_integer');
  if (options.scale !== undefined && decimals > options.scale) return no(`too_many_decimals:${options.scale}`);
  if (options.min !== undefined && means.value < options.min) return no(`below_min:${options.min}`);
  if (options.max !== undefined && means.value > options.max) return no(`above_max:${options.max}`);
  return means;
}
