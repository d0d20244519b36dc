import { useState, type Ref } from 'react';
import {
  Group,
  Input,
  TextField as AriaTextField,
  ToggleButton,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import * as shared from '../../styles/shared.css';
import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldChromeProps } from '../Field';
import { Icon } from '../Icon';
import { iconButton } from '../IconButton/IconButton.css';
import { groupInput, inputGroup } from '../../styles/shared.css';
import * as styles from './PasswordField.css';
import { showToggleName } from './toggleName';

export interface PasswordFieldProps
  extends
    FieldChromeProps,
    Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'isInvalid' | 'type'> {
  placeholder?: string;
  /**
   * 'current-password' (sign-in, the default) or 'new-password' (sign-up, change password), so password
   * managers fill or generate correctly.
   */
  autoComplete?: 'current-password' | 'new-password' | 'off';
  /**
   * Accessible name of the show/hide toggle (by default 'Show' and the label: 'Show new password'); its pressed
   * state says whether the password shows.
   */
  showPasswordLabel?: string;
  /** Ref to the `<input>` element. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password input with a show/hide toggle. The toggle is a real button named after its field ('Show password',
 * 'Show new password': unique when a page has several) whose aria-pressed says whether the password is visible. Only the input's type changes, so the
 * input keeps its value, caret and focus (a toggle pressed by keyboard keeps focus on itself).
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  autoComplete = 'current-password',
  showPasswordLabel,
  isDisabled,
  ref,
  ...rest
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  const isInvalid = Boolean(errorMessage);
  return (
    <AriaTextField
      {...rest}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      isDisabled={isDisabled}
      isInvalid={isInvalid || undefined}
      className={shared.fieldRoot}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group
        role="presentation"
        isDisabled={isDisabled}
        isInvalid={isInvalid}
        className={inputGroup}
      >
        <Input
          ref={ref}
          placeholder={placeholder}
          className={groupInput}
          // Browsers must not autocorrect or capitalise a password shown as plain text.
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
        />
        <ToggleButton
          aria-label={showPasswordLabel ?? showToggleName(label)}
          isSelected={isVisible}
          onChange={setVisible}
          isDisabled={isDisabled}
          className={`${iconButton({ size: 'small', shape: 'square', variant: 'plain' })} ${styles.toggle}`}
        >
          <Icon name={isVisible ? 'eyeOff' : 'eye'} size={18} />
        </ToggleButton>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
