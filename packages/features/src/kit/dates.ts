import dayjs from 'dayjs';

/** A day as 'YYYY-MM-DD' in the customer's time zone: today for a clock reading, a picker's bound, a stored day. */
export const localDay = (date: Date) => dayjs(date).format('YYYY-MM-DD');
