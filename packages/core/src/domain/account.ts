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
