import type { CalendarEvent } from '@pnc/schemas/centre/calendar';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { motherOpened } from '../motherDashboardSlice';
import { relatedResources } from '../resource/related-records';
import { recordPath } from '../resource/resource-pages';
import { centreApi } from '../resource/resource-api';
import { isMotherRecord } from './calendar-math';

const motherTabs = new Set(relatedResources('mother').map((r) => r.name));

/**
 * One event as a link to its record. A mother's record (stay, visit, contract…) opens her dashboard on the tab
 * of that record; the link's address stays the record's own page, so opening it in a new tab still works.
 */
export function EventLink({ event, showType = false }: { event: CalendarEvent; showType?: boolean }) {
  const { t } = useTranslation('centre');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { entity, id } = event.ref;
  const href = recordPath(entity, id);
  const type = t(`calendar.types.${event.type}`);

  const open = async (e: MouseEvent<HTMLAnchorElement>) => {
    if (!isMotherRecord(entity) || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    // The event names the record, not the mother: read it (cached) to find her.
    const read = dispatch(centreApi.endpoints.centreGet.initiate({ resource: entity, id }));
    try {
      const record = await read.unwrap();
      dispatch(motherOpened({ id: Number(record.mother), tab: motherTabs.has(entity) ? entity : 'mother' }));
      void navigate('/centre/mothers');
    } catch {
      void navigate(href);
    } finally {
      read.unsubscribe();
    }
  };

  return (
    <Link
      to={href}
      onClick={(e) => void open(e)}
      className={`pnc-cal-event pnc-cal-${event.type}`}
      title={t('calendar.eventTitle', { type, title: event.title })}
      data-testid="calendar-event"
    >
      <span className={showType ? 'pnc-cal-type' : 'pnc-visually-hidden'}>{type}</span>
      <span className="pnc-cal-title">{event.title}</span>
    </Link>
  );
}
