import { useTranslation } from 'react-i18next';
import type { Delivery } from '@pnc/schemas/shop/delivery';

/** One line of an address: 郵遞區號, 縣市, 區 and the street, as Taiwanese addresses are written (older orders: the one line they had). */
export const homeAddressLine = (d: Pick<Delivery, 'zip' | 'city' | 'district' | 'address'>) =>
  [d.zip, `${d.city}${d.district}${d.address}`].filter(Boolean).join(' ');

/** Where an order goes, on the order page: the home address, or the chosen store with its chain. */
export function DeliveryDetails({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation('shop');
  return (
    <dl className="pnc-delivery-details" data-testid="delivery-details">
      <dt>{t('delivery.method')}</dt>
      <dd>{t(`delivery.methods.${delivery.method}`)}</dd>
      {delivery.method === 'cvs' && delivery.store ? (
        <>
          <dt>{t('delivery.store')}</dt>
          <dd data-testid="delivery-store">
            {t(`delivery.brand.${delivery.store.brand}`)} {delivery.store.store_name}
            <div className="pnc-muted">{delivery.store.store_address}</div>
            <div className="pnc-muted">{t('delivery.storeId', { id: delivery.store.store_id })}</div>
          </dd>
        </>
      ) : (
        <>
          <dt>{t('delivery.address')}</dt>
          <dd data-testid="delivery-address">{homeAddressLine(delivery)}</dd>
        </>
      )}
    </dl>
  );
}
