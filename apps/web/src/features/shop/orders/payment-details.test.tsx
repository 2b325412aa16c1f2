import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverOrder as rawOrder } from '../../../test/order-fixture';
import { renderInStore } from '../../../test/render-in-store';
import '../shop-i18n';
import { toOrder } from '../order-thunks';
import { AtmDetails, CvsDetails } from './payment-details';

const serverOrder = (fields: Parameters<typeof rawOrder>[0] = {}) => toOrder(rawOrder(fields));

const payment = rawOrder().payment;
const rows = () => screen.getAllByRole('row').map((row) => row.textContent);

describe('payment details', () => {
  it('shows an ATM order the bank, the account, the amount and the deadline, in that order', () => {
    const order = serverOrder({
      payment: { ...payment, bank_code: '822', virtual_account: '9103522850', expires_at: '2026-11-25T15:59:59.000Z' },
    });
    renderInStore(<AtmDetails order={order} />, { lang: 'en' });
    expect(screen.getByTestId('bank-code').textContent).toContain('822');
    expect(screen.getByTestId('virtual-account').textContent).toBe('9103522850');
    expect(rows()).toHaveLength(4);
    expect(rows()[2]).toContain('860');
    expect(rows()[3]).toContain('2026');
  });

  it('shows a CVS order its code, the amount, the deadline and how to pay', () => {
    const order = serverOrder({
      payment_type: 'cvs',
      payment: { ...payment, provider: 'cvs', code: 'LLL22251222', expires_at: '2026-11-25T15:59:59.000Z' },
    });
    renderInStore(<CvsDetails order={order} />, { lang: 'en' });
    expect(screen.getByTestId('cvs-code').textContent).toBe('LLL22251222');
    expect(rows()).toHaveLength(4);
    expect(rows()[1]).toContain('860');
    expect(rows()[2]).toContain('2026');
  });

  it('shows nothing before the account or the code is issued', () => {
    const { container } = renderInStore(
      <>
        <AtmDetails order={serverOrder()} />
        <CvsDetails order={serverOrder({ payment_type: 'cvs' })} />
      </>,
    );
    expect(container.querySelector('.pnc-atm')).toBeNull();
  });
});
