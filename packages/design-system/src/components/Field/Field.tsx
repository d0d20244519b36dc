import type { ReactNode } from 'react';
import { FieldError as AriaFieldError, Label, Text } from 'react-aria-components';
import * as shared from '../../styles/shared.css';

/**
 * The label, description and error parts every form field shares. Use them inside a react-aria field
 * (TextField, Select, ComboBox, DatePicker…): react-aria wires the ids, so the label names the input,
 * the description is its aria-describedby and the error is announced and tied to it.
 */
export function FieldLabel({ children }: { children: ReactNode }) {
  return <Label className={shared.fieldLabel}>{children}</Label>;
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Text slot="description" className={shared.fieldDescription}>
      {children}
    </Text>
  );
}

/**
 * Shows the caller's error message. React-aria renders FieldError only while the field is invalid, so pass
 * `isInvalid` (or `validationBehavior="aria"` + `validate`) on the field together with `errorMessage`.
 */
export function FieldErrorMessage({ children }: { children?: ReactNode }) {
  return <AriaFieldError className={shared.fieldError}>{children}</AriaFieldError>;
}

/** Props every field in the design system accepts for its chrome. */
export interface FieldChromeProps {
  /** Visible label; required, so every input has a name. */
  label: ReactNode;
  /** Help text under the input. */
  description?: ReactNode;
  /** The caller's message, shown when the field is invalid; setting it marks the field invalid. */
  errorMessage?: string;
}
