import type { ComboBoxItem } from './ComboBox';

/** A sample of countries for stories and tests: ISO alpha-2, alpha-3, numeric code and dial code. */
const countries = [
  { name: 'Argentina', alpha2: 'AR', alpha3: 'ARG', numeric: '032', dialCode: '+54' },
  { name: 'Brazil', alpha2: 'BR', alpha3: 'BRA', numeric: '076', dialCode: '+55' },
  { name: 'Canada', alpha2: 'CA', alpha3: 'CAN', numeric: '124', dialCode: '+1' },
  { name: 'Denmark', alpha2: 'DK', alpha3: 'DNK', numeric: '208', dialCode: '+45' },
  { name: 'France', alpha2: 'FR', alpha3: 'FRA', numeric: '250', dialCode: '+33' },
  { name: 'Germany', alpha2: 'DE', alpha3: 'DEU', numeric: '276', dialCode: '+49' },
  { name: 'Mexico', alpha2: 'MX', alpha3: 'MEX', numeric: '484', dialCode: '+52' },
  { name: 'Spain', alpha2: 'ES', alpha3: 'ESP', numeric: '724', dialCode: '+34' },
  { name: 'United Kingdom', alpha2: 'GB', alpha3: 'GBR', numeric: '826', dialCode: '+44' },
  { name: 'United States', alpha2: 'US', alpha3: 'USA', numeric: '840', dialCode: '+1' },
];

export const countryItems: ComboBoxItem[] = countries.map((country) => ({
  id: country.alpha2,
  label: country.name,
  description: `${country.alpha2} · ${country.alpha3} · ${country.numeric} · ${country.dialCode}`,
  keywords: [country.alpha2, country.alpha3, country.numeric, country.dialCode],
}));
