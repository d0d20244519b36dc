import { createHash } from 'node:crypto';
import { decimal, type Currency, type GiftCardBrand, type GiftCardVoucher } from '@axia/core';
import type { VendorOutcome } from '../modules/giftCards/outcome';
import type {
  BrandQuery,
  GiftCardBrandPage,
  GiftCardCountry,
  GiftCardVendor,
  VendorOrderRequest,
} from '../modules/giftCards/vendor/types';

// The sandbox gift-card vendor: a catalogue in code (made-up brands, no real trademarks), images and redemption pages
// served by the bank (routes.ts registers them outside /api), and deterministic outcomes (sandboxOutcome): the same
// order always gets the same vouchers (derived from the bank's order id). One brand, 'Sandbox Declines', always
// fails, so a FAILED order and its refund can be reached without the back office. The outcome is reported to the
// bank by webhook (./gift-card-delivery.ts), as a real vendor's is.
//
// Countries and currencies: US (USD), GB (GBP), DE (EUR), CA (sold in USD: CAD is not a bank currency).

interface SandboxBrand {
  productId: string;
  brandName: string;
  /** What it is for (the first sentence of the description). */
  about: string;
  color: string;
  range?: [string, string];
  denominations?: string[];
  /** Digits of the voucher's PIN; 0: no PIN. */
  pinDigits: 0 | 4 | 6;
  /** Redeemed online on a page of the vendor (the voucher's url), else in store only. */
  online: boolean;
  /** How long a voucher is valid. */
  validityMonths: number;
  /** The vendor fails every order of it. */
  declines?: boolean;
}

const COUNTRIES: readonly (GiftCardCountry & { currency: Currency })[] = [
  { countryCode: 'US', countryName: 'United States', currency: 'USD' },
  { countryCode: 'GB', countryName: 'United Kingdom', currency: 'GBP' },
  { countryCode: 'DE', countryName: 'Germany', currency: 'EUR' },
  { countryCode: 'CA', countryName: 'Canada', currency: 'USD' },
];

const b = (
  productId: string,
  brandName: string,
  about: string,
  color: string,
  amounts: { range: [string, string] } | { denominations: string[] },
  more: Partial<Pick<SandboxBrand, 'pinDigits' | 'online' | 'validityMonths' | 'declines'>> = {},
): SandboxBrand => ({
  productId,
  brandName,
  about,
  color,
  ...amounts,
  pinDigits: more.pinDigits ?? 4,
  online: more.online ?? true,
  validityMonths: more.validityMonths ?? 12,
  ...(more.declines && { declines: true }),
});

/** The catalogue by country code; each country's brands in name order. */
const CATALOGUE: Readonly<Record<string, readonly SandboxBrand[]>> = {
  US: [
    b('us-acorn-quill-books', 'Acorn & Quill Books', 'Books, e-books and stationery', '#7b4b2a', {
      range: ['10.00', '500.00'],
    }),
    b(
      'us-bluebird-coffee',
      'Bluebird Coffee House',
      'Coffee, tea and pastries',
      '#2a6f97',
      {
        denominations: ['10.00', '25.00', '50.00'],
      },
      { pinDigits: 0, online: false },
    ),
    b(
      'us-driftwood-outdoors',
      'Driftwood Outdoors',
      'Camping, hiking and paddling gear',
      '#386641',
      {
        range: ['25.00', '1000.00'],
      },
      { validityMonths: 24 },
    ),
    b(
      'us-ember-oak-grill',
      'Ember & Oak Grill',
      'Dinner at any Ember & Oak restaurant',
      '#9d0208',
      {
        denominations: ['25.00', '50.00', '100.00'],
      },
      { online: false },
    ),
    b('us-fernway-garden', 'Fernway Garden Supply', 'Plants, seeds and garden tools', '#588157', {
      range: ['15.00', '300.00'],
    }),
    b(
      'us-galaxy-arcade',
      'Galaxy Arcade Games',
      'Games, add-ons and arcade credit',
      '#3c096c',
      {
        denominations: ['10.00', '20.00', '50.00', '100.00'],
      },
      { pinDigits: 6 },
    ),
    b('us-harbor-threads', 'Harbor Threads', 'Clothing and shoes', '#1d3557', {
      range: ['20.00', '500.00'],
    }),
    b(
      'us-ivory-leaf-spa',
      'Ivory Leaf Spa',
      'Massages, facials and spa days',
      '#b08968',
      {
        denominations: ['50.00', '100.00', '200.00'],
      },
      { online: false, validityMonths: 24 },
    ),
    b(
      'us-juniper-market',
      'Juniper Fresh Market',
      'Groceries and fresh food',
      '#2d6a4f',
      {
        range: ['10.00', '250.00'],
      },
      { pinDigits: 0 },
    ),
    b(
      'us-kite-compass-travel',
      'Kite & Compass Travel',
      'Flights, hotels and tours',
      '#0077b6',
      {
        range: ['50.00', '2000.00'],
      },
      { pinDigits: 6, validityMonths: 24 },
    ),
    b('us-lantern-music', 'Lantern Music Stream', 'Music streaming subscriptions', '#e85d04', {
      denominations: ['15.00', '30.00', '60.00'],
    }),
    b('us-lumen-cinemas', 'Lumen Cinemas', 'Movie tickets and snacks', '#22223b', {
      denominations: ['25.00', '50.00', '100.00'],
    }),
    b('us-maple-lane-home', 'Maple Lane Home', 'Furniture and home decor', '#6c584c', {
      range: ['25.00', '750.00'],
    }),
    b(
      'us-sandbox-declines',
      'Sandbox Declines',
      'A sandbox brand whose orders the vendor always declines: the order becomes FAILED and is refunded in full',
      '#6c757d',
      { range: ['10.00', '500.00'] },
      { declines: true },
    ),
  ],
  GB: [
    b(
      'gb-orchard-grocer',
      'Orchard Grocer',
      'Groceries and fresh food',
      '#40916c',
      {
        range: ['10.00', '300.00'],
      },
      { pinDigits: 0 },
    ),
    b('gb-puddle-lane-toys', 'Puddle Lane Toys', 'Toys, puzzles and games', '#f77f00', {
      denominations: ['15.00', '30.00', '60.00'],
    }),
    b(
      'gb-quayside-pictures',
      'Quayside Pictures',
      'Cinema tickets',
      '#14213d',
      {
        denominations: ['20.00', '40.00'],
      },
      { online: false },
    ),
    b(
      'gb-rover-rail',
      'Rover Rail Journeys',
      'Train tickets across the country',
      '#6a040f',
      {
        range: ['20.00', '500.00'],
      },
      { pinDigits: 6 },
    ),
    b('gb-tea-trove', 'Tea Trove', 'Loose-leaf tea and teaware', '#606c38', {
      range: ['10.00', '200.00'],
    }),
    b('gb-thistle-page', 'Thistle & Page', 'Books and stationery', '#5a189a', {
      denominations: ['10.00', '25.00', '50.00'],
    }),
  ],
  DE: [
    b(
      'de-alpenpfad-sport',
      'Alpenpfad Sport',
      'Hiking, skiing and climbing gear',
      '#1b4332',
      {
        range: ['25.00', '500.00'],
      },
      { validityMonths: 36 },
    ),
    b('de-birkenblatt-books', 'Birkenblatt Books', 'Books and audiobooks', '#bc6c25', {
      range: ['10.00', '250.00'],
    }),
    b(
      'de-kranich-kaffee',
      'Kranich Kaffee',
      'Coffee and cake',
      '#432818',
      {
        denominations: ['10.00', '25.00', '50.00'],
      },
      { pinDigits: 0, online: false },
    ),
    b('de-lindenhaus-home', 'Lindenhaus Home', 'Furniture and home decor', '#4a4e69', {
      denominations: ['25.00', '50.00', '100.00'],
    }),
    b(
      'de-nordlicht-kino',
      'Nordlicht Kino',
      'Cinema tickets',
      '#03045e',
      {
        denominations: ['15.00', '30.00'],
      },
      { online: false, validityMonths: 36 },
    ),
  ],
  CA: [
    b('ca-caribou-books', 'Caribou Books', 'Books and e-books', '#99582a', {
      range: ['10.00', '300.00'],
    }),
    b(
      'ca-glacier-springs-spa',
      'Glacier Springs Spa',
      'Spa days and treatments',
      '#48cae4',
      {
        denominations: ['50.00', '100.00', '150.00'],
      },
      { online: false },
    ),
    b(
      'ca-loon-lake-games',
      'Loon Lake Games',
      'Games and add-ons',
      '#240046',
      {
        denominations: ['20.00', '50.00'],
      },
      { pinDigits: 6 },
    ),
    b(
      'ca-maple-trail-outfitters',
      'Maple Trail Outfitters',
      'Outdoor clothing and gear',
      '#9b2226',
      {
        range: ['25.00', '500.00'],
      },
    ),
    b(
      'ca-northern-bean',
      'Northern Bean Coffee',
      'Coffee and breakfast',
      '#7f5539',
      {
        denominations: ['10.00', '25.00', '50.00'],
      },
      { pinDigits: 0, online: false },
    ),
  ],
};

const BY_ID = new Map<string, { brand: SandboxBrand; country: (typeof COUNTRIES)[number] }>();
for (const country of COUNTRIES)
  for (const brand of CATALOGUE[country.countryCode] ?? [])
    BY_ID.set(brand.productId, { brand, country });

/** Every product id of the catalogue (the image and redemption routes). */
export const SANDBOX_PRODUCT_IDS: readonly string[] = [...BY_ID.keys()];

export const giftCardImagePath = (productId: string) => `/gift-card-images/${productId}.svg`;
export const giftCardRedeemPath = (productId: string) => `/gift-card-redeem/${productId}.html`;

/** An order as the vendor knows it. */
export interface VendorOrder {
  orderId: string;
  vendorReference: string;
  productId: string;
  faceValue: string;
  currency: Currency;
}

/** The back office's forced outcome (whatever the brand and the delay). */
export interface ForcedOutcome {
  outcome: 'PROCESSED' | 'FAILED';
  reason?: string;
}

/** The failure reason of a forced FAILED without one. */
const DEFAULT_FAILURE_REASON = 'The vendor could not fulfil the order.';

/** The failure reason of a declined order. */
const SANDBOX_DECLINE_REASON = 'The vendor declined the order (Sandbox Declines always fails).';

const months = (n: number) =>
  n % 12 === 0 ? `${n / 12} year${n === 12 ? '' : 's'}` : `${n} months`;

function toBrand(
  brand: SandboxBrand,
  currency: Currency,
  countryCode: string,
  origin: string,
): GiftCardBrand {
  const range = brand.range ? { minVal: brand.range[0], maxVal: brand.range[1] } : null;
  const amounts = range
    ? `Any amount from ${range.minVal} to ${range.maxVal} ${currency}.`
    : `Available in ${(brand.denominations ?? []).join(', ')} ${currency}.`;
  return {
    productId: brand.productId,
    brandName: brand.brandName,
    productImage: `${origin}${giftCardImagePath(brand.productId)}`,
    countryCode,
    currency,
    valueRestrictions: range,
    denominations: range ? [] : [...(brand.denominations ?? [])],
    productDescription: `${brand.about}. ${amounts} A sandbox gift card: it has no value outside this demo.`,
    termsAndConditions:
      `This ${brand.brandName} gift card is issued by the sandbox vendor. It cannot be exchanged for cash, ` +
      'reloaded or replaced if lost or stolen, and it is not a credit or debit card. Any balance left after a ' +
      'purchase stays on the card until it expires.',
    howToUse: brand.online
      ? `Open the voucher's link, enter the code${brand.pinDigits ? ' and the PIN' : ''} at checkout, or show the code in store.`
      : `Show the code${brand.pinDigits ? ' and the PIN' : ''} at the till of any ${brand.brandName} store. In store only.`,
    expiryAndValidity: `Valid for ${months(brand.validityMonths)} from the day the voucher is issued; the voucher shows its validity date.`,
  };
}

/** A deterministic digest of the order (the same order always gets the same vouchers). */
const digest = (order: VendorOrder) =>
  createHash('sha256').update(`${order.orderId}:${order.productId}:${order.faceValue}`).digest();

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function voucherCode(bytes: Buffer) {
  const chars = [...bytes.subarray(0, 16)].map(
    (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length],
  );
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

function voucherPin(bytes: Buffer, digits: number) {
  if (digits === 0) return null;
  return [...bytes.subarray(16, 16 + digits)].map((byte) => String(byte % 10)).join('');
}

function addMonths(date: Date, count: number) {
  const next = new Date(date.getTime());
  next.setUTCMonth(next.getUTCMonth() + count);
  return next.toISOString().slice(0, 10);
}

export const sandboxGiftCardVendor: GiftCardVendor = {
  countries: () => COUNTRIES.map(({ countryCode, countryName }) => ({ countryCode, countryName })),

  brands(country: string, query: BrandQuery): GiftCardBrandPage {
    const code = country.trim().toUpperCase();
    const entry = COUNTRIES.find((c) => c.countryCode === code);
    if (!entry) return { brands: [], totalCount: 0 };
    const search = query.search?.trim().toLowerCase() ?? '';
    const all = (CATALOGUE[code] ?? []).filter(
      (brand) => !search || brand.brandName.toLowerCase().includes(search),
    );
    const start = (query.page - 1) * query.pageSize;
    return {
      brands: all
        .slice(start, start + query.pageSize)
        .map((brand) => toBrand(brand, entry.currency, code, query.origin)),
      totalCount: all.length,
    };
  },

  brand(productId: string, origin: string) {
    const found = BY_ID.get(productId);
    return found && toBrand(found.brand, found.country.currency, found.country.countryCode, origin);
  },

  placeOrder(request: VendorOrderRequest) {
    return {
      vendorReference: `SBX-${request.orderId.replace(/-/g, '').slice(0, 16).toUpperCase()}`,
    };
  },
};

/**
 * The sandbox vendor's outcome of an order: its vouchers, or why it fails (a declining brand, a product it no longer
 * sells). The same order always gets the same answer; the back office's forced outcome overrides it (a forced
 * PROCESSED gets the vouchers whatever the brand).
 */
export function sandboxOutcome(
  order: VendorOrder,
  context: { now: Date; origin: string },
  forced?: ForcedOutcome,
): VendorOutcome {
  if (forced?.outcome === 'FAILED')
    return { status: 'FAILED', reason: forced.reason || DEFAULT_FAILURE_REASON };
  if (forced?.outcome === 'PROCESSED')
    return { status: 'PROCESSED', vouchers: sandboxVouchers(order, context) };
  const found = BY_ID.get(order.productId);
  if (!found) return { status: 'FAILED', reason: 'The vendor no longer sells this gift card.' };
  if (found.brand.declines) return { status: 'FAILED', reason: SANDBOX_DECLINE_REASON };
  return { status: 'PROCESSED', vouchers: sandboxVouchers(order, context) };
}

/**
 * The vouchers of an order (one), derived from it: the same order always gets the same code and PIN. Also the back
 * office's forced PROCESSED (whatever the brand).
 */
export function sandboxVouchers(
  order: VendorOrder,
  context: { now: Date; origin: string },
): GiftCardVoucher[] {
  const brand = BY_ID.get(order.productId)?.brand;
  const bytes = digest(order);
  return [
    {
      code: voucherCode(bytes),
      pin: voucherPin(bytes, brand?.pinDigits ?? 4),
      url: brand?.online ? `${context.origin}${giftCardRedeemPath(order.productId)}` : null,
      validityDate: addMonths(context.now, brand?.validityMonths ?? 12),
      faceValue: decimal(order.faceValue).toFixed(2),
      voucherCurrency: order.currency,
    },
  ];
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[c]};`,
  );

/** A brand's image (SVG, no script), or undefined for an unknown product. */
export function giftCardImage(productId: string): string | undefined {
  const found = BY_ID.get(productId);
  if (!found) return undefined;
  const name = escapeXml(found.brand.brandName);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200" role="img" aria-label="${name} gift card">
<rect width="320" height="200" rx="16" fill="${found.brand.color}"/>
<circle cx="272" cy="48" r="22" fill="#ffffff" fill-opacity="0.25"/>
<text x="24" y="96" fill="#ffffff" font-family="sans-serif" font-size="22" font-weight="700">${name}</text>
<text x="24" y="168" fill="#ffffff" font-family="sans-serif" font-size="14">Gift card · ${escapeXml(found.country.countryName)} · ${found.country.currency}</text>
</svg>
`;
}

/** A brand's sandbox redemption page (HTML, no script), or undefined for an unknown product. */
export function giftCardRedeemPage(productId: string): string | undefined {
  const found = BY_ID.get(productId);
  if (!found) return undefined;
  const name = escapeXml(found.brand.brandName);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${name} — redeem a gift card (sandbox)</title></head>
<body>
<main>
<h1>Redeem your ${name} gift card</h1>
<img src="${giftCardImagePath(found.brand.productId)}" alt="${name} gift card" width="320" height="200">
<p>This is the sandbox vendor's redemption page. In a real shop you would enter the voucher's code${found.brand.pinDigits ? ' and PIN' : ''} at checkout here.</p>
</main>
</body>
</html>
`;
}
