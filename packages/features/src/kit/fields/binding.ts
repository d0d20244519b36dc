import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';

// What the react-hook-form bindings share. Validation is the zod schema's: the fields use aria validation, so
// the browser never shows its own bubbles; `errorMessage` ties the error to the input. Each binding has a module
// of its own so a screen loads only the design-system fields it renders (the auth screens stay clear of the
// pickers and their locale data).

/** Any form's control: its values T, whatever its resolver turns them into on submit. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FormControl<T extends FieldValues> = Control<T, any, any>;

export interface BaseProps<T extends FieldValues> {
  control: FormControl<T>;
  name: FieldPath<T>;
  label: string;
  description?: string;
  isDisabled?: boolean;
}

/** The props every text-like design-system field takes from a react-hook-form field. */
export function useTextBinding<T extends FieldValues>(control: Control<T>, name: FieldPath<T>) {
  const { field, fieldState } = useController({ control, name });
  return {
    ref: field.ref,
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    errorMessage: fieldState.error?.message,
  };
}
