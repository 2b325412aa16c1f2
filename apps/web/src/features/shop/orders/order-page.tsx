import { Alert, Button, Card, Descriptions } from 'antd';
import { refundDue } from '@pnc/schemas/shop/order-life';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { PrefetchLink } from '../../../components/prefetch-link';
import { selectLang } from '../../lang/langSlice';
import { membersOnly } from '../checkout/members-only';
import { formatMoney } from '../../../lib/money';
import { AtmDetails, CvsDetails } from './payment-details';
import { CancelOrderButton } from './cancel-order-button';
import { DeliveryDetails } from './delivery-details';
import { InvoiceDetails } from './invoice-details';
import { OrderProgress } from './order-progress';
import { formatOrderTime } from './order-time';
import { ReorderButton } from './reorder-button';
import { ShipmentDetails } from './shipment-details';
import { OrderStatusTag } from './order-status';
import { orderLineView } from './order-view';
import { useOrder } from './use-order';
import { ShopBreadcrumb } from '../components/shop-breadcrumb';
import '../shop.css';
import '../shop-i18n';
import { TestShopBanner } from '../components/test-shop-banner';

/** /orders/:id — one of my orders (GET /checkout/order/{id}/); anyone else's answers 404 order_not_found. */
export default membersOnly(OrderDetail, 'orders.loginHint');

function OrderDetail() {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const lang = useAppSelector(selectLang);
  const backToList = (
    <Button type="primary" size="large" onClick={() => navigate('/orders')}>
      {t('orders.backToList')}
    </Button>
  );
  const { order, instead } = useOrder(Number(useParams().id), { extra: backToList }, 8);
  if (instead) return instead;
  const format = (iso: string) => formatOrderTime(iso, lang);
  // Still to pay on a page of ours or the provider's: a card, PayPal, or an ATM account / store code not issued yet.
  const waitingPayment =
    order.status === 'waiting' &&
    !(order.payment_type === 'atm' && order.payment.virtual_account) &&
    !(order.payment_type === 'cvs' && order.payment.code);
  return (
    <div className="pnc-shop-page pnc-order-print">
      <ShopBreadcrumb items={[{ to: '/orders', label: t('orders.title') }, { label: t('orders.number', { id: order.id }) }]} />
      <header className="pnc-shop-head">
        <h1 className="pnc-shop-title" data-testid="order-title">
          {t('orders.number', { id: order.id })}
        </h1>
        <OrderStatusTag status={order.status} />
        <Button className="pnc-no-print" onClick={() => window.print()} data-testid="print-order">
          {t('orders.print')}
        </Button>
      </header>
      <TestShopBanner />
      <OrderProgress order={order} format={format} />
      <div className="pnc-order-detail">
        <Card title={t('orders.items')}>
          <ul className="pnc-order-lines">
            {order.items.map((line) => {
              const view = orderLineView(line, lang);
              return (
                <li key={line.id} data-testid="order-line">
                  <span className="pnc-cart-picture">{view.image ? <img src={view.image} alt="" /> : null}</span>
                  <div className="pnc-order-line-info">
                    <PrefetchLink to={`/item/${view.itemId}`}>{view.name || t('cart.unknownItem')}</PrefetchLink>
                    <span className="pnc-muted">
                      {formatMoney(line.unit_price)} × {line.quantity}
                    </span>
                  </div>
                  <strong>{formatMoney(line.subtotal)}</strong>
                </li>
              );
            })}
          </ul>
          <dl className="pnc-totals">
            <dt>{t('cart.subtotalPlain')}</dt>
            <dd>{formatMoney(order.subtotal)}</dd>
            <dt>{t('cart.shipping')}</dt>
            <dd>{order.shipping_fee ? formatMoney(order.shipping_fee) : t('cart.freeShipping')}</dd>
            <dt className="pnc-totals-grand">{t('cart.total')}</dt>
            <dd className="pnc-totals-grand">{formatMoney(order.total)}</dd>
          </dl>
        </Card>
        <div className="pnc-order-side">
          <Card title={t('orders.details')}>
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'date', label: t('orders.date'), children: format(order.created_at) },
                { key: 'payment', label: t('checkout.payment'), children: t(`payment.type.${order.payment_type}`) },
                ...(order.paid_at ? [{ key: 'paid', label: t('orders.paidAt'), children: format(order.paid_at) }] : []),
                ...(order.cancelled_at
                  ? [{ key: 'cancelled', label: t('orders.cancelledAt'), children: format(order.cancelled_at) }]
                  : []),
                ...(order.cancel_reason
                  ? [{ key: 'reason', label: t('orders.cancelReason'), children: order.cancel_reason }]
                  : []),
                ...(order.refunded_at
                  ? [{ key: 'refunded', label: t('orders.refundedAt'), children: format(order.refunded_at) }]
                  : []),
                { key: 'name', label: t('checkout.name'), children: order.shipping.name },
                { key: 'phone', label: t('checkout.phone'), children: order.shipping.phone },
              ]}
            />
            <DeliveryDetails delivery={order.delivery} />
          </Card>
          {order.invoice && (
            <Card>
              <InvoiceDetails invoice={order.invoice} />
            </Card>
          )}
          {order.shipment.shipped_at && (
            <Card title={t('orders.shipment')}>
              <ShipmentDetails order={order} format={format} />
            </Card>
          )}
          {order.payment_type === 'atm' && order.status === 'waiting' && order.payment.virtual_account && (
            <Card>
              <AtmDetails order={order} />
            </Card>
          )}
          {order.payment_type === 'cvs' && order.status === 'waiting' && order.payment.code && (
            <Card>
              <CvsDetails order={order} />
            </Card>
          )}
          {refundDue(order) && <Alert type="info" showIcon title={t('orders.refundDue')} data-testid="refund-due" />}
          {order.status === 'waiting' && order.payment.error === 'declined' && (
            <Alert type="warning" showIcon title={t('orders.declined')} data-testid="payment-declined" />
          )}
          {waitingPayment && (
            <Button type="primary" block size="large" onClick={() => navigate(`/payment/result/${order.id}`)}>
              {order.payment.error === 'declined' ? t('orders.payAgain') : t('orders.payNow')}
            </Button>
          )}
          <div className="pnc-no-print">
            <CancelOrderButton order={order} />
            <ReorderButton order={order} />
          </div>
        </div>
      </div>
    </div>
  );
}
