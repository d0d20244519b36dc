// Checkbox and CheckboxGroup share this folder: the group only lays out and labels Checkboxes.
export { Checkbox, CheckboxGroup, type CheckboxProps, type CheckboxGroupProps } from './Checkbox';
