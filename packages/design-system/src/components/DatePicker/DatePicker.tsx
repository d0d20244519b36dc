import { useMemo } from 'react';
import {
  DatePicker as AriaDatePicker,
  Calendar,
  Group,
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
} from './CalendarParts';
import * as styles from './DatePicker.css';
import { isoToBound, isoToDate } from './dateValue';

export interface DatePickerProps extends FieldChromeProps, CalendarNavigationLabels {
  /** The chosen date as 'YYYY-MM-DD'; '' or null when empty. Omit for an uncontrolled picker. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with 'YYYY-MM-DD', or '' once the date is cleared. */
  onChange?: (value: string) => void;
  /** Earliest allowed date, 'YYYY-MM-DD'. */
  minValue?: string;
  /** Latest allowed date, 'YYYY-MM-DD'. */
  maxValue?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  isReadOnly?: boolean;
  /** Form field name: submits the ISO date through a hidden input. */
  name?: string;
  /** Name of the button opening the calendar. */
  calendarButtonLabel?: string;
  /** Opens the calendar on first render (e.g. for stories). */
  defaultOpen?: boolean;
  autoFocus?: boolean;
}

/**
 * A date field typed segment by segment (day, month, year in the user's locale order), with a calendar in a
 * popover. Out-of-range dates are flagged in real time with react-aria's message unless the caller passes
 * `errorMessage`, which takes over and marks the field invalid.
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  calendarButtonLabel = 'Choose date',
  previousMonthLabel,
  nextMonthLabel,
  ...rest
}: DatePickerProps) {
  // Memoised on the string: react-aria resets a half-typed date when it receives a new value object.
  const controlledValue = useMemo(() => isoToDate(value), [value]);
  const initialValue = useMemo(() => isoToDate(defaultValue), [defaultValue]);

  return (
    <AriaDatePicker<DateValue>
      {...rest}
      value={controlledValue}
      defaultValue={initialValue}
      onChange={(date) => onChange?.(date ? date.toString() : '')}
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
        <SegmentedDateInput />
        <CalendarButton label={calendarButtonLabel} />
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <CalendarPopover>
        <Calendar className={styles.calendar}>
          <CalendarMonth previousMonthLabel={previousMonthLabel} nextMonthLabel={nextMonthLabel} />
        </Calendar>
      </CalendarPopover>
    </AriaDatePicker>
  );
}
