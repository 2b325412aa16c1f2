import type { AdminOrder } from '@pnc/schemas/shop/admin-order';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { pickLang } from '../../../lib/pick-lang';
import { selectLang } from '../../lang/langSlice';
import { formatMoney } from '../../../lib/money';
import { formatDateTime } from './format';
import { SHOP_ADMIN_NS } from './shop-admin-i18n';

/** The item as it was when ordered (saved_item_json); a line whose saved copy cannot be read shows its id. */
function savedName(json: string, itemId: number, lang: string) {
  try {
    return pickLang(JSON.parse(json) as object, 'name', lang) || `#${itemId}`;
  } catch {
    return `#${itemId}`;
  }
}

/** An order's details under its row: what was bought, where it goes, how it is paid. */
export function OrderLines({ order }: { order: AdminOrder }) {
  const { t } = useTranslation(SHOP_ADMIN_NS);
  const lang = useAppSelector(selectLang);
  const { shipping, payment } = order;
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        {
          key: 'items',
          label: t('order.fields.items'),
          children: (
            <ul className="pnc-shop-admin-lines">
              {order.items.map((line) => (
                <li key={line.id}>
                  {t('order.line', { name: savedName(line.saved_item_json, line.item_id, lang), quantity: line.quantity })} (
                  {formatMoney(line.subtotal)})
                </li>
              ))}
            </ul>
          ),
        },
        {
          key: 'shipping',
          label: t('order.fields.shipping'),
          children: `${shipping.name}, ${shipping.phone}, ${shipping.address}`,
        },
        ...(payment.virtual_account
          ? [
              {
                key: 'account',
                label: t('order.fields.virtual_account'),
                children: `${payment.bank_code ?? ''} ${payment.virtual_account}`.trim(),
              },
            ]
          : []),
        ...(order.paid_at ? [{ key: 'paid', label: t('order.fields.paid_at'), children: formatDateTime(order.paid_at) }] : []),
      ]}
    />
  );
}
