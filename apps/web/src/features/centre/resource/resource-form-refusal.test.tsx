import { incubatorType } from '@pnc/schemas/centre/incubator-type';
import { momBillingRecord } from '@pnc/schemas/centre/mom-billing-record';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { renderInStore } from '../../../test/render-in-store';
import { ResourceForm } from './resource-form';

beforeAll(async () => {
  await import('../centre-state');
});
afterAll(async () => {
  await i18n.changeLanguage('en');
});

const renderForm = (props: Parameters<typeof ResourceForm>[0]) => renderInStore(<ResourceForm {...props} />);

const record = { id: 2, name_tw: '標準型', name_en: 'Standard', description: null };
/** The server's answer to a name another incubator type has: a 409 with its own English note on the field. */
const taken = {
  status: 409,
  body: { status: 409, code: 'already_used', message: 'This name_tw is already used.', fields: { name_tw: ['already used'] } },
};

/** The Form.Item around the input labelled so: where antd shows a field's error state. */
const itemOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item')!;

describe('the generic form, refused by the server (not a validation error)', () => {
  it.each([
    ['tw', '名稱（中文）', '標示欄位的內容已被其他資料使用，請換一個。', /儲\s*存/],
    ['en', 'Name (Chinese)', 'The marked value is already used by another record. Choose another.', /save/i],
  ])('in %s says the code in words and marks the field it names, without the English note', async (lang, label, words, save) => {
    await i18n.changeLanguage(lang);
    const { calls } = mockFetch({ 'PUT /api/incubator_type/2/': taken });
    renderForm({ def: incubatorType, record: record as never });
    fireEvent.click(screen.getByRole('button', { name: save }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(words);
    expect(screen.queryByText('already used')).not.toBeInTheDocument();
    expect(itemOf(label)).toHaveClass('ant-form-item-has-error');
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it("uses the page's own words for a code it expects, still marking the field", async () => {
    await i18n.changeLanguage('en');
    mockFetch({ 'PUT /api/incubator_type/2/': taken });
    renderForm({ def: incubatorType, record: record as never, errorMessages: { already_used: 'Another type has this name.' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Another type has this name.');
    expect(itemOf('Name (Chinese)')).toHaveClass('ant-form-item-has-error');
    expect(itemOf('Name (English)')).not.toHaveClass('ant-form-item-has-error');
  });

  it('falls back to the generic words for a code it does not know, and marks no field for one the form lacks', async () => {
    await i18n.changeLanguage('en');
    mockFetch({
      'PUT /api/incubator_type/2/': {
        status: 409,
        body: { status: 409, code: 'some_new_rule', message: 'No.', fields: { _: ['no'] } },
      },
    });
    const { container } = renderForm({ def: incubatorType, record: record as never });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(i18n.t('errors:app.generic'));
    expect(within(container).queryByText('no')).not.toBeInTheDocument();
    expect(container.querySelector('.ant-form-item-has-error')).toBeNull();
  });

  it.each([
    ['tw', '單價', '依合約房型的每日房價計價：每日 NT$12800。', /儲\s*存/],
    ['en', 'Unit price', "Priced from the contract's room type: NT$12800 a day.", /save/i],
  ])('in %s says under the field the price a line must have (a field-error code in a refusal)', async (lang, label, words, save) => {
    await i18n.changeLanguage(lang);
    const line = { id: 3, mother: 1, contract: 2, item: '續住', category: 'extension', quantity: 2, unit_price: 12_000 };
    mockFetch({
      'PUT /api/mom_billing_record/3/': {
        status: 400,
        body: {
          status: 400,
          code: 'priced_from_room_type',
          message: "Extension days and days not stayed are priced from the contract's room type: NT$12800 a day.",
          fields: { unit_price: ['room_type_rate:12800'] },
        },
      },
    });
    renderForm({ def: momBillingRecord, record: { ...line, amount: 24_000, billed_at: '2026-06-29', paid: false } as never });
    fireEvent.click(screen.getByRole('button', { name: save }));
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(itemOf(label)).toHaveClass('ant-form-item-has-error');
  });
});
