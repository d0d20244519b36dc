import { makeAutoObservable, runInAction } from 'mobx';
import { CODE_LENGTH, TRANSFER_MESSAGES } from '@axia/core';
import { errorText } from '../errors';
import { SubmissionKeys } from '../submissionKeys';
import {
  loadWebAuthn,
  type AuthenticationResponseJSON,
  type PasskeyApproval,
  type PasskeyRequestOptionsJSON,
  type PaymentSummary,
} from '../webauthn';
import { SECOND_FACTOR_TEXT } from './messages';

/**
 * An emailed second factor (seed 001 §4, §5, §8; seed 002 §3, §4 Security settings): the flow shared by the member and
 * wire wizards, the transaction-2FA toggles and the email-and-phone change (whose 207 names its record `requestId`:
 * the record id is read from either key, and the caller maps it back).
 *
 * API (H5: the wire wizard uses exactly this):
 *
 *   const flow = useSecondFactor();               // one per wizard screen (./SecondFactorDialog.tsx)
 *   const result = await flow.send(
 *     (factor, idempotencyKey) => api.wireTransfer({ body: { ...body, ...factor }, idempotencyKey }),
 *     JSON.stringify(body),                        // optional: names the transfer (see below)
 *   );
 *   // result: { status: 'done', answer }      the transfer went through (200), the dialog is closed
 *   //         { status: 'failed', message }    any error but the code's own: the dialog is closed, show `message`
 *   //         { status: 'cancelled' }          the customer closed the code dialog
 *   <SecondFactorDialog flow={flow} />         // render it once, anywhere in the screen
 *
 * - `send(factor, idempotencyKey)` makes the call: `factor` is undefined on the first call (and on a resend), else
 *   `{ mfaCode, transaction2faRecordId }`; pass `idempotencyKey` to the client (`idempotencyKey` input). One key per
 *   distinct call; the same call retried after it got no answer (a network failure) reuses its key, also across
 *   flows when the second argument (`submission`, e.g. the JSON of the body) names the same transfer.
 * - A 207 answer opens the dialog with its record and its 5-minute countdown (from the answer's arrival: see ask()).
 * - 'Verification code is invalid' keeps the dialog open with the error; 'Verification code is expired' too, and
 *   clears the record id (seed 001 §8), so only "Didn't get a verification code?" can go on.
 * - "Didn't get a verification code?" (enabled once the code has expired) sends the first call again: a new 207.
 * - `flow.pending` is true while a call runs: a second send meanwhile is refused (a double click sends once).
 *
 * Passkeys (issue 45): a 207 that carries `passkey` (a customer with a passkey) opens the dialog as an approval: the
 * amount and payee, 'Approve with passkey' (approveWithPasskey(): the browser's Secure Payment Confirmation or a
 * plain passkey prompt, then the second call with `{ transaction2faRecordId, passkeyAssertion }`), and 'Send me a
 * code instead' (askForCode(): the call again with `{ approveWith: 'CODE' }`, whose 207 is today's code dialog).
 */

/** Seed 001 §9: the code's countdown, 5 minutes. */
const CODE_LIFETIME_MS = 5 * 60_000;

/** The second call's addition for a mailed code. */
interface CodeFactor {
  mfaCode: string;
  transaction2faRecordId: string;
}

/**
 * What a call adds to the transfer's body: the mailed code with its record, the passkey's signature with its record,
 * or the customer's ask for a mailed code instead of the passkey.
 */
export type SecondFactor =
  | CodeFactor
  | { transaction2faRecordId: string; passkeyAssertion: AuthenticationResponseJSON }
  | { approveWith: 'CODE' };

/** The 207 answer (core's secondFactorAnswerSchema). */
export interface CodeAnswer {
  statusCode: 207;
  message: string;
  transaction2faRecordId: string;
  expiresAt: string;
  /** The customer has a passkey: the bank asks it (no code mailed) with these prompt options. */
  passkey?: PasskeyRequestOptionsJSON;
  /** What the passkey approves, when it is a payment. */
  payment?: PaymentSummary;
}

/** Asks the customer's passkey to approve (the browser's prompt); rejects when it does not. */
export type PasskeyApprover = (
  approval: PasskeyApproval,
  options: { securePayment: boolean },
) => Promise<AuthenticationResponseJSON>;

/** The browser's prompt, its code loaded on first use. */
const browserApprover: PasskeyApprover = async (approval, options) =>
  (await loadWebAuthn()).approveWithPasskey(approval, options);

/** The 207 answer of POST /user (core's codeRequiredSchema): its record is `requestId`. */
export interface RequestCodeAnswer {
  statusCode: 207;
  message: string;
  requestId: string;
}

/** The bank's words for a wrong code (the dialog stays) and a void record (only the resend goes on). */
export interface CodeMessages {
  invalid: readonly string[];
  expired: readonly string[];
}

/** The transfers' (seed 001 §8). */
const TRANSFER_CODE_MESSAGES: CodeMessages = {
  invalid: [TRANSFER_MESSAGES.codeInvalid],
  expired: [TRANSFER_MESSAGES.codeExpired],
};

const recordIdOf = (answer: CodeAnswer | RequestCodeAnswer) =>
  'transaction2faRecordId' in answer ? answer.transaction2faRecordId : answer.requestId;

/** A transfer's call: the bank's 200 answer (any shape with statusCode 200) or a 207. */
export type SecondFactorSend<Done extends { statusCode: 200 }> = (
  factor: SecondFactor | undefined,
  idempotencyKey: string,
) => Promise<Done | CodeAnswer | RequestCodeAnswer>;

export type SecondFactorResult<Done> =
  | { status: 'done'; answer: Done }
  | { status: 'failed'; message: string }
  | { status: 'cancelled' };

const isCodeAnswer = (answer: unknown): answer is CodeAnswer | RequestCodeAnswer =>
  typeof answer === 'object' &&
  answer !== null &&
  (answer as { statusCode?: unknown }).statusCode === 207;

/** The store behind useSecondFactor and SecondFactorDialog; one per wizard screen. `now` is the clock (ms). */
export class SecondFactorStore {
  open = false;
  code = '';
  /** The error shown under the code (tied to the field), or null. */
  error: string | null = null;
  recordId: string | null = null;
  /** When the code expires (ms since the epoch), or null. */
  expiresAt: number | null = null;
  pending = false;
  /** The clock's time, re-read every second while the dialog is open (the countdown). */
  nowMs: number;
  /** The bank asks the customer's passkey (the dialog is an approval), or null (a mailed code). */
  passkey: PasskeyApproval | null = null;
  /** The bank's words with its 207 (what the passkey approval says). */
  message = '';
  /** The customer asked for a code instead of the passkey: a new code is asked the same way. */
  private codeInstead = false;
  /** Secure Payment Confirmation failed once: the next try is a plain passkey prompt. */
  private securePayment = true;
  private sendCall: SecondFactorSend<{ statusCode: 200 }> | null = null;
  private finish: ((result: SecondFactorResult<{ statusCode: 200 }>) => void) | null = null;
  /** What the running flow sends (its keys are named after it). */
  private submission = '';
  private readonly keys: SubmissionKeys;

  constructor(
    private readonly now: () => number = () => Date.now(),
    private readonly newKey: () => string = () => crypto.randomUUID(),
    private readonly messages: CodeMessages = TRANSFER_CODE_MESSAGES,
    private readonly approver: PasskeyApprover = browserApprover,
  ) {
    this.nowMs = now();
    this.keys = new SubmissionKeys(newKey);
    makeAutoObservable<
      SecondFactorStore,
      | 'now'
      | 'newKey'
      | 'keys'
      | 'sendCall'
      | 'finish'
      | 'submission'
      | 'messages'
      | 'approver'
      | 'codeInstead'
      | 'securePayment'
    >(this, {
      now: false,
      messages: false,
      approver: false,
      codeInstead: false,
      securePayment: false,
      newKey: false,
      keys: false,
      sendCall: false,
      finish: false,
      submission: false,
    });
  }

  /** Seconds left before the code expires (0 once expired). */
  get secondsLeft(): number {
    if (this.expiresAt === null) return 0;
    return Math.max(0, Math.ceil((this.expiresAt - this.nowMs) / 1000));
  }

  /** The code can no longer be used: "Didn't get a verification code?" wakes up. */
  get expired(): boolean {
    return this.recordId === null || this.secondsLeft === 0;
  }

  /** 'm:ss' left. */
  get countdown(): string {
    const left = this.secondsLeft;
    return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  }

  tick() {
    this.nowMs = this.now();
  }

  setCode(code: string) {
    this.code = code;
    if (this.error === TRANSFER_MESSAGES.codeIncomplete && code.length === CODE_LENGTH)
      this.error = null;
  }

  /**
   * Runs a transfer through its second factor; resolves when it is done, failed or cancelled. `submission` names the
   * transfer (e.g. the JSON of its body): sending the same one again after a call got no answer reuses its key.
   */
  // Typed by the whole answer (the 200 is picked out of it): the bank's 207 type need not be the kit's CodeAnswer
  // exactly, only fit it.
  send<Answer extends { statusCode: 200 } | CodeAnswer | RequestCodeAnswer>(
    send: (factor: SecondFactor | undefined, idempotencyKey: string) => Promise<Answer>,
    submission: string = this.newKey(),
  ): Promise<SecondFactorResult<Extract<Answer, { statusCode: 200 }>>> {
    type Done = Extract<Answer, { statusCode: 200 }>;
    if (this.pending || this.finish) return Promise.resolve({ status: 'cancelled' });
    return new Promise<SecondFactorResult<Done>>((resolve) => {
      this.submission = submission;
      this.sendCall = send as unknown as SecondFactorSend<{ statusCode: 200 }>;
      this.finish = resolve as (result: SecondFactorResult<{ statusCode: 200 }>) => void;
      void this.call(undefined);
    });
  }

  /** The dialog's Confirm: the code with its record. */
  async submitCode() {
    if (this.pending) return;
    if (this.code.length < CODE_LENGTH) {
      this.error = TRANSFER_MESSAGES.codeIncomplete;
      return;
    }
    if (this.recordId === null) {
      this.error = TRANSFER_MESSAGES.codeExpired;
      return;
    }
    // A new attempt: the last error goes, so the same error coming back is shown (and heard) again.
    this.error = null;
    await this.call({ mfaCode: this.code, transaction2faRecordId: this.recordId });
  }

  /** "Didn't get a verification code?": the first call again, for a new code and record. */
  async resend() {
    if (this.pending || !this.expired) return;
    await this.call(this.codeInstead ? { approveWith: 'CODE' } : undefined);
  }

  /**
   * 'Approve with passkey': the browser's prompt, then the call with the signature and the record. A prompt closed or
   * failed keeps the dialog open and says so (the next try is a plain passkey prompt). A void record (the bank said
   * expired) first asks the bank for a new challenge.
   */
  async approveWithPasskey() {
    const approval = this.passkey;
    const recordId = this.recordId;
    if (this.pending || !approval) return;
    this.error = null;
    if (recordId === null) {
      await this.call(undefined);
      return;
    }
    this.pending = true;
    let passkeyAssertion: AuthenticationResponseJSON;
    try {
      passkeyAssertion = await this.approver(approval, { securePayment: this.securePayment });
    } catch {
      runInAction(() => {
        this.pending = false;
        this.securePayment = false;
        this.error = SECOND_FACTOR_TEXT.passkeyNotApproved;
      });
      return;
    }
    runInAction(() => {
      this.pending = false;
    });
    await this.call({ transaction2faRecordId: recordId, passkeyAssertion });
  }

  /** 'Send me a code instead': the call again asking a mailed code; its 207 opens today's code dialog. */
  async askForCode() {
    if (this.pending || !this.passkey) return;
    this.codeInstead = true;
    this.error = null;
    await this.call({ approveWith: 'CODE' });
  }

  /** The customer closed the dialog. */
  cancel() {
    if (this.pending) return;
    this.end({ status: 'cancelled' });
  }

  private async call(factor: SecondFactor | undefined) {
    const send = this.sendCall;
    if (!send || this.pending) return;
    const signature = JSON.stringify([this.submission, factor ?? null]);
    const key = this.keys.key(signature);
    this.pending = true;
    try {
      const answer = await send(factor, key);
      this.keys.settle(signature);
      runInAction(() => {
        this.pending = false;
        if (isCodeAnswer(answer)) this.ask(answer);
        else this.end({ status: 'done', answer });
      });
    } catch (error) {
      this.keys.settle(signature, error);
      const message = errorText(error);
      runInAction(() => {
        this.pending = false;
        if (this.open && this.messages.invalid.includes(message)) {
          this.code = '';
          this.error = message;
        } else if (this.open && this.messages.expired.includes(message)) {
          this.code = '';
          this.error = message;
          this.recordId = null;
        } else {
          this.end({ status: 'failed', message });
        }
      });
    }
  }

  private ask(answer: CodeAnswer | RequestCodeAnswer) {
    this.open = true;
    this.code = '';
    this.error = null;
    this.recordId = recordIdOf(answer);
    this.message = answer.message;
    this.passkey =
      'passkey' in answer && answer.passkey
        ? { passkey: answer.passkey, ...(answer.payment ? { payment: answer.payment } : {}) }
        : null;
    // The answer's expiresAt is on the bank's clock, which may differ from the device's (the e2e suite's pinned
    // browser clock does): the countdown runs the code's lifetime (seed 001 §9: 5 minutes) from the answer's arrival
    // on the device's clock, and never longer than expiresAt allows when both clocks agree. The bank stays the judge
    // ('Verification code is expired').
    this.nowMs = this.now();
    this.expiresAt = this.nowMs + CODE_LIFETIME_MS;
  }

  private end(result: SecondFactorResult<{ statusCode: 200 }>) {
    const finish = this.finish;
    this.finish = null;
    this.sendCall = null;
    this.open = false;
    this.code = '';
    this.error = null;
    this.recordId = null;
    this.expiresAt = null;
    this.passkey = null;
    this.message = '';
    this.codeInstead = false;
    this.securePayment = true;
    finish?.(result);
  }
}
