import { useController, type FieldValues } from 'react-hook-form';
import { Select, type SelectItem } from '@axia/design-system';
import type { BaseProps } from './binding';
import { useFocusProxy } from './focusProxy';

/** One option out of a list, whose form value is the chosen id ('' for none). */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  label,
  description,
  isDisabled,
  items,
  placeholder,
  isLoading,
  emptyText,
}: BaseProps<T> & {
  items: SelectItem[];
  placeholder?: string;
  isLoading?: boolean;
  emptyText?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const wrapper = useFocusProxy(field.ref);
  return (
    <div ref={wrapper}>
      <Select
        name={field.name}
        label={label}
        description={description}
        items={items}
        placeholder={placeholder}
        selectedKey={(field.value as string | undefined) || null}
        onSelectionChange={(id) => field.onChange(id ?? '')}
        onBlur={field.onBlur}
        isDisabled={isDisabled}
        isLoading={isLoading}
        emptyText={emptyText}
        errorMessage={fieldState.error?.message}
      />
    </div>
  );
}
