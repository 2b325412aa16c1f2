import { currentNoticeVersion, privacyNotices } from '@pnc/schemas/centre/privacy-notice';
import { useTranslation } from 'react-i18next';
import { NoticeText, noticeLang } from './notice-text';
import { PrintPage } from './print-page';
import { PrintSection } from './print-section';

/**
 * /centre/print/notice — the current privacy notice with empty lines to sign on, in the reader's language: handed
 * to a mother before she consents (PDPA art. 8; art. 6 asks for the consent in writing).
 */
export default function NoticePrint() {
  const { t, i18n } = useTranslation('centre');
  const lang = noticeLang(i18n.language);
  return (
    <PrintPage title={t('print.notice.title', { version: currentNoticeVersion })} back="/centre/mothers">
      <NoticeText notice={privacyNotices[currentNoticeVersion]} lang={lang} />
      <PrintSection title={t('print.consent.signing')}>
        {() => (
          <dl className="pnc-print-fields pnc-print-sign" data-testid="notice-blanks">
            {(['signature', 'healthData', 'date', 'witness'] as const).map((k) => (
              <div key={k}>
                <dt>{t(`print.consent.${k}`)}</dt>
                <dd>{k === 'healthData' ? t('print.consent.agreeOrNot') : '\u00a0'}</dd>
              </div>
            ))}
          </dl>
        )}
      </PrintSection>
    </PrintPage>
  );
}
