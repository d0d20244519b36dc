import type { ReactNode } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { RadioGroup } from '@axia/design-system';
import type { BaseProps } from './binding';
import { useFocusProxy } from './focusProxy';

/** A few visible options (`<Radio value>` children); the form value is the chosen value ('' for none). */
export function FormRadioGroup<T extends FieldValues>({
  control,
  name,
  label,
  description,
  isDisabled,
  children,
}: BaseProps<T> & { children: ReactNode }) {
  const { field, fieldState } = useController({ control, name });
  const wrapper = useFocusProxy(field.ref);
  return (
    <div ref={wrapper}>
      <RadioGroup
        name={field.name}
        label={label}
        description={description}
        value={(field.value as string | undefined) || null}
        onChange={field.onChange}
        onBlur={field.onBlur}
        isDisabled={isDisabled}
        validationBehavior="aria"
        errorMessage={fieldState.error?.message}
      >
        {children}
      </RadioGroup>
    </div>
  );
}
