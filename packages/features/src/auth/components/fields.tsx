import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox, CodeInput, PasswordField, TextField } from '@axia/design-system';
import { CODE_LENGTH } from '@axia/core';

// react-hook-form bindings for the design-system fields. Validation is the zod schema's: the fields use
// aria validation, so the browser never shows its own bubbles; `errorMessage` ties the error to the input.

/** The props every text-like design-system field takes from a react-hook-form field. */
function useTextBinding<T extends FieldValues>(control: Control<T>, name: FieldPath<T>) {
  const { field, fieldState } = useController({ control, name });
  return {
    ref: field.ref,
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    errorMessage: fieldState.error?.message,
  };
}

interface BaseProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  description?: string;
  isDisabled?: boolean;
}

export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  isDisabled,
  type = 'text',
  autoComplete,
}: BaseProps<T> & { type?: 'text' | 'email'; autoComplete?: string }) {
  return (
    <TextField
      {...useTextBinding(control, name)}
      label={label}
      description={description}
      type={type}
      autoComplete={autoComplete}
      isDisabled={isDisabled}
      validationBehavior="aria"
    />
  );
}

export function FormPasswordField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  isDisabled,
  autoComplete = 'current-password',
}: BaseProps<T> & { autoComplete?: 'current-password' | 'new-password' }) {
  return (
    <PasswordField
      {...useTextBinding(control, name)}
      label={label}
      description={description}
      autoComplete={autoComplete}
      isDisabled={isDisabled}
      validationBehavior="aria"
    />
  );
}

export function FormCodeInput<T extends FieldValues>({
  control,
  name,
  label,
  description,
  isDisabled,
}: BaseProps<T>) {
  // The code input validates on submit only: no onBlur, so leaving a half-typed code says nothing yet.
  const { onBlur: _onBlur, ...binding } = useTextBinding(control, name);
  return (
    <CodeInput
      {...binding}
      label={label}
      description={description}
      length={CODE_LENGTH}
      isDisabled={isDisabled}
    />
  );
}

export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
  isDisabled,
}: Omit<BaseProps<T>, 'description'>) {
  const {
    field: { ref: inputRef, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  return (
    <Checkbox
      inputRef={inputRef}
      name={fieldName}
      isSelected={Boolean(value)}
      onChange={onChange}
      onBlur={onBlur}
      isDisabled={isDisabled}
      validationBehavior="aria"
      errorMessage={fieldState.error?.message}
    >
      {label}
    </Checkbox>
  );
}
