import type { MilestoneStatus } from '@pnc/schemas/centre/newborn-schedule';
import { useTranslation } from 'react-i18next';

const tone: Record<MilestoneStatus, string> = {
  done: 'ok',
  due: 'warn',
  overdue: 'bad',
  upcoming: 'neutral',
  not_needed: 'neutral',
  unknown: 'neutral',
};

/** A newborn milestone's status as a small coloured pill (red overdue, amber due, green done). */
export function MilestoneStatusTag({ status }: { status: MilestoneStatus }) {
  const { t } = useTranslation('centre');
  return <span className={`pnc-status pnc-status-${tone[status]}`}>{t(`milestones.status.${status}`)}</span>;
}
