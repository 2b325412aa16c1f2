import { useTranslation } from 'react-i18next';
import { Pill, type PillTone } from '../components/pill';
import type { OrderStatus } from '../types';

const tones: Record<OrderStatus, PillTone> = {
  success: 'green',
  shipped: 'blue',
  delivered: 'green',
  failure: 'red',
  waiting: 'gold',
  processing: 'blue',
  cancelled: 'grey',
  refunded: 'purple',
};

/** The payment status label (spec: success, failure, waiting, processing; plus cancelled and refunded). */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('shop');
  return (
    <Pill tone={tones[status]} testId="order-status">
      {t(`payment.status.${status}`)}
    </Pill>
  );
}
