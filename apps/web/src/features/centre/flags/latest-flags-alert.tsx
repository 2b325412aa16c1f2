import { skipToken } from '@reduxjs/toolkit/query';
import { Alert } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { displayOf } from '../resource/display';
import { relatedResources } from '../resource/related-records';
import { FlagDetail } from './flag-detail';
import { birthWeightRef, hasFlagRules, rowFlags } from './row-flags';
import { useBirthWeight } from './use-birth-weight';
import { useCentreLatestQuery } from './latest-api';

/**
 * The top of a mother's or baby's dashboard: one warning listing every flagged resource whose newest
 * record raises a flag (an older flagged record that a newer one followed is history, shown in its tab).
 */
export function LatestFlagsAlert({ field, id }: { field: string; id: number }) {
  const { t, i18n } = useTranslation('centre');
  const defs = useMemo(() => relatedResources(field).filter((d) => hasFlagRules(d.name)), [field]);
  const resources = useMemo(() => defs.map((d) => d.name), [defs]);
  const { data } = useCentreLatestQuery(resources.length ? { field, id, resources } : skipToken);
  // Rows fixed to this baby compare weights with this baby's birth weight.
  const birthWeight = useBirthWeight(resources.some((name) => birthWeightRef(name) === field) ? id : null);
  const lines = defs.flatMap((def) => {
    const record = data?.[def.name];
    const flags = record ? rowFlags(def.name, record, birthWeight) : [];
    return record && flags.length ? [{ def, record, flags }] : [];
  });
  if (!lines.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="pnc-flag-summary"
      data-testid="flag-summary"
      title={t('flags.summary')}
      description={
        <ul className="pnc-flag-lines">
          {lines.map(({ def, record, flags }) => (
            <li key={def.name}>
              <strong>{t(`${def.name}.label`)}</strong> {displayOf(def, record, i18n.language)}
              {t('flags.separator')}
              {flags.map((f, i) => (
                <span key={f.kind}>
                  {i > 0 && t('flags.join')}
                  <FlagDetail flag={f} />
                </span>
              ))}
            </li>
          ))}
        </ul>
      }
    />
  );
}
