// Seed 001 §2 Transfer and Beneficiaries, §3, §4, §5, §8, §9: the transfer kinds, their limits, fees, rounding and
// messages. One home for the app (which shows the figures) and the bank (which charges them), so both compute the
// same amount with the same rule.

import { compare, decimal, max, roundDown, roundHalfUp, roundUp, subtract } from '../money/decimal';
import { convert, decimalsFor } from '../money/currency';
import { CURRENCIES, type Currency, type DecimalString } from './account';

/**
 * The kinds of transfer: the `transactionType` of GET /account/allow-transfer-from|to and the `name` of
 * GET /transfer/types. Each writes the transaction type of the same name where core has one
 * (TRANSFER_KIND_TRANSACTION_TYPE).
 */
export const TRANSFER_KINDS = [
  'TRANSFER_BETWEEN_ACCOUNTS',
  'TRANSFER_BETWEEN_MEMBERS',
  'WIRE_TRANSFER',
  /** To an external Ethereum wallet (POST /transfer/externalWalletTransfer). */
  'EXTERNAL_WALLET_TRANSFER',
  /** To an AXIA network (V1) address through the Axtend bridge (POST /transfer/externalAxtendTransfer). */
  'EXTERNAL_AXTEND_TRANSFER',
  /** To an AXIA network (V1) address from custody (POST /transfer/axcustody/withdrawal). */
  'NETWORK_WITHDRAWAL',
  /** To an AXIA network (V2) address from custody (POST /transfer/axcustody/withdrawal with an asset). */
  'NETWORK_V2_WITHDRAWAL',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/**
 * The payments a customer makes from an account or a staking (seed 002 §2 Cards, §3 'Issue card request' and 'Load
 * request' with fromAccountId or fromStakingId; seed 001 §2 Gift cards, 'Sources can be accounts or stakings'): the
 * other `transactionType`s of GET /account/allow-transfer-from, which lists the customer's stakings beside their
 * accounts for these kinds only (for the transfer kinds its `stakings` is always empty).
 */
export const PAYMENT_KINDS = [
  'CARD_ISSUE',
  'CARD_CONVERT_TO_PHYSICAL',
  'CARD_LOAD',
  'GIFT_CARD_ORDER',
] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** Every `transactionType` GET /account/allow-transfer-from takes: the transfer kinds, then the payment kinds. */
export const SOURCE_KINDS = [...TRANSFER_KINDS, ...PAYMENT_KINDS] as const;
export type SourceKind = TransferKind | PaymentKind;

export const isPaymentKind = (kind: string): kind is PaymentKind =>
  (PAYMENT_KINDS as readonly string[]).includes(kind);

/**
 * The account (and staking) currencies a payment may be paid from. The spec restricts none (seed 002 §2 Cards 'source
 * account or staking choice', §5 'Insufficient account balance!' against the required amount converted; seed 001 §2
 * Gift cards 'Sources can be accounts or stakings'), so each kind takes every currency, the price converted at the
 * bank's rate; one place to narrow it if the card or gift-card issue decides otherwise.
 */
export const PAYMENT_SOURCE_CURRENCIES: Record<PaymentKind, readonly Currency[]> = {
  CARD_ISSUE: CURRENCIES,
  CARD_CONVERT_TO_PHYSICAL: CURRENCIES,
  CARD_LOAD: CURRENCIES,
  GIFT_CARD_ORDER: CURRENCIES,
};

/** The transaction type each kind writes (the external ones share the withdrawal types of the history). */
export const TRANSFER_KIND_TRANSACTION_TYPE = {
  TRANSFER_BETWEEN_ACCOUNTS: 'TRANSFER_BETWEEN_ACCOUNTS',
  TRANSFER_BETWEEN_MEMBERS: 'TRANSFER_BETWEEN_MEMBERS',
  WIRE_TRANSFER: 'WIRE_TRANSFER',
  EXTERNAL_WALLET_TRANSFER: 'EXTERNAL_WALLET_TRANSFER',
  EXTERNAL_AXTEND_TRANSFER: 'NETWORK_WITHDRAWAL',
  NETWORK_WITHDRAWAL: 'NETWORK_WITHDRAWAL',
  NETWORK_V2_WITHDRAWAL: 'NETWORK_V2_WITHDRAWAL',
} as const satisfies Record<TransferKind, string>;

/** The kinds that may ask for a transaction second factor (seed 002 §3 user settings, §4 Security settings). */
export const SECOND_FACTOR_KINDS = ['TRANSFER_BETWEEN_MEMBERS', 'WIRE_TRANSFER'] as const;
export type SecondFactorKind = (typeof SECOND_FACTOR_KINDS)[number];

/** The external kinds: an address outside the bank, held for the back office's review. */
export const EXTERNAL_TRANSFER_KINDS = [
  'EXTERNAL_WALLET_TRANSFER',
  'EXTERNAL_AXTEND_TRANSFER',
  'NETWORK_WITHDRAWAL',
  'NETWORK_V2_WITHDRAWAL',
] as const;
export type ExternalTransferKind = (typeof EXTERNAL_TRANSFER_KINDS)[number];

/** Seed 001 §7 GET /transfer/types: a kind's fee. Either a fixed `fee` in `feeCurrency`, or amount × feeRate. */
export interface TransferType {
  name: TransferKind;
  /** A fixed fee in `feeCurrency`, or null when the fee is a rate. */
  fee: DecimalString | null;
  feeCurrency: Currency | null;
  /** The fee as a share of the amount (0.01 is 1 %), or null for a fixed fee. */
  feeRate: DecimalString | null;
  /** Bounds of a rate fee, in `feeCurrency` (null: unbounded on that side). */
  minFee: DecimalString | null;
  maxFee: DecimalString | null;
  impactOnSpendableAmount: 'NONE' | 'DEBIT';
}

// Seed 001 §9.
export const WIRE_TRANSFER_MINIMUM = '100';
export const EXTERNAL_TRANSFER_MINIMUM = '5';
/** The external transfers' network fee: 1 % of the amount, the recipient receives 99 %. */
export const EXTERNAL_TRANSFER_FEE_RATE = '0.01';
export const TRANSFER_ARRIVAL = '1-2 days';
/** Rates are shown to 5 places. */
export const RATE_DISPLAY_DECIMALS = 5;

/**
 * The one rule for a rate as the screens show it (issue 42): rounded DOWN to RATE_DISPLAY_DECIMALS, the direction
 * of every credit the bank posts at a rate. The bank credits one rule in every flow — between accounts
 * (creditedAmount), the card deposit (cardDepositEstimate) and the crypto deposit (estimateReceive) all multiply by
 * the exact rate and round DOWN to the target's decimals, and its cross rates are themselves rounded down (the
 * bank's pairRate) — so a rate shown rounded up (1 USD = 38.16794 AXC for 38.1679389…) would promise more than any
 * credit gives, while the rate cut to 38.16793 never does.
 */
export function displayRate(rate: string): string {
  return roundDown(rate, RATE_DISPLAY_DECIMALS);
}

/**
 * The one rounding rule of a conversion between own accounts: the credited amount is the debited amount times the
 * bank's rate (GET /currency/conversionRate), rounded DOWN to the target currency's decimals, so the customer never
 * receives more than the rate covers; what the rounding leaves stays in the bank's FX account.
 */
export function creditedAmount(amount: string, rate: string, to: Currency): string {
  return convert(amount, rate, to);
}

/**
 * The reverse, for the linked 'to' field: the smallest amount in `from` whose credit (creditedAmount) covers
 * `target`. Rounded UP to the source's decimals, then stepped up while it does not cover it (a rate of many places)
 * and down while a smaller amount still does.
 */
export function debitForCredit(target: string, rate: string, from: Currency, to: Currency): string {
  if (compare(rate, '0') <= 0) throw new RangeError('The rate must be above 0');
  const decimals = decimalsFor(from);
  const step = decimal('1').div(decimal('10').pow(decimals));
  let amount = decimal(roundUp(decimal(target).div(decimal(rate)), decimals));
  // The quotient is rounded half-up at Big.DP (20) places: with a rate of more places than that it can land on a step
  // just below the exact quotient, whose credit falls short of the target. Step up until the credit covers it.
  while (compare(creditedAmount(amount.toFixed(decimals), rate, to), target) < 0)
    amount = amount.plus(step);
  // And down while a smaller amount still covers it (a guard: the rounding above never overshoots by a step).
  while (
    // Stryker disable next-line ConditionalExpression: equivalent as false; the quotient is rounded half-up at 20 places (Big.DP), never past a step of the source's 2 or 5 decimals, so one step less never covers the target and the loop never runs
    amount.gt(0) &&
    // Stryker disable next-line EqualityOperator: equivalent as '>': the loop never runs (above), whichever way it compares (Stryker's comment names a mutator, not one mutant: it also hides this line's '<' mutant, which the tests kill)
    compare(creditedAmount(amount.minus(step).toFixed(decimals), rate, to), target) >= 0
  )
    amount = amount.minus(step);
  return amount.toFixed(decimals);
}

/**
 * The fee of a transfer of `amount` in `currency` (seed 001 §9), in `currency`, rounded HALF-UP to its decimals:
 * - a fixed fee in its fee currency, converted at `usdRate` (USD per unit of each currency);
 * - else amount × feeRate, bounded by minFee..maxFee (in the fee currency, converted the same way).
 * `usdRate(currency)` answers USD per 1 unit of a currency (the bank's rates; '1' for USD).
 */
export function transferFee(
  amount: string,
  currency: Currency,
  type: Pick<TransferType, 'fee' | 'feeCurrency' | 'feeRate' | 'minFee' | 'maxFee'>,
  usdRate: (currency: Currency) => string,
): string {
  const decimals = decimalsFor(currency);
  // feeCurrency → currency: × USD per fee unit ÷ USD per unit of currency.
  const inCurrency = (value: string) => {
    const feeCurrency = type.feeCurrency ?? currency;
    if (feeCurrency === currency) return decimal(value);
    return decimal(value)
      .times(decimal(usdRate(feeCurrency)))
      .div(decimal(usdRate(currency)));
  };
  if (type.fee !== null) return roundHalfUp(inCurrency(type.fee), decimals);
  let fee = decimal(amount).times(decimal(type.feeRate ?? '0'));
  if (type.minFee !== null && fee.lt(inCurrency(type.minFee))) fee = inCurrency(type.minFee);
  if (type.maxFee !== null && fee.gt(inCurrency(type.maxFee))) fee = inCurrency(type.maxFee);
  return roundHalfUp(fee, decimals);
}

/** What the recipient gets: the amount less the fee, never below 0 (seed 001 §9). */
export function receivedAmount(amount: string, fee: string, currency: Currency): string {
  return roundDown(max(subtract(amount, fee), '0'), decimalsFor(currency));
}

/** The external transfers' network fee (1 %, half-up to the coin's 5 decimals) and what arrives (the rest). */
export function externalTransferFee(amount: string, currency: Currency) {
  const fee = roundHalfUp(
    decimal(amount).times(decimal(EXTERNAL_TRANSFER_FEE_RATE)),
    decimalsFor(currency),
  );
  return { fee, received: receivedAmount(amount, fee, currency) };
}

/** Seed 001 §8: a transfer's amount against a balance. */
export const exceedsBalance = (amount: string, balance: string) => compare(amount, balance) > 0;

// ---------------------------------------------------------------------------------------------------------------
// Messages. Spec strings are verbatim (seed 001 §5, §8; seed 002 §8); 'ours' are the bank's where the spec is silent.

export const TRANSFER_MESSAGES = {
  // Spec.
  checkbox: 'Please check the checkbox above before continuing!',
  notEnoughBalance: 'You do not have enough balance for this transaction',
  noTargetAccount: "There's no available account to transfer to!",
  recipientName: 'Please enter a valid name.',
  recipientEmail: 'Please enter a valid email.',
  codeIncomplete: 'Please enter the complete security code.',
  codeInvalid: 'Verification code is invalid',
  codeExpired: 'Verification code is expired',
  noCode: "Didn't get a verification code?",
  memberSent: 'Transaction sent successfully!',
  wireSent: 'Wire transfer request sent successfully!',
  externalWalletSent: 'External Ethereum Wallet transfer succeeded!',
  networkSent:
    'External AXIA network wallet transfer submitted. Funds will be transferred to your wallet after admin have reviewed the transaction.',
  networkV2Sent:
    'External AXIA Network (V2) wallet transfer submitted. Funds will be transferred to your wallet after admin have reviewed the transaction.',
  onlyExternalAddress: 'Only valid EXTERNAL Ethereum address is accepted',
  invalidEthereumAddress: 'Please enter a valid Ethereum wallet address.',
  invalidNetworkAddress: 'Please enter a valid AXIA Network Wallet address',
  invalidNetworkV2Address: 'Please enter a valid AXIA Network (V2) Wallet address',
  acknowledge: 'I hereby acknowledge the above disclaimers',
  sendNow: 'Send Now!',
  firstName: 'First name is required!',
  lastName: 'Last name is required!',
  corporateName: 'Corporate name is required!',
  address: 'Address is required!',
  postcode: 'Postcode is required!',
  city: 'City is required!',
  state: 'State is required!',
  country: 'Country is required!',
  recipientCreated: 'Recipient has been created.',
  recipientUpdated: 'Recipient has been updated.',
  recipientRemoved: 'Recipient has been removed.',
  cannotAddRecipient: 'Cannot Add Recipient',
  removeFailed: 'Error',
  unknownError: 'Unknown error!',
  // Ours.
  noMember: 'No member has this email address',
  selfRecipient: 'You cannot send money to yourself; use a transfer between your accounts',
  recipientNoAccount: (currency: Currency) => `The recipient has no active ${currency} account`,
  wireMinimum: (currency: Currency) =>
    `The minimum wire transfer amount is ${WIRE_TRANSFER_MINIMUM} ${currency}`,
  overSpendable: 'The amount is more than your spendable amount',
  codeMismatch: 'This code was issued for another transfer. Please send the transfer again.',
  tooManyAttempts: 'Too many incorrect codes. Please send the transfer again.',
  codeSent: 'A verification code has been sent to your email',
} as const;

/** The red note under the external transfers' amount below the minimum (seed 001 §5). */
export const externalMinimumNote = (currency: Currency) =>
  `The minimum external transfer amount is ${roundDown(EXTERNAL_TRANSFER_MINIMUM, 5)} ${currency}`;

/** Seed 001 §5: 'The ... field is required' for the wire recipient's required fields. */
export const wireFieldRequired = (label: string) => `The ${label} field is required`;

/**
 * The wire beneficiary form's labels (seed 001 §2 'Wire beneficiary form fields'), in the form's order: the app
 * shows them and both app and bank build 'The <label> field is required' from them (wireFieldRequired).
 */
export const WIRE_BENEFICIARY_LABELS = {
  currency: 'Beneficiary currency',
  alias: 'Alias',
  beneficiaryBankName: 'Beneficiary bank name',
  beneficiaryBankAddress: 'Bank address',
  beneficiaryBankSwiftOrABA: 'Bank ABA/SWIFT/BIC',
  beneficiaryName: 'Beneficiary name',
  beneficiaryAddress: 'Beneficiary address',
  beneficiaryIBAN: 'Beneficiary IBAN/account number',
  intermediaryBankName: 'Intermediary bank name',
  intermediaryBankAddress: 'Intermediary bank address',
  intermediaryBankSwiftOrABA: 'Intermediary bank ABA/SWIFT/BIC',
  instructionsAndReference: 'Special instructions/reference',
} as const;
export type WireBeneficiaryField = keyof typeof WIRE_BENEFICIARY_LABELS;

/** The wire beneficiary's required fields (seed 001 §5 'Wire recipient'), in the form's order. */
export const WIRE_BENEFICIARY_REQUIRED = [
  'currency',
  'alias',
  'beneficiaryBankName',
  'beneficiaryBankAddress',
  'beneficiaryBankSwiftOrABA',
  'beneficiaryName',
  'beneficiaryAddress',
  'beneficiaryIBAN',
] as const satisfies readonly WireBeneficiaryField[];

/** The only currency a wire beneficiary takes (seed 001 §2: 'only US Dollar'). */
export const WIRE_BENEFICIARY_CURRENCY = 'USD';
