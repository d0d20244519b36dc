import { visuallyHidden } from '../../styles/shared.css';
import { amount } from './Amount.css';
import { amountParts, formatAmount } from './formatAmount';

export type AmountSize = 'sm' | 'md' | 'lg' | 'xl';

export interface AmountProps {
  /** Decimal string, e.g. '1234.5678'. Never a JS number: money is handled with big.js. */
  value: string;
  /** Currency code: 'USD', 'EUR', 'GBP' get a symbol; others ('AXC') follow the number. */
  currency: string;
  /** Decimals shown (2 for fiat, 5 for crypto); extra digits are truncated toward zero. */
  decimals: number;
  /** Deposit/withdrawal style: '+$10.00' in the success tone, '−$5.00' in the danger tone. */
  signed?: boolean;
  size?: AmountSize;
  /** Signed only: a visually hidden word read before a positive amount, e.g. 'Deposit'. */
  creditLabel?: string;
  /** Signed only: a visually hidden word read before a negative amount, e.g. 'Withdrawal'. */
  debitLabel?: string;
}

/**
 * A money amount formatted by `formatAmount`. In the `signed` variant, colour is never the only cue:
 * the '+' or '−' is text, and `creditLabel`/`debitLabel` add a word for screen readers.
 * Invalid input throws (see formatAmount): a malformed amount is a bug to surface, not to hide.
 */
export function Amount({
  value,
  currency,
  decimals,
  signed = false,
  size = 'md',
  creditLabel,
  debitLabel,
}: AmountProps) {
  const text = formatAmount(value, currency, { decimals, signed });
  const { sign } = amountParts(value, currency, decimals);
  const tone = !signed || sign === 0 ? 'inherit' : sign === 1 ? 'credit' : 'debit';
  const hiddenWord = !signed
    ? undefined
    : sign === 1
      ? creditLabel
      : sign === -1
        ? debitLabel
        : undefined;
  return (
    <span
      className={amount({ size, tone })}
      data-sign={sign === 1 ? 'positive' : sign === -1 ? 'negative' : 'zero'}
    >
      {hiddenWord && <span className={visuallyHidden}>{`${hiddenWord} `}</span>}
      {text}
    </span>
  );
}
