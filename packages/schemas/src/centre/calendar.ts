import { z } from 'zod';
import { textNumber } from '../common';
import { RealDate } from './define';

/** Calendar event types, in the order events of one day are listed. */
export const calendarEventTypes = [
  'expected_date',
  'checkin',
  'stay_start',
  'stay_end',
  'visit',
  'reservation',
  'outside',
  'repair',
  'assignment',
] as const;
export type CalendarEventType = (typeof calendarEventTypes)[number];

const CALENDAR_MAX_DAYS = 92;

export const CalendarQuery = z.object({
  from_date: RealDate.optional().describe('first day (Asia/Taipei); default: today'),
  duration: textNumber(z.number().int().min(1).max(CALENDAR_MAX_DAYS)).default(7).describe('days, 1–92'),
});

/** One event: a day (Asia/Taipei), what happened, a language-neutral title (names, room numbers, tasks) and its record. */
export const CalendarEvent = z
  .object({
    date: z.string().meta({ format: 'date' }),
    type: z.enum(calendarEventTypes),
    title: z.string(),
    ref: z.object({ entity: z.string(), id: z.number().int() }),
  })
  .meta({
    id: 'centre_calendar_event',
    examples: [
      { date: '2026-03-02', type: 'checkin' as const, title: '王小美 301', ref: { entity: 'mom_living_record', id: 12 } },
    ],
  });
export type CalendarEvent = z.infer<typeof CalendarEvent>;

export const CalendarAnswer = z.array(CalendarEvent);
