import { COUNTRIES, findCountry } from '@axia/core/countries';
import type { ComboBoxItem } from '@axia/design-system';

// The recipient's country picker, as onboarding picks countries (searchable by name, two- or three-letter code); a
// copy of its list because one feature does not import another's internals.

export const COUNTRY_ITEMS: ComboBoxItem[] = COUNTRIES.map((country) => ({
  id: country.code,
  label: country.name,
  keywords: [country.code, country.alphaThreeCode],
}));

export const countryName = (code: string) => (code ? (findCountry(code)?.name ?? code) : '');
