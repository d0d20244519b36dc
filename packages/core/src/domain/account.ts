// Seed 000 §3: accounts, overview, spendable amounts, currencies.

export const FIAT_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export const CRYPTO_CURRENCIES = ['AXC', 'USAX'] as const;
export const CURRENCIES = [...FIAT_CURRENCIES, ...CRYPTO_CURRENCIES] as const;
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number];
export type CryptoCurrency = (typeof CRYPTO_CURRENCIES)[number];
export type Currency = (typeof CURRENCIES)[number];
export type CurrencyType = 'FIAT' | 'CRYPTO';

export function isCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}

export function currencyType(currency: Currency): CurrencyType {
  return (FIAT_CURRENCIES as readonly string[]).includes(currency) ? 'FIAT' : 'CRYPTO';
}

export const ACCOUNT_STATUSES = ['ACTIVE', 'INACTIVE', 'FROZEN', 'PENDING'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Amounts are decimal strings everywhere: never JS numbers. */
export type DecimalString = string;

export interface Account {
  id: string;
  publicId: string;
  typePublicName: string;
  alias: string | null;
  type: string;
  currency: Currency;
  currencyType: CurrencyType;
  amount: DecimalString;
  spendableAmount: DecimalString;
  /** A fraction: 0.035 means 3.5 %; shown × 100 with 2 decimals. */
  interestRate: DecimalString;
  status: AccountStatus;
}

/** Only ACTIVE accounts can be chosen as a source; others show 'Action Required'. */
export function isAccountActive(account: Pick<Account, 'status'>) {
  return account.status === 'ACTIVE';
}

/**
 * What an account that is not ACTIVE means for the customer, said beside its 'Action Required' tag (issue 42: the
 * tag alone does not say what to do). Ours: the spec gives only the tag.
 */
export const ACCOUNT_STATUS_HELP: Readonly<Record<Exclude<AccountStatus, 'ACTIVE'>, string>> = {
  PENDING: 'This account is still being opened: you can use it once it is active.',
  FROZEN: 'This account is frozen: contact support to use it again.',
  INACTIVE: 'This account is not active: contact support.',
};

/** The help for an account's status, or null for an ACTIVE one (an unknown status reads as INACTIVE). */
export function accountStatusHelp(account: Pick<Account, 'status'>): string | null {
  if (isAccountActive(account)) return null;
  return (
    ACCOUNT_STATUS_HELP[account.status as Exclude<AccountStatus, 'ACTIVE'>] ??
    ACCOUNT_STATUS_HELP.INACTIVE
  );
}

export type AmountByCurrency = Partial<Record<Currency, { amount: DecimalString }>>;

export interface AccountOverview {
  stakingTotalBalance: AmountByCurrency;
  stakingTotalRewards: AmountByCurrency;
  accountTotalRewards: AmountByCurrency;
}

export interface Spendable {
  spendableAmountInAxc: DecimalString;
  spendableAmountInUsd: DecimalString;
  spendableAmountInUsax?: DecimalString;
}

export interface ConversionRate {
  fromCurrency: Currency;
  toCurrency: Currency;
  conversionRate: DecimalString;
}

export interface TotalAsset {
  totalAmount: DecimalString;
  threshold: DecimalString;
}
