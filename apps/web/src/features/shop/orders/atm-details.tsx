import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { selectLang } from '../../lang/langSlice';
import { formatMoney } from '../../../lib/money';
import type { Order } from '../order-thunks';
import { bankLabel } from './bank-names';
import { formatDeadline } from './deadline';

/** Where to transfer an ATM order's money: bank code, virtual account, amount, and the deadline. */
export function AtmDetails({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  const lang = useAppSelector(selectLang);
  const { bank_code, virtual_account, expires_at } = order.payment;
  if (!virtual_account) return null;
  const deadline = formatDeadline(expires_at, lang);
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
