import { AlertFilled, EyeOutlined, WarningFilled } from '@ant-design/icons';
import type { ClinicalFlag, FlagSeverity } from '@pnc/schemas/centre/clinical-flag';
import { resourceByName } from '@pnc/schemas/centre/resources';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordPath } from '../resource/record-path';
import { AcknowledgeDialog } from './acknowledge-dialog';
import { BabyDashboardLink, MotherDashboardLink } from './dashboard-links';
import { flagValueText, ruleLabel, sortFlags, taipeiDateTime } from './flag-format';
import './flags.css';

const severityLook: Record<FlagSeverity, { tone: string; icon: typeof WarningFilled }> = {
  urgent: { tone: 'bad', icon: AlertFilled },
  alert: { tone: 'warn', icon: WarningFilled },
  watch: { tone: 'neutral', icon: EyeOutlined },
};

/** A flag's severity in words with its icon (never colour alone); urgent is red, bold and first. */
export function SeverityTag({ severity }: { severity: FlagSeverity }) {
  const { t } = useTranslation('centre');
  const { tone, icon: Icon } = severityLook[severity] ?? severityLook.alert;
  return (
    <span className={`pnc-status pnc-status-${tone} pnc-flag pnc-severity-${severity}`} data-testid={`severity-${severity}`}>
      <Icon aria-hidden="true" />
      {t(`clinicalFlags.severity.${severity}`)}
    </span>
  );
}

interface FlagListProps {
  flags: readonly ClinicalFlag[];
  /** The page is the mother's own (her dashboard): her name is not repeated on each line. */
  hideMother?: boolean;
  /** A baby's dashboard: the baby is not repeated either. */
  hideBaby?: boolean;
  /** Whether open flags offer "acknowledge" here. */
  canAcknowledge?: boolean;
}

/**
 * Clinical flags, urgent first and standing out: severity, the rule, her room in the house and who (linked to her or
 * the baby's dashboard),
 * the value, when (Taipei), the record that raised it; an open flag can be acknowledged with a note, an
 * acknowledged one says who did, when and what they wrote.
 */
export function FlagList({ flags, hideMother, hideBaby, canAcknowledge = true }: FlagListProps) {
  const { t, i18n } = useTranslation('centre');
  const [acknowledging, setAcknowledging] = useState<ClinicalFlag | null>(null);
  const sorted = useMemo(() => sortFlags(flags), [flags]);
  return (
    <>
      <ul className="pnc-cflags" aria-label={t('clinicalFlags.listLabel')}>
        {sorted.map((f) => {
          const value = flagValueText(t, f, i18n.language);
          const source = resourceByName(f.source.entity);
          return (
            <li key={f.id} className={`pnc-cflag pnc-cflag-${f.severity}`} data-testid="clinical-flag" data-severity={f.severity}>
              <div className="pnc-cflag-head">
                <SeverityTag severity={f.severity} />
                <strong className="pnc-cflag-rule">{ruleLabel(f.rule, i18n.language)}</strong>
                {value && <span className="pnc-cflag-value">{value}</span>}
              </div>
              <div className="pnc-cflag-meta">
                {/* Her room first, as staff name a mother (「301 王小美」): two mothers may share a name. */}
                {(f.room != null || !hideMother) && (
                  <span className="pnc-cflag-who">
                    {f.room != null && (
                      <span className="pnc-cflag-room" data-testid="flag-room">
                        {f.room}
                      </span>
                    )}
                    {f.room != null && !hideMother && ' '}
                    {!hideMother && <MotherDashboardLink mother={f.mother} />}
                  </span>
                )}
                {f.baby && !hideBaby && (
                  <span>
                    {!hideMother && t('clinicalFlags.babyJoin')}
                    <BabyDashboardLink baby={f.baby} mother={f.mother} />
                  </span>
                )}
                <span className="pnc-muted">{t('clinicalFlags.raisedAt', { at: taipeiDateTime(f.raised_at) })}</span>
                {source && (
                  <Link to={recordPath(f.source.entity, f.source.id)} data-testid="flag-source">
                    {t('clinicalFlags.source', { what: t(`${source.name}.label`) })}
                  </Link>
                )}
              </div>
              {f.acknowledged_at ? (
                <div className="pnc-cflag-ack" data-testid="flag-acknowledgement">
                  {t('clinicalFlags.acknowledgedBy', {
                    name: f.acknowledged_by?.name ?? (f.acknowledged_by ? `#${f.acknowledged_by.id}` : '—'),
                    at: taipeiDateTime(f.acknowledged_at),
                  })}
                  <span className="pnc-pre">{f.acknowledgement}</span>
                </div>
              ) : (
                canAcknowledge && (
                  <Button
                    size="small"
                    className="pnc-cflag-action"
                    danger={f.severity === 'urgent'}
                    onClick={() => setAcknowledging(f)}
                    data-testid="flag-acknowledge"
                  >
                    {t('clinicalFlags.ack.action')}
                  </Button>
                )
              )}
            </li>
          );
        })}
      </ul>
      <AcknowledgeDialog flag={acknowledging} onClose={() => setAcknowledging(null)} />
    </>
  );
}
