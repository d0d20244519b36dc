import type { FieldValues } from 'react-hook-form';
import { PasswordField } from '@axia/design-system';
import { useTextBinding, type BaseProps } from './binding';

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
