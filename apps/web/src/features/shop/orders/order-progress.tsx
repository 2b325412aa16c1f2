import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { progressStage, progressStages } from '@pnc/schemas/shop/order-life';
import type { Order } from '../order-thunks';

/** Where the order is on its way: placed → paid → shipped → delivered; an ended order says how it ended instead. */
export function OrderProgress({ order, format }: { order: Order; format: (iso: string) => string }) {
  const { t } = useTranslation('shop');
  const at = progressStage(order.status);
  if (at === null) return null;
  const when = [order.created_at, order.paid_at, order.shipment.shipped_at, order.shipment.delivered_at];
  return (
    <Steps
      size="small"
      current={at}
      responsive
      data-testid="order-progress"
      items={progressStages.map((step, i) => ({
        title: t(`orders.step.${step}`),
        description: i <= at && when[i] ? format(when[i]) : undefined,
      }))}
    />
  );
}
