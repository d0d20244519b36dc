import { useEffect, useId, useState, type Ref } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import * as shared from '../../styles/shared.css';
import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldChromeProps } from '../Field';
import * as styles from './TextArea.css';

/** How long typing must pause before the count is announced, so it does not talk over every keystroke. */
const ANNOUNCE_DELAY_MS = 500;

export interface TextAreaProps
  extends
    FieldChromeProps,
    Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'isInvalid' | 'type'> {
  placeholder?: string;
  /** Visible lines of text. */
  rows?: number;
  /** Maximum characters; shows a live count such as "12/200" and stops input at the limit. */
  maxLength?: number;
  /** What screen readers hear after typing pauses, e.g. "12 of 200 characters". */
  characterCountLabel?: (count: number, max: number) => string;
  /** Ref to the `<textarea>` element. */
  ref?: Ref<HTMLTextAreaElement>;
}

const defaultCountLabel = (count: number, max: number) => `${count} of ${max} characters`;

/**
 * A multi-line text input. With `maxLength` it shows a visible count ("12/200"), tied to the textarea as a
 * description, and announces the count politely once typing pauses.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  maxLength,
  characterCountLabel = defaultCountLabel,
  value,
  defaultValue,
  onChange,
  ref,
  ...rest
}: TextAreaProps) {
  const countId = useId();
  const [uncontrolledText, setUncontrolledText] = useState(defaultValue ?? '');
  const text = value ?? uncontrolledText;
  const [hasEdited, setHasEdited] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    // Only announce after the user typed: a count appearing on page load is noise.
    if (!hasEdited || maxLength === undefined) return;
    const timer = setTimeout(
      () => setAnnouncement(characterCountLabel(text.length, maxLength)),
      ANNOUNCE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [hasEdited, text, maxLength, characterCountLabel]);

  const handleChange = (next: string) => {
    if (value === undefined) setUncontrolledText(next);
    setHasEdited(true);
    onChange?.(next);
  };

  const hasCount = maxLength !== undefined;
  return (
    <AriaTextField
      {...rest}
      value={value}
      defaultValue={defaultValue}
      onChange={handleChange}
      isInvalid={errorMessage ? true : undefined}
      aria-describedby={hasCount ? countId : undefined}
      className={shared.fieldRoot}
    >
      <FieldLabel>{label}</FieldLabel>
      <AriaTextArea
        ref={ref}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        className={styles.textArea}
      />
      <div className={styles.footer}>
        <FieldDescription>{description}</FieldDescription>
        {hasCount && (
          <span id={countId} className={styles.count}>
            {`${text.length}/${maxLength}`}
          </span>
        )}
      </div>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      {hasCount && (
        <span aria-live="polite" className={shared.visuallyHidden}>
          {announcement}
        </span>
      )}
    </AriaTextField>
  );
}
