import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { renderInStore } from '../../../test/render-in-store';
import { mockFetch } from '../../../test/fetch-mock';
import { setUpCentreComponentTests } from '../../../test/centre-component-setup';
import { CheckoutModal } from './checkout-modal';

setUpCentreComponentTests();

const stay = {
  id: 9,
  mother: 4,
  room: 3,
  start_date: '2026-11-20',
  end_date: '2026-12-10',
  status: 'in_house',
  checked_out_at: null,
  note: null,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

const credit = {
  item: '提前退房 7 晚（2026-11-25–2026-12-01）',
  category: 'early_leave',
  quantity: 7,
  unit_price: 8_000,
  amount: 56_000,
};

function renderModal(balance: number, lines: unknown[] = []) {
  const totals = { billed: 41_400, paid: 41_400 - balance, balance, lines };
  const { calls } = mockFetch({
    'GET /api/mom_checkout/balance/': { status: 200, body: { ...totals, stay } },
    'POST /api/mom_checkout/': {
      status: 200,
      body: {
        ...totals,
        stay: { ...stay, status: 'checked_out', end_date: '2026-11-25', checked_out_at: '2026-11-25T03:00:00.000Z' },
      },
    },
  });
  renderInStore(<CheckoutModal mother={4} name="林怡君" open onClose={() => undefined} />);
  return calls;
}

async function signAsManager() {
  fireEvent.change(await screen.findByLabelText(/second person's username|確認人帳號/i), { target: { value: 'manager' } });
  fireEvent.change(screen.getByLabelText(/second person's password|確認人密碼/i), {
    target: { value: 'pw-manager-long-enough' },
  });
}

describe('the checkout dialog', () => {
  it('shows the balance owed and checks out only once the user confirms that balance', async () => {
    await i18n.changeLanguage('en');
    const calls = renderModal(19_400);
    expect(await screen.findByText('NT$19,400 still owed')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-balance')).toHaveTextContent('NT$19,400');
    await signAsManager();
    const confirm = screen.getByTestId('checkout-confirm');
    expect(confirm).toBeDisabled();
    fireEvent.click(screen.getByText('I have seen the balance of NT$19,400 and check out anyway'));
    await waitFor(() => expect(confirm).toBeEnabled());
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(post.body!)).toEqual({
      mother: 4,
      username: 'manager',
      password: 'pw-manager-long-enough',
      confirm_balance: 19_400,
    });
    expect(await screen.findByText('Checked out')).toBeInTheDocument();
  });

  it('in Chinese, and with nothing owed there is nothing to confirm', async () => {
    await i18n.changeLanguage('tw');
    const calls = renderModal(0);
    expect(await screen.findByText('退房前帳務')).toBeInTheDocument();
    expect(screen.queryByTestId('checkout-owed')).toBeNull();
    await signAsManager();
    await waitFor(() => expect(screen.getByTestId('checkout-confirm')).toBeEnabled());
    fireEvent.click(screen.getByTestId('checkout-confirm'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body!)).not.toHaveProperty('confirm_balance');
  });

  it('in Chinese, says how much is owed', async () => {
    await i18n.changeLanguage('tw');
    renderModal(201_500);
    expect(await screen.findByText('尚有 NT$201,500 未付')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-confirm')).toBeDisabled();
  });

  it('lists the credit it will write and asks to confirm what the centre owes her, in English', async () => {
    await i18n.changeLanguage('en');
    const calls = renderModal(-56_000, [credit]);
    expect(await screen.findByText('Lines this checkout writes')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-lines')).toHaveTextContent('7 nights × NT$8,000 = -NT$56,000');
    expect(screen.getByText('The centre still owes her NT$56,000')).toBeInTheDocument();
    await signAsManager();
    const confirm = screen.getByTestId('checkout-confirm');
    expect(confirm).toBeDisabled();
    fireEvent.click(screen.getByText('I have seen that the centre owes her NT$56,000 and still check her out'));
    await waitFor(() => expect(confirm).toBeEnabled());
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body!)).toMatchObject({ confirm_balance: -56_000 });
  });

  it('in Chinese, lists the credit and names what the centre owes her', async () => {
    await i18n.changeLanguage('tw');
    renderModal(-56_000, [credit]);
    expect(await screen.findByText('退房將寫入的帳目')).toBeInTheDocument();
    expect(screen.getByText('提前退房 7 晚（2026-11-25–2026-12-01）')).toBeInTheDocument();
    expect(screen.getByText('中心尚需退還 NT$56,000')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-confirm')).toBeDisabled();
  });
});
