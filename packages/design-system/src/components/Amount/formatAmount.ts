import Big from 'big.js';

export interface FormatAmountOptions {
  /** Exact number of decimals shown: 2 for fiat, 5 for crypto. Extra digits are truncated, never rounded up. */
  decimals: number;
  /** Show '+' on positive amounts and '−' (U+2212) on negative ones, for deposits and withdrawals. */
  signed?: boolean;
  /**
   * Trailing zeros are dropped down to this many decimals: a figure that is not money held, such as a pool's
   * remaining room, reads '49,999,990 AXC' rather than '49,999,990.00000 AXC' (issue 43), while '12.5 AXC' keeps its
   * digit. By default every one of `decimals` is shown (balances and amounts: seed 000's 2 for fiat, 5 for crypto).
   */
  minDecimals?: number;
}

/** What formatAmount computes, shared with Amount so its tone always matches the printed sign. */
export interface AmountParts {
  /** Positive, negative or zero *after* truncation ('-0.001' at 2 decimals is zero). */
  sign: 1 | -1 | 0;
  /** The absolute value with thousands separators and exactly `decimals` decimals, e.g. '1,234.50'. */
  digits: string;
  /** '$', '€', '£', or '' when the code follows the number instead. */
  prefix: string;
  /** ' AXC' for codes without a symbol, otherwise ''. */
  suffix: string;
}

// Plain decimal notation only: optional '-', digits, optional fraction. Exponents ('1e3'), '+', blanks,
// '.5' and '1.' are rejected, so what the server sends is what is shown.
const DECIMAL = /^-?\d+(\.\d+)?$/;
const CURRENCY_CODE = /^[A-Z0-9]{2,12}$/;
const MAX_DECIMALS = 20;
const SYMBOLS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£' };

const MINUS_SIGN = '\u2212';

/** Splits an amount into its sign, digits and currency parts; throws a TypeError on invalid input. */
export function amountParts(
  value: string,
  currency: string,
  decimals: number,
  minDecimals: number = decimals,
): AmountParts {
  if (typeof value !== 'string' || !DECIMAL.test(value)) {
    throw new TypeError(
      `formatAmount: value must be a decimal string such as '1234.56' or '-12.3', got ${JSON.stringify(value)}`,
    );
  }
  if (typeof currency !== 'string' || !CURRENCY_CODE.test(currency)) {
    throw new TypeError(
      `formatAmount: currency must be an upper-case code such as 'USD' or 'AXC', got ${JSON.stringify(currency)}`,
    );
  }
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new TypeError(
      `formatAmount: decimals must be an integer from 0 to ${MAX_DECIMALS}, got ${String(decimals)}`,
    );
  }
  if (!Number.isInteger(minDecimals) || minDecimals < 0 || minDecimals > decimals) {
    throw new TypeError(
      `formatAmount: minDecimals must be an integer from 0 to decimals (${String(decimals)}), got ${String(minDecimals)}`,
    );
  }

  // Truncate toward zero (Big.roundDown), so a balance is never shown larger than it is.
  const truncated = new Big(value).round(decimals, Big.roundDown);
  const sign = truncated.eq(0) ? 0 : truncated.lt(0) ? -1 : 1;
  const [integerPart = '0', fullFraction = ''] = truncated.abs().toFixed(decimals).split('.');
  // Zeros past minDecimals go (string work: the value stays exact).
  let fractionPart = fullFraction;
  while (fractionPart.length > minDecimals && fractionPart.endsWith('0')) {
    fractionPart = fractionPart.slice(0, -1);
  }
  const grouped = integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const digits = fractionPart === '' ? grouped : `${grouped}.${fractionPart}`;
  const symbol = SYMBOLS[currency];
  return { sign, digits, prefix: symbol ?? '', suffix: symbol ? '' : ` ${currency}` };
}

/**
 * Formats a money amount given as a decimal string, with big.js (never JS floats).
 *
 * - exactly `decimals` decimals, TRUNCATED toward zero: 1.239 → '1.23', -1.239 → '-1.23';
 * - thousands separated by commas: '1,000,000.00';
 * - '$', '€', '£' before USD, EUR, GBP; any other code after the number: '1,234.56789 AXC';
 * - negative: '-$1,234.56' with an ASCII hyphen-minus, so exported text stays machine readable;
 * - `signed`: '+$10.00', '−$5.00' (U+2212 minus sign), and '$0.00' for zero;
 * - `minDecimals`: trailing zeros dropped down to that many decimals ('49,999,990 AXC', '12.5 AXC').
 *
 * Throws a TypeError for a value that is not a plain decimal string ('1e3', '', '1,000'), a currency that
 * is not an upper-case code, or decimals that are not an integer from 0 to 20.
 */
export function formatAmount(
  value: string,
  currency: string,
  { decimals, signed = false, minDecimals = decimals }: FormatAmountOptions,
): string {
  const { sign, digits, prefix, suffix } = amountParts(value, currency, decimals, minDecimals);
  let signText = '';
  if (sign === -1) signText = signed ? MINUS_SIGN : '-';
  else if (sign === 1 && signed) signText = '+';
  return `${signText}${prefix}${digits}${suffix}`;
}
