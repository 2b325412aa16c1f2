import { Button, Popconfirm } from 'antd';
import { canStep } from '@pnc/schemas/shop/order-life';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { useAttempt } from '../../../lib/use-attempt';
import { toastShown } from '../../app/appSlice';
import { cancelMyOrder, type Order } from '../order-thunks';

/** Before it ships, the customer may cancel: an unpaid order simply ends; a paid one is refunded. */
export function CancelOrderButton({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  const dispatch = useAppDispatch();
  const { busy, attempt } = useAttempt((text) => dispatch(toastShown(text, 'error')));
  if (!canStep('cancel', order.status)) return null;
  const cancel = () =>
    attempt(async () => {
      await dispatch(cancelMyOrder({ orderId: order.id })).unwrap();
      dispatch(toastShown(t('orders.cancelled', { id: order.id }), 'success'));
    });
  return (
    <Popconfirm
      title={t('orders.cancelConfirm', { id: order.id })}
      description={order.paid_at ? t('orders.cancelRefund') : undefined}
      okText={t('orders.cancel')}
      okButtonProps={{ danger: true }}
      cancelText={t('orders.keep')}
      onConfirm={() => void cancel()}
    >
      <Button danger block loading={busy} data-testid="cancel-order">
        {t('orders.cancel')}
      </Button>
    </Popconfirm>
  );
}
