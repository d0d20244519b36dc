import type { CardRegion } from '@axia/core';

// The sandbox card issuer's territories (issue 14: card types per country and region, with countries where the
// service is not offered). A real issuer publishes the same list; the bank only asks 'which region is this country
// in', so GET /user can say region and the card list can say 'Card service is not available in your country at
// the moment.'.

/** The EEA, Switzerland and the United Kingdom. */
const EUROPE = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
  'CH',
  'GB',
]);
const NORTH_AMERICA = new Set(['US', 'CA']);

/** The card region of a country (ISO alpha-2, any case), or null where the issuer offers no card. */
export function cardRegionOf(country: string | null | undefined): CardRegion | null {
  const code = (country ?? '').trim().toUpperCase();
  if (NORTH_AMERICA.has(code)) return 'NORTH_AMERICA';
  if (EUROPE.has(code)) return 'EUROPE';
  return null;
}
