import { makeAutoObservable, runInAction } from 'mobx';
import {
  CARD_MESSAGES,
  cardLoadAmountError,
  cardLoadErrorText,
  cardLoadQuote,
  isCardCurrency,
  type BankClient,
  type Card,
  type CardLoadQuote,
} from '@axia/core';
import { SubmissionKeys } from '../../../kit';
import { errorText } from '../../../kit/errors';
import { PaymentSourceStore, type PaymentSource, type Price } from '../../../kit';

// The Load modal (seed 002 §5 Load card, §8, §9): the amount in the card currency (minimum 5, the currency's
// decimals), the source (an account or a staking), the quote before confirming (amount, the 1.7 % platform fee, the
// card's load fee with its minimum, the total, and what the source pays in its own currency), then POST /card/load
// with one Idempotency-Key per submission. Success only when the answer's Description is 'Success'; any other
// Description is shown in the modal with a red icon; errors through core cardLoadErrorText.

export type LoadStep = 'form' | 'confirm';

/** What the modal shows after a submission that did not load the card (red icon). */
export interface LoadProblem {
  /** Declined by the issuer (its Description) or refused (the error's text). */
  kind: 'declined' | 'failed';
  message: string;
}

export type LoadResult = { status: 'loaded'; card: Card | null } | { status: 'not-loaded' };

type Api = Pick<BankClient, 'loadCard' | 'getAllowTransferFrom' | 'getConversionRate'>;

export interface LoadCardSnapshot {
  amount?: string;
  source?: PaymentSource | null;
  step?: LoadStep;
  problem?: LoadProblem | null;
}

export class LoadCardForm {
  amount = '';
  source: PaymentSource | null = null;
  step: LoadStep = 'form';
  /** Errors are shown once Continue was pressed (then live). */
  attempted = false;
  submitting = false;
  problem: LoadProblem | null = null;
  /** One Idempotency-Key per submission (kept after a call that got no answer, for its retry). */
  private readonly keys: SubmissionKeys;

  constructor(
    private readonly api: Api,
    readonly card: Card,
    readonly sources: PaymentSourceStore = new PaymentSourceStore(api, 'CARD_LOAD'),
    initial: LoadCardSnapshot = {},
    newKey?: () => string,
  ) {
    Object.assign(this, initial);
    if (initial.step === 'confirm') this.attempted = true;
    this.keys = new SubmissionKeys(newKey);
    makeAutoObservable<LoadCardForm, 'api' | 'keys'>(this, {
      api: false,
      card: false,
      sources: false,
      keys: false,
    });
  }

  get currency() {
    return this.card.currency;
  }

  /** §5: 'Please insert a valid amount!' (zero, not a number, too many decimals) or the minimum; null when valid. */
  get amountProblem(): string | null {
    if (!isCardCurrency(this.currency)) return CARD_MESSAGES.invalidAmount;
    return cardLoadAmountError(this.amount, this.currency);
  }

  get amountError(): string | null {
    return this.attempted ? this.amountProblem : null;
  }

  /** §5 'Please select an account for amount deduction!'. */
  get sourceError(): string | null {
    return this.attempted && !this.source ? CARD_MESSAGES.selectDeduction : null;
  }

  /** The §9 quote of a valid amount (the card's own load fee terms), else null. */
  get quote(): CardLoadQuote | null {
    if (this.amountProblem || !isCardCurrency(this.currency)) return null;
    return cardLoadQuote(this.amount.replace(/,/g, '').trim(), this.currency, this.card.limit);
  }

  /** What the source pays for: the total in the card currency. */
  get price(): Price | null {
    const quote = this.quote;
    return quote ? { amount: quote.total, currency: quote.currency } : null;
  }

  /** The total in the chosen source's currency (null while its rate is read). */
  get sourceQuote() {
    return this.sources.quote(this.source, this.price);
  }

  setAmount(value: string) {
    this.amount = value;
    this.problem = null;
  }

  chooseSource(source: PaymentSource) {
    this.source = source;
    this.problem = null;
  }

  /** To the confirmation when everything is valid and the source holds the total; false otherwise. */
  continue(): boolean {
    this.attempted = true;
    if (this.amountProblem || !this.source) return false;
    const quote = this.sourceQuote;
    if (!quote || !quote.sufficient) return false;
    this.step = 'confirm';
    this.problem = null;
    return true;
  }

  back() {
    this.step = 'form';
    this.problem = null;
  }

  /** POST /card/load once; the modal stays open unless the card was loaded. */
  async submit(): Promise<LoadResult> {
    const quote = this.quote;
    const source = this.source;
    if (!quote || !source || this.submitting) return { status: 'not-loaded' };
    this.submitting = true;
    this.problem = null;
    const body = { cardId: this.card.id, amount: quote.amount, ...source };
    const signature = JSON.stringify(body);
    try {
      const answer = await this.api.loadCard({ body, idempotencyKey: this.keys.key(signature) });
      this.keys.settle(signature);
      if (answer.Description === 'Success') return { status: 'loaded', card: answer.card };
      runInAction(() => {
        this.problem = { kind: 'declined', message: answer.Description };
      });
      return { status: 'not-loaded' };
    } catch (error) {
      // An answered refusal frees the key; a network failure keeps it, so the retry is the same submission.
      this.keys.settle(signature, error);
      runInAction(() => {
        this.problem = { kind: 'failed', message: cardLoadErrorText(errorText(error)) };
      });
      return { status: 'not-loaded' };
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }
}
