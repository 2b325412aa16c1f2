import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Order } from '../order-thunks';

/** The parcel once it left: carrier, tracking number, when it shipped and arrived. */
export function ShipmentDetails({ order, format }: { order: Order; format: (iso: string) => string }) {
  const { t } = useTranslation('shop');
  const { carrier, tracking_number, shipped_at, delivered_at } = order.shipment;
  if (!shipped_at) return null;
  return (
    <Descriptions
      column={1}
      size="small"
      data-testid="shipment"
      items={[
        { key: 'carrier', label: t('orders.carrier'), children: carrier ? t(`orders.carriers.${carrier}`) : '' },
        { key: 'tracking', label: t('orders.tracking'), children: <strong>{tracking_number}</strong> },
        { key: 'shipped', label: t('orders.shippedAt'), children: format(shipped_at) },
        ...(delivered_at ? [{ key: 'delivered', label: t('orders.deliveredAt'), children: format(delivered_at) }] : []),
      ]}
    />
  );
}
