import type { BankEvent } from '@axia/core';

// The rule against double announcements (issue 31): the customer's own money movement in this tab already ends in
// its screen's toast ('Transfer successful!' …), so its events are not said again. "Own" means a transaction this
// tab's money-moving call (the contract's `idempotent` calls) answered with: its transactionId / publicId / id.
// An event can outrun the call's answer (the bank commits, then answers), so an event arriving while such a call
// is unanswered waits for it. Only the transaction's first status is the customer's doing: a later change (the back
// office approving a held wire) is news and is announced.

const KEPT = 50;

export class OwnActivity {
  private inFlight = 0;
  private waiting: (() => void)[] = [];
  /** Own transaction ids → the status its first event had (null until one arrived). */
  private readonly own = new Map<string, string | null>();

  /** Runs a money-moving call and remembers the transaction its answer names. */
  track<T>(call: Promise<T>): Promise<T> {
    this.inFlight += 1;
    const settle = () => {
      this.inFlight -= 1;
      if (this.inFlight === 0) for (const resume of this.waiting.splice(0)) resume();
    };
    call.then((answer) => {
      this.remember(answer);
      settle();
    }, settle);
    return call;
  }

  /** Resolves to whether the event is one of this tab's own transactions in its first status. */
  async isOwn(event: BankEvent): Promise<boolean> {
    const tx = event.transaction;
    if (!tx) return false;
    if (this.inFlight > 0) await new Promise<void>((resume) => this.waiting.push(resume));
    const key = this.own.has(tx.id) ? tx.id : this.own.has(tx.publicId) ? tx.publicId : null;
    if (key === null) return false;
    const first = this.own.get(key) ?? null;
    if (first === null) {
      this.own.set(key, tx.status);
      return true;
    }
    return first === tx.status;
  }

  private remember(answer: unknown) {
    if (!answer || typeof answer !== 'object') return;
    const record = answer as Record<string, unknown>;
    for (const field of ['transactionId', 'publicId', 'id']) {
      const value = record[field];
      if (typeof value === 'string' && value) this.own.set(value, null);
    }
    // Keep the newest few: an old transfer's later events are not "just caused".
    while (this.own.size > KEPT) this.own.delete(this.own.keys().next().value as string);
  }
}
