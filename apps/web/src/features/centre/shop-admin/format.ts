import { centreDateTime } from '../../../lib/day-format';

/** A timestamp as the staff tool shows them (local time, to the minute); nothing for none. */
export const formatDateTime = (v: string | null | undefined) => (v ? centreDateTime(v) : '');
