import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, pageReply } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import SparePartsPage from './spare-parts-page';

const part = { id: 3, name: 'Bulb', unit: 'pc', unit_price: 120, total: 5, safety_stock: 10, low_stock: true, note: null };
const move = (id: number, operation: string, quantity: number, reason: string | null) => ({
  id,
  part: 3,
  operation,
  quantity,
  reason,
  user: 7,
  created_at: `2026-03-0${id - 9}T02:00:00.000Z`,
  updated_at: `2026-03-0${id - 9}T02:00:00.000Z`,
});
const history = [move(11, 'out', 2, 'room 3'), move(10, 'adjust', 7, 'count')];

const renderAt = (path: string, role: 'staff' | 'manager', lang: 'tw' | 'en' = 'en') =>
  renderCentrePage(<SparePartsPage />, { path, role, lang, route: '/centre/spareParts/*' });

/** The history table's cells, row by row (header left out). */
const historyCells = () =>
  within(screen.getByTestId('stock-history'))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

/** The history once its rows have loaded and named their users. */
const rowTexts = async () => {
  await waitFor(() => expect(historyCells()[0]?.[5]).toBe('王護理師'));
  return historyCells();
};

// Each renders antd forms and tables several times: generous on a busy machine.
describe("a part's page", { timeout: 40_000 }, () => {
  it('shows the stock, the history with its running total, and a take that lowers the stock', async () => {
    const { calls } = mockFetch({
      'GET /api/spare_part/3/': [
        { status: 200, body: part },
        { status: 200, body: { ...part, total: 4 } },
      ],
      'GET /api/spare_part_record/': [pageReply(history), pageReply([move(12, 'out', 1, 'ward'), ...history])],
      'POST /api/spare_part_record/': { status: 201, body: { ...move(12, 'out', 1, 'ward'), part_total: 4, low_stock: true } },
      'GET /api/spare_part/': pageReply([part]),
    });
    await renderAt('/centre/spareParts/3', 'staff');
    expect(await screen.findByTestId('part-stock')).toHaveTextContent('In stock: 5');
    expect(screen.getByRole('heading', { name: /Bulb/ })).toHaveTextContent('Low stock');
    // Newest first; the stock after each: 5 now, 7 after the count.
    expect((await rowTexts()).map((r) => [r[1], r[2], r[3], r[4], r[5]])).toEqual([
      ['Stock out', '−2', '5', 'room 3', '王護理師'],
      ['Adjustment', 'Counted: 7', '7', 'count', '王護理師'],
    ]);
    // Staff move stock but cannot edit the part (its prices are the managers').
    expect(screen.queryByTestId('edit-record')).toBeNull();

    const form = screen.getByTestId('stock-move-form');
    fireEvent.change(within(form).getByLabelText('Quantity'), { target: { value: '1' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'ward' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(screen.getByTestId('part-stock')).toHaveTextContent('In stock: 4'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(post.body!)).toEqual({ part: 3, operation: 'out', quantity: 1, reason: 'ward' });
    await waitFor(() => expect(historyCells()[0]?.slice(1, 4)).toEqual(['Stock out', '−1', '4']));
    // The spec's spare-part list in client state is read again too.
    expect(calls.some((c) => c.url === '/api/spare_part/')).toBe(true);
  });

  it("shows the server's refusal of a take beyond the stock in words, and re-reads the stock", async () => {
    const { calls } = mockFetch({
      'GET /api/spare_part/3/': [
        { status: 200, body: part },
        { status: 200, body: { ...part, total: 3 } },
      ],
      'GET /api/spare_part_record/': pageReply(history),
      'POST /api/spare_part_record/': {
        status: 409,
        body: {
          status: 409,
          code: 'insufficient_stock',
          message: 'Only 3 in stock',
          fields: { quantity: ['more than in stock'] },
        },
      },
    });
    await renderAt('/centre/spareParts/3', 'staff');
    const form = await screen.findByTestId('stock-move-form');
    // Settled first (the history names its users), as a person would see it before typing.
    await rowTexts();
    fireEvent.change(within(form).getByLabelText('Quantity'), { target: { value: '9' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record' }));
    const alert = await screen.findByTestId('stock-refused');
    await waitFor(() =>
      expect(alert).toHaveTextContent('Not enough in stock: Bulb has only 3, so 9 cannot be taken. Nothing was changed.'),
    );
    expect(screen.getByTestId('part-stock')).toHaveTextContent('In stock: 3');
    expect(calls.filter((c) => c.url === '/api/spare_part/3/')).toHaveLength(2);
  });

  it.each([
    ['tw', '數量', /登\s*錄/, '-1', 'too_small:1', '不能小於 1。'],
    ['en', 'Quantity', /Record/, '1.5', 'not_integer', 'Enter a whole number.'],
    ['en', 'Quantity', /Record/, '1e3', 'not_a_number', 'Enter a number (e.g. 38.6).'],
    ['tw', '數量', /登\s*錄/, '３', '', ''],
  ])(
    'in %s (%s) a take is read exactly or refused under the quantity, kept as typed and not sent',
    async (lang, label, submit, typed, code, words) => {
      const { calls } = mockFetch({
        'GET /api/spare_part/3/': { status: 200, body: part },
        'GET /api/spare_part_record/': pageReply(history),
        'POST /api/spare_part_record/': {
          status: 400,
          body: { status: 400, code: 'validation_error', message: 'Some fields are not valid.', fields: { quantity: [code] } },
        },
      });
      await renderAt('/centre/spareParts/3', 'staff', lang as 'tw' | 'en');
      const form = await screen.findByTestId('stock-move-form');
      await rowTexts();
      const quantity = within(form).getByLabelText(label);
      fireEvent.change(quantity, { target: { value: typed } });
      fireEvent.blur(quantity);
      fireEvent.click(within(form).getByRole('button', { name: submit }));
      if (!words) {
        // 「３」 is 3: shown as understood and sent as the number.
        await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
        expect(quantity).toHaveValue('3');
        expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body!).quantity).toBe(3);
        return;
      }
      expect(await within(form).findByText(words)).toBeInTheDocument();
      expect(quantity).toHaveValue(typed);
      expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
      expect(code).toBeTruthy();
    },
  );

  it('gives managers the edit form with the prices', async () => {
    mockFetch({ 'GET /api/spare_part/3/': { status: 200, body: part }, 'GET /api/spare_part_record/': pageReply(history) });
    await renderAt('/centre/spareParts/3', 'manager');
    fireEvent.click(await screen.findByTestId('edit-record'));
    expect(within(screen.getByTestId('form-spare_part')).getByLabelText('Unit price')).toHaveValue('120');
  });
});

describe('the parts list', { timeout: 40_000 }, () => {
  it('puts the low-stock parts on top and tags them in the list, in tw', async () => {
    const ok = { ...part, id: 4, name: '床單', total: 30, low_stock: false };
    const low = { ...part, name: '燈管' };
    const { calls } = mockFetch({
      'GET /api/spare_part/?low_stock=true&limit=1000': pageReply([low]),
      'GET /api/spare_part/': pageReply([low, ok]),
    });
    await renderAt('/centre/spareParts', 'staff', 'tw');
    const panel = await screen.findByTestId('low-stock');
    expect(panel).toHaveTextContent('低於安全庫存的備品：1 項');
    expect(within(panel).getByRole('link', { name: '燈管：庫存 5，安全庫存 10' })).toHaveAttribute(
      'href',
      '/centre/spareParts/3',
    );
    const list = screen.getByTestId('list-spare_part');
    const lowRow = (await within(list).findByText('燈管')).closest('tr')!;
    expect(within(lowRow).getByText('低庫存')).toBeInTheDocument();
    expect(within(within(list).getByText('床單').closest('tr')!).queryByText('低庫存')).toBeNull();
    expect(within(list).getByRole('button', { name: /匯出 CSV/ })).toBeInTheDocument();
    // Staff cannot add parts (prices): no "new" button.
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    expect(calls.some((c) => c.url === '/api/spare_part/?low_stock=true&limit=1000')).toBe(true);
  });
});
