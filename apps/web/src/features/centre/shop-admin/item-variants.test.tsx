import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpCentreComponentTests } from '../../../test/centre-component-setup';
import { mockFetch } from '../../../test/fetch-mock';
import { renderInStore } from '../../../test/render-in-store';
import { adminItem } from '../../../test/shop-admin-fixtures';
import { numericCorpus } from '@pnc/schemas/numeric-corpus';
import { typeAndCheck } from '../../../test/type-corpus';
import { ItemForm } from './item-form';
import { PRICE, STOCK, VARIANT_ORDER } from './number-fields';

setUpCentreComponentTests();

const at = '2026-01-01T00:00:00.000Z';
const variant = (id: number, name_en: string, stock: number, is_active = true) => ({
  id,
  item_id: 5,
  name_tw: `${name_en}（中）`,
  name_en,
  options: { size: name_en },
  sku: `BRA-${name_en}`,
  price: null,
  stock,
  sort_order: id,
  is_active,
  created_at: at,
  updated_at: at,
});
const item = adminItem({
  id: 5,
  name_tw: '哺乳內衣',
  name_en: 'Nursing bra',
  price: 890,
  stock: 7,
  variants: [variant(1, 'M', 4), variant(2, 'L', 3)],
});

function renderForm(patch: Partial<typeof item> = {}) {
  const saved: unknown[] = [];
  renderInStore(<ItemForm item={{ ...item, ...patch }} tree={[]} onSaved={(s) => saved.push(s)} onCancel={() => {}} />, {
    lang: 'en',
  });
  return saved;
}

describe("the item form's variants", { timeout: 60_000 }, () => {
  it('shows the stock as the variants’ sum and never sends it with the item', async () => {
    const { calls } = mockFetch({ 'PUT /api/items/5/': { status: 200, body: item } });
    const saved = renderForm();
    expect(screen.getByTestId('item-stock-sum')).toBeDisabled();
    expect(screen.getByTestId('item-stock-sum')).toHaveValue('7');
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(JSON.parse(calls.find((c) => c.url === '/api/items/5/')!.body!)).not.toHaveProperty('stock');
  });

  it('adds a variant with its size, SKU and stock, and shows the SKU the server refuses on its field', async () => {
    const { calls } = mockFetch({
      'POST /api/items/5/variants/': [
        { status: 400, body: { status: 400, code: 'validation_error', message: 'x', fields: { sku: ['sku_taken'] } } },
        { status: 201, body: variant(3, 'XL', 5) },
      ],
    });
    renderForm();
    const section = screen.getByTestId('item-variants');
    fireEvent.click(within(section).getByTestId('add-variant'));
    const form = await screen.findByTestId('form-variant');
    fireEvent.change(within(form).getByLabelText('Chinese name'), { target: { value: 'XL（中）' } });
    fireEvent.change(within(form).getByLabelText('Size'), { target: { value: 'XL' } });
    fireEvent.change(within(form).getByLabelText('SKU'), { target: { value: 'BRA-M' } });
    fireEvent.change(within(form).getByLabelText('Stock'), { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: /create/i }));
    expect(await within(form).findByText('Another variant already uses this SKU.')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('SKU'), { target: { value: 'BRA-XL' } });
    fireEvent.click(within(form).getByRole('button', { name: /create/i }));
    expect(await within(section).findByRole('row', { name: /XL/ })).toBeInTheDocument();
    const posts = calls.filter((c) => c.url === '/api/items/5/variants/');
    expect(JSON.parse(posts[1]!.body!)).toEqual({
      name_tw: 'XL（中）',
      name_en: '',
      sku: 'BRA-XL',
      options: { size: 'XL' },
      price: null,
      stock: 5,
      sort_order: 2,
      is_active: true,
    });
    // The item's stock follows: 4 + 3 + 5.
    expect(screen.getByTestId('item-stock-sum')).toHaveValue('12');
  });

  it('reads a full-width stock 「３」 as 3 and refuses a stock of 1.5 at its field, never rounding it', async () => {
    const { calls } = mockFetch({ 'POST /api/items/5/variants/': { status: 201, body: variant(3, 'XL', 3) } });
    renderForm();
    fireEvent.click(within(screen.getByTestId('item-variants')).getByTestId('add-variant'));
    const form = await screen.findByTestId('form-variant');
    fireEvent.change(within(form).getByLabelText('Chinese name'), { target: { value: 'XL（中）' } });
    fireEvent.change(within(form).getByLabelText('SKU'), { target: { value: 'BRA-XL' } });
    fireEvent.change(within(form).getByLabelText('Stock'), { target: { value: '1.5' } });
    fireEvent.click(within(form).getByRole('button', { name: /create/i }));
    expect(await within(form).findByText('Enter a whole number.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/items/5/variants/')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Stock'), { target: { value: '３' } });
    fireEvent.click(within(form).getByRole('button', { name: /create/i }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/items/5/variants/')).toHaveLength(1));
    expect(JSON.parse(calls.find((c) => c.url === '/api/items/5/variants/')!.body!)).toMatchObject({ stock: 3 });
  });

  it('takes a variant off sale, and its stock out of the sum', async () => {
    const { calls } = mockFetch({ 'PUT /api/items/5/variants/2/': { status: 200, body: variant(2, 'L', 3, false) } });
    renderForm();
    fireEvent.click(screen.getByRole('switch', { name: 'L on sale' }));
    await waitFor(() => expect(screen.getByTestId('item-stock-sum')).toHaveValue('4'));
    expect(JSON.parse(calls.find((c) => c.url === '/api/items/5/variants/2/')!.body!)).toEqual({ is_active: false });
  });

  it.each([
    ['Price', PRICE],
    ['Stock', STOCK],
    ['Order', VARIANT_ORDER],
  ] as const)("reads every entry of the shared number corpus typed into a variant's %s", async (name, options) => {
    mockFetch({});
    renderForm();
    fireEvent.click(within(screen.getByTestId('item-variants')).getByTestId('add-variant'));
    const form = await screen.findByTestId('form-variant');
    const box = within(form).getByLabelText(name) as HTMLInputElement;
    for (const entry of numericCorpus) await typeAndCheck(box, { options, required: name === 'Stock' }, entry, 'en', name);
  });
});
