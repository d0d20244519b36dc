import type { FieldValues } from 'react-hook-form';
import { TextField } from '@axia/design-system';
import { useTextBinding, type BaseProps } from './binding';

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
