import { useController, type FieldValues } from 'react-hook-form';
import { Checkbox } from '@axia/design-system';
import type { BaseProps } from './binding';

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
