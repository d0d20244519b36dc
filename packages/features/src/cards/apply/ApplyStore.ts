import { makeAutoObservable, runInAction } from 'mobx';
import {
  addressErrors,
  ADDRESS_FIELDS,
  CARD_FLAGS,
  CARD_LIMITS,
  CARD_MESSAGES,
  cardLoadAmountError,
  cardLoadErrorText,
  cardLoadQuote,
  cardNameMessage,
  cardNameProblem,
  cardOrderSummary,
  cardPhoneError,
  compare,
  decimal,
  decimalsFor,
  formatCardPhone,
  invalidAddressCharacters,
  isCardCurrency,
  type AddressField,
  type BankClient,
  type Card,
  type CardAddress,
  type CardAgreement,
  type CardCurrency,
  type CardDelivery,
  type CardFeeSetView,
  type CardLoadQuote,
  type CardOrderSummary,
  type CardType,
  type FeatureFlag,
  type User,
} from '@axia/core';
import { defaultPhoneCountry } from '@axia/core/countries';
import { SubmissionKeys, type Read } from '../../kit';
import { errorText } from '../../kit/errors';
import { PaymentSourceStore, type PaymentSource, type Price, type SourceQuote } from '../../kit';
import { APPLY_TEXT } from './messages';

// /cards/apply (seed 002 §2 Cards, §4 Card wizard, §5 Address / Card wizard, §8, §9): the order wizard's state.
//
// Step 0 Card holder: the names of GET /user (read-only); a name over 20 characters or not only letters (core
//   cardNameProblem) asks for the alternative names (prefilled from the profile). Next waits for a card type of the
//   customer's country (GET /card/cardTypes) and names that fit.
// Step 1 Address: the card currency (a card type; §5 'Please select currency to apply for your card!'), with the
//   physical-card feature (CARD_COURIER_OPTION) the physical card and its delivery (Standard or Courier) and the
//   phone (required, ≥ 9 digits, formatted on leaving the step); the billing address (from the profile) and the
//   shipping address ('Same as billing address'); '{Label} is required!'; invalid characters ('Your billing address
//   contains invalid letters.' …) with an Edit action whose Save says 'Billing address updated successfully.' ….
// Step 2 Payment: the source (PaymentSourceField: 'Please select an account for the amount to transfer from.',
//   'Insufficient account balance!') and the order summary (GET /card/cardProvider); the courier variant (physical +
//   Courier) also asks the initial load (≥ 5 in the card currency).
// Step 3 Agreement: the region's agreement (GET /card/getPresignedAgreementUrl/{region}); Order Card greyed until it
//   is agreed ('Please read our condition and check for continue!'); without header or body, 'Failed to retrieve
//   terms and conditions, please contact customer support.'.
// Order Card: POST /card/issueCard (one Idempotency-Key per submission), 1 s, POST /card/activate; the courier
//   variant then 1 s and POST /card/load from the same source.
//
// Edit mode ('edit'): the same steps over a pending order's details; the last button reads Confirm, which checks
// every step again (the agreement included) and returns to /cards without calling the bank: nothing is charged. The
// bank has no call to change an order, so Confirm only re-validates what the customer sees (ours: §2 names the mode
// without saying more).

export type ApplyMode = 'order' | 'edit';
export type AddressKind = 'billing' | 'shipping';

export interface PhoneInput {
  dialCode: string;
  countryCode: string;
  /** Digits only. */
  number: string;
}

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

const emptyAddress = (): CardAddress => ({
  addressLine1: '',
  addressLine2: '',
  addressCity: '',
  addressState: '',
  addressPostalCode: '',
  addressCountry: '',
});

const profileAddress = (user: User): CardAddress => ({
  addressLine1: user.addressLine1 ?? '',
  addressLine2: user.addressLine2 ?? '',
  addressCity: user.addressCity ?? '',
  addressState: user.addressState ?? '',
  addressPostalCode: user.addressPostalCode ?? '',
  addressCountry: user.addressCountry ?? '',
});

const isEmpty = (address: CardAddress) => ADDRESS_FIELDS.every((field) => !address[field]);

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The state a story or test may start from (anything the wizard holds). */
export type ApplySnapshot = Partial<
  Pick<
    ApplyStore,
    | 'step'
    | 'alternativeFirstName'
    | 'alternativeLastName'
    | 'cardTypeCode'
    | 'physical'
    | 'delivery'
    | 'phone'
    | 'billing'
    | 'shipping'
    | 'sameAsBilling'
    | 'source'
    | 'loadAmount'
    | 'agreed'
    | 'agreementOpen'
    | 'phase'
    | 'result'
    | 'submitError'
  >
> & { editing?: Partial<Record<AddressKind, boolean>>; showErrors?: number[] };

export interface ApplyOptions {
  mode?: ApplyMode;
  /** The waits between issue, activate and load (default: real time). */
  delay?: (ms: number) => Promise<void>;
  newKey?: () => string;
  initial?: ApplySnapshot;
  /** The source field's store (stories prepare one); default: one reading GET /account/allow-transfer-from. */
  sources?: PaymentSourceStore;
}

export class ApplyStore {
  step = 0;
  readonly mode: ApplyMode;
  user: Read<User> = { status: 'loading' };
  types: Read<readonly CardType[]> = { status: 'loading' };
  fees: Read<CardFeeSetView> | null = null;
  agreement: Read<CardAgreement> | null = null;

  // Step 0.
  alternativeFirstName = '';
  /** Whether an alternative name was typed in or left (its message shows from then on). */
  alternativeNameTouched = false;
  alternativeLastName = '';
  // Step 1.
  cardTypeCode: string | null = null;
  physical = false;
  delivery: CardDelivery = 'Standard';
  phone: PhoneInput = {
    dialCode: CARD_LIMITS.defaultDialCode,
    countryCode: CARD_LIMITS.defaultPhoneCountry,
    number: '',
  };
  /** The phone as sent: dial code plus ddd-ddd-dddd (formatted on leaving step 1). */
  formattedPhone = '';
  billing: CardAddress = emptyAddress();
  shipping: CardAddress = emptyAddress();
  sameAsBilling = false;
  /** Addresses open for editing (an incomplete one starts open; an invalid one opens by its Edit action). */
  editing: Record<AddressKind, boolean> = { billing: false, shipping: false };
  /** Save was pressed on an address with problems: its errors show. */
  saveTried: Record<AddressKind, boolean> = { billing: false, shipping: false };
  // Step 2.
  source: PaymentSource | null = null;
  loadAmount = '';
  // Step 3.
  agreed = false;
  agreementOpen = false;
  /** Steps whose Next (or Order Card) was pressed: their messages show. */
  showErrors: number[] = [];
  // Issue flow.
  phase: IssuePhase = 'idle';
  result: IssueResult | null = null;
  submitError: string | null = null;

  readonly physicalFeature: boolean;
  readonly courierFeature: boolean;
  readonly sources: PaymentSourceStore;
  private readonly keys: SubmissionKeys;
  private readonly delay: (ms: number) => Promise<void>;

  constructor(
    private readonly api: Api,
    features: readonly FeatureFlag[],
    options: ApplyOptions = {},
  ) {
    this.mode = options.mode ?? 'order';
    this.physicalFeature = features.includes(CARD_FLAGS.physical);
    this.courierFeature = this.physicalFeature && features.includes(CARD_FLAGS.courier);
    this.delay = options.delay ?? sleep;
    this.keys = new SubmissionKeys(options.newKey);
    this.sources = options.sources ?? new PaymentSourceStore(api, 'CARD_ISSUE');
    const { editing, showErrors, ...initial } = options.initial ?? {};
    Object.assign(this, initial);
    if (editing) this.editing = { ...this.editing, ...editing };
    if (showErrors) this.showErrors = showErrors;
    makeAutoObservable<ApplyStore, 'api' | 'keys' | 'delay'>(this, {
      api: false,
      keys: false,
      delay: false,
      mode: false,
      physicalFeature: false,
      courierFeature: false,
      sources: false,
    });
  }

  // -------------------------------------------------------------------------------------------------------------
  // Reading.

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
        this.prefill(user);
      });
    } catch (error) {
      runInAction(() => {
        const message = errorText(error);
        this.user = { status: 'failed', message };
        this.types = { status: 'failed', message };
      });
      return;
    }
    if (this.sources.sources.status === 'loading') void this.sources.load();
    this.enter(this.step);
  }

  private prefill(user: User) {
    if (!this.alternativeFirstName) this.alternativeFirstName = user.alternativeFirstName ?? '';
    if (!this.alternativeLastName) this.alternativeLastName = user.alternativeLastName ?? '';
    if (isEmpty(this.billing)) this.billing = profileAddress(user);
    if (isEmpty(this.shipping)) this.shipping = profileAddress(user);
    if (!this.phone.number && user.phoneNumber) {
      this.phone = {
        dialCode: user.phoneCountryCode ?? CARD_LIMITS.defaultDialCode,
        countryCode: this.phone.countryCode,
        number: user.phoneNumber.replace(/\D+/g, ''),
      };
    } else if (!this.phone.number) {
      // No phone on the profile: start at the customer's country (a German customer at +49), else +1.
      const home = defaultPhoneCountry(user.addressCountry);
      this.phone = { dialCode: home.dialCode, countryCode: home.code, number: '' };
    }
    // An incomplete address cannot be shown only: it opens for editing.
    for (const kind of ['billing', 'shipping'] as const)
      if (Object.keys(addressErrors(this[kind])).length > 0) this.editing[kind] = true;
  }

  /** What a step reads when it opens: the fees (step 2), the agreement (step 3). */
  private enter(step: number) {
    if (step >= 2) void this.loadFees();
    if (step === 3) void this.loadAgreement();
  }

  async loadFees() {
    const code = this.cardTypeCode;
    if (!code) return;
    if (this.fees?.status === 'ready' && this.fees.value.cardTypeCode === code) return;
    this.fees = { status: 'loading' };
    try {
      const fees = await this.api.getCardProvider({ query: { cardTypeCode: code } });
      runInAction(() => (this.fees = { status: 'ready', value: fees }));
    } catch (error) {
      runInAction(() => (this.fees = { status: 'failed', message: errorText(error) }));
    }
  }

  async loadAgreement() {
    const region = this.region;
    if (!region) return;
    if (this.agreement?.status === 'ready' && this.agreement.value.region === region) return;
    this.agreement = { status: 'loading' };
    try {
      const agreement = await this.api.getCardAgreement({ params: { region } });
      runInAction(() => (this.agreement = { status: 'ready', value: agreement }));
    } catch (error) {
      runInAction(() => (this.agreement = { status: 'failed', message: errorText(error) }));
    }
  }

  // -------------------------------------------------------------------------------------------------------------
  // Step 0: the card holder.

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

  /** Why the profile's name cannot be printed (§5), or null. */
  get nameProblem() {
    const user = this.profile;
    return user ? cardNameProblem(user.firstName, user.lastName) : null;
  }

  /** §5: 'The length of your name exceeds the maximum length allowed.' or 'The name should only contain letters.'. */
  get nameMessage(): string | null {
    const problem = this.nameProblem;
    return problem ? cardNameMessage(problem) : null;
  }

  get useAlternativeName(): boolean {
    return this.nameProblem !== null;
  }

  /** The alternative names' problem (both needed, letters only, first + last ≤ 20), or null. */
  get alternativeNameError(): string | null {
    if (!this.useAlternativeName) return null;
    const first = this.alternativeFirstName.trim();
    const last = this.alternativeLastName.trim();
    if (!first || !last) return APPLY_TEXT.alternativeRequired;
    const problem = cardNameProblem(first, last);
    if (problem === 'letters') return APPLY_TEXT.alternativeLetters;
    if (problem === 'tooLong') return APPLY_TEXT.alternativeTooLong;
    return null;
  }

  /** The alternative names' problem as shown: once a name was typed in or left, not before. */
  get shownAlternativeNameError(): string | null {
    return this.alternativeNameTouched ? this.alternativeNameError : null;
  }

  leaveAlternativeName() {
    this.alternativeNameTouched = true;
  }

  setAlternativeFirstName(value: string) {
    this.alternativeNameTouched = true;
    this.alternativeFirstName = value;
  }
  setAlternativeLastName(value: string) {
    this.alternativeNameTouched = true;
    this.alternativeLastName = value;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Step 1: card options, phone, addresses.

  get cardType(): CardType | null {
    return this.cardTypes.find((type) => type.code === this.cardTypeCode) ?? null;
  }

  get cardCurrency(): CardCurrency | null {
    const currency = this.cardType?.currency;
    return currency && isCardCurrency(currency) ? currency : null;
  }

  /** The agreement's region: the card type's, else the customer's. */
  get region() {
    return this.cardType?.region ?? this.profile?.region ?? null;
  }

  chooseCardType(code: string) {
    this.cardTypeCode = code;
  }

  setPhysical(physical: boolean) {
    if (!this.physicalFeature) return;
    this.physical = physical;
    if (!physical) this.delivery = 'Standard';
  }

  setDelivery(delivery: CardDelivery) {
    if (delivery === 'Courier' && !this.courierFeature) return;
    this.delivery = delivery;
  }

  /** The courier variant (§4): physical + Courier, loaded after activation. */
  get courierVariant(): boolean {
    return this.physical && this.delivery === 'Courier' && this.courierFeature;
  }

  setPhone(phone: PhoneInput) {
    this.phone = { ...phone, number: phone.number.replace(/\D+/g, '') };
  }

  setAddressField(kind: AddressKind, field: AddressField, value: string) {
    this[kind] = { ...this[kind], [field]: value };
  }

  setSameAsBilling(same: boolean) {
    this.sameAsBilling = same;
    if (same) {
      this.shipping = { ...this.billing };
      this.editing.shipping = false;
      this.saveTried.shipping = false;
    }
  }

  /** The shipping address as sent: a copy of the billing one while 'Same as billing address' is ticked. */
  get shippingAddress(): CardAddress {
    return this.sameAsBilling ? this.billing : this.shipping;
  }

  private addressOf(kind: AddressKind) {
    return kind === 'billing' ? this.billing : this.shippingAddress;
  }

  /** '{Label} is required!' per missing field. */
  requiredErrors(kind: AddressKind) {
    return addressErrors(this.addressOf(kind));
  }

  /** The characters breaking §5's rule (only spaces, letters or numbers), each once. */
  invalidCharacters(kind: AddressKind): string[] {
    return invalidAddressCharacters(this.addressOf(kind));
  }

  /** 'Your billing address contains invalid letters.' / 'Your shipping address contains invalid letters.', or null. */
  invalidMessage(kind: AddressKind): string | null {
    if (this.invalidCharacters(kind).length === 0) return null;
    return kind === 'billing' ? CARD_MESSAGES.billingInvalid : CARD_MESSAGES.shippingInvalid;
  }

  /** Whether the required-field messages of an address show (after Save or Next was pressed). */
  showAddressErrors(kind: AddressKind) {
    return this.saveTried[kind] || this.showErrors.includes(1);
  }

  editAddress(kind: AddressKind) {
    this.editing[kind] = true;
  }

  /**
   * Saves an edited address: with a missing field or an invalid character it stays open with its messages (null);
   * else it closes and the toast's text is returned ('Billing address updated successfully.' …).
   */
  saveAddress(kind: AddressKind): string | null {
    this.saveTried[kind] = true;
    const problems =
      Object.keys(this.requiredErrors(kind)).length > 0 || this.invalidCharacters(kind).length > 0;
    if (problems) return null;
    this.editing[kind] = false;
    this.saveTried[kind] = false;
    if (kind === 'billing' && this.sameAsBilling) this.shipping = { ...this.billing };
    return kind === 'billing' ? CARD_MESSAGES.billingUpdated : CARD_MESSAGES.shippingUpdated;
  }

  get currencyError(): string | null {
    return this.cardTypeCode ? null : CARD_MESSAGES.selectCurrency;
  }

  /** With the physical-card feature the phone is required (§5). */
  get phoneError(): string | null {
    return this.physicalFeature ? cardPhoneError(this.phone.number, this.phone.dialCode) : null;
  }

  get step1Valid(): boolean {
    return (
      !this.currencyError &&
      !this.phoneError &&
      (['billing', 'shipping'] as const).every(
        (kind) =>
          Object.keys(this.requiredErrors(kind)).length === 0 &&
          this.invalidCharacters(kind).length === 0,
      )
    );
  }

  // -------------------------------------------------------------------------------------------------------------
  // Step 2: payment.

  get summary(): CardOrderSummary | null {
    if (this.fees?.status !== 'ready') return null;
    return cardOrderSummary(this.fees.value, {
      physical: this.physical,
      delivery: this.courierFeature ? this.delivery : 'Standard',
    });
  }

  /** What the source pays (the order total in the fee currency, USD). */
  get price(): Price | null {
    const summary = this.summary;
    return summary ? { amount: summary.total, currency: summary.currency } : null;
  }

  chooseSource(source: PaymentSource) {
    this.source = source;
  }

  setLoadAmount(value: string) {
    this.loadAmount = value;
  }

  get sourceError(): string | null {
    return this.source ? null : CARD_MESSAGES.selectSource;
  }

  /** The courier variant's initial load: ≥ 5 in the card currency (core cardLoadAmountError). */
  get loadAmountError(): string | null {
    if (!this.courierVariant) return null;
    const currency = this.cardCurrency;
    return currency ? cardLoadAmountError(this.loadAmount, currency) : null;
  }

  /**
   * The courier variant's initial load quoted by the rule the bank charges it by (core cardLoadQuote over the card
   * type's load fee terms from GET /card/cardProvider): amount, the 1.7 % platform fee, the card load fee, total.
   */
  get loadQuote(): CardLoadQuote | null {
    if (!this.courierVariant || this.loadAmountError) return null;
    const currency = this.cardCurrency;
    const terms = this.fees?.status === 'ready' ? this.fees.value.loadFeeTerms : null;
    if (!currency || !terms || terms.currency !== currency) return null;
    return cardLoadQuote(this.loadAmount.replace(/,/g, '').trim(), currency, terms);
  }

  /** What the initial load takes: its total in the card currency. */
  get loadPrice(): Price | null {
    const quote = this.loadQuote;
    return quote ? { amount: quote.total, currency: quote.currency } : null;
  }

  /**
   * What the chosen source loses in all, in its currency: the order's price and, for the courier variant, the load
   * with its fees: two payments, each converted as the bank converts it (core cardPriceInSource), then added. Null
   * while a rate is read or the load is not valid yet.
   */
  get charges(): {
    order: SourceQuote;
    load: SourceQuote | null;
    total: string;
    sufficient: boolean;
  } | null {
    const order = this.sources.quote(this.source, this.price);
    if (!order) return null;
    if (!this.courierVariant)
      return { order, load: null, total: order.amount, sufficient: order.sufficient };
    const load = this.sources.quote(this.source, this.loadPrice);
    const balance = this.sources.option(this.source)?.balance;
    if (!load || balance === undefined) return null;
    const total = decimal(order.amount)
      .plus(decimal(load.amount))
      .toFixed(decimalsFor(order.currency));
    return { order, load, total, sufficient: compare(balance, total) >= 0 };
  }

  /** §5 'Insufficient account balance!' when the source holds less than the order and the initial load together. */
  get chargesError(): string | null {
    const charges = this.charges;
    return charges && !charges.sufficient ? CARD_MESSAGES.insufficientBalance : null;
  }

  get step2Valid(): boolean {
    if (this.sourceError || this.loadAmountError || !this.price) return false;
    const charges = this.charges;
    return charges !== null && charges.sufficient;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Step 3: agreement.

  /** §8: the terms need a header and a body. */
  get termsMissing(): boolean {
    return (
      this.agreement?.status === 'ready' &&
      (!this.agreement.value.header || !this.agreement.value.body)
    );
  }

  get agreementReady(): CardAgreement | null {
    return this.agreement?.status === 'ready' && !this.termsMissing ? this.agreement.value : null;
  }

  setAgreed(agreed: boolean) {
    this.agreed = agreed;
  }

  openAgreement() {
    this.agreementOpen = true;
  }

  /** The modal's Agree (ticks the checkbox) or Cancel. */
  closeAgreement(agreed: boolean) {
    this.agreementOpen = false;
    if (agreed) this.agreed = true;
  }

  /** Order Card (or Confirm) is greyed until the terms are there and approved (§4). */
  get mayOrder(): boolean {
    return this.agreed && this.agreementReady !== null && this.phase === 'idle';
  }

  // -------------------------------------------------------------------------------------------------------------
  // Moving.

  get stepValid(): boolean {
    if (this.step === 0)
      return (
        this.types.status === 'ready' &&
        this.cardTypes.length > 0 &&
        this.profile !== null &&
        this.alternativeNameError === null
      );
    if (this.step === 1) return this.step1Valid;
    if (this.step === 2) return this.step2Valid;
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
    if (this.step === 1) {
      this.formattedPhone = this.phone.number
        ? formatCardPhone(this.phone.dialCode, this.phone.number)
        : '';
      this.editing = { billing: false, shipping: false };
    }
    this.step += 1;
    this.enter(this.step);
    return true;
  }

  /** Back (steps 1–3). Step 0's Cancel leaves the wizard (the view navigates). */
  back() {
    if (this.step > 0 && this.phase === 'idle') this.step -= 1;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Order Card.

  /** §3 'Issue card request'. */
  get issueBody() {
    const billing = this.billing;
    const shipping = this.shippingAddress;
    const source = this.source ?? {};
    return {
      cardTypeCode: this.cardTypeCode ?? '',
      useAlternativeName: this.useAlternativeName,
      ...(this.useAlternativeName && {
        alternativeFirstName: this.alternativeFirstName.trim(),
        alternativeLastName: this.alternativeLastName.trim(),
      }),
      addressLine1: billing.addressLine1.trim(),
      addressLine2: billing.addressLine2.trim(),
      addressCity: billing.addressCity.trim(),
      addressState: billing.addressState.trim(),
      addressCountry: billing.addressCountry.trim(),
      addressPostalCode: billing.addressPostalCode.trim(),
      deliveryAddress1: shipping.addressLine1.trim(),
      deliveryAddress2: shipping.addressLine2.trim(),
      deliveryCity: shipping.addressCity.trim(),
      deliveryCountryState: shipping.addressState.trim(),
      deliveryCountryCode: shipping.addressCountry.trim(),
      deliveryPostCode: shipping.addressPostalCode.trim(),
      ...(this.formattedPhone && { phoneNumber: this.formattedPhone }),
      convertToPlastic: this.physical,
      ...(this.physical && { delivery: this.delivery }),
      ...source,
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
    if (this.courierVariant) {
      await this.delay(CARD_LIMITS.activationDelayMs);
      runInAction(() => (this.phase = 'loading'));
      const loadBody = {
        cardId: card.id,
        amount: this.loadAmount.replace(/,/g, '').trim(),
        ...this.source,
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
