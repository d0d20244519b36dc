import { useEffect, useRef, type ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type RefCallBack,
} from 'react-hook-form';
import {
  AmountField,
  Checkbox,
  CodeInput,
  ComboBox,
  DatePicker,
  PasswordField,
  RadioGroup,
  Select,
  TextArea,
  TextField,
  type ComboBoxItem,
  type SelectItem,
} from '@axia/design-system';
import { CODE_LENGTH } from '@axia/core';

// react-hook-form bindings for the design-system fields. Validation is the zod schema's: the fields use
// aria validation, so the browser never shows its own bubbles; `errorMessage` ties the error to the input.

/** The props every text-like design-system field takes from a react-hook-form field. */
function useTextBinding<T extends FieldValues>(control: Control<T>, name: FieldPath<T>) {
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

/** Any form's control: its values T, whatever its resolver turns them into on submit. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FormControl<T extends FieldValues> = Control<T, any, any>;

interface BaseProps<T extends FieldValues> {
  control: FormControl<T>;
  name: FieldPath<T>;
  label: string;
  description?: string;
  isDisabled?: boolean;
}

export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  isDisabled,
  type = 'text',
  autoComplete,
}: BaseProps<T> & { type?: 'text' | 'email'; autoComplete?: string }) {
  return (
    <TextField
      {...useTextBinding(control, name)}
      label={label}
      description={description}
      type={type}
      autoComplete={autoComplete}
      isDisabled={isDisabled}
      validationBehavior="aria"
    />
  );
}

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

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex="0"]';

/**
 * For fields without a ref to their input (pickers, groups): a wrapper whose first focusable control takes
 * focus when react-hook-form moves to the first invalid field.
 */
export function useFocusProxy(fieldRef: RefCallBack) {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    fieldRef({ focus: () => wrapper.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus() });
  }, [fieldRef]);
  return wrapper;
}

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
