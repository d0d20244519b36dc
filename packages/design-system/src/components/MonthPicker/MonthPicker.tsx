import { DateFormatter } from '@internationalized/date';
import { useId, useMemo, useRef, useState, type RefObject } from 'react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  GridList,
  GridListItem,
  Heading,
  Popover,
  useLocale,
  type Selection,
} from 'react-aria-components';
import { FieldErrorText, type FieldChromeProps } from '../Field';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import * as shared from '../../styles/shared.css';
import * as styles from './MonthPicker.css';
import { monthKey, monthOfDay, parseMonth, type YearMonth } from './monthValue';

export interface MonthPickerProps extends FieldChromeProps {
  /** The chosen month as 'YYYY-MM'; '' or null when empty. Omit for an uncontrolled picker. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with the chosen 'YYYY-MM'. */
  onChange?: (value: string) => void;
  /** Today as 'YYYY-MM-DD' (default: the real today); months after its month are unavailable. */
  today?: string;
  /** Earliest available month, 'YYYY-MM'. */
  minValue?: string;
  isDisabled?: boolean;
  /** Form field name: submits 'YYYY-MM' through a hidden input. */
  name?: string;
  /** Shown in the trigger while no month is chosen. */
  placeholder?: string;
  previousYearLabel?: string;
  nextYearLabel?: string;
  /** Opens the month grid on first render (e.g. for stories). */
  defaultOpen?: boolean;
}

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/**
 * Picks a month (e.g. of a statement). A button shows the chosen month and opens a dialog with a year
 * switcher and a grid of the twelve months, navigable with the arrow keys. Months after the current one
 * (from `today`) and before `minValue` are disabled, which assistive tech announces as unavailable.
 */
export function MonthPicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  today,
  minValue,
  isDisabled = false,
  name,
  placeholder = 'Select a month',
  previousYearLabel = 'Previous year',
  nextYearLabel = 'Next year',
  defaultOpen = false,
}: MonthPickerProps) {
  const { locale } = useLocale();
  const ids = {
    label: useId(),
    value: useId(),
    description: useId(),
    error: useId(),
    year: useId(),
  };

  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? '');
  const isControlled = value !== undefined;
  const selected = parseMonth(isControlled ? value : uncontrolledValue);
  const selectedKey = selected ? monthKey(selected) : null;

  const current = useMemo(() => monthOfDay(today), [today]);
  const currentKey = monthKey(current);
  const min = parseMonth(minValue);
  const minKey = min ? monthKey(min) : null;

  const [isOpen, setOpen] = useState(defaultOpen);
  // Set on opening: the month grid then focuses the chosen (or current) month, not the first button.
  const focusMonthOnMount = useRef(defaultOpen);
  const [shownYear, setShownYear] = useState((selected ?? current).year);

  const formatters = useMemo(
    () => ({
      full: new DateFormatter(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      short: new DateFormatter(locale, { month: 'short', timeZone: 'UTC' }),
    }),
    [locale],
  );
  const toDate = ({ year, month }: YearMonth) => new Date(Date.UTC(year, month - 1, 1));

  const isUnavailable = (key: string) => key > currentKey || (minKey !== null && key < minKey);

  const openChange = (open: boolean) => {
    // Each opening starts on the chosen month's year, or the current year.
    if (open) setShownYear((selected ?? current).year);
    focusMonthOnMount.current = open;
    setOpen(open);
  };

  const choose = (keys: Selection) => {
    const [key] = keys === 'all' ? [] : [...keys];
    // Pressing the already chosen month deselects it in the grid: keep it and just close.
    if (typeof key === 'string' && key !== selectedKey && !isUnavailable(key)) {
      if (!isControlled) setUncontrolledValue(key);
      onChange?.(key);
    }
    setOpen(false);
  };

  const describedBy =
    [description && ids.description, errorMessage && ids.error].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div className={shared.fieldRoot}>
      <span id={ids.label} className={shared.fieldLabel}>
        {label}
      </span>
      <DialogTrigger isOpen={isOpen} onOpenChange={openChange}>
        <AriaButton
          className={styles.trigger}
          isDisabled={isDisabled}
          aria-labelledby={`${ids.label} ${ids.value}`}
          aria-describedby={describedBy}
          data-invalid={errorMessage ? true : undefined}
        >
          <span id={ids.value} className={selected ? undefined : styles.placeholder}>
            {selected ? formatters.full.format(toDate(selected)) : placeholder}
          </span>
          <Icon name="calendar" />
        </AriaButton>
        <Popover placement="bottom start" className={styles.popover}>
          <Dialog aria-labelledby={ids.label} className={styles.dialog}>
            <header className={styles.header}>
              <IconButton
                icon="chevronLeft"
                size="small"
                aria-label={previousYearLabel}
                isDisabled={min !== null && shownYear <= min.year}
                onPress={() => setShownYear((year) => year - 1)}
              />
              {/* Live, so a year change by the buttons is announced. */}
              <Heading id={ids.year} level={2} aria-live="polite" className={styles.year}>
                {shownYear}
              </Heading>
              <IconButton
                icon="chevronRight"
                size="small"
                aria-label={nextYearLabel}
                isDisabled={shownYear >= current.year}
                onPress={() => setShownYear((year) => year + 1)}
              />
            </header>
            <MonthGrid
              // A fresh grid per year, so keyboard focus never points at a month of another year.
              key={shownYear}
              year={shownYear}
              labelledBy={ids.year}
              selectedKey={selectedKey}
              focusKey={selectedKey ?? currentKey}
              focusOnMountRef={focusMonthOnMount}
              currentKey={currentKey}
              isUnavailable={isUnavailable}
              formatMonth={(month) => ({
                short: formatters.short.format(toDate(month)),
                full: formatters.full.format(toDate(month)),
              })}
              onChoose={choose}
            />
          </Dialog>
        </Popover>
      </DialogTrigger>
      {name && <input type="hidden" name={name} value={selectedKey ?? ''} />}
      {description && (
        <span id={ids.description} className={shared.fieldDescription}>
          {description}
        </span>
      )}
      {errorMessage && (
        <span id={ids.error} className={shared.fieldError}>
          <FieldErrorText>{errorMessage}</FieldErrorText>
        </span>
      )}
    </div>
  );
}

interface MonthGridProps {
  year: number;
  labelledBy: string;
  selectedKey: string | null;
  /** The month focused on mount when `focusOnMountRef` is set (it is then reset). */
  focusKey: string;
  focusOnMountRef: RefObject<boolean>;
  currentKey: string;
  isUnavailable: (key: string) => boolean;
  formatMonth: (month: YearMonth) => { short: string; full: string };
  onChoose: (keys: Selection) => void;
}

function MonthGrid({
  year,
  labelledBy,
  selectedKey,
  focusKey,
  focusOnMountRef,
  currentKey,
  isUnavailable,
  formatMonth,
  onChoose,
}: MonthGridProps) {
  const months = MONTHS.map((month) => {
    const key = monthKey({ year, month });
    return { key, ...formatMonth({ year, month }), isUnavailable: isUnavailable(key) };
  });

  // A callback ref: react-aria renders the rows after the grid mounts, so an effect here would find none.
  const focusIfOpening = (row: HTMLDivElement | null) => {
    if (!row || !focusOnMountRef.current) return;
    focusOnMountRef.current = false;
    row.focus();
  };

  return (
    <GridList
      aria-labelledby={labelledBy}
      layout="grid"
      selectionMode="single"
      selectedKeys={selectedKey ? [selectedKey] : []}
      disabledKeys={months.filter((month) => month.isUnavailable).map((month) => month.key)}
      onSelectionChange={onChoose}
      className={styles.grid}
    >
      {months.map((month) => (
        <GridListItem
          key={month.key}
          id={month.key}
          textValue={month.full}
          ref={month.key === focusKey && !month.isUnavailable ? focusIfOpening : undefined}
          className={`${styles.month} ${month.key === currentKey ? styles.currentMonth : ''}`}
        >
          {month.short}
        </GridListItem>
      ))}
    </GridList>
  );
}
