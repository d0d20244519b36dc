import { makeAutoObservable, runInAction } from 'mobx';
import {
  cardPriceInSource,
  compare,
  isAccountActive,
  isActiveStakingStatus,
  type Account,
  type BankClient,
  type Currency,
  type PaymentKind,
  type UserStaking,
} from '@axia/core';
import type { Read } from '../read';
import { errorText } from '../errors';

// The data behind PaymentSourceField (seed 002 §2 'source account or staking choice', §3 'fromAccountId or
// fromStakingId', §5 step 2): the accounts AND stakings a card payment of `kind` may be taken from (GET
// /account/allow-transfer-from?transactionType=…), and the bank's rates (GET /currency/conversionRate, source → price
// currency) for the price converted into the chosen source's currency (core cardPriceInSource: the bank's rule).

/** Where a card payment is taken from: an account or a staking (§3: exactly one of the two ids). */
export type PaymentSource = { fromAccountId: string } | { fromStakingId: string };

/** A price: a decimal string in a currency (card fees in USD, a load in the card currency). */
export interface Price {
  amount: string;
  currency: Currency;
}

/** A source as the picker shows it. */
export interface SourceOption {
  /** The picker's key: 'account:<id>' or 'staking:<id>'. */
  key: string;
  source: PaymentSource;
  name: string;
  publicId: string;
  /** What it can pay now: an account's amount (§5 'the account amount'), a staking's spendable amount. */
  balance: string;
  currency: Currency;
  /** Not ACTIVE: greyed, not selectable. */
  unavailable: boolean;
}

/** What paying `price` from the chosen source takes, in the source's currency. */
export interface SourceQuote {
  amount: string;
  currency: Currency;
  /** False when the source holds less than `amount` ('Insufficient account balance!'). */
  sufficient: boolean;
  /** The rate used (source → price currency), null in the same currency. */
  rate: string | null;
}

export const sourceKey = (source: PaymentSource) =>
  'fromAccountId' in source ? `account:${source.fromAccountId}` : `staking:${source.fromStakingId}`;

type Api = Pick<BankClient, 'getAllowTransferFrom' | 'getConversionRate'>;

export interface PaymentSourceSnapshot {
  sources?: Read<{ accounts: readonly Account[]; stakings: readonly UserStaking[] }>;
  /** Rates by 'FROM>TO'. */
  rates?: Record<string, string>;
}

export class PaymentSourceStore {
  sources: Read<{ accounts: readonly Account[]; stakings: readonly UserStaking[] }> = {
    status: 'loading',
  };
  /** Rates read so far, by 'FROM>TO' (a failed read stores its message under `rateErrors`). */
  rates: Record<string, string> = {};
  rateErrors: Record<string, string> = {};
  private readonly asked = new Set<string>();

  constructor(
    private readonly api: Api,
    readonly kind: PaymentKind,
    initial: PaymentSourceSnapshot = {},
  ) {
    Object.assign(this, initial);
    makeAutoObservable<PaymentSourceStore, 'api' | 'asked'>(this, {
      api: false,
      asked: false,
      kind: false,
    });
  }

  /** GET /account/allow-transfer-from?transactionType=<kind>. */
  async load() {
    this.sources = { status: 'loading' };
    try {
      const answer = await this.api.getAllowTransferFrom({ query: { transactionType: this.kind } });
      runInAction(() => {
        this.sources = {
          status: 'ready',
          value: { accounts: answer.accounts, stakings: answer.stakings },
        };
      });
    } catch (error) {
      runInAction(() => {
        this.sources = { status: 'failed', message: errorText(error) };
      });
    }
  }

  get options(): SourceOption[] {
    if (this.sources.status !== 'ready') return [];
    const { accounts, stakings } = this.sources.value;
    return [
      ...accounts.map((account) => ({
        key: `account:${account.id}`,
        source: { fromAccountId: account.id },
        name: account.alias ?? account.typePublicName,
        publicId: account.publicId,
        balance: account.amount,
        currency: account.currency,
        unavailable: !isAccountActive(account),
      })),
      ...stakings.map((staking) => ({
        key: `staking:${staking.id}`,
        source: { fromStakingId: staking.id },
        name: `Staking: ${staking.name}`,
        publicId: staking.publicId,
        balance: staking.spendableAmount,
        currency: staking.currency,
        unavailable: !isActiveStakingStatus(staking.status),
      })),
    ];
  }

  option(source: PaymentSource | null): SourceOption | null {
    if (!source) return null;
    const key = sourceKey(source);
    return this.options.find((option) => option.key === key) ?? null;
  }

  /** Reads the rate from → to once (GET /currency/conversionRate); same currency needs none. */
  ensureRate(from: Currency, to: Currency) {
    if (from === to) return;
    const pair = `${from}>${to}`;
    if (pair in this.rates || this.asked.has(pair)) return;
    this.asked.add(pair);
    this.api.getConversionRate({ query: { fromCurrency: from, toCurrency: to } }).then(
      (answer) =>
        runInAction(() => {
          this.rates[pair] = answer.conversionRate;
        }),
      (error: unknown) =>
        runInAction(() => {
          this.asked.delete(pair);
          this.rateErrors[pair] = errorText(error);
        }),
    );
  }

  /** Reads the rate again after a failure. */
  retryRate(from: Currency, to: Currency) {
    delete this.rateErrors[`${from}>${to}`];
    this.ensureRate(from, to);
  }

  rateError(from: Currency, to: Currency): string | null {
    return this.rateErrors[`${from}>${to}`] ?? null;
  }

  /**
   * What paying `price` from `source` takes, in the source's currency (core cardPriceInSource at the bank's rate),
   * and whether the source holds it; null while the rate is read (or nothing is chosen).
   */
  quote(source: PaymentSource | null, price: Price | null): SourceQuote | null {
    const option = this.option(source);
    if (!option || !price) return null;
    const rate =
      option.currency === price.currency
        ? null
        : this.rates[`${option.currency}>${price.currency}`];
    if (rate === undefined) return null;
    const amount = cardPriceInSource(price.amount, price.currency, option.currency, rate);
    return {
      amount,
      currency: option.currency,
      sufficient: compare(option.balance, amount) >= 0,
      rate,
    };
  }
}
