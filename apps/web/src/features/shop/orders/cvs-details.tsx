import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { selectLang } from '../../lang/langSlice';
import { formatMoney } from '../../../lib/money';
import type { Order } from '../order-thunks';
import { formatDeadline } from './deadline';

/** Where and how to pay a CVS order: the store payment code (超商代碼) ECPay issued, the amount and the deadline. */
export function CvsDetails({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  const lang = useAppSelector(selectLang);
  const { code, expires_at } = order.payment;
  if (!code) return null;
  const deadline = formatDeadline(expires_at, lang);
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      className="pnc-atm"
      styles={{ label: { width: 104 } }}
      title={t('payment.cvsTitle')}
      items={[
        {
          key: 'code',
          label: t('payment.cvsCode'),
          children: (
            <Typography.Text copyable strong className="pnc-mono" data-testid="cvs-code">
              {code}
            </Typography.Text>
          ),
        },
        { key: 'amount', label: t('payment.amount'), children: formatMoney(order.total) },
        { key: 'expires', label: t('payment.expiresAt'), children: deadline },
        { key: 'how', label: t('payment.cvsHowLabel'), children: t('payment.cvsHow') },
      ]}
    />
  );
}
