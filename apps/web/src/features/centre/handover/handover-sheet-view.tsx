import type { ClinicalFlag } from '@pnc/schemas/centre/clinical-flag';
import { resourceByName } from '@pnc/schemas/centre/resources';
import type { HandoverRecord, HandoverSheet, HandoverSignature, HandoverValue } from '@pnc/schemas/centre/shift-handover';
import { HANDOVER_NOTE_MAX } from '@pnc/schemas/centre/shift-handover';
import { Descriptions, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { flagValueText, ruleLabel, sortFlags, taipeiDateTime } from '../flags/flag-format';
import { FlagList, SeverityTag } from '../flags/flag-list';
import { FieldValue } from '../resource/display';

/** A value on the sheet: a record it names by its name as the sheet holds it, else as the record's field shows it. */
function Value({ entity, name, value }: { entity: string; name: string; value: HandoverValue }) {
  const def = resourceByName(entity);
  if (value !== null && typeof value === 'object') return <>{value.name ?? `#${value.id}`}</>;
  return def ? <FieldValue def={def} name={name} value={value} /> : <>{String(value ?? '—')}</>;
}

/** The shift's records, oldest first: the time (Taipei), the kind, then each summarised field with its label. */
export function RecordLines({ records }: { records: readonly HandoverRecord[] }) {
  const { t } = useTranslation('centre');
  if (!records.length) return <p className="pnc-muted">{t('handover.noRecords')}</p>;
  return (
    <ul className="pnc-handover-records">
      {records.map((r) => (
        <li key={`${r.entity}-${r.id}`} data-testid="handover-record" data-entity={r.entity}>
          <time dateTime={r.at} className="pnc-handover-time">
            {taipeiDateTime(r.at).slice(11)}
          </time>{' '}
          <strong>{t(`${r.entity}.label`, { defaultValue: r.entity })}</strong>
          {Object.entries(r.values)
            .filter(([, v]) => v !== null && v !== '')
            .map(([name, v]) => (
              <span key={name} className="pnc-handover-value">
                {' · '}
                {t(`${r.entity}.fields.${name}`, { defaultValue: name })} <Value entity={r.entity} name={name} value={v} />
              </span>
            ))}
        </li>
      ))}
    </ul>
  );
}

/** Open flags: on screen the flag list (urgent first, standing out); on paper one plain line each. */
export function FlagLines({ flags, print }: { flags: readonly ClinicalFlag[]; print?: boolean }) {
  const { t, i18n } = useTranslation('centre');
  if (!flags.length) return <p className="pnc-muted">{t('handover.noFlags')}</p>;
  if (!print) return <FlagList flags={flags} hideMother hideBaby canAcknowledge={false} />;
  return (
    <ul className="pnc-handover-flags">
      {sortFlags(flags).map((f) => (
        <li key={f.id} data-testid="handover-flag" data-severity={f.severity}>
          <SeverityTag severity={f.severity} /> <strong>{ruleLabel(f.rule, i18n.language)}</strong>
          {flagValueText(t, f, i18n.language) && <> · {flagValueText(t, f, i18n.language)}</>} · {taipeiDateTime(f.raised_at)}
        </li>
      ))}
    </ul>
  );
}

/** A mother's or baby's note: a text area while the sheet is live, the words once it is signed. */
export function NoteField({
  label,
  value,
  onChange,
  editable,
  testId,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  editable: boolean;
  testId: string;
}) {
  const { t } = useTranslation('centre');
  if (!editable)
    return (
      <div className="pnc-handover-note" data-testid={testId}>
        <span className="pnc-muted">{t('handover.note')}：</span>
        {value ? <span className="pnc-pre">{value}</span> : <span className="pnc-muted">{t('handover.noNote')}</span>}
      </div>
    );
  return (
    <label className="pnc-handover-note">
      <span className="pnc-muted">{t('handover.note')}</span>
      <Input.TextArea
        aria-label={label}
        data-testid={testId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoSize={{ minRows: 2, maxRows: 8 }}
        count={{ max: HANDOVER_NOTE_MAX, show: true }}
      />
    </label>
  );
}

/** Who signed and when, or that no one has yet. */
export function Signatures({ sheet }: { sheet: HandoverSheet }) {
  const { t } = useTranslation('centre');
  const said = (s: HandoverSignature | null) =>
    s
      ? t('handover.signedBy', { name: s.nurse.name ?? `#${s.nurse.id}`, when: taipeiDateTime(s.signed_at) })
      : t('handover.notSigned');
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2 }}
      className="pnc-handover-signatures"
      items={[
        {
          key: 'out',
          label: t('handover.outgoing'),
          children: <span data-testid="handover-outgoing">{said(sheet.outgoing)}</span>,
        },
        {
          key: 'in',
          label: t('handover.incoming'),
          children: <span data-testid="handover-incoming">{said(sheet.incoming)}</span>,
        },
      ]}
    />
  );
}
