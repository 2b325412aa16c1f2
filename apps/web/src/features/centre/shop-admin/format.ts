import dayjs from 'dayjs';

/** A timestamp as the staff tool shows them (local time, to the minute); nothing for none. */
export const formatDateTime = (v: string | null | undefined) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '');
