import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { isFutureMonth, type BankClient, type CardStatement } from '@axia/core';
import type { Read } from '../../../kit';
import { errorText } from '../../../kit/errors';

// The Transactions tab (seed 002 §2 'Transactions (monthly statement)', §5 last line, §7, §9): one month of the card's
// statement (GET /card/{id}/transactions?year&month&filter=1), the current month by default, no month after it.

export type StatementRead = Read<CardStatement>;

/** 'YYYY-MM' of a date in UTC (the bank's months, as core isFutureMonth reads them). */
const monthOfDate = (date: Date) => date.toISOString().slice(0, 7);

export class CardStatementStore {
  /** 'YYYY-MM'. */
  month: string;
  statement: StatementRead = { status: 'loading' };
  private request = 0;

  constructor(
    private readonly api: Pick<BankClient, 'getCardTransactions'>,
    readonly cardId: string,
    readonly clock: () => Date = () => new Date(Date.now()),
    /** A failed read's text for the general error display (§8). */
    private readonly onError: (message: string) => void = () => {},
  ) {
    this.month = monthOfDate(clock());
    makeAutoObservable<CardStatementStore, 'api' | 'request' | 'onError'>(this, {
      statement: observableRef,
      api: false,
      cardId: false,
      clock: false,
      request: false,
      onError: false,
    });
  }

  /** 'YYYY-MM-DD' of now (UTC): the month picker's today, months after its month unavailable. */
  get today() {
    return this.clock().toISOString().slice(0, 10);
  }

  /** Chooses a month; one after the current month is refused (§5). */
  setMonth(value: string) {
    const [year, month] = value.split('-').map(Number);
    if (!year || !month || isFutureMonth(year, month, this.clock())) return false;
    if (value === this.month && this.statement.status !== 'failed') return true;
    this.month = value;
    void this.load();
    return true;
  }

  async load() {
    const request = ++this.request;
    const [year, month] = this.month.split('-').map(Number) as [number, number];
    this.statement = { status: 'loading' };
    try {
      const statement = await this.api.getCardTransactions({
        params: { id: this.cardId },
        query: { year, month, filter: 1 },
      });
      if (request !== this.request) return;
      runInAction(() => {
        this.statement = { status: 'ready', value: statement };
      });
    } catch (error) {
      if (request !== this.request) return;
      const message = errorText(error);
      runInAction(() => {
        this.statement = { status: 'failed', message };
      });
      this.onError(message);
    }
  }
}
