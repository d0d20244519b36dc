import { parseDate, type CalendarDate } from '@internationalized/date';

/**
 * Converts the ISO 'YYYY-MM-DD' strings the components take into react-aria's CalendarDate.
 * undefined stays undefined (uncontrolled); '' / null / a malformed string mean "no date" (null).
 */
export function isoToDate(value: string | null | undefined): CalendarDate | null | undefined {
  if (value === undefined) return undefined;
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** Like isoToDate for bounds, where "no bound" is undefined. */
export function isoToBound(value: string | undefined): CalendarDate | undefined {
  return isoToDate(value) ?? undefined;
}
