import { currencyType, type Currency } from '../domain/account';
import { decimal, roundDown } from './decimal';

/** Seed 000 §9: fiat amounts carry 2 decimals, crypto 5. */
export const FIAT_DECIMALS = 2;
export const CRYPTO_DECIMALS = 5;

export function decimalsFor(currency: Currency): number {
  return currencyType(currency) === 'FIAT' ? FIAT_DECIMALS : CRYPTO_DECIMALS;
}

/** Converts an amount at a rate (target units per source unit), rounded down to the target's decimals. */
export function convert(amount: string, rate: string, to: Currency): string {
  return roundDown(decimal(amount).times(decimal(rate)), decimalsFor(to));
}

/** True when the amount has no more decimals than the currency allows. */
export function fitsCurrency(amount: string, currency: Currency): boolean {
  const value = decimal(amount);
  return value.eq(value.round(decimalsFor(currency), 0));
}

/**
 * A currency code with the article it is read with, for sentences: 'an AXC' (said letter by letter, "ay-ex-see"),
 * 'a USD', 'a EUR' ("a euro"), 'a USAX'. Codes not listed read with 'a'.
 */
export function withArticle(currency: string): string {
  const readWithAn: readonly string[] = ['AXC'];
  return `${readWithAn.includes(currency) ? 'an' : 'a'} ${currency}`;
}
