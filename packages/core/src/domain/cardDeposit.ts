// Seed 001 §2 'Credit/debit card deposit', §5 'Card deposit', §6, §7, §8, §9: buying AXC (or USAX) with a card
// through a fiat-to-crypto provider. One set of rules for the app (the estimator, the minimum, who sees what) and
// the bank (which enforces the same and credits the same figure).

import { compare, isDecimalString, multiply, roundDown, subtract } from '../money/decimal';
import { CRYPTO_DECIMALS, FIAT_DECIMALS } from '../money/currency';
import type { FeatureFlag } from './user';

/** The whole method needs this flag (seed 001 §6; the mapping in the deposits feature's manifest). */
export const CARD_DEPOSIT_FEATURE: FeatureFlag = 'FIAT_TO_CRYPTO';

/** The providers, in the order the wizard offers them; the second is feature gated (seed 001 §2). */
export const CARD_DEPOSIT_PROVIDERS = ['CARDPAY', 'ONRAMPER'] as const;
export type CardDepositProvider = (typeof CARD_DEPOSIT_PROVIDERS)[number];

export interface CardDepositProviderInfo {
  name: string;
  /** The flag a customer needs for this provider, beyond FIAT_TO_CRYPTO. */
  feature?: FeatureFlag;
}

export const CARD_DEPOSIT_PROVIDER_INFO: Readonly<
  Record<CardDepositProvider, CardDepositProviderInfo>
> = {
  CARDPAY: { name: 'CardPay' },
  ONRAMPER: { name: 'Onramper', feature: 'ONRAMPER' },
};

/** The currencies a card deposit buys: AXC, and USAX with the extra deposit currency flag (seed 001 §2, §6). */
export const CARD_DEPOSIT_CURRENCIES = ['AXC', 'USAX'] as const;
export type CardDepositCurrency = (typeof CARD_DEPOSIT_CURRENCIES)[number];
export const CARD_DEPOSIT_CURRENCY_FEATURE: Readonly<
  Partial<Record<CardDepositCurrency, FeatureFlag>>
> = { USAX: 'USAX_ACCOUNT' };

/** What the customer pays with the card: US dollars, in cents (a card is charged in the fiat's 2 decimals). */
export const CARD_DEPOSIT_PAY_CURRENCY = 'USD' as const;
export const CARD_DEPOSIT_PAY_DECIMALS = FIAT_DECIMALS;
/** What the customer receives: 5 decimals (seed 001 §9 'Amounts 5 decimals'). */
export const CARD_DEPOSIT_RECEIVE_DECIMALS = CRYPTO_DECIMALS;

/**
 * The stablecoin whose record in the minimum deposit amounts list sets the card deposit's minimum (seed 001 §2
 * 'The minimum amount for the stablecoin comes from the server'). USAX is the product's stable coin (§2's source
 * list); one USAX is one US dollar, so its minimum applies to the dollars paid.
 */
export const CARD_DEPOSIT_STABLECOIN = 'USAX' as const;

/** Seed 001 §9: the card deposit fee, and the rate factor the estimate multiplies by (1 − the fee). */
export const CARD_DEPOSIT_FEE_RATE = '0.008';
export const CARD_DEPOSIT_RATE_FACTOR = '0.992';
export const CARD_DEPOSIT_FEE_PERCENT = '0.8%';

/**
 * The most one card deposit may pay, in dollars. The spec sets no upper bound; card on-ramps cap an order (and a
 * card's own limit is rarely higher), and an amount without a bound would overflow the bank's columns once
 * multiplied by the rate (issue 42).
 */
export const CARD_DEPOSIT_MAXIMUM_USD = '10000';

export const CARD_DEPOSIT_MESSAGES = {
  // Spec (seed 001 §5, §8).
  invalidAmount: 'Please enter the valid amount',
  unavailable: 'This service is temporarily unavailable, please try again later.',
  // Ours.
  aboveMaximum: 'A card deposit may be at most 10,000.00 USD',
} as const;

/** A record of the minimum deposit amounts list (seed 001 §7: currency, minimum_amount). */
export interface MinimumDepositAmount {
  currency: string;
  minimum_amount: string;
}

/** The providers `features` allow, in order; none without FIAT_TO_CRYPTO. */
export function cardDepositProvidersFor(features: readonly string[]): CardDepositProvider[] {
  if (!features.includes(CARD_DEPOSIT_FEATURE)) return [];
  return CARD_DEPOSIT_PROVIDERS.filter((id) => {
    const feature = CARD_DEPOSIT_PROVIDER_INFO[id].feature;
    return !feature || features.includes(feature);
  });
}

/** The currencies `features` allow, in order; none without FIAT_TO_CRYPTO. */
export function cardDepositCurrenciesFor(features: readonly string[]): CardDepositCurrency[] {
  if (!features.includes(CARD_DEPOSIT_FEATURE)) return [];
  return CARD_DEPOSIT_CURRENCIES.filter((currency) => {
    const feature = CARD_DEPOSIT_CURRENCY_FEATURE[currency];
    return !feature || features.includes(feature);
  });
}

/**
 * The card deposit's minimum, in dollars: the stablecoin's record, or null when there is none (or it is not a
 * usable amount), which makes the service unavailable (seed 001 §8).
 */
export function cardDepositMinimum(records: readonly MinimumDepositAmount[]): string | null {
  const record = records.find((r) => r.currency === CARD_DEPOSIT_STABLECOIN);
  const value = record?.minimum_amount;
  return isDecimalString(value) && compare(value, '0') >= 0 ? value : null;
}

export interface CardDepositEstimate {
  /** What the dollars buy at the rate, rounded down to 5 decimals: what the provider delivers. */
  gross: string;
  /** The 0.8 % fee: what the bank keeps of the gross (with whatever the rounding down left). */
  fee: string;
  /** What the customer receives: pay × rate × 0.992, rounded down to 5 decimals (never more than the rate allows). */
  receive: string;
}

/**
 * Seed 001 §5 'Estimate: pay-to-receive multiplies by the rate and 0.992': `pay` dollars at `rate` (coins per
 * dollar, the bank's GET /currency/conversionRate from USD). Exact decimals; receive and gross rounded down, so the
 * fee is their difference and the three always balance (gross = receive + fee).
 */
export function cardDepositEstimate(pay: string, rate: string): CardDepositEstimate {
  const bought = multiply(pay, rate);
  const gross = roundDown(bought, CARD_DEPOSIT_RECEIVE_DECIMALS);
  const receive = roundDown(
    multiply(bought, CARD_DEPOSIT_RATE_FACTOR),
    CARD_DEPOSIT_RECEIVE_DECIMALS,
  );
  return {
    gross,
    receive,
    fee: roundDown(subtract(gross, receive), CARD_DEPOSIT_RECEIVE_DECIMALS),
  };
}

/**
 * Why `pay` cannot be paid, or null: a positive dollar amount with at most 2 decimals, at least `minimum`
 * (seed 001 §5: 'Please enter the valid amount') and at most CARD_DEPOSIT_MAXIMUM_USD.
 */
export function cardDepositAmountProblem(pay: string, minimum: string): string | null {
  if (!isDecimalString(pay) || compare(pay, '0') <= 0) return CARD_DEPOSIT_MESSAGES.invalidAmount;
  const dot = pay.indexOf('.');
  if (dot !== -1 && pay.length - dot - 1 > CARD_DEPOSIT_PAY_DECIMALS)
    return CARD_DEPOSIT_MESSAGES.invalidAmount;
  if (compare(pay, minimum) < 0) return CARD_DEPOSIT_MESSAGES.invalidAmount;
  if (compare(pay, CARD_DEPOSIT_MAXIMUM_USD) > 0) return CARD_DEPOSIT_MESSAGES.aboveMaximum;
  return null;
}
