import { describe, expect, it } from 'vitest';
import {
  GIFT_CARD_STATUS_LABELS,
  GIFT_CARD_STATUS_TONES,
  giftCardAmountError,
  giftCardQuote,
  type GiftCardAmountRule,
} from './giftCard';

// Seed 001 §5 'Gift card': the amount is within minVal..maxVal if a range is given, else one of the listed
// denominations; §9: gift card amounts 2 decimals, fee 2.5 %.

const RANGE: GiftCardAmountRule = {
  valueRestrictions: { minVal: '10', maxVal: '2000' },
  denominations: [],
  currency: 'USD',
};
const DENOMINATIONS: GiftCardAmountRule = {
  valueRestrictions: null,
  denominations: ['25', '50.00', '100'],
  currency: 'EUR',
};

describe('gift card amount (seed 001 §5)', () => {
  it.each([
    ['the minimum', '10'],
    ['the maximum', '2000'],
    ['in between, in cents', '123.45'],
    ['with a thousands separator and spaces', ' 1,250.50 '],
  ])('a range brand takes %s (%s)', (_case, amount) => {
    expect(giftCardAmountError(amount, RANGE)).toBeNull();
  });

  it.each([
    ['just below the minimum', '9.99'],
    ['just above the maximum', '2000.01'],
  ])('a range brand refuses an amount %s (%s), naming the range', (_case, amount) => {
    expect(giftCardAmountError(amount, RANGE)).toBe(
      'Please enter an amount between 10 and 2000 USD',
    );
  });

  it.each([
    ['a listed amount', '25'],
    ['a listed amount written with cents', '50'],
    ['another listed amount', '100.00'],
  ])('a denominations brand takes %s (%s)', (_case, amount) => {
    expect(giftCardAmountError(amount, DENOMINATIONS)).toBeNull();
  });

  it.each([
    ['an amount between two listed ones', '30'],
    ['an amount in range but not listed', '99.99'],
  ])('a denominations brand refuses %s (%s)', (_case, amount) => {
    expect(giftCardAmountError(amount, DENOMINATIONS)).toBe(
      'Please choose one of the listed amounts',
    );
  });

  it.each([
    ['zero', '0'],
    ['a negative amount', '-10'],
    ['more than 2 decimals', '10.001'],
    ['not an amount', 'ten'],
    ['nothing', ''],
  ])('refuses %s (%s) before any brand rule', (_case, amount) => {
    expect(giftCardAmountError(amount, RANGE)).toBe(
      'Please enter a valid amount with at most 2 decimals',
    );
    expect(giftCardAmountError(amount, DENOMINATIONS)).toBe(
      'Please enter a valid amount with at most 2 decimals',
    );
  });
});

describe('gift card fee and total (seed 001 §9: 2.5 %, 2 decimals)', () => {
  it.each([
    ['10', '10.00', '0.25', '10.25'],
    ['100', '100.00', '2.50', '102.50'],
    // 2.5 % of 10.20 = 0.255: half-up to 0.26.
    ['10.20', '10.20', '0.26', '10.46'],
    // 2.5 % of 10.10 = 0.2525: 0.25.
    ['10.10', '10.10', '0.25', '10.35'],
  ])('a %s card: face %s, fee %s, total %s', (faceValue, face, fee, total) => {
    expect(giftCardQuote(faceValue, 'GBP')).toEqual({
      faceValue: face,
      fee,
      total,
      currency: 'GBP',
    });
  });
});

describe('how a gift card purchase status is shown (seed 001 §4)', () => {
  it.each([
    ['PROCESSED', 'success', 'Processed'],
    ['PENDING', 'neutral', 'Pending'],
    ['FAILED', 'danger', 'Failed'],
  ] as const)(
    '%s: tone %s (green success, grey neutral, red danger), label %s',
    (status, tone, label) => {
      expect(GIFT_CARD_STATUS_TONES[status]).toBe(tone);
      expect(GIFT_CARD_STATUS_LABELS[status]).toBe(label);
    },
  );
});
