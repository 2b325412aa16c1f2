import { momBillingRecord } from '@pnc/schemas/centre/mom-billing-record';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../resource/api-error';
import { RelatedRecords } from '../resource/related-records';
import { BillTotalsView } from './bill-totals-view';
import { useBill } from './use-bill';

/** The mother's billing tab: her balance above the generic list of her billing lines. */
export function BillingTab({ mother }: { mother: number }) {
  const { t } = useTranslation('centre');
  const bill = useBill(mother);
  return (
    <>
      {bill.error ? (
        <ApiErrorAlert error={bill.error} />
      ) : bill.complete ? (
        <>
          <BillTotalsView totals={bill.totals} />
          <p className="pnc-muted">{t('billing.rule')}</p>
        </>
      ) : (
        !bill.isLoading && <Alert type="warning" showIcon title={t('billing.incomplete', { count: bill.count })} />
      )}
      <div className="pnc-bill-lines">
        <RelatedRecords def={momBillingRecord} field="mother" id={mother} />
      </div>
    </>
  );
}
