import { PlusOutlined } from '@ant-design/icons';
import { shifts } from '@pnc/schemas/centre/assignment';
import { useTranslation } from 'react-i18next';
import { monthDay, weekdayOf } from '../planner/centre-days';
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
    <div className="pnc-plan-scroll" role="region" aria-label={t('assignments.weekTable')} tabIndex={0}>
      <table className="pnc-plan-table pnc-shift-week" data-testid="shift-week">
        <thead>
          <tr>
            <th scope="col">{t('assignment.fields.shift')}</th>
            {days.map((d) => (
              <th
                key={d}
                scope="col"
                className={d === today ? 'is-today' : undefined}
                aria-current={d === today ? 'date' : undefined}
              >
                <button type="button" className="pnc-shift-daylink" onClick={() => onDay(d)}>
                  {t(`board.weekday.${weekdayOf(d)}`)} {monthDay(d)}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shifts.map((shift, i) => {
            const label = enumText(t, 'assignment', 'shift', shift);
            return (
              <tr key={shift}>
                <th scope="row">{label}</th>
                {days.map((d) => (
                  <td key={d} className={d === today ? 'is-today' : undefined}>
                    <ShiftPeople people={week.get(d)?.[i]?.people ?? []} nameOf={nameOf} onOpen={onOpen} />
                    <button
                      type="button"
                      className="pnc-plan-add"
                      onClick={() => onAdd(d, shift)}
                      aria-label={t('assignments.addAt', { shift: label, day: d })}
                      title={t('assignments.addAt', { shift: label, day: d })}
                    >
                      <PlusOutlined aria-hidden />
                    </button>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
