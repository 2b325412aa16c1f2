import { ClockCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { useAttempt } from '../../../lib/use-attempt';
import { toastShown } from '../../app/appSlice';
import { formatMoney } from '../../../lib/money';
import { sendPaypalResult } from '../order-thunks';
import { AtmDetails, CvsDetails } from '../orders/payment-details';
import { useOrder } from '../orders/use-order';
import type { OrderStatus } from '../types';
import { CardForm } from './card-form';
import { EcpayRedirect } from './ecpay-redirect';
import { membersOnly } from './members-only';
import '../shop.css';
import '../shop-i18n';
import { TestShopBanner } from '../components/test-shop-banner';

const resultStatus: Record<OrderStatus, 'success' | 'error' | 'info' | 'warning'> = {
  success: 'success',
  shipped: 'success',
  delivered: 'success',
  failure: 'error',
  waiting: 'info',
  processing: 'info',
  cancelled: 'warning',
  refunded: 'warning',
};

/** /payment/result/:orderId — the payment's state (success, failure, waiting, processing) and what to do next. */
export default membersOnly(PaymentResult, 'orders.loginHint');

function PaymentResult() {
  const { t } = useTranslation('shop');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { order, instead } = useOrder(Number(useParams().orderId), { homeLabel: t('orders.backHome') });
  const paypal = useAttempt((text) => dispatch(toastShown(text, 'error', 3000)));
  if (instead) return instead;

  const paypalDone = () => paypal.attempt(() => dispatch(sendPaypalResult({ orderId: order.id, data: '' })).unwrap());

  const waiting = order.status === 'waiting';
  const ecpay = order.payment.provider === 'ecpay';
  const subtitleKey =
    order.status !== 'waiting'
      ? `payment.statusHint.${order.status}`
      : ecpay
        ? `payment.ecpayWaitingHint.${order.payment_type}`
        : `payment.waitingHint.${order.payment_type}`;
  return (
    <div className="pnc-shop-page pnc-narrow">
      <TestShopBanner />
      <Card>
        <Result
          status={resultStatus[order.status]}
          icon={waiting || order.status === 'processing' ? <ClockCircleOutlined className="pnc-result-clock" /> : undefined}
          title={<span data-testid="payment-status">{t(`payment.status.${order.status}`)}</span>}
          subTitle={
            <>
              <div>{t('payment.orderLine', { id: order.id, total: formatMoney(order.total) })}</div>
              <div>{t(subtitleKey)}</div>
            </>
          }
          extra={
            <Space wrap>
              <Button type="primary" onClick={() => navigate(`/orders/${order.id}`)}>
                {t('payment.viewOrder')}
              </Button>
              <Button onClick={() => navigate('/items')}>{t('cart.continue')}</Button>
            </Space>
          }
        />
        {waiting && order.payment.error === 'declined' && (
          // After a declined card (the sandbox's form or ECPay's page) the order waits to be paid again.
          <Alert
            type="warning"
            showIcon
            title={t('payment.declined')}
            data-testid="payment-declined"
            style={{ marginBottom: 16 }}
          />
        )}
        {order.payment_type === 'atm' && waiting && <AtmDetails order={order} />}
        {order.payment_type === 'cvs' && waiting && <CvsDetails order={order} />}
        {ecpay && waiting && !order.payment.virtual_account && !order.payment.code && (
          // ECPay: card, or an ATM account / store code still to be issued: to ECPay's page; after a decline, again.
          <EcpayRedirect orderId={order.id} again={order.payment.error === 'declined'} />
        )}
        {!ecpay && order.payment_type === 'credit_card' && (waiting || order.status === 'processing') && (
          <CardForm orderId={order.id} />
        )}
        {order.payment_type === 'paypal' && (waiting || order.status === 'processing') && (
          <Space direction="vertical" style={{ width: '100%' }}>
            {order.payment.approve_url && (
              <Button block size="large" href={order.payment.approve_url} target="_blank" rel="noopener">
                {t('payment.openPaypal')}
              </Button>
            )}
            <Button type="primary" block size="large" loading={paypal.busy} onClick={() => void paypalDone()}>
              {t('payment.paypalDone')}
            </Button>
          </Space>
        )}
      </Card>
    </div>
  );
}
