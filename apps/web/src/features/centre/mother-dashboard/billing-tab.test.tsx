import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { renderInStore } from '../../../test/render-in-store';
import { mockFetch } from '../../../test/fetch-mock';
import { setUpCentreComponentTests } from '../../../test/centre-component-setup';
import { BillingTab } from './billing-tab';

setUpCentreComponentTests();

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
  renderInStore(<BillingTab mother={4} />);
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
    // A refund handed back is money paid out, never also a credit: billed 38,400 + 3,000; paid 3,000 + 20,000 − 1,000.
    expect(within(totals).getByText('NT$41,400')).toBeInTheDocument();
    expect(within(totals).queryByTestId('bill-credits')).toBeNull();
    expect(within(totals).getByText('NT$22,000')).toBeInTheDocument();
    expect(within(totals).getByText('NT$19,400')).toHaveClass('pnc-balance-due');
    expect(screen.getByText(/the deposit counts as paid/)).toBeInTheDocument();
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

  it('takes a discount and days not stayed off what is billed, in Chinese', async () => {
    await i18n.changeLanguage('tw');
    renderTab([
      line(1, 'room', 100_000, false),
      line(2, 'extension', 8_800, false),
      line(3, 'discount', 5_000, false),
      line(4, 'early_leave', 17_600, false),
    ]);
    const totals = await screen.findByTestId('bill-totals');
    expect(within(totals).getAllByText('NT$86,200')).toHaveLength(2);
    expect(within(totals).getByTestId('bill-credits')).toHaveTextContent('（已扣除折抵 NT$22,600）');
    expect(await screen.findByText('折扣')).toBeInTheDocument();
    expect(screen.getByText('續住')).toBeInTheDocument();
    expect(screen.getByText('提前退房折抵')).toBeInTheDocument();
  });

  it('lists discounts, nights credited and refunds as deductions (negative), charges and money received positive', async () => {
    await i18n.changeLanguage('en');
    renderTab([
      line(1, 'room', 100_000, false),
      line(2, 'discount', 5_000, false),
      line(3, 'early_leave', 17_600, false),
      line(4, 'deposit', 20_000, true),
      line(5, 'refund', 1_000, true),
    ]);
    const row = async (item: string) => (await screen.findByText(item)).closest('tr')!;
    expect(within(await row('room 1')).getAllByText('NT$100,000').length).toBeGreaterThan(0);
    expect(within(await row('discount 2')).getByText('-NT$5,000')).toBeInTheDocument();
    expect(within(await row('early_leave 3')).getByText('-NT$17,600')).toBeInTheDocument();
    expect(within(await row('deposit 4')).getAllByText('NT$20,000').length).toBeGreaterThan(0);
    expect(within(await row('refund 5')).getByText('-NT$1,000')).toBeInTheDocument();
  });

  it('refuses to show totals it could not compute from every line', async () => {
    await i18n.changeLanguage('en');
    renderTab([line(1, 'room', 1_000, false)], 1_500);
    expect(await screen.findByText(/She has 1500 billing lines/)).toBeInTheDocument();
    expect(screen.queryByTestId('bill-totals')).toBeNull();
  });
});
