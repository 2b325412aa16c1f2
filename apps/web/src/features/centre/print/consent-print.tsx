import { momConsent } from '@pnc/schemas/centre/mom-consent';
import { mother as motherDef } from '@pnc/schemas/centre/mother';
import { type NoticeVersion, privacyNotices } from '@pnc/schemas/centre/privacy-notice';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCentreGetQuery } from '../resource/resource-api';
import { NoticeText, noticeLang } from './notice-text';
import { PrintFields } from './print-fields';
import { PrintPage } from './print-page';
import { PrintSection } from './print-section';

/** /centre/print/consent/:consentId — what she signed, under the very notice (its version) she was given. */
export default function ConsentPrint({ consentId }: { consentId: number }) {
  const { t, i18n } = useTranslation('centre');
  const consent = useCentreGetQuery({ resource: momConsent.name, id: consentId });
  const motherId = consent.data ? Number(consent.data.mother) : null;
  const mother = useCentreGetQuery(motherId ? { resource: motherDef.name, id: motherId } : skipToken);
  const error = consent.error ?? mother.error;
  const notice = consent.data ? privacyNotices[consent.data.notice_version as NoticeVersion] : undefined;
  let body;
  if (consent.data && mother.data)
    body = (
      <>
        {consent.data.archived_at != null && <Alert type="warning" showIcon title={t('consent.archived')} />}
        {consent.data.withdrawn_at != null && <Alert type="warning" showIcon title={t('consent.withdrawnNote')} />}
        {notice ? (
          <NoticeText notice={notice} lang={noticeLang(i18n.language)} />
        ) : (
          <Alert type="error" showIcon title={t('consent.unknownVersion', { version: String(consent.data.notice_version) })} />
        )}
        <PrintSection title={t('print.consent.signing')}>
          {() => (
            <PrintFields
              def={momConsent}
              record={consent.data!}
              fields={['signed_name', 'consented_at', 'health_data', 'notice_version', 'witness', 'withdrawn_at', 'note']}
            />
          )}
        </PrintSection>
      </>
    );
  return (
    <PrintPage title={t('print.consent.title', { name: String(mother.data?.name ?? '') })} back="/centre/mothers" error={error}>
      {body}
    </PrintPage>
  );
}
