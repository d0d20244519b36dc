import type { GiftCardBrand, GiftCardRecord, User } from '@axia/core';
import { paymentSourceResponses } from '../../kit/payment-source/fixtures';
import { fakeUser } from '../../kit/testing';

// Sample data of the purchase wizard (stories and tests only; never imported by the screens): a customer with the
// gift-card flags, three countries, 14 US brands (two pages of 12: a range brand, a denomination brand, more), one
// German brand in EUR, and the placed order. The sources and rates are PaymentSourceField's (kit): a USD account
// with 1,234.56, a EUR account with 8.00, a frozen GBP account, an AXC staking; 1 EUR = 1.08 USD, 1 AXC = 0.25 USD.

export const giftCardUser: User = {
  ...fakeUser,
  features: [...fakeUser.features, 'MENU_GIFT_CARDS', 'GIFT_CARD'],
};

const countries = [
  { countryCode: 'US', countryName: 'United States' },
  { countryCode: 'GB', countryName: 'United Kingdom' },
  { countryCode: 'DE', countryName: 'Germany' },
];

/** A brand's picture (served by the bank in the product; a data URI here). */
const brandImage = (label: string, fill = '#dbeafe') =>
  `data:image/svg+xml;base64,${btoa(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100"><rect width="160" height="100" fill="${fill}"/><text x="12" y="56" font-size="16">${label}</text></svg>`,
  )}`;

const texts = (name: string) => ({
  productDescription: `${name} gift cards can be spent on anything in the ${name} store.`,
  termsAndConditions: `Not redeemable for cash. ${name} is not a sponsor of this offer.`,
  howToUse: 'Enter the code at checkout, or show it in the store.',
  expiryAndValidity: 'Valid for 12 months from the date of purchase.',
});

/** Range: 10.00 … 500.00 USD. */
export const rangeBrand: GiftCardBrand = {
  productId: 'us-shopmart',
  brandName: 'Shopmart',
  productImage: brandImage('Shopmart'),
  countryCode: 'US',
  currency: 'USD',
  valueRestrictions: { minVal: '10.00', maxVal: '500.00' },
  denominations: [],
  ...texts('Shopmart'),
};
/** Denominations: 25, 50, 100 USD. */
export const denominationBrand: GiftCardBrand = {
  productId: 'us-streamflix',
  brandName: 'Streamflix',
  productImage: brandImage('Streamflix', '#fee2e2'),
  countryCode: 'US',
  currency: 'USD',
  valueRestrictions: null,
  denominations: ['25.00', '50.00', '100.00'],
  ...texts('Streamflix'),
};
const moreNames = [
  'Bookhaven',
  'Cafe Aroma',
  'Gamezone',
  'Home Depot Plus',
  'Music Box',
  'Outdoor Co',
  'Pet Pals',
  'Sneaker Hub',
  'Tech World',
  'Travel Go',
  'Urban Eats',
  'Zen Spa',
];
const usBrands: GiftCardBrand[] = [
  rangeBrand,
  denominationBrand,
  ...moreNames.map((name, index) => ({
    ...rangeBrand,
    productId: `us-${index}`,
    brandName: name,
    productImage: brandImage(name, '#dcfce7'),
    ...texts(name),
  })),
];
/** A EUR brand (Germany): 5.00 … 200.00 EUR. */
export const eurBrand: GiftCardBrand = {
  ...rangeBrand,
  productId: 'de-buecherwelt',
  brandName: 'Bücherwelt',
  productImage: brandImage('Bücherwelt', '#fef9c3'),
  countryCode: 'DE',
  currency: 'EUR',
  valueRestrictions: { minVal: '5.00', maxVal: '200.00' },
  ...texts('Bücherwelt'),
};
const allBrands = [...usBrands, eurBrand];

export const placedOrder: GiftCardRecord = {
  id: 'gc-1001',
  status: 'PENDING',
  archive: false,
  productId: rangeBrand.productId,
  productName: rangeBrand.brandName,
  productImage: rangeBrand.productImage,
  faceValue: '100.00',
  faceValueCurrency: 'USD',
  fee: '2.50',
  paidAmount: '102.50',
  paidCurrency: 'USD',
  createdAt: '2026-12-01T10:00:00.000Z',
  vouchers: { vouchers: [] },
  infoToDisplay: {
    productDescription: rangeBrand.productDescription,
    termsAndConditions: rangeBrand.termsAndConditions,
    expiryAndValidity: rangeBrand.expiryAndValidity,
    howToUse: rangeBrand.howToUse,
  },
  failureReason: null,
};

type BrandQuery = { query?: { country?: string; currentPage?: number; search?: string } };

/** GET /gift-card/brand over the samples: the country's brands matching the search, 12 a page. */
function brandPage({ query = {} }: BrandQuery) {
  const search = (query.search ?? '').toLowerCase();
  const matching = allBrands.filter(
    (brand) =>
      brand.countryCode === query.country && brand.brandName.toLowerCase().includes(search),
  );
  const page = query.currentPage ?? 1;
  return { brands: matching.slice((page - 1) * 12, page * 12), totalCount: matching.length };
}

/** The wizard's calls answered from the samples; `overrides` replace any of them (a value or a function). */
export function buyResponses(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return paymentSourceResponses({
    getUser: giftCardUser,
    getGiftCardCountries: { countries },
    getGiftCardBrands: brandPage,
    orderGiftCard: { statusCode: 200, message: 'OK', data: placedOrder },
    ...overrides,
  });
}
