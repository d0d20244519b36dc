import type { FieldValues } from 'react-hook-form';
import { CodeInput } from '@axia/design-system';
import { CODE_LENGTH } from '@axia/core';
import { useTextBinding, type BaseProps } from './binding';

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
