import type { ClinicalFlag } from '@pnc/schemas/centre/clinical-flag';
import { useTranslation } from 'react-i18next';
import { flagValueText, ruleLabel, sortFlags, taipeiDateTime } from '../flags/flag-format';

/**
 * Her clinical flags on paper as the copy holds them: severity, the rule, about whom, the value, when it was
 * raised (Taipei) and, once acknowledged, who did, when and what they wrote.
 */
export function PrintFlags({ flags, labelledBy }: { flags: readonly ClinicalFlag[]; labelledBy: string }) {
  const { t, i18n } = useTranslation('centre');
  if (!flags.length) return <p className="pnc-muted">{t('print.none')}</p>;
  return (
    <table className="pnc-print-table" aria-labelledby={labelledBy} data-testid="print-clinical_flag">
      <thead>
        <tr>
          <th scope="col">{t('print.records.flag.severity')}</th>
          <th scope="col">{t('print.records.flag.rule')}</th>
          <th scope="col">{t('print.records.flag.about')}</th>
          <th scope="col">{t('print.records.flag.value')}</th>
          <th scope="col">{t('print.records.flag.raised')}</th>
          <th scope="col">{t('print.records.flag.acknowledged')}</th>
        </tr>
      </thead>
      <tbody>
        {sortFlags(flags).map((f) => (
          <tr key={f.id}>
            <td>{t(`clinicalFlags.severity.${f.severity}`)}</td>
            <td>{ruleLabel(f.rule, i18n.language)}</td>
            <td>
              {f.room != null && `${f.room} `}
              {f.baby ? (f.baby.name ?? `#${f.baby.id}`) : (f.mother.name ?? `#${f.mother.id}`)}
            </td>
            <td>{flagValueText(t, f, i18n.language) ?? '—'}</td>
            <td>{taipeiDateTime(f.raised_at)}</td>
            <td>
              {f.acknowledged_at
                ? t('clinicalFlags.acknowledgedBy', {
                    name: f.acknowledged_by?.name ?? (f.acknowledged_by ? `#${f.acknowledged_by.id}` : '—'),
                    at: taipeiDateTime(f.acknowledged_at),
                  }) + ` ${f.acknowledgement ?? ''}`
                : t('print.records.flag.open')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
