import { makeAutoObservable, runInAction } from 'mobx';
import type { Account, AccountOverview, BankClient, Spendable } from '@axia/core';
import type { AccountsView } from '@axia/features/kit';

/** Accounts, overview, spendable amounts and the AXC/USD rate (seed 000 §2.6), shared by the screens. */
export class AccountsStore implements AccountsView {
  accounts: Account[] = [];
  overview: AccountOverview | null = null;
  spendable: Spendable | null = null;
  rate: string | null = null;
  rateUpdatedAt: Date | null = null;
  loading = false;
  error: string | null = null;

  constructor(
    private readonly api: () => BankClient,
    private readonly onError: (message: string) => void = () => {},
  ) {
    makeAutoObservable<this, 'api' | 'onError'>(this, { api: false, onError: false });
  }

  async refresh(): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const api = this.api();
      const [accounts, overview, spendable, rate] = await Promise.all([
        api.getAccounts(),
        api.getAccountOverview(),
        api.getSpendable(),
        api.getConversionRate({ query: { fromCurrency: 'AXC', toCurrency: 'USD' } }),
      ]);
      runInAction(() => {
        this.accounts = accounts;
        this.overview = overview;
        this.spendable = spendable;
        this.rate = rate.conversionRate;
        this.rateUpdatedAt = new Date();
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      runInAction(() => {
        this.error = message;
      });
      this.onError(message);
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  clear() {
    this.accounts = [];
    this.overview = null;
    this.spendable = null;
    this.rate = null;
    this.rateUpdatedAt = null;
    this.loading = false;
    this.error = null;
  }
}
