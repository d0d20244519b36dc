import { useState, type ClipboardEvent, type Ref, type SyntheticEvent } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import * as shared from '../../styles/shared.css';
import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldChromeProps } from '../Field';
import * as styles from './CodeInput.css';

export interface CodeInputProps extends FieldChromeProps {
  /** Number of digits. */
  length?: number;
  value?: string;
  defaultValue?: string;
  /** Called with the digits entered so far. */
  onChange?: (code: string) => void;
  /** Called once all `length` digits are present. */
  onComplete?: (code: string) => void;
  isDisabled?: boolean;
  isRequired?: boolean;
  autoFocus?: boolean;
  name?: string;
  id?: string;
  /** Ref to the `<input>` element. */
  ref?: Ref<HTMLInputElement>;
}

/** Keeps the digits of any text: "123 456" and "12-34-56" both give "123456". */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * A one-time verification code. It is ONE real input (so paste, SMS autofill via autocomplete="one-time-code"
 * and password managers work, as WCAG 2.2 3.3.8 asks); the boxes drawn over it are aria-hidden decoration.
 * Non-digits are ignored, a pasted "123 456" fills every box, Backspace removes the last digit.
 */
export function CodeInput({
  label,
  description,
  errorMessage,
  length = 6,
  value,
  defaultValue,
  onChange,
  onComplete,
  isDisabled,
  isRequired,
  autoFocus,
  name,
  id,
  ref,
}: CodeInputProps) {
  const [uncontrolledCode, setUncontrolledCode] = useState(() =>
    digitsOf(defaultValue ?? '').slice(0, length),
  );
  const code = value !== undefined ? digitsOf(value).slice(0, length) : uncontrolledCode;

  const update = (next: string) => {
    if (next === code) return;
    if (value === undefined) setUncontrolledCode(next);
    onChange?.(next);
    if (next.length === length) onComplete?.(next);
  };

  // The input's own maxLength would cut "123 456" to "123 45" before we could drop the space, so pastes
  // are read here.
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = digitsOf(event.clipboardData.getData('text/plain'));
    if (!pasted) return;
    const input = event.currentTarget;
    const start = input.selectionStart ?? code.length;
    const end = input.selectionEnd ?? start;
    const next = pasted.length >= length ? pasted : code.slice(0, start) + pasted + code.slice(end);
    update(next.slice(0, length));
  };

  // The boxes show no caret position, so the real caret stays at the end (Backspace removes the last digit).
  // Selecting everything is allowed, so select-and-type or select-and-paste replaces the code.
  const keepCaretAtEnd = (event: SyntheticEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const end = input.value.length;
    const selectsAll = input.selectionStart === 0 && input.selectionEnd === end;
    if (!selectsAll && (input.selectionStart !== end || input.selectionEnd !== end)) {
      input.setSelectionRange(end, end);
    }
  };

  const activeIndex = Math.min(code.length, length - 1);
  return (
    <AriaTextField
      id={id}
      name={name}
      value={code}
      onChange={(raw) => update(digitsOf(raw).slice(0, length))}
      isDisabled={isDisabled}
      isRequired={isRequired}
      autoFocus={autoFocus}
      isInvalid={errorMessage ? true : undefined}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={length}
      className={shared.fieldRoot}
    >
      <FieldLabel>{label}</FieldLabel>
      <div className={styles.frame}>
        <Input
          ref={ref}
          onPaste={handlePaste}
          onSelect={keepCaretAtEnd}
          spellCheck={false}
          autoCorrect="off"
          className={styles.input}
        />
        <div className={styles.boxes} aria-hidden="true">
          {Array.from({ length }, (_, index) => (
            <span
              key={index}
              className={styles.box}
              data-filled={index < code.length || undefined}
              data-active={index === activeIndex || undefined}
            >
              {code[index] ??
                (index === activeIndex && code.length < length ? (
                  <span className={styles.caret} />
                ) : null)}
            </span>
          ))}
        </div>
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
