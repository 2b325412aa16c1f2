import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Call, mockFetch, pageReply } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import StockTakePage from './stock-take-page';

const parts = [
  { id: 1, name: '床單', unit: '條', total: 12, safety_stock: 5, low_stock: false },
  { id: 2, name: '燈泡', unit: '顆', total: 4, safety_stock: 2, low_stock: false },
  { id: 3, name: '面紙', unit: '箱', total: 6, safety_stock: 2, low_stock: false },
];
const posts = (calls: Call[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.startsWith('/api/stock_take/')).map((c) => JSON.parse(c.body!) as unknown);
const render = (lang: 'tw' | 'en') =>
  renderCentrePage(<StockTakePage />, { path: '/centre/stockTake', route: '/centre/stockTake', lang });
const count = (name: string, value: string, label = (n: string) => `${n}點到的數量`) => {
  const input = screen.getByLabelText(label(name));
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('the stock take (盤點)', () => {
  it('in tw refuses 「1e3」 at its line unsent, then sends each counted part with the stock it was counted against, 0 included', async () => {
    const { calls } = mockFetch({
      'GET /api/spare_part/': pageReply(parts),
      'POST /api/stock_take/': { status: 201, body: { lines: [] } },
    });
    await render('tw');
    expect(await screen.findByRole('heading', { name: '盤點' }, { timeout: 10_000 })).toBeInTheDocument();
    await screen.findByText('床單', {}, { timeout: 10_000 });
    count('床單', '1e3');
    count('燈泡', '0');
    fireEvent.click(screen.getByRole('button', { name: '送出盤點' }));
    const line = screen.getAllByTestId('stock-take-line')[0]!;
    expect(await within(line).findByText('請輸入數字（例如 38.6）。', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(line).getByLabelText<HTMLInputElement>('床單點到的數量').value).toBe('1e3');
    expect(posts(calls)).toEqual([]);
    // Corrected: the count goes as typed; 面紙, left blank, is not counted.
    count('床單', '１０');
    fireEvent.click(screen.getByRole('button', { name: '送出盤點' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toEqual({
      lines: [
        { spare_part_id: 1, counted: 10, expected: 12 },
        { spare_part_id: 2, counted: 0, expected: 4 },
      ],
    });
  }, 60_000);

  it('in en says in words that stock changed, marks the stale line with its stock now and keeps the counts typed', async () => {
    const { calls } = mockFetch({
      'GET /api/spare_part/': pageReply(parts),
      'POST /api/stock_take/': {
        status: 409,
        body: {
          status: 409,
          code: 'stock_changed',
          message: 'The stock of some parts changed since they were counted; nothing was written.',
          fields: { 'lines.1.expected': ['stock_changed:1'] },
        },
      },
    });
    await render('en');
    await screen.findByText('床單', {}, { timeout: 10_000 });
    const label = (n: string) => `Count of ${n}`;
    count('床單', '10', label);
    count('面紙', '6', label);
    fireEvent.click(screen.getByRole('button', { name: 'Send the stock take' }));
    const refused = await screen.findByTestId('stock-take-refused', {}, { timeout: 10_000 });
    expect(refused).toHaveTextContent('The stock of some parts changed while they were being counted, so nothing was written.');
    const lines = screen.getAllByTestId('stock-take-line');
    // The second line sent is 面紙 (燈泡 was not counted): it is the one marked.
    expect(within(lines[2]!).getByTestId('stock-take-stale')).toHaveTextContent('changed: now 1');
    expect(within(lines[0]!).queryByTestId('stock-take-stale')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>(label('床單')).value).toBe('10');
    expect(posts(calls)).toHaveLength(1);
    // The parts are read again, so the recount is sent against the stock now.
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/spare_part/')).length).toBeGreaterThan(1),
    );
  }, 60_000);
});
