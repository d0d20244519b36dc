import { useMemo } from 'react';
import {
  DateRangePicker as AriaDateRangePicker,
  Group,
  RangeCalendar,
  type DateValue,
} from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldChromeProps } from '../Field';
import * as shared from '../../styles/shared.css';
import {
  CalendarButton,
  CalendarMonth,
  CalendarPopover,
  SegmentedDateInput,
  type CalendarNavigationLabels,
} from '../DatePicker/CalendarParts';
import * as styles from '../DatePicker/DatePicker.css';
import { isoToBound, isoToDate } from '../DatePicker/dateValue';

/** A range of ISO 'YYYY-MM-DD' dates, both ends inclusive. */
export interface IsoDateRange {
  start: string;
  end: string;
}

export interface DateRangePickerProps extends FieldChromeProps, CalendarNavigationLabels {
  /** The chosen range; null when empty. Omit for an uncontrolled picker. */
  value?: IsoDateRange | null;
  defaultValue?: IsoDateRange | null;
  /** Called with the range once both ends are set, or null once it is cleared. */
  onChange?: (value: IsoDateRange | null) => void;
  minValue?: string;
  maxValue?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  isReadOnly?: boolean;
  /** Form field names for the start and end dates (hidden inputs). */
  startName?: string;
  endName?: string;
  /** Name of the button opening the calendar. */
  calendarButtonLabel?: string;
  defaultOpen?: boolean;
}

/** Both ends must be valid ISO dates, otherwise there is no range. */
function toRange(start: string | undefined, end: string | undefined) {
  const startDate = isoToDate(start ?? '');
  const endDate = isoToDate(end ?? '');
  return startDate && endDate ? { start: startDate, end: endDate } : null;
}

/**
 * Two date fields (start and end) sharing one calendar where the range is picked with two clicks or
 * Enter presses. Same field chrome and validation rules as DatePicker.
 */
export function DateRangePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  calendarButtonLabel = 'Choose dates',
  previousMonthLabel,
  nextMonthLabel,
  ...rest
}: DateRangePickerProps) {
  // Keyed on the strings: react-aria resets half-typed input when it receives new value objects.
  const start = value?.start;
  const end = value?.end;
  const isControlled = value !== undefined;
  const controlledValue = useMemo(
    () => (isControlled ? toRange(start, end) : undefined),
    [isControlled, start, end],
  );
  const defaultStart = defaultValue?.start;
  const defaultEnd = defaultValue?.end;
  const initialValue = useMemo(() => toRange(defaultStart, defaultEnd), [defaultStart, defaultEnd]);

  return (
    <AriaDateRangePicker<DateValue>
      {...rest}
      value={controlledValue}
      defaultValue={initialValue}
      onChange={(range) =>
        onChange?.(range ? { start: range.start.toString(), end: range.end.toString() } : null)
      }
      minValue={isoToBound(minValue)}
      maxValue={isoToBound(maxValue)}
      // Controlled only when there is a message: `isInvalid={false}` would hide react-aria's range errors.
      isInvalid={errorMessage ? true : undefined}
      validationBehavior="aria"
      granularity="day"
      className={shared.fieldRoot}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group className={styles.group}>
        <span className={styles.rangeInputs}>
          <SegmentedDateInput slot="start" />
          <span aria-hidden="true" className={styles.rangeSeparator}>
            –
          </span>
          <SegmentedDateInput slot="end" />
        </span>
        <CalendarButton label={calendarButtonLabel} />
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <CalendarPopover>
        <RangeCalendar className={styles.calendar}>
          <CalendarMonth
            previousMonthLabel={previousMonthLabel}
            nextMonthLabel={nextMonthLabel}
            cellClassName={`${styles.calendarCell} ${styles.rangeCell}`}
          />
        </RangeCalendar>
      </CalendarPopover>
    </AriaDateRangePicker>
  );
}
