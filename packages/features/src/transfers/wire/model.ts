import {
  compare,
  convert,
  decimalsFor,
  divide,
  isZero,
  exceedsBalance,
  normalizeText,
  plainTextProblem,
  receivedAmount,
  TRANSFER_MESSAGES,
  transferFee,
  WIRE_BENEFICIARY_LABELS,
  WIRE_BENEFICIARY_REQUIRED,
  WIRE_TRANSFER_MINIMUM,
  wireFieldRequired,
  type Account,
  type Currency,
  type TransferType,
  type WireBeneficiaryField,
} from '@axia/core';
import { isAmountIn } from '../components/wizardModel';
import { WIRE_TRANSFER_TEXT } from './messages';

// The wire transfer wizard's rules as pure functions (seed 001 §2, §5, §9). The bank checks each again.

/** The alias's bound (core api/transfers: the bank's plainText field). */
const WIRE_ALIAS_MAX = 100;

/** §2: the 4 steps, in order. */
export const WIRE_TRANSFER_STEPS = [
  { id: 'account', label: WIRE_TRANSFER_TEXT.stepAccount },
  { id: 'recipient', label: WIRE_TRANSFER_TEXT.stepRecipient },
  { id: 'amount', label: WIRE_TRANSFER_TEXT.stepAmount },
  { id: 'overview', label: WIRE_TRANSFER_TEXT.stepOverview },
] as const;

/** The amount's value in USD at the bank's rate (USD per unit), rounded down as the bank converts. */
export const usdValue = (amount: string, currency: Currency, rate: string | null) =>
  currency === 'USD' ? amount : rate === null ? null : convert(amount, rate, 'USD');

/**
 * The most a non-USD account can send when its spendable amount in USD bounds it below its balance: the spendable
 * amount at the bank's rate, rounded down to the account's decimals (so its USD value never exceeds it); null when
 * the balance is the bound, the account is in USD, or something is not known yet.
 */
export function spendableCap(
  account: Account,
  rate: string | null,
  spendableUsd: string | null,
): string | null {
  if (account.currency === 'USD' || rate === null || spendableUsd === null || isZero(rate))
    return null;
  const most = divide(spendableUsd, rate, decimalsFor(account.currency));
  return compare(most, account.amount) < 0 ? most : null;
}

/**
 * §9: what is wrong with the amount, in order: below the minimum (100 in the account's currency), above the balance,
 * above the spendable amount in USD (when both are known); null when it is acceptable (or not entered).
 */
export function amountProblem(
  amount: string,
  account: Account,
  usd: string | null,
  spendableUsd: string | null,
): string | null {
  if (!isAmountIn(amount, account.currency)) return null;
  if (compare(amount, WIRE_TRANSFER_MINIMUM) < 0)
    return TRANSFER_MESSAGES.wireMinimum(account.currency);
  if (exceedsBalance(amount, account.amount)) return TRANSFER_MESSAGES.notEnoughBalance;
  if (usd !== null && spendableUsd !== null && compare(usd, spendableUsd) > 0)
    return TRANSFER_MESSAGES.overSpendable;
  return null;
}

/**
 * §9: the fee (core's transferFee with the bank's rates to USD) and what the recipient gets (never below 0); null
 * while the type or a rate it needs is unknown.
 */
export function wireFee(
  amount: string,
  currency: Currency,
  type: TransferType | null,
  usdRates: Partial<Record<Currency, string>>,
): { fee: string; received: string } | null {
  if (!type || !isAmountIn(amount, currency)) return null;
  const rateOf = (c: Currency) => (c === 'USD' ? '1' : usdRates[c]);
  const needed = [currency, type.feeCurrency ?? currency];
  if (needed.some((c) => rateOf(c) === undefined)) return null;
  const fee = transferFee(amount, currency, type, (c) => rateOf(c) ?? '1');
  return { fee, received: receivedAmount(amount, fee, currency) };
}

// The wire recipient's form (seed 001 §2 'Wire beneficiary form fields', §5 'Wire recipient').

export type WireRecipientValues = Record<WireBeneficiaryField, string>;

export const EMPTY_WIRE_RECIPIENT: WireRecipientValues = {
  currency: '',
  alias: '',
  beneficiaryBankName: '',
  beneficiaryBankAddress: '',
  beneficiaryBankSwiftOrABA: '',
  beneficiaryName: '',
  beneficiaryAddress: '',
  beneficiaryIBAN: '',
  intermediaryBankName: '',
  intermediaryBankAddress: '',
  intermediaryBankSwiftOrABA: '',
  instructionsAndReference: '',
};

export type WireRecipientErrors = Partial<Record<WireBeneficiaryField, string>>;

/**
 * 'The <label> field is required' for each required field left blank (after trimming); the alias, which the
 * customer's lists show, follows seed 000 §5's text helper as the bank does (letters, digits and spaces).
 */
export function wireRecipientErrors(values: WireRecipientValues): WireRecipientErrors {
  const errors: WireRecipientErrors = {};
  for (const field of WIRE_BENEFICIARY_REQUIRED)
    if (!values[field].trim()) errors[field] = wireFieldRequired(WIRE_BENEFICIARY_LABELS[field]);
  const aliasProblem = plainTextProblem(
    WIRE_BENEFICIARY_LABELS.alias,
    normalizeText(values.alias),
    WIRE_ALIAS_MAX,
  );
  if (!errors.alias && aliasProblem) errors.alias = aliasProblem;
  return errors;
}

/** The fields as the calls send them: trimmed, blank optional ones left out. */
export function wireRecipientBody(values: WireRecipientValues) {
  const trimmed = Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, value.trim()]),
  ) as WireRecipientValues;
  const optional = (field: WireBeneficiaryField) =>
    trimmed[field] ? { [field]: trimmed[field] } : {};
  return {
    currency: trimmed.currency,
    alias: trimmed.alias,
    beneficiaryBankName: trimmed.beneficiaryBankName,
    beneficiaryBankAddress: trimmed.beneficiaryBankAddress,
    beneficiaryBankSwiftOrABA: trimmed.beneficiaryBankSwiftOrABA,
    beneficiaryName: trimmed.beneficiaryName,
    beneficiaryAddress: trimmed.beneficiaryAddress,
    beneficiaryIBAN: trimmed.beneficiaryIBAN,
    ...optional('intermediaryBankName'),
    ...optional('intermediaryBankAddress'),
    ...optional('intermediaryBankSwiftOrABA'),
    ...optional('instructionsAndReference'),
  };
}

/** A saved wire beneficiary's values, for the edit form (its extraData, its alias the top-level name). */
export function wireRecipientValues(beneficiary: {
  beneficiaryName: string;
  extraData: Record<string, unknown> | null;
}): WireRecipientValues {
  const values = { ...EMPTY_WIRE_RECIPIENT };
  for (const field of Object.keys(values) as WireBeneficiaryField[]) {
    const value = beneficiary.extraData?.[field];
    if (typeof value === 'string') values[field] = value;
  }
  values.alias = beneficiary.beneficiaryName || values.alias;
  return values;
}
