import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox, CodeInput, PasswordField, TextField } from '@axia/design-system';
import { CODE_LENGTH } from '@axia/core';

// react-hook-form bindings for the design-system fields. Validation is the zod schema's: the fields use
// aria validation, so the browser never shows its own bubbles; `errorMessage` ties the error to the input.

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
  const {
    field: { ref: inputRef, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  return (
    <TextField
      ref={inputRef}
      name={fieldName}
      label={label}
      description={description}
      type={type}
      autoComplete={autoComplete}
      value={(value as string | undefined) ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      isDisabled={isDisabled}
      validationBehavior="aria"
      errorMessage={fieldState.error?.message}
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
  const {
    field: { ref: inputRef, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  return (
    <PasswordField
      ref={inputRef}
      name={fieldName}
      label={label}
      description={description}
      autoComplete={autoComplete}
      value={(value as string | undefined) ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      isDisabled={isDisabled}
      validationBehavior="aria"
      errorMessage={fieldState.error?.message}
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
  const {
    field: { ref: inputRef, name: fieldName, value, onChange },
    fieldState,
  } = useController({ control, name });
  return (
    <CodeInput
      ref={inputRef}
      name={fieldName}
      label={label}
      description={description}
      length={CODE_LENGTH}
      value={(value as string | undefined) ?? ''}
      onChange={onChange}
      isDisabled={isDisabled}
      errorMessage={fieldState.error?.message}
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
