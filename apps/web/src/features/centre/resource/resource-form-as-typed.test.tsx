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

const writable = (def: ResourceDefinition) => (Object.entries(def.fields) as [string, FieldSpec][]).filter(([, f]) => !f.readOnly);

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

/** Every numeric field with an upper limit: the first per resource, typed one past it, and a fraction where whole numbers are asked. */
const cases = centreResources.flatMap((def) => {
  const found = writable(def).find(([, f]) => (f.type === 'int' || f.type === 'number' || f.type === 'money') && f.max !== undefined);
  return found ? [[def.name, def, found[0], found[1]] as const] : [];
});

/** The form of one record showing only the field in question (every other one is fixed: sent, not drawn). */
function renderOne(def: ResourceDefinition, name: string) {
  const { id: _id, [name]: _shown, ...fixed } = recordOf(def);
  return renderInStore(<ResourceForm def={def} record={recordOf(def) as never} fixed={fixed} />);
}

const inputOf = (def: ResourceDefinition, name: string) =>
  document.getElementById(`${def.name}-5_${name}`) as HTMLInputElement;

describe('the generic form sends what was typed', () => {
  it('covers the resources with limited numbers', () => {
    expect(cases.length).toBeGreaterThan(5);
  });

  it.each(cases)('%s: a number past its limit is sent unchanged and refused under its field', async (_n, def, name, f) => {
    await i18n.changeLanguage('tw');
    const over = f.max! + 1;
    const { calls } = mockFetch({
      [`PUT /api/${def.path}/5/`]: {
        status: 400,
        body: { status: 400, code: 'validation_error', message: 'Some fields are not valid.', fields: { [name]: [`too_big:${f.max}`] } },
      },
    });
    renderOne(def, name);
    const input = inputOf(def, name);
    fireEvent.change(input, { target: { value: String(over) } });
    fireEvent.blur(input);
    expect(input).toHaveValue(String(over));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /儲\s*存/ })));
    expect(await screen.findByText(`不能大於 ${f.max}。`, {}, { timeout: 5000 })).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(JSON.parse(put.body!)).toEqual({ ...recordOf(def), id: undefined, [name]: over });
    expect(screen.queryByText(/Some fields|too_big/)).toBeNull();
  });
});

describe('numbers and text, typed and refused, in tw and en', () => {
  const epdsLike = cases.find(([, , , f]) => f.type === 'int')!;

  it.each([
    ['tw', /儲\s*存/, '請輸入整數。', '不能小於 0。'],
    ['en', /save/i, 'Enter a whole number.', 'Must be at least 0.'],
  ])('in %s a fraction and a negative are sent as typed and worded from their codes', async (lang, save, notInt, tooSmall) => {
    await i18n.changeLanguage(lang);
    const [, def, name] = epdsLike;
    const { calls } = mockFetch({
      [`PUT /api/${def.path}/5/`]: [
        { status: 400, body: { status: 400, code: 'validation_error', message: 'x', fields: { [name]: ['not_integer'] } } },
        { status: 400, body: { status: 400, code: 'validation_error', message: 'x', fields: { [name]: ['too_small:0'] } } },
      ],
    });
    renderOne(def, name);
    const input = inputOf(def, name);
    fireEvent.change(input, { target: { value: '1.5' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('1.5');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: save })));
    expect(await screen.findByText(notInt, {}, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '-1' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('-1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: save })));
    expect(await screen.findByText(tooSmall, {}, { timeout: 5000 })).toBeInTheDocument();
    const puts = calls.filter((c) => c.method === 'PUT').map((c) => JSON.parse(c.body!)[name]);
    expect(puts).toEqual([1.5, -1]);
  });

  it.each([
    ['tw', '姓名', /儲\s*存/, '最多 100 個字，請刪減後再送出。'],
    ['en', 'Name', /save/i, 'At most 100 characters; shorten it and send again.'],
  ])("in %s a 300-character paste into the mother's name is kept whole, counted and refused", async (lang, label, save, words) => {
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
  });

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
