// ListBoxOption (the option row) lives here and is shared with ComboBox; it is not exported.
export { Select, type SelectProps, type SelectItem } from './Select';
