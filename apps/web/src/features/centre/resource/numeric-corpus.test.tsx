import type { FieldSpec, ResourceDefinition } from '@pnc/schemas/centre/define';
import { centreResources } from '@pnc/schemas/centre/resources';
import { corpusExpectation, numericCorpus, numericSample, type CorpusEntry } from '@pnc/schemas/numeric-corpus';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { refusalOf, refusalWords } from '../../../test/number-words';
import { renderCentrePage } from '../../../test/render-centre';
import { formFields, isNumberField, numberOptions } from './form-model';
import { hasOwnNewForm } from './new-record-forms';
import ResourceRoutes from './resource-pages';

/**
 * Every number field of every centre resource's new-record page reads the corpus (numeric-corpus.ts) as its
 * definition says: on leaving the field it shows the number understood (「３８．６」 → 38.6), or it keeps the text
 * exactly as typed and says at the field, in tw and en, why it was refused. The sample goes into every field; the
 * whole corpus into the first field of each number type.
 */
afterAll(async () => {
  await i18n.changeLanguage('en');
});

const numberFields = (def: ResourceDefinition) => formFields(def).filter(([, f]) => isNumberField(f));

/** The resources whose new-record page is the generic form and asks for a number. */
const forms = centreResources.filter((def) => !hasOwnNewForm(def) && numberFields(def).length > 0);

/** The first field of each number type, anywhere, takes the whole corpus. */
const whole = new Set<string>();
for (const type of ['int', 'number', 'money'])
  for (const def of forms) {
    const found = numberFields(def).find(([, f]) => f.type === type);
    if (found) {
      whole.add(`${def.name}.${found[0]}`);
      break;
    }
  }

const renderNew = (def: ResourceDefinition, lang: 'tw' | 'en') =>
  renderCentrePage(
    <Routes>
      <Route path="/centre/r/*" element={<ResourceRoutes />} />
    </Routes>,
    { path: `/centre/r/${def.name}/new`, lang, role: 'admin' },
  );

const errorOf = (input: HTMLElement) => input.closest('.ant-form-item')!.querySelector('.ant-form-item-explain-error');

/** Types one entry into the field, leaves it, and checks what the field shows and says. */
async function typeAndCheck(input: HTMLInputElement, f: FieldSpec, entry: CorpusEntry, lang: 'tw' | 'en', where: string) {
  fireEvent.change(input, { target: { value: entry.typed } });
  await act(async () => fireEvent.blur(input));
  const expected = corpusExpectation(entry, numberOptions(f));
  const note = refusalOf(expected);
  const what = `${where} ← ${JSON.stringify(entry.typed)}`;
  if ('value' in expected && expected.value === null && f.required) {
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

describe('the corpus typed into every number field of every centre form', () => {
  it('covers every generic form that asks for a number, and each number type with the whole corpus', () => {
    expect(forms.length).toBeGreaterThan(15);
    expect(whole.size).toBe(3);
    // The corpus asks of each field what the reader is checked against (numeric-input.test.ts).
    expect(numericSample.length).toBeGreaterThanOrEqual(9);
  });

  it.each(forms.flatMap((def, i) => [[def.name, def, i % 2 ? 'en' : 'tw'] as const]))(
    '%s',
    async (_name, def, lang) => {
      mockFetch({});
      await renderNew(def, lang);
      await screen.findByTestId(`form-${def.name}`, {}, { timeout: 10_000 });
      for (const [name, f] of numberFields(def)) {
        const input = document.getElementById(`${def.name}-new_${name}`) as HTMLInputElement | null;
        expect(input, `${def.name}.${name} is on the new-record form`).not.toBeNull();
        const entries = whole.has(`${def.name}.${name}`) ? numericCorpus : numericSample;
        for (const entry of entries) await typeAndCheck(input!, f, entry, lang, `${def.name}.${name} (${lang})`);
      }
    },
    120_000,
  );
});
