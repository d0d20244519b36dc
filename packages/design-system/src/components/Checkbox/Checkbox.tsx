import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxFieldProps,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldChromeProps } from '../Field';
import { Icon } from '../Icon';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<
  CheckboxFieldProps,
  'className' | 'style' | 'children'
> {
  /** The visible label; it names the checkbox. */
  children: ReactNode;
  /** Help text under the label, read as the checkbox's description. */
  description?: ReactNode;
  /** Shown while invalid and tied to the checkbox; setting it marks the checkbox invalid. */
  errorMessage?: string;
}

/**
 * A checkbox with its label, optional help text and error. The label, box and text are one target, so the
 * whole row toggles it. Selected shows a tick and indeterminate a dash, not colour alone.
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  isInvalid,
  validationBehavior = 'aria',
  ...rest
}: CheckboxProps) {
  const invalid = Boolean(isInvalid || errorMessage);
  return (
    // 'aria': no native `required`, which Chromium exposes as invalid before the box is touched (react-aria
    // #9809); the form validates on submit and passes errorMessage.
    <CheckboxField
      {...rest}
      validationBehavior={validationBehavior}
      isInvalid={invalid}
      className={styles.field}
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <CheckboxButton className={styles.checkbox}>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? (
                <Icon name="minus" size={14} strokeWidth={3} />
              ) : isSelected ? (
                <Icon name="check" size={14} strokeWidth={3} />
              ) : null}
            </span>
            <span>{children}</span>
          </CheckboxButton>
          {(description || (invalid && errorMessage)) && (
            <div className={styles.helpText}>
              <FieldDescription>{description}</FieldDescription>
              <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
            </div>
          )}
        </>
      )}
    </CheckboxField>
  );
}

export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'className' | 'style' | 'children'>, FieldChromeProps {
  /** The group's `Checkbox`es, each with a `value`. */
  children: ReactNode;
}

/** Several checkboxes under one label; `value` is the array of the checked boxes' values. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  isInvalid,
  validationBehavior = 'aria',
  children,
  ...rest
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      {...rest}
      validationBehavior={validationBehavior}
      isInvalid={Boolean(isInvalid || errorMessage)}
      className={styles.group}
    >
      <FieldLabel>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <div className={styles.groupOptions}>{children}</div>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaCheckboxGroup>
  );
}
