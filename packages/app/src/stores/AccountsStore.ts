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
    // Both settle before anything is shown, so the rate card starts with its rate (and 'Last updated' counts
    // from a read that happened before it).
    const [lists, rateCard] = await Promise.allSettled([
      Promise.all([api.getAccounts(), api.getAccountOverview()]),
      withRate ? Promise.all([api.getSpendable(), api.getConversionRate(AXC_USD)]) : null,
    ]);
    if (!live()) return;
    runInAction(() => {
      this.loading = false;
      if (lists.status === 'rejected') {
        this.error = messageOf(lists.reason);
        return;
      }
      [this.accounts, this.overview] = lists.value;
      if (rateCard.status === 'fulfilled' && rateCard.value) {
        const [spendable, rate] = rateCard.value;
        this.spendable = spendable;
        this.rate = rate.conversionRate;
        this.rateUpdatedAt = this.now();
      }
    });
    // One report: the accounts' failure, else the rate card's (the card then says the rate is unavailable).
    if (lists.status === 'rejected') this.onError(messageOf(lists.reason));
    else if (rateCard.status === 'rejected') this.onError(messageOf(rateCard.reason));
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
