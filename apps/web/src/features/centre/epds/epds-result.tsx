import { AlertFilled } from '@ant-design/icons';
import { epdsItems, epdsSelfHarm } from '@pnc/schemas/centre/epds';
import { Alert, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CentreRecord } from '../centre-events';
import { enumText } from '../resource/display';

const lang = (language: string) => (language === 'en' ? 'en' : 'tw');

/**
 * A saved screening as the server scored it: its total and band, and when item 10 (thoughts of self-harm) is above
 * 0 an urgent notice first, whatever the total.
 */
export function EpdsResult({ record, extra }: { record: CentreRecord; extra?: ReactNode }) {
  const { t, i18n } = useTranslation('centre');
  const item10 = typeof record.item_10 === 'number' ? record.item_10 : null;
  const band = String(record.band ?? '');
  return (
    <div className="pnc-epds-result" data-testid="epds-result">
      {epdsSelfHarm(item10) && (
        <Alert
          type="error"
          showIcon
          icon={<AlertFilled />}
          className="pnc-epds-self-harm"
          data-testid="epds-self-harm"
          title={t('epds.selfHarm.title')}
          description={t('epds.selfHarm.body', { answer: epdsItems[9]!.answers[item10!]?.[lang(i18n.language)] ?? item10 })}
        />
      )}
      <Result
        status={band === 'low' ? 'success' : 'warning'}
        title={<span data-testid="epds-total">{t('epds.result.total', { total: record.total })}</span>}
        subTitle={<span data-testid="epds-band">{enumText(t, 'epds_screening', 'band', band)}</span>}
        extra={extra}
      />
    </div>
  );
}
