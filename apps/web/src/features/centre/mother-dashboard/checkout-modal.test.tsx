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

function renderModal(balance: number) {
  const totals = { billed: 41_400, paid: 41_400 - balance, balance };
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
  fireEvent.change(await screen.findByLabelText(/manager's username|主管帳號/i), { target: { value: 'manager' } });
  fireEvent.change(screen.getByLabelText(/manager's password|主管密碼/i), { target: { value: 'pw-manager-long-enough' } });
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
});
