import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { countryRows, renderCountryModule } from '../../scripts/countries-source.mjs';
import { COUNTRIES, DIALLABLE_COUNTRIES, defaultPhoneCountry, findCountry } from './index';

describe('country list', () => {
  it('has every field for well-known countries', () => {
    expect(findCountry('US')).toEqual({
      name: 'United States',
      code: 'US',
      alphaThreeCode: 'USA',
      numericCode: '840',
      dialCode: '+1',
    });
    expect(findCountry('gb')).toMatchObject({
      alphaThreeCode: 'GBR',
      numericCode: '826',
      dialCode: '+44',
    });
    expect(findCountry('DE')).toMatchObject({
      alphaThreeCode: 'DEU',
      numericCode: '276',
      dialCode: '+49',
    });
  });

  it('has unique codes and is sorted by name', () => {
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(DIALLABLE_COUNTRIES.length).toBeGreaterThan(240);
  });

  it('matches a fresh generation from the source package', async () => {
    const file = new URL('./data.ts', import.meta.url);
    const committed = readFileSync(file, 'utf8');
    const fresh = await renderCountryModule(countryRows(), fileURLToPath(file));
    expect(committed).toBe(fresh);
    // It formats a 250-country module with Prettier: seconds on a busy machine (it timed out at 5 s in CI).
  }, 60_000);
});

describe('defaultPhoneCountry', () => {
  it("starts at the customer's country when known and diallable, else at +1 United States", () => {
    expect(defaultPhoneCountry('DE')).toEqual({ code: 'DE', dialCode: '+49' });
    expect(defaultPhoneCountry('CA')).toEqual({ code: 'CA', dialCode: '+1' });
    expect(defaultPhoneCountry(null)).toEqual({ code: 'US', dialCode: '+1' });
    expect(defaultPhoneCountry('')).toEqual({ code: 'US', dialCode: '+1' });
    expect(defaultPhoneCountry('ZZ')).toEqual({ code: 'US', dialCode: '+1' });
  });
});
