import { makeAutoObservable, runInAction } from 'mobx';
import {
  GIFT_CARD_LIMITS,
  GIFT_CARD_MESSAGES,
  giftCardAmountError,
  giftCardQuote,
  type BankClient,
  type GiftCardBrand,
  type GiftCardQuote,
  type GiftCardRecord,
} from '@axia/core';
import {
  PaymentSourceStore,
  SubmissionKeys,
  type PaymentSource,
  type Price,
  type Read,
  type SourceQuote,
} from '../../kit';
import { errorText } from '../../kit/errors';
import { BUY_TEXT } from './messages';

// /gift-cards/buy (seed 001 §2 Gift cards, §3 gift card brand / order, §4, §5 Gift card, §7, §8, §9): the purchase
// wizard's state.
//
// Step 0 Select account: an account or a staking (GET /account/allow-transfer-from?transactionType=GIFT_CARD_ORDER).
// Step 1 Select country: GET /gift-card/countries.
// Step 2 Select gift card: GET /gift-card/brand?country&currentPage&search, 12 a page (GIFT_CARD_LIMITS), searchable.
// Step 3 Select amount: within minVal..maxVal when the brand gives a range, else one of its denominations (core
//   giftCardAmountError, 2 decimals); the fee (2.5 %) and total (core giftCardQuote) and the total converted into the
//   source's currency at the bank's rate (PaymentSourceStore.quote: core cardPriceInSource); 'You do not have enough
//   balance for this transaction' when the source holds less; the terms and confirm checkboxes ('Please confirm all
//   information is correct before continuing!').
// Buy Gift Card: POST /gift-card/ (one Idempotency-Key per submission); success when statusCode (or status) is 200:
//   'Gift card order placed successfully!' (the view then opens /gift-cards/{id}); else the bank's message, or
//   'Unknown error!'.
// §4 'Going back in … gift-card wizards clears the left step's data': Back forgets what the step left held.

export const BUY_STEPS = BUY_TEXT.steps.map((label, index) => ({
  id: ['source', 'country', 'brand', 'amount'][index]!,
  label,
}));

export interface GiftCardCountry {
  countryCode: string;
  countryName: string;
}

export interface BrandPage {
  brands: readonly GiftCardBrand[];
  totalCount: number;
}

export type BuyPhase = 'idle' | 'submitting' | 'done';

type Api = Pick<
  BankClient,
  | 'getAllowTransferFrom'
  | 'getConversionRate'
  | 'getGiftCardCountries'
  | 'getGiftCardBrands'
  | 'orderGiftCard'
>;

/** The state a story or test may start from. */
export type BuySnapshot = Partial<
  Pick<
    BuyStore,
    | 'step'
    | 'source'
    | 'countries'
    | 'country'
    | 'brands'
    | 'brandPage'
    | 'brandSearch'
    | 'brand'
    | 'amount'
    | 'termsAccepted'
    | 'confirmed'
    | 'showErrors'
    | 'phase'
    | 'submitError'
  >
>;

export interface BuyOptions {
  newKey?: () => string;
  initial?: BuySnapshot;
  /** The source field's store (stories prepare one); default: one reading GET /account/allow-transfer-from. */
  sources?: PaymentSourceStore;
}

export class BuyStore {
  step = 0;
  // Step 0.
  source: PaymentSource | null = null;
  // Step 1.
  countries: Read<readonly GiftCardCountry[]> = { status: 'loading' };
  country: string | null = null;
  // Step 2.
  brands: Read<BrandPage> | null = null;
  brandPage = 1;
  brandSearch = '';
  brand: GiftCardBrand | null = null;
  // Step 3.
  amount = '';
  termsAccepted = false;
  confirmed = false;
  /** Steps whose Next (or Buy Gift Card) was pressed: their messages show. */
  showErrors: number[] = [];
  phase: BuyPhase = 'idle';
  submitError: string | null = null;
  /** The placed order (success). */
  order: GiftCardRecord | null = null;

  readonly sources: PaymentSourceStore;
  private readonly keys: SubmissionKeys;
  /** Counts brand reads, so an older answer (a previous page or search) never replaces a newer one. */
  private brandRead = 0;

  constructor(
    private readonly api: Api,
    options: BuyOptions = {},
  ) {
    this.keys = new SubmissionKeys(options.newKey);
    this.sources = options.sources ?? new PaymentSourceStore(api, 'GIFT_CARD_ORDER');
    Object.assign(this, options.initial ?? {});
    makeAutoObservable<BuyStore, 'api' | 'keys' | 'brandRead'>(this, {
      api: false,
      keys: false,
      brandRead: false,
      sources: false,
    });
  }

  // -------------------------------------------------------------------------------------------------------------
  // Reading.

  /** The sources (unless a prepared store was given), the countries, and what the current step needs. */
  async load(options: { sources?: boolean } = {}) {
    await Promise.all([
      options.sources === false ? Promise.resolve() : this.sources.load(),
      this.loadCountries(),
      this.step >= 2 && this.country ? this.loadBrands() : Promise.resolve(),
    ]);
    this.enter(this.step);
  }

  /** GET /gift-card/countries. */
  async loadCountries() {
    this.countries = { status: 'loading' };
    try {
      const answer = await this.api.getGiftCardCountries();
      runInAction(() => {
        this.countries = { status: 'ready', value: answer.countries };
      });
    } catch (error) {
      runInAction(() => {
        this.countries = { status: 'failed', message: errorText(error) };
      });
    }
  }

  /** GET /gift-card/brand?country&currentPage&search (the current page and search). */
  async loadBrands() {
    const country = this.country;
    if (!country) return;
    const read = ++this.brandRead;
    this.brands = { status: 'loading' };
    const search = this.brandSearch.trim();
    try {
      const answer = await this.api.getGiftCardBrands({
        query: { country, currentPage: this.brandPage, ...(search && { search }) },
      });
      if (read !== this.brandRead) return;
      runInAction(() => {
        this.brands = {
          status: 'ready',
          value: { brands: answer.brands, totalCount: answer.totalCount },
        };
      });
    } catch (error) {
      if (read !== this.brandRead) return;
      runInAction(() => {
        this.brands = { status: 'failed', message: errorText(error) };
      });
    }
  }

  get brandPageCount(): number {
    if (this.brands?.status !== 'ready') return 1;
    return Math.max(1, Math.ceil(this.brands.value.totalCount / GIFT_CARD_LIMITS.brandPageSize));
  }

  setBrandPage(page: number) {
    this.brandPage = page;
    void this.loadBrands();
  }

  /** A new search starts again at page 1. */
  setBrandSearch(search: string) {
    if (search === this.brandSearch) return;
    this.brandSearch = search;
    this.brandPage = 1;
    void this.loadBrands();
  }

  // -------------------------------------------------------------------------------------------------------------
  // Choosing.

  chooseSource(source: PaymentSource) {
    this.source = source;
  }

  chooseCountry(code: string | null) {
    if (code === this.country) return;
    this.country = code;
  }

  chooseBrand(productId: string) {
    if (this.brands?.status !== 'ready') return;
    const brand = this.brands.value.brands.find((b) => b.productId === productId);
    if (brand) this.brand = brand;
  }

  setAmount(amount: string) {
    this.amount = amount;
  }

  setTermsAccepted(value: boolean) {
    this.termsAccepted = value;
  }

  setConfirmed(value: boolean) {
    this.confirmed = value;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Checking.

  get sourceError(): string | null {
    const option = this.sources.option(this.source);
    return option && !option.unavailable ? null : GIFT_CARD_MESSAGES.selectSource;
  }

  get countryError(): string | null {
    return this.country ? null : GIFT_CARD_MESSAGES.selectCountry;
  }

  get brandError(): string | null {
    return this.brand ? null : GIFT_CARD_MESSAGES.selectBrand;
  }

  /** §5: within minVal..maxVal, else one of the denominations; 2 decimals (core giftCardAmountError). */
  get amountError(): string | null {
    if (!this.brand) return GIFT_CARD_MESSAGES.selectBrand;
    return giftCardAmountError(this.amount, this.brand);
  }

  /** §9 the face value, the 2.5 % fee and the total in the brand's currency; null until the amount may be bought. */
  get quote(): GiftCardQuote | null {
    if (!this.brand || this.amountError) return null;
    return giftCardQuote(this.amount.replace(/,/g, '').trim(), this.brand.currency);
  }

  get price(): Price | null {
    const quote = this.quote;
    return quote ? { amount: quote.total, currency: quote.currency } : null;
  }

  /** The total in the source's currency at the bank's rate; null while the rate is read. */
  get sourceQuote(): SourceQuote | null {
    return this.sources.quote(this.source, this.price);
  }

  /** §5 'You do not have enough balance for this transaction' when the cost exceeds the source's amount. */
  get balanceError(): string | null {
    const quote = this.sourceQuote;
    return quote && !quote.sufficient ? GIFT_CARD_MESSAGES.notEnoughBalance : null;
  }

  /** §5 'Please confirm all information is correct before continuing!' (both checkboxes). */
  get confirmError(): string | null {
    return this.termsAccepted && this.confirmed ? null : GIFT_CARD_MESSAGES.confirmAll;
  }

  shows(step: number): boolean {
    return this.showErrors.includes(step);
  }

  get stepValid(): boolean {
    if (this.step === 0) return this.sourceError === null;
    if (this.step === 1) return this.countryError === null;
    if (this.step === 2) return this.brandError === null;
    return (
      this.amountError === null &&
      this.sourceQuote !== null &&
      this.balanceError === null &&
      this.confirmError === null
    );
  }

  // -------------------------------------------------------------------------------------------------------------
  // Moving.

  /** Next: the step's messages show; a valid step moves on. */
  next(): boolean {
    if (this.step >= 3) return false;
    if (!this.showErrors.includes(this.step)) this.showErrors.push(this.step);
    if (!this.stepValid) return false;
    this.step += 1;
    this.enter(this.step);
    return true;
  }

  /** What entering a step reads: the brands of the country; the rate source → brand currency. */
  private enter(step: number) {
    if (step === 2 && this.country && this.brands === null) void this.loadBrands();
    if (step === 3) this.ensureRate();
  }

  /** The bank's rate from the source's currency to the brand's (none when they are the same). */
  ensureRate() {
    const option = this.sources.option(this.source);
    if (option && this.brand) this.sources.ensureRate(option.currency, this.brand.currency);
  }

  /** Back (steps 1–3): §4 clears the data of the step left. Step 0's Cancel leaves the wizard (the view navigates). */
  back() {
    if (this.step === 0 || this.phase !== 'idle') return;
    this.clearStep(this.step);
    this.showErrors = this.showErrors.filter((step) => step < this.step);
    this.step -= 1;
  }

  private clearStep(step: number) {
    if (step === 1) this.country = null;
    if (step === 2) {
      this.brandRead++;
      this.brand = null;
      this.brands = null;
      this.brandPage = 1;
      this.brandSearch = '';
    }
    if (step === 3) {
      this.amount = '';
      this.termsAccepted = false;
      this.confirmed = false;
      this.submitError = null;
    }
  }

  // -------------------------------------------------------------------------------------------------------------
  // Buy Gift Card.

  /** §3 'Gift card order': the product's fields, the face value as price, its currency, and the source. */
  get orderBody() {
    const brand = this.brand;
    const quote = this.quote;
    const source = this.source;
    return {
      productId: brand?.productId ?? '',
      price: quote?.faceValue ?? '',
      currency: brand?.currency ?? 'USD',
      productImage: brand?.productImage ?? '',
      productName: brand?.brandName ?? '',
      productDescription: brand?.productDescription ?? '',
      termsAndConditions: brand?.termsAndConditions ?? '',
      howToUse: brand?.howToUse ?? '',
      expiryAndValidity: brand?.expiryAndValidity ?? '',
      ...(source &&
        ('fromAccountId' in source
          ? { accountId: source.fromAccountId }
          : { stakingId: source.fromStakingId })),
    };
  }

  /**
   * Buy Gift Card: the step's messages show; when everything holds, POST /gift-card/. True when the order was placed
   * (the view says so and opens it).
   */
  async submit(): Promise<boolean> {
    if (!this.showErrors.includes(3)) this.showErrors.push(3);
    if (this.phase !== 'idle' || this.step !== 3 || !this.stepValid) return false;
    const body = this.orderBody;
    const signature = JSON.stringify(body);
    this.submitError = null;
    this.phase = 'submitting';
    try {
      const answer = await this.api.orderGiftCard({
        body,
        idempotencyKey: this.keys.key(signature),
      });
      this.keys.settle(signature);
      const status = (answer as { status?: unknown }).status;
      if (answer.statusCode === 200 || status === 200) {
        runInAction(() => {
          this.order = answer.data;
          this.phase = 'done';
        });
        return true;
      }
      runInAction(() => {
        this.phase = 'idle';
        this.submitError = answer.message || GIFT_CARD_MESSAGES.unknownError;
      });
      return false;
    } catch (error) {
      this.keys.settle(signature, error);
      runInAction(() => {
        this.phase = 'idle';
        this.submitError = failureText(error);
      });
      return false;
    }
  }
}

/** §8 a failure shows the bank's message, or 'Unknown error!' when it has none. */
function failureText(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message) return message;
  const text = errorText(error);
  return text.startsWith('{') ? GIFT_CARD_MESSAGES.unknownError : text;
}
