import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateSegment,
  Dialog,
  Heading,
  Popover,
} from 'react-aria-components';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import * as styles from './DatePicker.css';

export interface CalendarNavigationLabels {
  /** Name of the button showing the previous month. */
  previousMonthLabel?: string;
  /** Name of the button showing the next month. */
  nextMonthLabel?: string;
}

/**
 * The month heading with previous/next buttons. Inside a Calendar or RangeCalendar, react-aria fills the
 * heading and wires the buttons through their `slot`s (including disabling them at min/max).
 */
function CalendarNavigation({
  previousMonthLabel = 'Previous month',
  nextMonthLabel = 'Next month',
}: CalendarNavigationLabels) {
  return (
    <header className={styles.calendarHeader}>
      <IconButton slot="previous" icon="chevronLeft" size="small" aria-label={previousMonthLabel} />
      <Heading level={2} className={styles.calendarHeading} />
      <IconButton slot="next" icon="chevronRight" size="small" aria-label={nextMonthLabel} />
    </header>
  );
}

/** The popover + dialog holding a picker's calendar; react-aria names the dialog after the field. */
export function CalendarPopover({ children }: { children: ReactNode }) {
  return (
    <Popover placement="bottom start" className={styles.popover}>
      <Dialog className={styles.dialog}>{children}</Dialog>
    </Popover>
  );
}

/** The typed date of a picker, one segment per day, month and year; `slot` picks a range end. */
export function SegmentedDateInput({ slot }: { slot?: 'start' | 'end' }) {
  return (
    <DateInput slot={slot} className={styles.dateInput}>
      {(segment) => <DateSegment segment={segment} className={styles.segment} />}
    </DateInput>
  );
}

/** The button beside the date input that opens the calendar. */
export function CalendarButton({ label }: { label: string }) {
  return (
    <AriaButton aria-label={label} className={styles.calendarButton}>
      <Icon name="calendar" />
    </AriaButton>
  );
}

/** Navigation plus the day grid, inside a Calendar or RangeCalendar. */
export function CalendarMonth({
  previousMonthLabel,
  nextMonthLabel,
  cellClassName = styles.calendarCell,
}: CalendarNavigationLabels & { cellClassName?: string }) {
  return (
    <>
      <CalendarNavigation previousMonthLabel={previousMonthLabel} nextMonthLabel={nextMonthLabel} />
      <CalendarGrid className={styles.calendarGrid}>
        {(date) => <CalendarCell date={date} className={cellClassName} />}
      </CalendarGrid>
    </>
  );
}
