import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { selectLang } from '../../lang/langSlice';
import { formatMoney } from '../../../lib/money';
import type { Order } from '../order-thunks';
import { bankLabel } from './bank-names';

/** Where to transfer an ATM order's money: bank code, virtual account, amount, and the deadline. */
export function AtmDetails({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  const lang = useAppSelector(selectLang);
  const { bank_code, virtual_account, expires_at } = order.payment;
  if (!virtual_account) return null;
  const deadline = expires_at
    ? new Intl.DateTimeFormat(lang === 'en' ? 'en' : 'zh-TW', {
        dateStyle: 'medium',
        timeStyle: 'short',
        // A deadline is Taipei wall-clock time, wherever the browser is.
        timeZone: 'Asia/Taipei',
      }).format(new Date(expires_at))
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
        {
          key: 'bank',
          label: t('payment.bankCode'),
          // The bank's name beside its code (a transfer form asks for the bank); an unknown code alone.
          children: <span data-testid="bank-code">{bankLabel(bank_code, lang)}</span>,
        },
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
