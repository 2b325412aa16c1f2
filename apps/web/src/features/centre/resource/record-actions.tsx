import { contract } from '@pnc/schemas/centre/contract';
import { momLivingRecord } from '@pnc/schemas/centre/mom-living-record';
import type { ResourceDefinition } from '@pnc/schemas/centre/define';
import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CentreRecord } from '../centre-events';
import { useToastAction } from '../paged-list/use-toast-action';
import { useRoleAtLeast } from './display';
import { useContractCancelMutation } from './resource-api';
import { StayCancelButton } from './stay-cancel-button';

/** A manager cancels a contract while it is reserved (reserved → cancelled); checked in, it runs to completion. */
function CancelContract({ record }: { record: CentreRecord }) {
  const { t } = useTranslation('centre');
  const isManager = useRoleAtLeast('manager');
  const [cancel, state] = useContractCancelMutation();
  const { run, holder } = useToastAction();
  if (!isManager || record.status !== 'reserved') return null;
  return (
    <>
      {holder}
      <Popconfirm
        title={t('contractCancel.confirm')}
        okText={t('contractCancel.action')}
        cancelText={t('generic.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => run(() => cancel(record.id).unwrap(), t('contractCancel.done'))}
      >
        <Button danger loading={state.isLoading} data-testid="contract-cancel">
          {t('contractCancel.action')}
        </Button>
      </Popconfirm>
    </>
  );
}

/** A record's own actions beside edit and delete, keyed by its definition (what only the server may change). */
const recordActions = new Map<ResourceDefinition, (record: CentreRecord) => ReactNode>([
  [contract, (record) => <CancelContract record={record} />],
  [momLivingRecord, (record) => <StayCancelButton record={record} />],
]);

/** The record's own actions, if its definition has any. */
export const recordActionsOf = (def: ResourceDefinition, record: CentreRecord) => recordActions.get(def)?.(record) ?? null;
