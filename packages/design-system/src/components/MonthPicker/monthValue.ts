import { getLocalTimeZone, parseDate, today as todayIn } from '@internationalized/date';

/** A calendar month; `month` is 1–12. */
export interface YearMonth {
  year: number;
  month: number;
}

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Parses 'YYYY-MM'; anything else (including '' and null) is no month. */
export function parseMonth(value: string | null | undefined): YearMonth | null {
  const match = value ? MONTH_PATTERN.exec(value) : null;
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

/** Formats as 'YYYY-MM', which also sorts chronologically as a string. */
export function monthKey({ year, month }: YearMonth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The month of an ISO 'YYYY-MM-DD' date, or of the real today when it is missing or malformed. */
export function monthOfDay(isoDate: string | undefined): YearMonth {
  let date;
  try {
    date = isoDate ? parseDate(isoDate) : todayIn(getLocalTimeZone());
  } catch {
    date = todayIn(getLocalTimeZone());
  }
  return { year: date.year, month: date.month };
}
