import { makeAutoObservable, runInAction } from 'mobx';
import {
  CARD_LIMITS,
  cardLoadErrorText,
  type BankClient,
  type Card,
  type CardType,
  type FeatureFlag,
  type User,
} from '@axia/core';
import { PaymentSourceStore, SubmissionKeys, type Read } from '../../kit';
import { errorText } from '../../kit/errors';
import { AddressStore, type AddressSnapshot } from './AddressStore';
import { AgreementStore, type AgreementSnapshot } from './AgreementStore';
import { HolderStore, type HolderSnapshot } from './HolderStore';
import { APPLY_TEXT } from './messages';
import { PaymentStore, type PaymentSnapshot } from './PaymentStore';

// /cards/apply (seed 002 §2 Cards, §4 Card wizard, §5, §8, §9): the order wizard. Each step keeps its own state and
// rules in its store (HolderStore, AddressStore, PaymentStore, AgreementStore); this one reads what every step needs
// (the profile and the card types), moves between the steps and orders the card.
//
// Step 0's Next waits for a card type of the customer's country (GET /card/cardTypes) and names that fit; the other
// steps say why on Next. A step reads what it shows when it opens: the fees (step 2), the agreement (step 3).
// Order Card: POST /card/issueCard (one Idempotency-Key per submission), 1 s, POST /card/activate; the courier
// variant then 1 s and POST /card/load from the same source.
//
// Edit mode ('edit'): the same steps over a pending order's details; the last button reads Confirm, which checks
// every step again (the agreement included) and returns to /cards without calling the bank: nothing is charged. The
// bank has no call to change an order, so Confirm only re-validates what the customer sees (ours: §2 names the mode
// without saying more).

export type ApplyMode = 'order' | 'edit';

export const APPLY_STEPS = APPLY_TEXT.steps.map((label, index) => ({
  id: ['holder', 'address', 'payment', 'agreement'][index]!,
  label,
}));

export type IssuePhase = 'idle' | 'issuing' | 'activating' | 'loading' | 'done';

/** How the issue flow ended: activated (with the courier load's outcome), or issued but not activated. */
export type IssueResult =
  | { kind: 'activated'; card: Card; loadMessage: string | null; loaded: boolean }
  | { kind: 'notActivated'; card: Card };

type Api = Pick<
  BankClient,
  | 'getUser'
  | 'getCardTypes'
  | 'getCardProvider'
  | 'getCardAgreement'
  | 'issueCard'
  | 'activateCard'
  | 'loadCard'
  | 'getAllowTransferFrom'
  | 'getConversionRate'
>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The state a story or test may start from (anything the wizard holds), each part handed to its step's store. */
export type ApplySnapshot = Partial<
  Pick<ApplyStore, 'step' | 'phase' | 'result' | 'submitError'> & { showErrors: number[] }
> &
  HolderSnapshot &
  AddressSnapshot &
  PaymentSnapshot &
  AgreementSnapshot;

export interface ApplyOptions {
  mode?: ApplyMode;
  /** The waits between issue, activate and load (default: real time). */
  delay?: (ms: number) => Promise<void>;
  newKey?: () => string;
  initial?: ApplySnapshot;
  /** The source field's store (stories prepare one); default: one reading GET /account/allow-transfer-from. */
  sources?: PaymentSourceStore;
}

/** The snapshot's fields that were given (an absent one keeps the store's default). */
const given = <T extends object>(fields: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<T>;

export class ApplyStore {
  step = 0;
  readonly mode: ApplyMode;
  user: Read<User> = { status: 'loading' };
  types: Read<readonly CardType[]> = { status: 'loading' };
  /** Steps whose Next (or Order Card) was pressed: their messages show. */
  showErrors: number[] = [];
  // The issue flow.
  phase: IssuePhase = 'idle';
  result: IssueResult | null = null;
  submitError: string | null = null;

  readonly holder: HolderStore;
  readonly address: AddressStore;
  readonly payment: PaymentStore;
  readonly agreement: AgreementStore;
  private readonly keys: SubmissionKeys;
  private readonly delay: (ms: number) => Promise<void>;

  constructor(
    private readonly api: Api,
    features: readonly FeatureFlag[],
    options: ApplyOptions = {},
  ) {
    this.mode = options.mode ?? 'order';
    this.delay = options.delay ?? sleep;
    this.keys = new SubmissionKeys(options.newKey);
    const {
      step,
      phase,
      result,
      submitError,
      showErrors,
      alternativeFirstName,
      alternativeLastName,
      source,
      loadAmount,
      agreed,
      agreementOpen,
      ...address
    } = options.initial ?? {};
    Object.assign(this, given({ step, phase, result, submitError, showErrors }));
    this.holder = new HolderStore(
      () => this.profile,
      given({ alternativeFirstName, alternativeLastName }),
    );
    this.address = new AddressStore(
      {
        cardTypes: () => this.cardTypes,
        profile: () => this.profile,
        nextPressed: () => this.showErrors.includes(1),
      },
      features,
      given(address),
    );
    this.payment = new PaymentStore(
      api,
      this.address,
      options.sources ?? new PaymentSourceStore(api, 'CARD_ISSUE'),
      given({ source, loadAmount }),
    );
    this.agreement = new AgreementStore(
      api,
      () => this.address.region,
      given({ agreed, agreementOpen }),
    );
    makeAutoObservable<ApplyStore, 'api' | 'keys' | 'delay'>(this, {
      api: false,
      keys: false,
      delay: false,
      mode: false,
      holder: false,
      address: false,
      payment: false,
      agreement: false,
    });
  }

  /** GET /user (names, address, phone, region) and GET /card/cardTypes, then what the current step needs. */
  async load() {
    this.user = { status: 'loading' };
    this.types = { status: 'loading' };
    try {
      const [user, types] = await Promise.all([
        this.api.getUser(),
        this.api.getCardTypes({ query: {} }),
      ]);
      runInAction(() => {
        this.user = { status: 'ready', value: user };
        this.types = { status: 'ready', value: Array.isArray(types) ? types : types.data };
        this.holder.prefill(user);
        this.address.prefill(user);
      });
    } catch (error) {
      runInAction(() => {
        const message = errorText(error);
        this.user = { status: 'failed', message };
        this.types = { status: 'failed', message };
      });
      return;
    }
    const sources = this.payment.sources;
    if (sources.sources.status === 'loading') void sources.load();
    this.enter(this.step);
  }

  /** What a step reads when it opens: the fees (step 2), the agreement (step 3). */
  private enter(step: number) {
    if (step >= 2) void this.payment.loadFees();
    if (step === 3) void this.agreement.loadAgreement();
  }

  get profile(): User | null {
    return this.user.status === 'ready' ? this.user.value : null;
  }

  /** The card types of the customer's country (none: cards are not offered there). */
  get cardTypes(): readonly CardType[] {
    return this.types.status === 'ready' ? this.types.value : [];
  }

  get noCardType(): boolean {
    return this.types.status === 'ready' && this.types.value.length === 0;
  }

  /** Order Card (or Confirm) is greyed until the terms are there and approved (§4), and while ordering. */
  get mayOrder(): boolean {
    return this.agreement.accepted && this.phase === 'idle';
  }

  get stepValid(): boolean {
    if (this.step === 0)
      return (
        this.types.status === 'ready' &&
        this.cardTypes.length > 0 &&
        this.profile !== null &&
        this.holder.alternativeNameError === null
      );
    if (this.step === 1) return this.address.valid;
    if (this.step === 2) return this.payment.valid;
    return this.mayOrder;
  }

  /** §4 step 0: Next disabled without a card type or with names that do not fit (the other steps say why on Next). */
  get nextDisabled(): boolean {
    return this.step === 0 && !this.stepValid;
  }

  /** Next: the step's messages show; a valid step moves on (leaving step 1 formats the phone). */
  next(): boolean {
    if (this.step >= 3) return false;
    if (!this.showErrors.includes(this.step)) this.showErrors.push(this.step);
    if (!this.stepValid) return false;
    if (this.step === 1) this.address.leave();
    this.step += 1;
    this.enter(this.step);
    return true;
  }

  /** Back (steps 1–3). Step 0's Cancel leaves the wizard (the view navigates). */
  back() {
    if (this.step > 0 && this.phase === 'idle') this.step -= 1;
  }

  /** §3 'Issue card request'. */
  get issueBody() {
    return {
      cardTypeCode: this.address.cardTypeCode ?? '',
      ...this.holder.issueFields,
      ...this.address.issueFields,
      ...(this.payment.source ?? {}),
    };
  }

  /**
   * The last step's button. Not agreed: 'Please read our condition and check for continue!' shows, nothing is sent.
   * Edit mode: every step checked again, then done (the view returns to /cards); nothing is sent. Otherwise the issue
   * flow; true when it finished (the result dialog shows).
   */
  async submit(): Promise<boolean> {
    if (!this.showErrors.includes(3)) this.showErrors.push(3);
    if (!this.mayOrder) return false;
    if (this.mode === 'edit') return this.revalidate();
    const body = this.issueBody;
    const signature = JSON.stringify(body);
    this.submitError = null;
    this.phase = 'issuing';
    let card: Card;
    try {
      card = await this.api.issueCard({ body, idempotencyKey: this.keys.key(signature) });
      this.keys.settle(signature);
    } catch (error) {
      this.keys.settle(signature, error);
      runInAction(() => {
        this.phase = 'idle';
        this.submitError = errorText(error);
      });
      return false;
    }
    await this.delay(CARD_LIMITS.activationDelayMs);
    runInAction(() => (this.phase = 'activating'));
    try {
      card = await this.api.activateCard({ body: { cardId: card.id } });
    } catch {
      runInAction(() => {
        this.result = { kind: 'notActivated', card };
        this.phase = 'done';
      });
      return true;
    }
    let loadMessage: string | null = null;
    let loaded = false;
    if (this.address.courierVariant) {
      await this.delay(CARD_LIMITS.activationDelayMs);
      runInAction(() => (this.phase = 'loading'));
      const loadBody = {
        cardId: card.id,
        amount: this.payment.loadAmountSent,
        ...this.payment.source,
      };
      const loadSignature = JSON.stringify(loadBody);
      try {
        // A money move like any other: one Idempotency-Key per submission (docs/money.md 'Idempotency keys').
        const answer = await this.api.loadCard({
          body: loadBody,
          idempotencyKey: this.keys.key(loadSignature),
        });
        this.keys.settle(loadSignature);
        if (answer.Description === 'Success') {
          loaded = true;
          if (answer.card) card = answer.card;
        } else loadMessage = cardLoadErrorText(answer.Description);
      } catch (error) {
        this.keys.settle(loadSignature, error);
        loadMessage = cardLoadErrorText(errorText(error));
      }
    }
    runInAction(() => {
      this.result = { kind: 'activated', card, loadMessage, loaded };
      this.phase = 'done';
    });
    return true;
  }

  /** Edit mode's Confirm: every step valid again (the first invalid one opens with its messages). */
  private revalidate(): boolean {
    const current = this.step;
    for (let step = 0; step < 3; step++) {
      this.step = step;
      if (!this.stepValid) {
        if (!this.showErrors.includes(step)) this.showErrors.push(step);
        return false;
      }
    }
    this.step = current;
    return true;
  }
}
