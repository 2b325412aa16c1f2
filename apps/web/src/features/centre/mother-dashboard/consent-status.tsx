import { FileProtectOutlined, PlusOutlined } from '@ant-design/icons';
import { momConsent } from '@pnc/schemas/centre/mom-consent';
import { Alert, Button, Drawer, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CentreRecord } from '../centre-events';
import { PrintButton } from '../print/print-button';
import { printConsentPath, printNoticePath } from '../print/print-paths';
import { ApiErrorAlert } from '../resource/api-error';
import { formatPlain, useRoleAtLeast } from '../resource/display';
import { useCentreListQuery } from '../resource/resource-api';
import { ResourceForm } from '../resource/resource-form';

/** Her consent in force: the latest signed one not withdrawn (the list answers the latest first). */
const consentInForce = (rows: readonly CentreRecord[]) => rows.find((r) => r.withdrawn_at == null);

/**
 * Her PDPA consent on the mother dashboard: signed on … under notice version …, with its print; withdrawn; or none,
 * with the blank notice to print for her and a button to record what she signed.
 */
export function ConsentStatus({ mother }: { mother: number }) {
  const { t } = useTranslation('centre');
  const canWrite = useRoleAtLeast(momConsent.permissions.write);
  const [recording, setRecording] = useState(false);
  const { data, error } = useCentreListQuery({ resource: momConsent.name, params: { mother, limit: 100 } });
  if (error) return <ApiErrorAlert error={error} />;
  if (!data) return null;
  const current = consentInForce(data.results);
  const latest = data.results[0];
  const when = (v: unknown) => formatPlain(momConsent.fields.consented_at, v);
  let alert;
  if (current)
    alert = (
      <Alert
        type={current.health_data ? 'success' : 'warning'}
        showIcon
        icon={<FileProtectOutlined />}
        title={t('consent.given', { when: when(current.consented_at), version: String(current.notice_version) })}
        description={current.health_data ? undefined : t('consent.noHealthData')}
        action={<PrintButton to={printConsentPath(current.id)} label={t('print.consent.open')} testId="print-consent" />}
      />
    );
  else
    alert = (
      <Alert
        type="warning"
        showIcon
        title={latest ? t('consent.withdrawn', { when: when(latest.withdrawn_at) }) : t('consent.none')}
        action={
          <Space wrap>
            <PrintButton to={printNoticePath()} label={t('print.notice.open')} testId="print-notice" />
            {canWrite && (
              <Button icon={<PlusOutlined />} onClick={() => setRecording(true)} data-testid="consent-record">
                {t('consent.record')}
              </Button>
            )}
          </Space>
        }
      />
    );
  return (
    <div className="pnc-consent-status" data-testid="consent-status">
      {alert}
      <Drawer open={recording} onClose={() => setRecording(false)} size="large" destroyOnHidden title={t('consent.record')}>
        <ResourceForm
          def={momConsent}
          fixed={{ mother }}
          onSaved={() => setRecording(false)}
          onCancel={() => setRecording(false)}
        />
      </Drawer>
    </div>
  );
}
