import { useController, type FieldValues } from 'react-hook-form';
import { ComboBox, type ComboBoxItem } from '@axia/design-system';
import type { BaseProps } from './binding';
import { useFocusProxy } from './focusProxy';

/** A searchable single choice (e.g. a country) whose form value is the chosen id ('' for none). */
export function FormComboBox<T extends FieldValues>({
  control,
  name,
  label,
  description,
  isDisabled,
  items,
  placeholder,
  onValueChange,
}: BaseProps<T> & {
  items: ComboBoxItem[];
  placeholder?: string;
  /** Called after the form value changed (e.g. to clear a dependent field). */
  onValueChange?: (id: string) => void;
}) {
  const { field, fieldState } = useController({ control, name });
  const wrapper = useFocusProxy(field.ref);
  const value = (field.value as string | undefined) || null;
  return (
    <div ref={wrapper}>
      <ComboBox
        name={field.name}
        label={label}
        description={description}
        items={items}
        placeholder={placeholder}
        selectedKey={value}
        onSelectionChange={(id) => {
          if ((id ?? '') === (field.value ?? '')) return;
          field.onChange(id ?? '');
          onValueChange?.(id ?? '');
        }}
        onBlur={field.onBlur}
        isDisabled={isDisabled}
        errorMessage={fieldState.error?.message}
      />
    </div>
  );
}
