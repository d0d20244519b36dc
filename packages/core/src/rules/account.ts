import { compare, decimal, divide, roundDown } from '../money/decimal';
import type { Spendable } from '../domain/account';
import { FIAT_DECIMALS, CRYPTO_DECIMALS } from '../money/currency';

/**
 * Seed 000 §5 spendable cap: if spendable AXC × rate exceeds spendable USD, both are capped by USD and AXC
 * becomes USD ÷ rate. `rate` is USD per AXC.
 */
export function capSpendable(spendable: Spendable, rate: string): Spendable {
  const axcInUsd = roundDown(
    decimal(spendable.spendableAmountInAxc).times(decimal(rate)),
    FIAT_DECIMALS,
  );
  if (compare(axcInUsd, spendable.spendableAmountInUsd) <= 0 || compare(rate, '0') <= 0)
    return spendable;
  return {
    ...spendable,
    spendableAmountInAxc: divide(spendable.spendableAmountInUsd, rate, CRYPTO_DECIMALS),
  };
}

/** Seed 000 §9: the feeless minimum balance. */
export const LOW_BALANCE_THRESHOLD_USD = '100';
export const LOW_BALANCE_NOTICE_DAYS = 7;

/** Shown in the last 7 days of the month when the total asset is below the threshold. `today` is YYYY-MM-DD. */
export function shouldShowLowBalanceNotice(today: string, totalAmount: string, threshold: string) {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const inLastDays = day > daysInMonth - LOW_BALANCE_NOTICE_DAYS;
  return inLastDays && compare(totalAmount, threshold) < 0;
}

/** Header greeting: first name cut at 10 characters followed by '...'. */
export function greetingName(firstName: string) {
  return firstName.length > 10 ? `${firstName.slice(0, 10)}...` : firstName;
}
