import { COUNTRIES, findCountry } from '@axia/core/countries';
import type { ComboBoxItem } from '@axia/design-system';

/** The searchable country list: found by name, two- or three-letter code. */
export const COUNTRY_ITEMS: ComboBoxItem[] = COUNTRIES.map((country) => ({
  id: country.code,
  label: country.name,
  keywords: [country.code, country.alphaThreeCode],
}));

export const countryName = (code: string | null | undefined) =>
  code ? (findCountry(code)?.name ?? code) : '';
