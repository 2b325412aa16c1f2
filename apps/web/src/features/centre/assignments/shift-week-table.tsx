import { shifts } from '@pnc/schemas/centre/assignment';
import { useTranslation } from 'react-i18next';
import { AddButton, WeekTable } from '../planner/week-table';
import { enumText } from '../resource/display';
import type { Shift, ShiftGroup } from './shift-groups';
import { ShiftPeople } from './shift-people';

interface Props {
  days: readonly string[];
  today: string;
  week: ReadonlyMap<string, ShiftGroup[]>;
  nameOf: (user: number) => string;
  onAdd: (day: string, shift: Shift) => void;
  onOpen: (id: number) => void;
  onDay: (day: string) => void;
}

/** A week: shifts down, days across, who is on each; a day's header opens that day, "+" adds a duty there. */
export function ShiftWeekTable({ days, today, week, nameOf, onAdd, onOpen, onDay }: Props) {
  const { t } = useTranslation('centre');
  return (
    <WeekTable
      label={t('assignments.weekTable')}
      className="pnc-shift-week"
      testId="shift-week"
      corner={t('assignment.fields.shift')}
      days={days}
      today={today}
      renderDay={(d, words) => (
        <button type="button" className="pnc-shift-daylink" onClick={() => onDay(d)}>
          {words}
        </button>
      )}
    >
      {shifts.map((shift, i) => {
        const label = enumText(t, 'assignment', 'shift', shift);
        return (
          <tr key={shift}>
            <th scope="row">{label}</th>
            {days.map((d) => (
              <td key={d} className={d === today ? 'is-today' : undefined}>
                <ShiftPeople people={week.get(d)?.[i]?.people ?? []} nameOf={nameOf} onOpen={onOpen} />
                <AddButton label={t('assignments.addAt', { shift: label, day: d })} onClick={() => onAdd(d, shift)} />
              </td>
            ))}
          </tr>
        );
      })}
    </WeekTable>
  );
}
