import type { ResourceDefinition } from '@pnc/schemas/centre/define';
import { centreResources } from '@pnc/schemas/centre/resources';
import { numericCorpus, numericSample } from '@pnc/schemas/numeric-corpus';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import { typeAndCheck } from '../../../test/type-corpus';
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
        for (const entry of entries)
          await typeAndCheck(
            input!,
            { options: numberOptions(f), required: Boolean(f.required) },
            entry,
            lang,
            `${def.name}.${name} (${lang})`,
          );
      }
    },
    120_000,
  );
});
