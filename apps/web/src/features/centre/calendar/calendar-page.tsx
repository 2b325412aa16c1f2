import type { CalendarEventType } from '@pnc/schemas/centre/calendar';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayTaipei } from '../planner/centre-days';
import { PeriodNav } from '../planner/period-nav';
import '../planner/planner.css';
import { useQueryState } from '../planner/use-query-state';
import { ViewSwitch } from '../planner/view-switch';
import { ApiErrorAlert } from '../resource/api-error';
import { useCentreCalendarQuery } from './calendar-api';
import { type CalendarView, eventsByDay, monthTitle, parseCalendarQuery, shiftAnchor, viewDays } from './calendar-math';
import './calendar.css';
import { EventLegend } from './event-legend';
import { MonthGrid } from './month-grid';
import { WeekList } from './week-list';

/**
 * /centre/calendar?view=month|week&date=YYYY-MM-DD — the centre's dated events (GET /api/calendar/) for the
 * days shown, coloured by type; each opens its record. View and anchor day live in the URL.
 */
export default function CalendarPage() {
  const { t, i18n } = useTranslation('centre');
  const today = todayTaipei();
  const [params, update] = useQueryState();
  const { view, date } = parseCalendarQuery(params, today);
  const days = useMemo(() => viewDays(view, date), [view, date]);
  const { data, error, isFetching } = useCentreCalendarQuery({ from_date: days[0]!, duration: days.length });
  const [hidden, setHidden] = useState<ReadonlySet<CalendarEventType>>(new Set());
  const byDay = useMemo(
    () =>
      eventsByDay(
        (data ?? []).filter((e) => !hidden.has(e.type)),
        days,
      ),
    [data, hidden, days],
  );
  const title = view === 'month' ? monthTitle(date, i18n.language) : t('board.range', { from: days[0], to: days.at(-1) });

  const toggle = (type: CalendarEventType) =>
    setHidden((prev) => {
      const next = new Set(prev);
      if (!next.delete(type)) next.add(type);
      return next;
    });

  return (
    <div className="pnc-calendar">
      <PeriodNav
        title={title}
        prevLabel={t(`calendar.prev.${view}`)}
        nextLabel={t(`calendar.next.${view}`)}
        onPrev={() => update({ date: shiftAnchor(view, date, -1) })}
        onToday={() => update({ date: today })}
        onNext={() => update({ date: shiftAnchor(view, date, 1) })}
      >
        <ViewSwitch<CalendarView>
          busy={isFetching}
          value={view}
          onChange={(v) => update({ view: v })}
          options={[
            { value: 'month', label: t('calendar.month') },
            { value: 'week', label: t('calendar.week') },
          ]}
        />
      </PeriodNav>
      <EventLegend hidden={hidden} onToggle={toggle} />
      {error && <ApiErrorAlert error={error} />}
      {view === 'month' ? (
        <MonthGrid
          days={days}
          month={date.slice(0, 7)}
          today={today}
          byDay={byDay}
          caption={title}
          onMore={(day) => update({ view: 'week', date: day })}
        />
      ) : (
        <WeekList days={days} today={today} byDay={byDay} />
      )}
    </div>
  );
}
