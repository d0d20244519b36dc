// Seed 001 §2 Gift cards, §3 (gift card brand, order, purchase record), §4 purchase status, §5 Gift card, §7, §8, §9:
// the rules of gift cards. One home for the app (which shows the fee and total) and the bank (which charges them).

import { compare, decimal, isDecimalString, isPositive, roundHalfUp } from '../money/decimal';
import { decimalPlaces } from '../money/decimal';
import type { Currency, DecimalString } from './account';
import type { FeatureFlag } from './user';

export const GIFT_CARD_STATUSES = ['PROCESSED', 'PENDING', 'FAILED'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

/** §4: PROCESSED green, PENDING grey, FAILED red. */
export const GIFT_CARD_STATUS_TONES: Readonly<
  Record<GiftCardStatus, 'success' | 'neutral' | 'danger'>
> = {
  PROCESSED: 'success',
  PENDING: 'neutral',
  FAILED: 'danger',
};
export const GIFT_CARD_STATUS_LABELS: Readonly<Record<GiftCardStatus, string>> = {
  PROCESSED: 'Processed',
  PENDING: 'Pending',
  FAILED: 'Failed',
};

/** Seed 000 §2: the menu; seed 001 §2 'Buy Gift Card link … (feature gated)': GIFT_CARD. */
export const GIFT_CARD_FLAGS = {
  menu: 'MENU_GIFT_CARDS',
  buy: 'GIFT_CARD',
} as const satisfies Record<string, FeatureFlag>;

export const GIFT_CARD_LIMITS = {
  /** §9 list page size. */
  pageSize: 50,
  /** Brands per page of GET /gift-card/brand (currentPage, 1-based). */
  brandPageSize: 12,
  /** §9 fee 2.5 % of the face value. */
  feeRate: '0.025',
  feePercent: '2.5%',
  /** §9 gift card amounts: 2 decimals. */
  decimals: 2,
  /** The sandbox vendor fulfils an order this long after it is placed (or when the back office says). */
  fulfilmentDelayMs: 2 * 60 * 1000,
} as const;

export const GIFT_CARD_MESSAGES = {
  // Spec (seed 001 §5, §8).
  placed: 'Gift card order placed successfully!',
  unknownError: 'Unknown error!',
  notEnoughBalance: 'You do not have enough balance for this transaction',
  confirmAll: 'Please confirm all information is correct before continuing!',
  archive: 'Archive Gift Card',
  unarchive: 'Unarchive Gift Card',
  // Ours: the spec shows none for these.
  amountRange: (min: string, max: string, currency: string) =>
    `Please enter an amount between ${min} and ${max} ${currency}`,
  denomination: 'Please choose one of the listed amounts',
  invalidAmount: 'Please enter a valid amount with at most 2 decimals',
  selectSource: 'Please select an account to pay from',
  selectCountry: 'Please select a country',
  selectBrand: 'Please select a gift card',
  brandNotFound: 'Gift card not found',
  orderNotFound: 'Gift card order not found',
  currencyMismatch: (currency: string) => `This gift card is sold in ${currency}`,
  archived: 'Gift card archived',
  unarchived: 'Gift card unarchived',
} as const;

/** §5: a brand's amount rule — a range when valueRestrictions gives one, else one of the denominations. */
export interface GiftCardAmountRule {
  valueRestrictions: { minVal: DecimalString; maxVal: DecimalString } | null;
  denominations: readonly DecimalString[];
  currency: Currency;
}

/** Null when `amount` may be bought, else the message. */
export function giftCardAmountError(amount: string, rule: GiftCardAmountRule): string | null {
  const value = amount.replace(/,/g, '').trim();
  if (
    !isDecimalString(value) ||
    !isPositive(value) ||
    decimalPlaces(value) > GIFT_CARD_LIMITS.decimals
  )
    return GIFT_CARD_MESSAGES.invalidAmount;
  if (rule.valueRestrictions) {
    const { minVal, maxVal } = rule.valueRestrictions;
    if (compare(value, minVal) < 0 || compare(value, maxVal) > 0)
      return GIFT_CARD_MESSAGES.amountRange(minVal, maxVal, rule.currency);
    return null;
  }
  return rule.denominations.some((d) => compare(d, value) === 0)
    ? null
    : GIFT_CARD_MESSAGES.denomination;
}

export interface GiftCardQuote {
  faceValue: DecimalString;
  /** 2.5 % of the face value, half-up to 2 decimals. */
  fee: DecimalString;
  /** faceValue + fee, in the brand's currency: what the source pays (converted when its currency differs). */
  total: DecimalString;
  currency: Currency;
}

/** §9: the fee and total of a gift card of `faceValue` in `currency`. */
export function giftCardQuote(faceValue: string, currency: Currency): GiftCardQuote {
  const face = decimal(faceValue).toFixed(GIFT_CARD_LIMITS.decimals);
  const fee = roundHalfUp(decimal(face).times(GIFT_CARD_LIMITS.feeRate), GIFT_CARD_LIMITS.decimals);
  const total = decimal(face).plus(decimal(fee)).toFixed(GIFT_CARD_LIMITS.decimals);
  return { faceValue: face, fee, total, currency };
}
