import type { FieldSpec, ResourceDefinition } from '@pnc/schemas/centre/define';
import { mother } from '@pnc/schemas/centre/mother';
import { centreResources } from '@pnc/schemas/centre/resources';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { renderInStore } from '../../../test/render-in-store';
import { ResourceForm } from './resource-form';

/**
 * Refuse, never change silently: the generic form sends every value exactly as typed (no clamp to a range, no
 * rounding, no cut to a length) and shows the server's field error under its field in the reader's language.
 */
beforeAll(async () => {
  await import('../centre-state');
});
afterAll(async () => {
  await i18n.changeLanguage('en');
});

const writable = (def: ResourceDefinition) =>
  (Object.entries(def.fields) as [string, FieldSpec][]).filter(([, f]) => !f.readOnly);

/** A record whose every field holds a valid value, so that only the value typed in the test is in question. */
function recordOf(def: ResourceDefinition): Record<string, unknown> {
  const r: Record<string, unknown> = { id: 5 };
  for (const [k, f] of writable(def)) {
    switch (f.type) {
      case 'text':
      case 'longtext':
        r[k] = k.includes('phone') ? '0912-000-111' : 'a';
        break;
      case 'int':
      case 'money':
      case 'number':
        r[k] = f.min ?? 1;
        break;
      case 'date':
        r[k] = '2026-03-01';
        break;
      case 'datetime':
        r[k] = '2026-03-01T00:30:00.000Z';
        break;
      case 'enum':
        r[k] = f.values![0];
        break;
      case 'ref':
        r[k] = 1;
        break;
      case 'bool':
        r[k] = false;
        break;
      case 'json':
        r[k] = [];
        break;
    }
  }
  return r;
}

/** The form of one record showing only the field in question (every other one is fixed: sent, not drawn). */
function renderOne(def: ResourceDefinition, name: string) {
  const { id: _id, [name]: _shown, ...fixed } = recordOf(def);
  return renderInStore(<ResourceForm def={def} record={recordOf(def) as never} fixed={fixed} />);
}

const inputOf = (def: ResourceDefinition, name: string) => document.getElementById(`${def.name}-5_${name}`) as HTMLInputElement;

// Every number field of every form against the shared corpus: numeric-corpus.test.tsx.

describe('numbers typed and refused, in tw and en', () => {
  const vitals = centreResources.find((d) => d.name === 'mom_caring_record')!;

  it.each([
    ['tw', /儲\s*存/, '請輸入整數。', '不能大於 200。'],
    ['en', /save/i, 'Enter a whole number.', 'Must be at most 200.'],
  ])(
    'in %s a fraction and a pulse past its limit are refused at the field, kept and never sent',
    async (lang, save, notInt, tooBig) => {
      await i18n.changeLanguage(lang);
      const { calls } = mockFetch({ [`PUT /api/${vitals.path}/5/`]: { status: 200, body: recordOf(vitals) } });
      renderOne(vitals, 'pulse');
      const input = inputOf(vitals, 'pulse');
      fireEvent.change(input, { target: { value: '88.5' } });
      await act(async () => fireEvent.blur(input));
      expect(input).toHaveValue('88.5');
      expect(await screen.findByText(notInt, {}, { timeout: 5000 })).toBeInTheDocument();
      fireEvent.change(input, { target: { value: '２０１' } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: save })));
      expect(await screen.findByText(tooBig, {}, { timeout: 5000 })).toBeInTheDocument();
      expect(input).toHaveValue('２０１');
      expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    },
  );

  it('a temperature typed 「３８．６」 shows 38.6 after blur and is sent as 38.6', async () => {
    await i18n.changeLanguage('tw');
    const { calls } = mockFetch({ [`PUT /api/${vitals.path}/5/`]: { status: 200, body: recordOf(vitals) } });
    renderOne(vitals, 'temperature_c');
    const input = inputOf(vitals, 'temperature_c');
    fireEvent.change(input, { target: { value: '３８．６' } });
    await act(async () => fireEvent.blur(input));
    expect(input).toHaveValue('38.6');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /儲\s*存/ })));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true), { timeout: 5000 });
    expect(JSON.parse(calls.find((c) => c.method === 'PUT')!.body!).temperature_c).toBe(38.6);
  });

  it.each([
    ['tw', '姓名', /儲\s*存/, '最多 100 個字，請刪減後再送出。'],
    ['en', 'Name', /save/i, 'At most 100 characters; shorten it and send again.'],
  ])(
    "in %s a 300-character paste into the mother's name is kept whole, counted and refused",
    async (lang, label, save, words) => {
      await i18n.changeLanguage(lang);
      const { calls } = mockFetch({
        'PUT /api/mother/5/': {
          status: 400,
          body: { status: 400, code: 'validation_error', message: 'x', fields: { name: ['too_long:100'] } },
        },
      });
      renderOne(mother, 'name');
      const long = '林'.repeat(300);
      fireEvent.change(screen.getByLabelText(label), { target: { value: long } });
      expect(screen.getByLabelText(label)).toHaveValue(long);
      expect(screen.getByText('300 / 100')).toBeInTheDocument();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: save })));
      expect(await screen.findByText(words, {}, { timeout: 5000 })).toBeInTheDocument();
      expect(JSON.parse(calls.find((c) => c.method === 'PUT')!.body!).name).toBe(long);
    },
  );

  it.each([
    ['tw', '此欄位的內容不正確。'],
    ['en', 'This value is not valid.'],
  ])('in %s an English server note on a field is never shown as sent', async (lang, words) => {
    await i18n.changeLanguage(lang);
    mockFetch({
      'PUT /api/mother/5/': {
        status: 400,
        body: { status: 400, code: 'validation_error', message: 'x', fields: { phone: ['must look like a phone'] } },
      },
    });
    renderOne(mother, 'phone');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: lang === 'tw' ? /儲\s*存/ : /save/i })));
    await waitFor(() => expect(screen.getByText(words)).toBeInTheDocument(), { timeout: 5000 });
    expect(screen.queryByText(/must look like/)).toBeNull();
  });
});
