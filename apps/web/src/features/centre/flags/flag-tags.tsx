import { WarningFilled } from '@ant-design/icons';
import { EPDS_THRESHOLD, FEVER_C, NEWBORN_COLD_C, WEIGHT_LOSS_PERCENT } from '@pnc/schemas/centre/flags';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FlagKind, RaisedFlag } from './row-flags';
import './flags.css';

/** A warning's name with its threshold, the numbers taken from flags.ts so the words never disagree with the rule. */
const flagLabel = (t: TFunction, kind: FlagKind) =>
  t(`flags.kind.${kind}`, { epds: EPDS_THRESHOLD, fever: FEVER_C, cold: NEWBORN_COLD_C, percent: WEIGHT_LOSS_PERCENT });

/** Small red pills naming each warning in words (never colour alone); nothing when there is none. */
export function FlagTags({ flags }: { flags: readonly RaisedFlag[] }) {
  const { t } = useTranslation('centre');
  if (!flags.length) return null;
  return (
    <span className="pnc-flag-tags">
      {flags.map((f) => (
        <span key={`${f.kind}-${f.field}`} className="pnc-status pnc-status-bad pnc-flag" data-testid={`flag-${f.kind}`}>
          <WarningFilled aria-hidden="true" />
          {flagLabel(t, f.kind)}
        </span>
      ))}
    </span>
  );
}
