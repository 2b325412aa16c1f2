import { contract } from '@pnc/schemas/centre/contract';
import type { ResourceDefinition } from '@pnc/schemas/centre/define';
import { momBillingRecord } from '@pnc/schemas/centre/mom-billing-record';
import { momLivingRecord } from '@pnc/schemas/centre/mom-living-record';
import { mother as motherDef } from '@pnc/schemas/centre/mother';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CentreRecord } from '../centre-events';
import { BillTotalsView } from '../mother-dashboard/bill-totals-view';
import { useBill } from '../mother-dashboard/use-bill';
import { useCentreGetQuery, useCentreListQuery } from '../resource/resource-api';
import { PrintFields } from './print-fields';
import { PrintPage } from './print-page';
import { PrintSection } from './print-section';
import { PrintTable } from './print-table';

/** Oldest first, as a bill reads; ties by id. */
const chronological = (field: string) => (a: CentreRecord, b: CentreRecord) =>
  String(a[field]).localeCompare(String(b[field])) || a.id - b.id;

/** One resource's rows under its name, oldest first by `by`. */
function RecordsSection({
  def,
  rows,
  by,
  columns,
}: {
  def: ResourceDefinition;
  rows: readonly CentreRecord[];
  by: string;
  columns: readonly string[];
}) {
  const { t } = useTranslation('centre');
  return (
    <PrintSection title={t(`${def.name}.label`)}>
      {(id) => <PrintTable def={def} rows={[...rows].sort(chronological(by))} columns={columns} labelledBy={id} />}
    </PrintSection>
  );
}

/** /centre/print/bill/:motherId — her contract, stays, every billing line, the totals and the balance. */
export default function BillPrint({ motherId }: { motherId: number }) {
  const { t } = useTranslation('centre');
  const mother = useCentreGetQuery({ resource: motherDef.name, id: motherId });
  const contracts = useCentreListQuery({ resource: contract.name, params: { mother: motherId, limit: 100 } });
  const stays = useCentreListQuery({ resource: momLivingRecord.name, params: { mother: motherId, limit: 100 } });
  const bill = useBill(motherId);
  const error = mother.error ?? contracts.error ?? stays.error ?? bill.error;
  let body;
  if (mother.data && contracts.data && stays.data && !bill.isLoading)
    body = (
      <>
        <PrintSection title={t('print.bill.mother')}>
          {() => <PrintFields def={motherDef} record={mother.data!} fields={['name', 'phone', 'address', 'delivery_date']} />}
        </PrintSection>
        <RecordsSection
          def={contract}
          rows={contracts.data.results}
          by="expected_date"
          columns={['contract_no', 'signed_at', 'room_type', 'days', 'daily_rate', 'total_amount', 'deposit', 'status']}
        />
        <RecordsSection
          def={momLivingRecord}
          rows={stays.data.results}
          by="start_date"
          columns={['room', 'start_date', 'end_date', 'checked_out_at']}
        />
        <RecordsSection
          def={momBillingRecord}
          rows={bill.lines}
          by="billed_at"
          columns={['billed_at', 'item', 'category', 'quantity', 'unit_price', 'amount', 'paid', 'payment_method']}
        />
        <PrintSection title={t('print.bill.totals')}>
          {() =>
            bill.complete ? (
              <BillTotalsView totals={bill.totals} />
            ) : (
              <Alert type="warning" showIcon title={t('billing.incomplete', { count: bill.count })} />
            )
          }
        </PrintSection>
      </>
    );
  return (
    <PrintPage title={t('print.bill.title', { name: String(mother.data?.name ?? '') })} back="/centre/mothers" error={error}>
      {body}
    </PrintPage>
  );
}
