import { useController, type FieldValues } from 'react-hook-form';
import { DatePicker } from '@axia/design-system';
import type { BaseProps } from './binding';
import { useFocusProxy } from './focusProxy';

/** A date as 'YYYY-MM-DD' ('' when empty). */
export function FormDatePicker<T extends FieldValues>({
  control,
  name,
  label,
  description,
  isDisabled,
  maxValue,
}: BaseProps<T> & { maxValue?: string }) {
  const { field, fieldState } = useController({ control, name });
  const wrapper = useFocusProxy(field.ref);
  return (
    <div ref={wrapper}>
      <DatePicker
        name={field.name}
        label={label}
        description={description}
        value={(field.value as string | undefined) || null}
        onChange={field.onChange}
        maxValue={maxValue}
        isDisabled={isDisabled}
        errorMessage={fieldState.error?.message}
      />
    </div>
  );
}
