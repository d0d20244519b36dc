import { makeAutoObservable, runInAction } from 'mobx';
import type { Account, AccountOverview, BankClient, BankEvent, Spendable } from '@axia/core';
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
  /** Numbers each refresh; an answer older than one already shown is dropped (it may predate a live event). */
  private readSeq = 0;
  private shownSeq = 0;

  constructor(
    private readonly api: () => BankClient,
    private readonly onError: (message: string) => void = () => {},
    private readonly now: () => Date = () => new Date(),
  ) {
    makeAutoObservable<this, 'api' | 'onError' | 'now' | 'generation' | 'readSeq' | 'shownSeq'>(
      this,
      {
        api: false,
        onError: false,
        now: false,
        generation: false,
        readSeq: false,
        shownSeq: false,
      },
    );
  }

  /**
   * `quiet`: a read the customer did not ask for (a live event, a refocus): its failure keeps what is shown and
   * raises no toast.
   */
  async refresh({
    withRate = false,
    quiet = false,
  }: { withRate?: boolean; quiet?: boolean } = {}): Promise<void> {
    const generation = this.generation;
    const seq = ++this.readSeq;
    const live = () => generation === this.generation;
    this.loading = true;
    if (!quiet) this.error = null;
    const api = this.api();
    // Both settle before anything is shown, so the rate card starts with its rate (and 'Last updated' counts
    // from a read that happened before it).
    const [lists, rateCard] = await Promise.allSettled([
      Promise.all([api.getAccounts(), api.getAccountOverview()]),
      withRate ? Promise.all([api.getSpendable(), api.getConversionRate(AXC_USD)]) : null,
    ]);
    if (!live()) return;
    runInAction(() => {
      if (seq === this.readSeq) this.loading = false;
      if (lists.status === 'rejected') {
        if (!quiet) this.error = messageOf(lists.reason);
        return;
      }
      if (seq > this.shownSeq) {
        this.shownSeq = seq;
        [this.accounts, this.overview] = lists.value;
      }
      if (rateCard.status === 'fulfilled' && rateCard.value) {
        const [spendable, rate] = rateCard.value;
        this.spendable = spendable;
        this.rate = rate.conversionRate;
        this.rateUpdatedAt = this.now();
      }
    });
    if (quiet) return;
    // One report: the accounts' failure, else the rate card's (the card then says the rate is unavailable).
    if (lists.status === 'rejected') this.onError(messageOf(lists.reason));
    else if (rateCard.status === 'rejected') this.onError(messageOf(rateCard.reason));
  }

  /**
   * A live bank event (issue 31): the balances it carries show at once, then the accounts and the overview (and
   * the spendable amounts, when the page shows them) are read again quietly, as a refresh does.
   */
  applyEvent(event: Pick<BankEvent, 'balances'>): Promise<void> {
    if (event.balances.length > 0) {
      const byId = new Map(event.balances.map((balance) => [balance.accountId, balance]));
      this.accounts = this.accounts.map((account) => {
        const balance = byId.get(account.id);
        return balance
          ? { ...account, amount: balance.amount, spendableAmount: balance.spendableAmount }
          : account;
      });
    }
    return this.refresh({ withRate: this.spendable !== null, quiet: true });
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
