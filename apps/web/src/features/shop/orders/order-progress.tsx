import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Order } from '../order-thunks';

const path = ['waiting', 'success', 'shipped', 'delivered'] as const;

/** Where the order is on its way: placed → paid → shipped → delivered; an ended order says how it ended instead. */
export function OrderProgress({ order, format }: { order: Order; format: (iso: string) => string }) {
  const { t } = useTranslation('shop');
  if (['failure', 'cancelled', 'refunded'].includes(order.status)) return null;
  const at = order.status === 'processing' ? 0 : path.indexOf(order.status as (typeof path)[number]);
  const when = [order.created_at, order.paid_at, order.shipment.shipped_at, order.shipment.delivered_at];
  return (
    <Steps
      size="small"
      current={at}
      responsive
      data-testid="order-progress"
      items={path.map((step, i) => ({
        title: t(`orders.step.${step}`),
        description: i <= at && when[i] ? format(when[i]) : undefined,
      }))}
    />
  );
}
