import Big from 'big.js';

// Exact decimal arithmetic for money. Amounts travel as strings ('1234.56'), are computed with big.js and
// never pass through a JS number.

/** A plain decimal: optional minus, digits, optional fraction. No exponent, no separators, no '+'. */
const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;

export function isDecimalString(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 64 && DECIMAL_PATTERN.test(value);
}

export function decimal(value: string | Big): Big {
  if (value instanceof Big) return value;
  if (!isDecimalString(value))
    throw new TypeError(`Not a decimal amount: ${JSON.stringify(value)}`);
  return new Big(value);
}

/** Plain string without exponent, e.g. '0.00001' rather than '1e-5'. */
export function toPlainString(value: Big): string {
  return value.toFixed();
}

export const add = (a: string, b: string) => toPlainString(decimal(a).plus(decimal(b)));
export const subtract = (a: string, b: string) => toPlainString(decimal(a).minus(decimal(b)));
export const multiply = (a: string, b: string) => toPlainString(decimal(a).times(decimal(b)));

/** Division needs a scale; the result is rounded down (toward zero) at `decimals`. */
export function divide(a: string, b: string, decimals: number): string {
  const divisor = decimal(b);
  if (divisor.eq(0)) throw new RangeError('Division by zero');
  const saved = Big.DP;
  Big.DP = Math.max(decimals + 10, 20);
  try {
    return roundDown(decimal(a).div(divisor), decimals);
  } finally {
    Big.DP = saved;
  }
}

/** -1, 0 or 1. */
export const compare = (a: string, b: string) => decimal(a).cmp(decimal(b));
export const isZero = (a: string) => decimal(a).eq(0);
export const isNegative = (a: string) => decimal(a).lt(0);
export const isPositive = (a: string) => decimal(a).gt(0);
export const min = (a: string, b: string) => (compare(a, b) <= 0 ? a : b);
export const max = (a: string, b: string) => (compare(a, b) >= 0 ? a : b);

/** Rounds toward zero at `decimals` places and prints exactly that many places. */
export function roundDown(value: string | Big, decimals: number): string {
  return decimal(value).round(decimals, Big.roundDown).toFixed(decimals);
}

/** Rounds half-up at `decimals` places (fees charged to the customer use roundUp instead where a rule says so). */
export function roundHalfUp(value: string | Big, decimals: number): string {
  return decimal(value).round(decimals, Big.roundHalfUp).toFixed(decimals);
}

export function roundUp(value: string | Big, decimals: number): string {
  return decimal(value).round(decimals, Big.roundUp).toFixed(decimals);
}

/** How many decimal places the string carries ('1.230' → 3). */
export function decimalPlaces(value: string): number {
  if (!isDecimalString(value))
    throw new TypeError(`Not a decimal amount: ${JSON.stringify(value)}`);
  const dot = value.indexOf('.');
  return dot === -1 ? 0 : value.length - dot - 1;
}

/**
 * The bank keeps every amount in a numeric(38, 5) column: at most 33 digits before the point and 5 after. An
 * amount past that cannot be stored (or rounded within isDecimalString's 64 characters), so it is refused as input.
 */
export const AMOUNT_MAX_INTEGER_DIGITS = 33;
export const AMOUNT_MAX_DECIMALS = 5;

/** Why a decimal amount string does not fit the bank's amount columns, or null when it does. */
export function amountBoundProblem(name: string, value: string): string | null {
  // Stryker disable Regex: on a decimal string a minus can only come first, so /-/ strips the same one
  const [
    // Stryker disable next-line StringLiteral: split always yields a first part (at least ''), so this default is never used
    whole = '',
    fraction = '',
  ] = value.replace(/^-/, '').split('.');
  // Stryker restore Regex
  if (whole.replace(/^0+(?=\d)/, '').length > AMOUNT_MAX_INTEGER_DIGITS)
    return `${name} must have at most ${AMOUNT_MAX_INTEGER_DIGITS} digits before the decimal point`;
  if (fraction.length > AMOUNT_MAX_DECIMALS)
    return `${name} must have at most ${AMOUNT_MAX_DECIMALS} decimals`;
  return null;
}
