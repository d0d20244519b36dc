import dayjs from 'dayjs';
import { decimalsFor, isCurrency } from '@axia/core';
import { formatAmount } from '@axia/design-system';

/** Decimals written in a decimal string ('12.3400' → 4). */
function writtenDecimals(value: string): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}

/**
 * An amount exactly as the API sent it, with the currency: the design system's formatter (big.js, never floats) at
 * no fewer decimals than the string has, so nothing a reviewer must see is cut. A string it cannot read is shown as is.
 */
export function formatMoney(value: string, currency: string, signed = false): string {
  const decimals = Math.max(
    isCurrency(currency) ? decimalsFor(currency) : 2,
    writtenDecimals(value),
  );
  try {
    return formatAmount(value, currency, { decimals, signed });
  } catch {
    return `${value} ${currency}`;
  }
}

/** A date and time as staff read them: '2 Dec 2026, 14:05'. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = dayjs(iso);
  return date.isValid() ? date.format('D MMM YYYY, HH:mm') : iso;
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = dayjs(iso);
  return date.isValid() ? date.format('D MMM YYYY') : iso;
}

/** 'heldTransfers' / 'BUSINESS_RECORDS' → words. */
export function humanize(value: string): string {
  const words = value
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The registration checks' names. */
export const CHECK_NAMES: Record<string, string> = {
  kycStatus: 'KYC',
  taxIdStatus: 'Tax ID',
  businessRecordsStatus: 'Business records',
  businessAddressStatus: 'Business address',
};
