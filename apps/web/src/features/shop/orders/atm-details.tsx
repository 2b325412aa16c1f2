import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { selectLang } from '../../lang/langSlice';
import { formatMoney } from '../../../lib/money';
import type { Order } from '../order-thunks';

/** Where to transfer an ATM order's money: bank code, virtual account, amount, and the deadline. */
export function AtmDetails({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  const lang = useAppSelector(selectLang);
  const { bank_code, virtual_account, expires_at } = order.payment;
  if (!virtual_account) return null;
  const deadline = expires_at
    ? new Intl.DateTimeFormat(lang === 'en' ? 'en' : 'zh-TW', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(expires_at),
      )
    : '';
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      className="pnc-atm"
      styles={{ label: { width: 104 } }}
      title={t('payment.atmTitle')}
      items={[
        { key: 'bank', label: t('payment.bankCode'), children: <span data-testid="bank-code">{bank_code}</span> },
        {
          key: 'account',
          label: t('payment.virtualAccount'),
          children: (
            <Typography.Text copyable strong className="pnc-mono" data-testid="virtual-account">
              {virtual_account}
            </Typography.Text>
          ),
        },
        { key: 'amount', label: t('payment.amount'), children: formatMoney(order.total) },
        { key: 'expires', label: t('payment.expiresAt'), children: deadline },
      ]}
    />
  );
}
