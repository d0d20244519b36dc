export { FieldLabel, FieldDescription, FieldErrorMessage, type FieldChromeProps } from './Field';
