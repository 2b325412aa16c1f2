import { assignment } from '@pnc/schemas/centre/assignment';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, dayOrNull, daysFrom, todayTaipei, weekdayOf, weekStart } from '../planner/centre-days';
import { PeriodNav } from '../planner/period-nav';
import '../planner/planner.css';
import { type DrawerTarget, RecordDrawer } from '../planner/record-drawer';
import { useQueryState } from '../planner/use-query-state';
import { ViewSwitch } from '../planner/view-switch';
import { ApiErrorAlert } from '../resource/api-error';
import { useRefLabels } from '../resource/display';
import { useCentreListQuery } from '../resource/resource-api';
import './assignments.css';
import { type Duty, shiftWeek } from './shift-groups';
import { ShiftDay } from './shift-day';
import { ShiftWeekTable } from './shift-week-table';

type View = 'day' | 'week';

/**
 * /centre/assignments?view=day|week&date=YYYY-MM-DD — the duty roster: a day's assignments by shift and staff
 * member, or a week of them; adding starts the generic form on the day and shift chosen.
 */
export default function AssignmentsPage() {
  const { t } = useTranslation('centre');
  const today = todayTaipei();
  const [params, update] = useQueryState();
  const view: View = params.get('view') === 'week' ? 'week' : 'day';
  const date = dayOrNull(params.get('date')) ?? today;
  const days = useMemo(() => (view === 'week' ? daysFrom(weekStart(date), 7) : [date]), [view, date]);
  const [drawer, setDrawer] = useState<DrawerTarget>(null);

  const { data, error, isFetching } = useCentreListQuery({
    resource: 'assignment',
    params: { date_from: days[0], date_to: days.at(-1), limit: 1000 },
  });
  const names = useRefLabels('user');
  const nameOf = (user: number) => names.get(user) ?? `#${user}`;
  const duties = (data?.results ?? []) as unknown as Duty[];
  const step = view === 'week' ? 7 : 1;
  const add = (day: string, shift: Duty['shift']) => setDrawer({ defaults: { date: day, shift } });

  return (
    <div className="pnc-assignments">
      <PeriodNav
        title={
          view === 'week'
            ? t('board.range', { from: days[0], to: days[6] })
            : t('assignments.dayTitle', { date, weekday: t(`board.weekday.${weekdayOf(date)}`) })
        }
        prevLabel={t(`assignments.prev.${view}`)}
        nextLabel={t(`assignments.next.${view}`)}
        onPrev={() => update({ date: addDays(date, -step) })}
        onToday={() => update({ date: today })}
        onNext={() => update({ date: addDays(date, step) })}
      >
        <ViewSwitch<View>
          busy={isFetching}
          value={view}
          onChange={(v) => update({ view: v })}
          options={[
            { value: 'day', label: t('assignments.day') },
            { value: 'week', label: t('calendar.week') },
          ]}
        />
      </PeriodNav>
      {error && <ApiErrorAlert error={error} />}
      {view === 'day' ? (
        <ShiftDay
          groups={shiftWeek(duties, [date], nameOf).get(date)!}
          nameOf={nameOf}
          onAdd={(shift) => add(date, shift)}
          onOpen={(id) => setDrawer({ id })}
        />
      ) : (
        <ShiftWeekTable
          days={days}
          today={today}
          week={shiftWeek(duties, days, nameOf)}
          nameOf={nameOf}
          onAdd={add}
          onOpen={(id) => setDrawer({ id })}
          onDay={(day) => update({ view: 'day', date: day })}
        />
      )}
      <RecordDrawer def={assignment} target={drawer} onClose={() => setDrawer(null)} />
    </div>
  );
}
