import { calendarEventTypes, type CalendarEventType } from '@pnc/schemas/centre/calendar';
import { useTranslation } from 'react-i18next';

/** The colour of each event type in words; each is a toggle that hides or shows that type. */
export function EventLegend({
  hidden,
  onToggle,
}: {
  hidden: ReadonlySet<CalendarEventType>;
  onToggle: (type: CalendarEventType) => void;
}) {
  const { t } = useTranslation('centre');
  return (
    <div className="pnc-cal-legend" role="group" aria-label={t('calendar.legend')}>
      {calendarEventTypes.map((type) => (
        <button
          key={type}
          type="button"
          className={`pnc-cal-toggle${hidden.has(type) ? ' is-off' : ''}`}
          aria-pressed={!hidden.has(type)}
          onClick={() => onToggle(type)}
        >
          <i className={`pnc-cal-swatch pnc-cal-${type}`} aria-hidden />
          {t(`calendar.types.${type}`)}
        </button>
      ))}
    </div>
  );
}
