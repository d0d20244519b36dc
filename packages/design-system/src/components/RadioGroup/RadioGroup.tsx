import type { ReactNode } from 'react';
import {
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  Text,
  type RadioFieldProps,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldChromeProps } from '../Field';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children'>, FieldChromeProps {
  /** The options: `<Radio value="NONE">Nothing to declare</Radio>`. */
  children: ReactNode;
}

/**
 * A single choice among a few visible options. The group is named by its label; arrow keys move the
 * selection, Tab leaves the group. An error message marks the group invalid and is tied to it.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  isInvalid,
  orientation = 'vertical',
  validationBehavior = 'aria',
  children,
  ...rest
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...rest}
      // 'aria': aria-required, not the native `required` that Chromium exposes as invalid before the user has
      // chosen anything (react-aria #9809). The form validates on submit and passes errorMessage.
      validationBehavior={validationBehavior}
      orientation={orientation}
      isInvalid={Boolean(isInvalid || errorMessage)}
      className={styles.group}
    >
      <FieldLabel>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <div className={styles.options({ orientation })}>{children}</div>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<RadioFieldProps, 'className' | 'style' | 'children'> {
  /** The visible label; it names the option. */
  children: ReactNode;
  /** Help text under the option, read as its description. */
  description?: ReactNode;
}

/** One option of a RadioGroup. */
export function Radio({ children, description, ...rest }: RadioProps) {
  return (
    <RadioField {...rest} className={styles.field}>
      {({ isSelected }) => (
        <>
          <RadioButton className={styles.radio}>
            <span className={styles.circle} aria-hidden="true">
              {isSelected && <span className={styles.dot} />}
            </span>
            <span>{children}</span>
          </RadioButton>
          {description && (
            <Text slot="description" className={styles.optionDescription}>
              {description}
            </Text>
          )}
        </>
      )}
    </RadioField>
  );
}
