import { Button, Card, Empty, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PrefetchLink } from '../../../components/prefetch-link';
import { errorText } from '../../../lib/error-text';
import { selectLang } from '../../lang/langSlice';
import { membersOnly } from '../checkout/members-only';
import { formatMoney } from '../../../lib/money';
import { fetchOrders } from '../order-thunks';
import { selectOrders } from '../orderSlice';
import { OrderStatusTag } from './order-status';
import { orderTitle } from './order-view';
import { LoadFailed } from '../components/load-failed';
import '../shop.css';
import '../shop-i18n';

/** /orders — my orders, newest first (GET /api/order/). */
export default membersOnly(OrdersList, 'orders.loginHint', { waitForSession: true });

function OrdersList() {
  const { t } = useTranslation('shop');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const lang = useAppSelector(selectLang);
  const orders = useAppSelector(selectOrders);
  const [failure, setFailure] = useState<unknown>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    dispatch(fetchOrders())
      .unwrap()
      .then(() => setFailure(null))
      .catch(setFailure);
  }, [dispatch, tick]);
  const date = new Intl.DateTimeFormat(lang === 'en' ? 'en' : 'zh-TW', { dateStyle: 'medium', timeStyle: 'short' });
  // Newest first, whatever order the list was filled in (a new order is appended).
  const sorted = [...(orders ?? [])].sort((a, b) => b.id - a.id);

  return (
    <div className="pnc-shop-page">
      <header className="pnc-shop-head pnc-shop-head-split">
        <h1 className="pnc-shop-title">{t('orders.title')}</h1>
        <PrefetchLink to="/favorites">{t('favorites.title')}</PrefetchLink>
      </header>
      {failure && !orders ? (
        <LoadFailed title={errorText(t, failure)} onRetry={() => setTick((n) => n + 1)} />
      ) : !orders ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : sorted.length === 0 ? (
        <Card>
          <Empty description={t('orders.none')}>
            <Button type="primary" onClick={() => navigate('/items')}>
              {t('cart.browse')}
            </Button>
          </Empty>
        </Card>
      ) : (
        <ul className="pnc-order-list" data-testid="order-list">
          {sorted.map((order) => (
            <li key={order.id}>
              <PrefetchLink to={`/orders/${order.id}`} className="pnc-order-row" data-testid="order-row">
                <div className="pnc-order-row-main">
                  <div className="pnc-order-row-head">
                    <strong>{t('orders.number', { id: order.id })}</strong>
                    <OrderStatusTag status={order.status} />
                  </div>
                  <div className="pnc-order-row-title">{orderTitle(order, lang, t)}</div>
                  <div className="pnc-muted">
                    {date.format(new Date(order.created_at))} · {t(`payment.type.${order.payment_type}`)}
                  </div>
                  {order.payment_type === 'atm' && order.status === 'waiting' && order.payment.virtual_account && (
                    <div className="pnc-order-row-atm">
                      {t('payment.transferTo', { bank: order.payment.bank_code, account: order.payment.virtual_account })}
                    </div>
                  )}
                </div>
                <div className="pnc-order-row-total">{formatMoney(order.total)}</div>
              </PrefetchLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
