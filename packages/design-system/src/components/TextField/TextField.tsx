import type { Ref } from 'react';
import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import * as shared from '../../styles/shared.css';
import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldChromeProps } from '../Field';

export interface TextFieldProps
  extends
    FieldChromeProps,
    Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'isInvalid'> {
  placeholder?: string;
  /** Ref to the `<input>` element. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A single-line text input with its label, help text and error message. Passing `errorMessage` marks the
 * field invalid (aria-invalid) and ties the message to the input through aria-describedby.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  ref,
  ...rest
}: TextFieldProps) {
  return (
    <AriaTextField
      {...rest}
      // `undefined` rather than `false`: false would also silence native (required, type) validation.
      isInvalid={errorMessage ? true : undefined}
      className={shared.fieldRoot}
    >
      <FieldLabel>{label}</FieldLabel>
      <Input ref={ref} placeholder={placeholder} className={shared.inputBox} />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
