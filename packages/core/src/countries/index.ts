import { COUNTRY_ROWS } from './data';

/** Seed 000 §3 Country: name, two-letter code, three-letter code, numeric code, dial code. */
export interface Country {
  name: string;
  code: string;
  alphaThreeCode: string;
  numericCode: string;
  dialCode: string;
}

export const COUNTRIES: readonly Country[] = COUNTRY_ROWS.map(
  ([name, code, alphaThreeCode, numericCode, dialCode]) => ({
    name,
    code,
    alphaThreeCode,
    numericCode,
    dialCode,
  }),
);

const byCode = new Map(COUNTRIES.map((country) => [country.code, country]));

export function findCountry(code: string): Country | undefined {
  return byCode.get(code.toUpperCase());
}

export function isCountryCode(code: string): boolean {
  return byCode.has(code);
}

/** Countries that can be dialled, for phone pickers (the default is +1 United States). */
export const DIALLABLE_COUNTRIES = COUNTRIES.filter((country) => country.dialCode !== '');
export const DEFAULT_PHONE_COUNTRY = 'US';

/**
 * The phone picker's starting country for a customer with no phone yet: the country of their address when it can be
 * dialled (a German customer starts at +49), else the spec's default, +1 United States.
 */
export function defaultPhoneCountry(addressCountry: string | null | undefined): {
  code: string;
  dialCode: string;
} {
  const home = addressCountry ? findCountry(addressCountry) : undefined;
  if (home && home.dialCode) return { code: home.code, dialCode: home.dialCode };
  return { code: DEFAULT_PHONE_COUNTRY, dialCode: findCountry(DEFAULT_PHONE_COUNTRY)!.dialCode };
}
