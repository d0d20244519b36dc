import type { ReactNode } from 'react';
import { Dialog, Heading, Popover } from 'react-aria-components';
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
export function CalendarNavigation({
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
