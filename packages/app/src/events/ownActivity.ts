import type { BankEvent } from '@axia/core';

// The rule against double announcements (issue 31): what the customer does in this tab already ends in its screen's
// toast ('Transfer successful!', 'Card activated successfully!', 'Successfully submitted your request for review'
// …), so the events it caused are not said again (nor do they replace that toast). An event is the tab's own when
//  (a) it concerns a transaction or entity this tab's call that changes something (every method but GET) named,
//      in its answer (transactionId / publicId / id) or its request (the id it acted on), and the event carries the
//      status of that call's doing: the first status seen for it; a later change (the back office approving a held
//      wire) is news and is announced; or
//  (b) it arrives while such a call is unanswered, or within ANSWER_RACE_MS of its answer: the bank commits, then
//      answers and notifies at once, so the two race; calls whose answer names nothing (a staking applied, a card
//      loaded) are covered by this.

const KEPT = 50;
/** How long after such a call's answer an event is still taken as that call's doing. */
export const ANSWER_RACE_MS = 2_000;

const ID_FIELDS = ['transactionId', 'publicId', 'id'] as const;

/** The ids a call's answer or request names: top-level fields, and those of its params and body. */
function idsIn(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const ids = ID_FIELDS.map((field) => record[field]).filter(
    (id): id is string => typeof id === 'string' && id !== '',
  );
  return [...ids, ...idsIn(record.params), ...idsIn(record.body)];
}

export class OwnActivity {
  private inFlight = 0;
  private waiting: (() => void)[] = [];
  /** When the last such call was answered (Date.now()). */
  private lastAnswerAt = -Infinity;
  /** Ids of own transactions and entities → the status their first event had (null until one arrived). */
  private readonly own = new Map<string, string | null>();

  /** Runs a call that changes something (`input`: its request) and remembers what it names. */
  track<T>(call: Promise<T>, input?: unknown): Promise<T> {
    this.remember(idsIn(input));
    this.inFlight += 1;
    const settle = () => {
      this.inFlight -= 1;
      this.lastAnswerAt = Date.now();
      if (this.inFlight === 0) for (const resume of this.waiting.splice(0)) resume();
    };
    call.then((answer) => {
      this.remember(idsIn(answer));
      settle();
    }, settle);
    return call;
  }

  /** Resolves to whether the event is this tab's own doing (see the rule above). */
  async isOwn(event: BankEvent): Promise<boolean> {
    const during = this.inFlight > 0;
    if (during) await new Promise<void>((resume) => this.waiting.push(resume));
    const racing = during || Date.now() - this.lastAnswerAt <= ANSWER_RACE_MS;
    const status = event.transaction?.status ?? event.status;
    const ids = [event.transaction?.id, event.transaction?.publicId, event.entityId];
    const key = ids.find((id) => id !== undefined && this.own.has(id));
    if (key === undefined) return racing;
    const first = this.own.get(key) ?? null;
    if (first === null) {
      this.own.set(key, status);
      return true;
    }
    return first === status;
  }

  private remember(ids: string[]) {
    // A new call on an item this tab acted on before (submitted, now cancelled): its next status is this call's.
    for (const id of ids) {
      this.own.delete(id);
      this.own.set(id, null);
    }
    // Keep the newest few: an old transfer's later events are not "just caused".
    while (this.own.size > KEPT) this.own.delete(this.own.keys().next().value as string);
  }
}
