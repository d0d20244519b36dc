import { makeAutoObservable, runInAction } from 'mobx';
import type { Account, AccountOverview, BankClient, Spendable } from '@axia/core';
import type { AccountsView } from '@axia/features/kit';

const AXC_USD = { query: { fromCurrency: 'AXC', toCurrency: 'USD' } } as const;

/** Accounts, overview, spendable amounts and the AXC/USD rate (seed 000 §2.6), shared by the screens. */
export class AccountsStore implements AccountsView {
  accounts: Account[] = [];
  overview: AccountOverview | null = null;
  spendable: Spendable | null = null;
  rate: string | null = null;
  rateUpdatedAt: Date | null = null;
  loading = false;
  error: string | null = null;
  /** Bumped by clear(): an answer to a call started before a sign-out is dropped, not stored. */
  private generation = 0;

  constructor(
    private readonly api: () => BankClient,
    private readonly onError: (message: string) => void = () => {},
    private readonly now: () => Date = () => new Date(),
  ) {
    makeAutoObservable<this, 'api' | 'onError' | 'now' | 'generation'>(this, {
      api: false,
      onError: false,
      now: false,
      generation: false,
    });
  }

  async refresh({ withRate = false }: { withRate?: boolean } = {}): Promise<void> {
    const generation = this.generation;
    const live = () => generation === this.generation;
    this.loading = true;
    this.error = null;
    const api = this.api();
    const lists = Promise.all([api.getAccounts(), api.getAccountOverview()]);
    const rateCard = withRate
      ? Promise.all([api.getSpendable(), api.getConversionRate(AXC_USD)])
      : null;
    try {
      const [accounts, overview] = await lists;
      if (live())
        runInAction(() => {
          this.accounts = accounts;
          this.overview = overview;
        });
    } catch (error) {
      if (live()) {
        const message = messageOf(error);
        runInAction(() => {
          this.error = message;
        });
        this.onError(message);
      }
      rateCard?.catch(() => undefined); // one report is enough
      if (live()) runInAction(() => (this.loading = false));
      return;
    }
    if (rateCard) {
      try {
        const [spendable, rate] = await rateCard;
        if (live())
          runInAction(() => {
            this.spendable = spendable;
            this.rate = rate.conversionRate;
            this.rateUpdatedAt = this.now();
          });
      } catch (error) {
        // The card says the rate is unavailable; the accounts stay on the page.
        if (live()) this.onError(messageOf(error));
      }
    }
    if (live()) runInAction(() => (this.loading = false));
  }

  /** Re-reads only the AXC/USD rate (the rate card's refresh). Rejects on failure; the caller reports it. */
  async refreshRate(): Promise<void> {
    const generation = this.generation;
    const { conversionRate } = await this.api().getConversionRate(AXC_USD);
    if (generation !== this.generation) return;
    runInAction(() => {
      this.rate = conversionRate;
      this.rateUpdatedAt = this.now();
    });
  }

  clear() {
    this.generation += 1;
    this.accounts = [];
    this.overview = null;
    this.spendable = null;
    this.rate = null;
    this.rateUpdatedAt = null;
    this.loading = false;
    this.error = null;
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
