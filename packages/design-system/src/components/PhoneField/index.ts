export {
  PhoneField,
  defaultPhoneValue,
  type PhoneFieldProps,
  type PhoneCountry,
  type PhoneValue,
} from './PhoneField';
