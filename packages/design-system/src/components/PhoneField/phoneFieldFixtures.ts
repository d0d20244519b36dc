import type { PhoneCountry } from './PhoneField';

/** A small sample for stories and tests; the app passes its own list. */
export const sampleCountries: PhoneCountry[] = [
  { code: 'US', name: 'United States', dialCode: '+1' },
  { code: 'CA', name: 'Canada', dialCode: '+1' },
  { code: 'MX', name: 'Mexico', dialCode: '+52' },
  { code: 'GB', name: 'United Kingdom', dialCode: '+44' },
  { code: 'DE', name: 'Germany', dialCode: '+49' },
  { code: 'FR', name: 'France', dialCode: '+33' },
  { code: 'ES', name: 'Spain', dialCode: '+34' },
  { code: 'AR', name: 'Argentina', dialCode: '+54' },
  { code: 'BR', name: 'Brazil', dialCode: '+55' },
];
