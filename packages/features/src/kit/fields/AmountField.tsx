import { useController, type FieldValues } from 'react-hook-form';
import { AmountField } from '@axia/design-system';
import type { BaseProps } from './binding';

/** An amount as a decimal string without separators ('' when empty). */
export function FormAmountField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  isDisabled,
  currency,
  decimals = 2,
}: BaseProps<T> & { currency?: string; decimals?: number }) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  return (
    <AmountField
      ref={ref}
      name={fieldName}
      label={label}
      description={description}
      value={(value as string | undefined) ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      currency={currency}
      decimals={decimals}
      isDisabled={isDisabled}
      errorMessage={fieldState.error?.message}
    />
  );
}
