import dayjs, { type Dayjs } from 'dayjs';
import { centreDateTime } from './day-format';

/**
 * The centre's wall clock in a form. Staff type and read record times as Taipei times, whatever zone the device is
 * set to, so a date-time field holds a Dayjs whose wall clock (its year … second in the device's zone) is the
 * Taipei wall clock, and the instant sent to the server is that wall clock read as Taipei (UTC+8, no daylight saving).
 */

/** An instant (ISO text) as the Taipei wall clock a picker shows. */
export const toCentreWallClock = (instant: string): Dayjs => dayjs(centreDateTime(instant, true));

/** A picker's wall clock, read as Taipei, as the ISO UTC instant the API takes. */
export const fromCentreWallClock = (wall: Dayjs): string =>
  new Date(`${wall.format('YYYY-MM-DDTHH:mm:ss.SSS')}+08:00`).toISOString();

/** Now on the Taipei wall clock: what a picker's "now" and "today" are. */
export const centreNow = (): Dayjs => toCentreWallClock(new Date().toISOString());
