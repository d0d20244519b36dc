import { GIFT_CARD_LIMITS, GIFT_CARD_MESSAGES } from '@axia/core';

// The purchase wizard's texts: the spec's verbatim (GIFT_CARD_MESSAGES, seed 001 §2, §5, §8), ours where it is silent.
export const BUY_TEXT = {
  title: 'Buy Gift Card',
  description:
    'Choose the account or staking to pay from, the country, the gift card and its amount.',
  goBack: 'Go Back',
  progress: 'Gift card purchase steps',
  // Seed 001 §2 'Purchase wizard: Select account, Select country, Select gift card, Select amount'.
  steps: ['Select account', 'Select country', 'Select gift card', 'Select amount'] as const,
  back: 'Back',
  cancel: 'Cancel',
  next: 'Next',
  buy: 'Buy Gift Card',
  retry: 'Try again',
  // Step 0.
  payFrom: 'Pay from',
  sourceIntro: 'The gift card, its 2.5% fee included, is paid from this account or staking.',
  // Step 1.
  country: 'Country',
  countryPlaceholder: 'Search for a country',
  countriesLoading: 'Loading the countries…',
  noCountry: 'No country matches.',
  // Step 2.
  searchBrands: 'Search gift cards',
  brands: 'Gift cards',
  brandsLoading: 'Loading the gift cards…',
  noBrands: 'No gift cards found',
  noBrandsDescription: 'Try another search or another country.',
  brandPages: 'Gift card pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  brandOption: (name: string, currency: string) => `${name} (${currency})`,
  // Step 3.
  giftCard: 'Gift card',
  amount: (currency: string) => `Amount (${currency})`,
  between: (min: string, max: string, currency: string) => `Between ${min} and ${max} ${currency}`,
  denominations: 'Amount',
  summary: 'Summary',
  faceValue: 'Face value',
  fee: `Fee (${GIFT_CARD_LIMITS.feePercent})`,
  total: 'Total',
  toPay: 'To pay from your source',
  converted: (total: string, currency: string, rate: string, sourceCurrency: string) =>
    `(${total} ${currency} at 1 ${sourceCurrency} = ${rate} ${currency})`,
  rateLoading: 'Reading the conversion rate…',
  rateFailed: 'The conversion rate could not be read.',
  enterAmount: 'Enter an amount to see the fee and the total.',
  about: 'About this gift card',
  productDescription: 'Description',
  termsAndConditions: 'Terms and conditions',
  howToUse: 'How to use',
  expiryAndValidity: 'Expiry and validity',
  confirmations: 'Confirmation',
  acceptTerms: 'I accept the terms and conditions of this gift card.',
  confirmCorrect: 'I confirm the information above is correct.',
  submitting: 'Placing your gift card order…',
  // Spec.
  selectSource: GIFT_CARD_MESSAGES.selectSource,
  selectCountry: GIFT_CARD_MESSAGES.selectCountry,
  selectBrand: GIFT_CARD_MESSAGES.selectBrand,
  notEnoughBalance: GIFT_CARD_MESSAGES.notEnoughBalance,
  confirmAll: GIFT_CARD_MESSAGES.confirmAll,
  placed: GIFT_CARD_MESSAGES.placed,
  unknownError: GIFT_CARD_MESSAGES.unknownError,
} as const;
