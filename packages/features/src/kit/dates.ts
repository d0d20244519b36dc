import dayjs from 'dayjs';

/** A day as 'YYYY-MM-DD' in the customer's time zone: today for a clock reading, a picker's bound, a stored day. */
export const localDay = (date: Date) => dayjs(date).format('YYYY-MM-DD');

/**
 * A moment as a customer reads it, in their time zone: '1 Dec 2026, 16:40' (the day, the month's short name, the
 * year, the 24-hour time), for lists where '2026-12-01 16:40' read as raw data (issue 43). Details keep the spec's
 * 'YYYY-MM-DD HH:mm' (seed 001 §9 'detail date').
 */
export const readableDateTime = (iso: string) => dayjs(iso).format('D MMM YYYY, HH:mm');

/** The moment as a <time> element's machine-readable value: 'YYYY-MM-DDTHH:mm' in the customer's time zone. */
export const machineDateTime = (iso: string) => dayjs(iso).format('YYYY-MM-DDTHH:mm');
