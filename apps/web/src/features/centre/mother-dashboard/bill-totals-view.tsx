import type { BillTotals } from '@pnc/schemas/centre/bill';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';

/**
 * Billed (after credits: discounts, days not stayed, refunds, shown beside it when there are any), paid and
 * balance in NT$; the balance says in words whether money is due or owed back.
 */
export function BillTotalsView({ totals }: { totals: BillTotals }) {
  const { t } = useTranslation('centre');
  const money = (v: number) => formatMoney(v);
  const { billed, credits, paid, balance } = totals;
  const state = balance > 0 ? 'due' : balance < 0 ? 'credit' : 'settled';
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 3 }}
      className="pnc-bill-totals"
      data-testid="bill-totals"
      items={[
        {
          key: 'billed',
          label: t('billing.billed'),
          children: credits ? (
            <span>
              {money(billed)}{' '}
              <span className="pnc-muted" data-testid="bill-credits">
                {t('billing.afterCredits', { credits: money(credits) })}
              </span>
            </span>
          ) : (
            money(billed)
          ),
        },
        { key: 'paid', label: t('billing.paid'), children: money(paid) },
        {
          key: 'balance',
          label: t('billing.balance'),
          children: (
            <span>
              <strong className={balance > 0 ? 'pnc-balance-due' : undefined}>{money(balance)}</strong>{' '}
              <span className="pnc-muted">{t(`billing.state.${state}`)}</span>
            </span>
          ),
        },
      ]}
    />
  );
}
