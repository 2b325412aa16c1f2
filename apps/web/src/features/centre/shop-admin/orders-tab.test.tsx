import type { Order } from '@pnc/schemas/shop/order';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { setUpCentreComponentTests } from '../../../test/centre-component-setup';
import { mockFetch, pageReply } from '../../../test/fetch-mock';
import { orderLine, serverOrder } from '../../../test/order-fixture';
import { renderInStore } from '../../../test/render-in-store';
import { OrdersTab } from './orders-tab';

setUpCentreComponentTests();

const at = '2026-03-01T02:00:00.000Z';
/** An order as the managers' list answers it: one line of two pillows, paid and shipped as its status says. */
const order = (id: number, payment_type: Order['payment_type'], status: Order['status']) => ({
  ...serverOrder({
    id,
    user_id: 3,
    title: '',
    payment_type,
    status,
    subtotal: 1200,
    shipping_fee: 100,
    total: 1300,
    shipping: { name: '王小美', phone: '0912345678', address: '重慶南路一段 122 號' },
    delivery: { method: 'home', zip: '100', city: '臺北市', district: '中正區', address: '重慶南路一段 122 號', store: null },
    payment: {
      ...serverOrder().payment,
      provider: payment_type,
      bank_code: '822',
      virtual_account: '90000000000127',
      expires_at: at,
    },
    shipment: {
      carrier: status === 'shipped' ? 'tcat' : null,
      tracking_number: status === 'shipped' ? '90871234' : null,
      shipped_at: status === 'shipped' ? at : null,
      delivered_at: null,
    },
    paid_at: ['success', 'shipped'].includes(status) ? at : null,
    items: [
      orderLine(
        1,
        { name_tw: '哺乳枕', name_en: 'Nursing pillow' },
        { item_id: 5, quantity: 2, unit_price: 600, subtotal: 1200 },
      ),
    ],
    created_at: at,
    updated_at: at,
  }),
  username: 'customer',
  email: 'c@example.com',
});

const renderTab = () => renderInStore(<OrdersTab />, { lang: 'en' });

describe("the managers' order list", { timeout: 60_000 }, () => {
  it('confirms receipt of a waiting ATM order only, and shows it paid after', async () => {
    const { calls } = mockFetch({
      'GET /api/admin/orders/': [
        pageReply([order(12, 'atm', 'waiting'), order(11, 'credit_card', 'waiting'), order(10, 'atm', 'success')]),
        pageReply([order(12, 'atm', 'success'), order(11, 'credit_card', 'waiting'), order(10, 'atm', 'success')]),
      ],
      'POST /api/order/12/confirm_payment/': { status: 200, body: order(12, 'atm', 'success') },
    });
    renderTab();
    const rows = await screen.findAllByRole('row', { name: /#1[012]/ });
    expect(rows).toHaveLength(3);
    // Only #12 (ATM, waiting) can be confirmed by hand.
    expect(screen.getAllByRole('button', { name: 'Confirm receipt' })).toHaveLength(1);
    expect(within(rows[0]!).getByText('Awaiting payment')).toBeInTheDocument();
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Confirm receipt' }));
    const popup = await screen.findByRole('tooltip');
    expect(popup).toHaveTextContent('order #12');
    fireEvent.click(within(popup).getByRole('button', { name: /confirm receipt/i }));
    expect(await screen.findByText('Receipt of order #12 confirmed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByRole('button', { name: 'Confirm receipt' })).toHaveLength(0));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/order/12/confirm_payment/']);
  });

  it('ships a paid order with its carrier and tracking number, refusing a malformed number in the form', async () => {
    const { calls } = mockFetch({
      'GET /api/admin/orders/': [pageReply([order(13, 'atm', 'success')]), pageReply([order(13, 'atm', 'shipped')])],
      'POST /api/admin/orders/13/ship/': { status: 200, body: order(13, 'atm', 'shipped') },
    });
    renderTab();
    const row = await screen.findByRole('row', { name: /#13/ });
    expect(within(row).queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Tracking number'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ship' }));
    expect(await within(dialog).findByText('A tracking number is 6 to 30 letters, digits or dashes')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Tracking number'), { target: { value: '9087-1234-5678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ship' }));
    expect(await screen.findByText('Order #13 shipped')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/admin/orders/13/ship/');
    expect(JSON.parse(post.body!)).toEqual({ carrier: 'tcat', tracking_number: '9087-1234-5678' });
    expect(await screen.findByText('Shipped')).toBeInTheDocument();
  });

  it('says why a confirmation was refused', async () => {
    mockFetch({
      'GET /api/admin/orders/': pageReply([order(12, 'atm', 'waiting')]),
      'POST /api/order/12/confirm_payment/': {
        status: 409,
        body: { status: 409, code: 'order_not_waiting', message: 'This order is no longer waiting for payment.' },
      },
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm receipt' }));
    fireEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: /confirm receipt/i }));
    expect(await screen.findByText(i18n.t('errors:code.order_not_waiting'))).toBeInTheDocument();
  });

  it('shows what was ordered and where it goes under the row', async () => {
    mockFetch({ 'GET /api/admin/orders/': pageReply([order(12, 'atm', 'waiting')]) });
    renderTab();
    await screen.findByRole('row', { name: /#12/ });
    fireEvent.click(document.querySelector('button.ant-table-row-expand-icon')!);
    expect(await screen.findByText(/Nursing pillow × 2/)).toBeInTheDocument();
    expect(screen.getByText(/重慶南路/)).toBeInTheDocument();
    expect(screen.getByText('822 90000000000127')).toBeInTheDocument();
  });
});
