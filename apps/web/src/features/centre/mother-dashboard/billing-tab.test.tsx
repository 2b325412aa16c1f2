import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mountBaseApi } from '../../../app/api-mount';
import i18n from '../../../app/i18n';
import { Providers } from '../../../app/providers';
import { makeStore } from '../../../app/store';
import { mockFetch } from '../../../test/fetch-mock';
import { BillingTab } from './billing-tab';

beforeAll(async () => {
  await import('../centre-state');
});

const line = (id: number, category: string, amount: number, paid: boolean) => ({
  id,
  mother: 4,
  item: `${category} ${id}`,
  category,
  quantity: 1,
  unit_price: amount,
  amount,
  billed_at: '2026-03-01',
  paid,
});

function renderTab(lines: unknown[], count = lines.length) {
  const { calls } = mockFetch({
    'GET /api/mom_billing_record/': { status: 200, body: { count, next: null, previous: null, results: lines } },
  });
  const store = makeStore();
  mountBaseApi(store.dispatch);
  render(
    <Providers store={store}>
      <BillingTab mother={4} />
    </Providers>,
  );
  return calls;
}

describe("the mother's billing tab", () => {
  it('shows billed, paid and balance in NT$ from all her lines, above the list of lines', async () => {
    await i18n.changeLanguage('en');
    const calls = renderTab([
      line(1, 'room', 38_400, false),
      line(2, 'meal', 3_000, true),
      line(3, 'deposit', 20_000, true),
      line(4, 'refund', 1_000, true),
    ]);
    const totals = await screen.findByTestId('bill-totals');
    expect(within(totals).getByText('NT$41,400')).toBeInTheDocument();
    expect(within(totals).getByText('NT$22,000')).toBeInTheDocument();
    expect(within(totals).getByText('NT$19,400')).toHaveClass('pnc-balance-due');
    expect(within(totals).getByText('still due')).toBeInTheDocument();
    expect(await screen.findByText('room 1')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/mom_billing_record/?mother=4&limit=1000')).toBe(true);
  });

  it('in Chinese, and a balance below zero is money to refund', async () => {
    await i18n.changeLanguage('tw');
    renderTab([line(1, 'service', 500, true), line(2, 'deposit', 2_000, true)]);
    const totals = await screen.findByTestId('bill-totals');
    expect(within(totals).getByText('餘額')).toBeInTheDocument();
    expect(within(totals).getByText('-NT$2,000')).not.toHaveClass('pnc-balance-due');
    expect(within(totals).getByText('應退還產婦')).toBeInTheDocument();
  });

  it('refuses to show totals it could not compute from every line', async () => {
    await i18n.changeLanguage('en');
    renderTab([line(1, 'room', 1_000, false)], 1_500);
    expect(await screen.findByText(/She has 1500 billing lines/)).toBeInTheDocument();
    expect(screen.queryByTestId('bill-totals')).toBeNull();
  });
});
