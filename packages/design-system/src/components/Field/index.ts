export {
  FieldLabel,
  FieldDescription,
  FieldErrorMessage,
  FieldErrorText,
  type FieldChromeProps,
} from './Field';
