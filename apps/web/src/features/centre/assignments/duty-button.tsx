import { useTranslation } from 'react-i18next';
import { RefText } from '../resource/display';
import type { Duty } from './shift-groups';

/** One duty as a button that opens it: its task, then the room, mother and baby it is for, when set. */
export function DutyButton({ duty, onOpen }: { duty: Duty; onOpen: (id: number) => void }) {
  const { t } = useTranslation('centre');
  return (
    <button type="button" className="pnc-plan-item pnc-duty" onClick={() => onOpen(duty.id)} data-testid="duty">
      <span className="pnc-duty-task">{duty.task || t('assignments.noTask')}</span>
      {duty.room !== null && (
        <span className="pnc-duty-ref">
          <RefText target="room" id={duty.room} />
        </span>
      )}
      {duty.mother !== null && (
        <span className="pnc-duty-ref">
          <RefText target="mother" id={duty.mother} />
        </span>
      )}
      {duty.baby !== null && (
        <span className="pnc-duty-ref">
          <RefText target="baby" id={duty.baby} />
        </span>
      )}
    </button>
  );
}
