import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { mockFetch, signedIn } from '../../../test/fetch-mock';
import { serverOrder } from '../../../test/order-fixture';
import { renderApp } from '../../../test/render-app';

const waitingCard = serverOrder({
  payment_type: 'credit_card',
  payment: { ...serverOrder().payment, provider: 'sandbox' },
});
const declined = { ...waitingCard, payment: { ...waitingCard.payment, error: 'declined' } };

describe('the payment result page', () => {
  it.each([
    ['tw', '卡號', /^付 ?款$/],
    ['en', 'Card number', /^Pay$/],
  ] as const)('says a declined card was declined and keeps the form to pay again (%s)', async (lang, label, pay) => {
    const { calls } = mockFetch({
      'GET /checkout/order/3/': { status: 200, body: waitingCard },
      'POST /api/payment/card/3/': { status: 200, body: declined },
    });
    await renderApp('/payment/result/3', signedIn({ id: 4, role: 'customer', lang }), lang);
    const box = await screen.findByLabelText(label, {}, { timeout: 8000 });
    expect(screen.queryByTestId('payment-declined')).toBeNull();
    await userEvent.type(box, '4000 0000 0000 0002');
    fireEvent.click(screen.getByRole('button', { name: pay }));
    expect(await screen.findByTestId('payment-declined')).toHaveTextContent(i18n.t('shop:payment.declined'));
    expect(screen.getByTestId('payment-status')).toHaveTextContent(i18n.t('shop:payment.status.waiting'));
    expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
