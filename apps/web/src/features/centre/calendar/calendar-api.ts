import type { CalendarEvent } from '@pnc/schemas/centre/calendar';
import { centreApi } from '../resource/resource-api';

/** The records the calendar's events come from: a write to any of them refreshes the calendar. */
const sources = [
  'contract',
  'mom_checkin_record',
  'mom_living_record',
  'visit_record',
  'reservation_and_outside',
  'room_repairment_record',
  'assignment',
];

/** GET /api/calendar/?from_date&duration: the events of the Taipei days shown, sorted by the server. */
const calendarApi = centreApi.injectEndpoints({
  endpoints: (build) => ({
    centreCalendar: build.query<CalendarEvent[], { from_date: string; duration: number }>({
      query: (params) => ({ url: 'calendar', params }),
      providesTags: sources.map((type) => ({ type: type as never, id: 'LIST' })),
    }),
  }),
});

export const { useCentreCalendarQuery } = calendarApi;
