import { Descriptions, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { selectLang } from '../../lang/langSlice';
import { formatMoney } from '../../../lib/money';
import type { Order } from '../order-thunks';
import { bankLabel } from './bank-names';
import { formatOrderTime } from './order-time';

type Rows = NonNullable<DescriptionsProps['items']>;

/** The number to copy onto a transfer form or a store's kiosk. */
const copyable = (value: string, testId: string) => (
  <Typography.Text copyable strong className="pnc-mono" data-testid={testId}>
    {value}
  </Typography.Text>
);

/** What paying a waiting order needs: the rows before and after it, between them the amount and the deadline. */
function PayDetails({ order, title, head, tail = [] }: { order: Order; title: ReactNode; head: Rows; tail?: Rows }) {
  const { t } = useTranslation('shop');
  const lang = useAppSelector(selectLang);
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      className="pnc-atm"
      styles={{ label: { width: 104 } }}
      title={title}
      items={[
        ...head,
        { key: 'amount', label: t('payment.amount'), children: formatMoney(order.total) },
        { key: 'expires', label: t('payment.expiresAt'), children: formatOrderTime(order.payment.expires_at, lang) },
        ...tail,
      ]}
    />
  );
}

/** Where to transfer an ATM order's money: bank code, virtual account, amount, and the deadline. */
export function AtmDetails({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  const lang = useAppSelector(selectLang);
  const { bank_code, virtual_account } = order.payment;
  if (!virtual_account) return null;
  return (
    <PayDetails
      order={order}
      title={t('payment.atmTitle')}
      head={[
        // The bank's name beside its code (a transfer form asks for the bank); an unknown code alone.
        {
          key: 'bank',
          label: t('payment.bankCode'),
          children: <span data-testid="bank-code">{bankLabel(bank_code, lang)}</span>,
        },
        { key: 'account', label: t('payment.virtualAccount'), children: copyable(virtual_account, 'virtual-account') },
      ]}
    />
  );
}

/** Where and how to pay a CVS order: the store payment code (超商代碼) ECPay issued, the amount and the deadline. */
export function CvsDetails({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  const { code } = order.payment;
  if (!code) return null;
  return (
    <PayDetails
      order={order}
      title={t('payment.cvsTitle')}
      head={[{ key: 'code', label: t('payment.cvsCode'), children: copyable(code, 'cvs-code') }]}
      tail={[{ key: 'how', label: t('payment.cvsHowLabel'), children: t('payment.cvsHow') }]}
    />
  );
}
