import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type FocusEvent,
  type Ref,
} from 'react';
import { Group, Input, TextField as AriaTextField } from 'react-aria-components';
import * as shared from '../../styles/shared.css';
import { mergeRefs } from '../../utils/refs';
import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldChromeProps } from '../Field';
import { groupInput, inputGroup } from '../../styles/shared.css';
import {
  amountRangeIssue,
  applyAmountEdit,
  formatAmountInput,
  normalizeAmountInput,
  type AmountEdit,
} from './amount';
import * as styles from './AmountField.css';
import { namesCurrency } from './currencyMention';

export interface AmountFieldProps extends FieldChromeProps {
  /** Decimal places allowed: 2 for most fiat currencies, 5 for crypto, 0 for none. */
  decimals?: number;
  /** The amount as a decimal string without separators, e.g. '1234.5' ('' when empty). */
  value?: string;
  defaultValue?: string;
  /** Called with the canonical decimal string without separators ('' when empty). */
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /**
   * Currency code shown beside the amount, e.g. 'USD'; screen readers hear it as the description, unless the label,
   * the description or the error message already names it (then it would be heard twice).
   */
  currency?: string;
  currencyPosition?: 'prefix' | 'suffix';
  /**
   * Smallest allowed amount (decimal string). Below it, `minMessage` shows once the field is left or its
   * form submitted, and updates live from then on. Range does not block native form submission: check it
   * again on submit (`amountRangeIssue`).
   */
  min?: string;
  max?: string;
  minMessage?: string;
  maxMessage?: string;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isRequired?: boolean;
  autoFocus?: boolean;
  placeholder?: string;
  /** Form field name; the form receives the canonical value (no separators). */
  name?: string;
  /** Defaults to 'off' so browsers do not suggest earlier amounts. */
  autoComplete?: string;
  id?: string;
  /** Ref to the visible `<input>` element. */
  ref?: Ref<HTMLInputElement>;
}

function canonicalOf(text: string, decimals: number): string {
  return normalizeAmountInput(text, decimals) ?? text;
}

function displayOf(text: string, decimals: number): string {
  const canonical = normalizeAmountInput(text, decimals);
  return canonical === null ? text : formatAmountInput(canonical);
}

/**
 * A money input. Thousand separators appear as the user types, with the caret kept after the same digit;
 * keystrokes that would make an invalid amount (a letter, a second '.', one decimal too many) are ignored.
 * A pasted "$1,234.56" is read as 1234.56, a pasted amount with too many decimals is refused, not rounded.
 * Values are decimal strings end to end (big.js for the min/max checks), never floats.
 */
export function AmountField({
  label,
  description,
  errorMessage,
  decimals = 2,
  value,
  defaultValue,
  onChange,
  onBlur,
  currency,
  currencyPosition = 'suffix',
  min,
  max,
  minMessage,
  maxMessage,
  isDisabled,
  isReadOnly,
  isRequired,
  autoFocus,
  placeholder,
  name,
  autoComplete = 'off',
  id,
  ref,
}: AmountFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const currencyId = useId();
  const [text, setText] = useState(() => displayOf(value ?? defaultValue ?? '', decimals));
  // A controlled value that no longer matches the text (the parent reset it) replaces the text; one that
  // matches keeps what the user typed, such as a trailing '.' or trailing zeros.
  const shown =
    value !== undefined && canonicalOf(text, decimals) !== canonicalOf(value, decimals)
      ? displayOf(value, decimals)
      : text;
  const canonical = canonicalOf(shown, decimals);
  const [isTouched, setTouched] = useState(false);

  // Reformatting rewrites the input's value, which moves the caret to the end; put it back after render.
  const pendingCaret = useRef<number | null>(null);
  const [editCount, setEditCount] = useState(0);
  useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (input && caret !== null && input.ownerDocument.activeElement === input) {
      input.setSelectionRange(caret, caret);
    }
  }, [editCount]);

  // Refuse invalid keystrokes before the browser applies them, so the text and caret never move.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const refuseInvalidTyping = (event: InputEvent) => {
      if (event.inputType !== 'insertText' || !event.data) return;
      const start = input.selectionStart ?? input.value.length;
      const end = input.selectionEnd ?? start;
      const next = input.value.slice(0, start) + event.data + input.value.slice(end);
      if (!applyAmountEdit(next, start + event.data.length, decimals)) event.preventDefault();
    };
    input.addEventListener('beforeinput', refuseInvalidTyping);
    return () => input.removeEventListener('beforeinput', refuseInvalidTyping);
  }, [decimals]);

  // A submit attempt counts as leaving the field, so an out-of-range amount shows its message then too.
  useEffect(() => {
    const input = inputRef.current;
    const form = input?.form;
    const markTouched = () => setTouched(true);
    input?.addEventListener('invalid', markTouched);
    form?.addEventListener('submit', markTouched);
    return () => {
      input?.removeEventListener('invalid', markTouched);
      form?.removeEventListener('submit', markTouched);
    };
  }, []);

  const commit = (edit: AmountEdit) => {
    setText(edit.display);
    pendingCaret.current = edit.caret;
    setEditCount((count) => count + 1);
    if (edit.canonical !== canonical) onChange?.(edit.canonical);
  };

  const handleChange = (raw: string) => {
    const caret = inputRef.current?.selectionStart ?? raw.length;
    const typed = applyAmountEdit(raw, caret, decimals);
    if (typed) return commit(typed);
    // Not a keystroke we understand: autofill or a drop may bring a whole formatted amount.
    const whole = normalizeAmountInput(raw, decimals);
    if (whole !== null) {
      const display = formatAmountInput(whole);
      return commit({ canonical: whole, display, caret: display.length });
    }
    // Refused: the text stays, and the caret goes back to where it was before the keystroke.
    pendingCaret.current = Math.min(Math.max(caret - (raw.length - shown.length), 0), shown.length);
    setEditCount((count) => count + 1);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (isReadOnly) return;
    event.preventDefault();
    const pasted = normalizeAmountInput(event.clipboardData.getData('text/plain'), decimals);
    if (!pasted) return;
    const input = event.currentTarget;
    const start = input.selectionStart ?? shown.length;
    const end = input.selectionEnd ?? start;
    const edit = applyAmountEdit(
      shown.slice(0, start) + pasted + shown.slice(end),
      start + pasted.length,
      decimals,
    );
    if (edit) commit(edit);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setTouched(true);
    // Tidy a dangling '.' ("12." → "12") once the user is done.
    if (shown.endsWith('.')) setText(formatAmountInput(canonical));
    onBlur?.(event);
  };

  const messageFor = (issue: 'min' | 'max' | null) =>
    issue === 'min' ? minMessage : issue === 'max' ? maxMessage : undefined;
  const rangeIssue = amountRangeIssue(canonical, { min, max });
  const isInvalid = Boolean(errorMessage) || (isTouched && rangeIssue !== null);
  const message = errorMessage ?? messageFor(rangeIssue);

  // The code beside the input describes it, once: when the label, the help text or the message already names
  // the currency ('The amount you will wire, in USD.'), a screen reader hears it there and the code is only shown.
  const currencySaid =
    currency !== undefined && namesCurrency(currency, label, description, message);
  const currencyCode = currency ? (
    <span id={currencyId} className={styles.currency} aria-hidden={currencySaid || undefined}>
      {currency}
    </span>
  ) : null;

  return (
    <AriaTextField
      id={id}
      value={shown}
      onChange={handleChange}
      onBlur={handleBlur}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isRequired={isRequired}
      autoFocus={autoFocus}
      autoComplete={autoComplete}
      inputMode="decimal"
      // `undefined` rather than `false` keeps native validation (required) working.
      isInvalid={isInvalid || undefined}
      aria-describedby={currency && !currencySaid ? currencyId : undefined}
      className={shared.fieldRoot}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group
        role="presentation"
        isDisabled={isDisabled}
        isInvalid={isInvalid}
        className={inputGroup}
      >
        {currencyPosition === 'prefix' && currencyCode}
        <Input
          ref={mergeRefs(inputRef, ref)}
          placeholder={placeholder}
          onPaste={handlePaste}
          spellCheck={false}
          autoCorrect="off"
          className={`${groupInput} ${styles.input}`}
        />
        {currencyPosition === 'suffix' && currencyCode}
      </Group>
      {name !== undefined && <input type="hidden" name={name} value={canonical} />}
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{message}</FieldErrorMessage>
    </AriaTextField>
  );
}
