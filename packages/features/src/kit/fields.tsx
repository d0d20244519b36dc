// react-hook-form bindings for the design-system fields, re-exported from their own modules (kit/fields/*).
// A screen on a first-load path (the auth screens) imports the bindings it uses from their modules, never this
// barrel, so it does not pull in the pickers (ComboBox, Select, DatePicker) and their locale data.
export { useFocusProxy } from './fields/focusProxy';
export { FormTextField } from './fields/TextField';
export { FormPasswordField } from './fields/PasswordField';
export { FormCodeInput } from './fields/CodeInput';
export { FormCheckbox } from './fields/Checkbox';
export { FormTextArea } from './fields/TextArea';
export { FormComboBox } from './fields/ComboBox';
export { FormSelect } from './fields/Select';
export { FormRadioGroup } from './fields/RadioGroup';
export { FormDatePicker } from './fields/DatePicker';
export { FormAmountField } from './fields/AmountField';
