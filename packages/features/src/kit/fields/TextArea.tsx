import type { FieldValues } from 'react-hook-form';
import { TextArea } from '@axia/design-system';
import { useTextBinding, type BaseProps } from './binding';

export function FormTextArea<T extends FieldValues>({
  control,
  name,
  label,
  description,
  isDisabled,
  maxLength,
  rows,
}: BaseProps<T> & { maxLength?: number; rows?: number }) {
  const { ref, ...binding } = useTextBinding(control, name);
  return (
    <TextArea
      {...binding}
      ref={ref}
      label={label}
      description={description}
      maxLength={maxLength}
      rows={rows}
      isDisabled={isDisabled}
      validationBehavior="aria"
    />
  );
}
