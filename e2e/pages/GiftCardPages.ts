import {
  GIFT_CARD_LIMITS,
  GIFT_CARD_MESSAGES,
  GIFT_CARD_STATUS_LABELS,
  GIFT_CARD_STATUS_TONES,
  type Currency,
  type GiftCardBrand,
  type GiftCardQuote,
  type GiftCardRecord,
  type GiftCardStatus,
} from '@axia/core';
import type { Locator, Page } from '@playwright/test';
import { audit, expect } from '../support/fixtures';
import { pick } from '../support/controls';
import { AppShell } from './AppShell';
import { customerCall, escape, expectFact, money } from './CardPages';

// Gift cards (seed 001 §2 Gift cards, §3 brand / order / purchase record, §4 purchase status and 'Going back … clears
// the left step's data', §5 Gift card, §7, §8, §9): /gift-cards (tiles, search, the archived toggle, 'Buy Gift Card'),
// /gift-cards/buy (Select account, Select country, Select gift card, Select amount, the checkboxes and the order) and
// /gift-cards/{id} (status, vouchers when PROCESSED with a copy button each, the info sections, Archive / Unarchive),
// as a customer sees them; and the customer's gift cards and the vendor's catalogue as the bank answers them (the §7
// calls), to arrange a test and check its figures.

export const GIFT_CARDS_PATH = '/gift-cards';
export const GIFT_CARD_BUY_PATH = '/gift-cards/buy';
export const giftCardPath = (id: string) => `${GIFT_CARDS_PATH}/${encodeURIComponent(id)}`;

export { GIFT_CARD_MESSAGES };
/** §2 'a Buy Gift Card link to /gift-cards/buy'. */
const BUY_GIFT_CARD = 'Buy Gift Card';

// ---------------------------------------------------------------------------------------------------------------
// The bank, as the customer's own calls see it.

async function ok<T>(email: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  const answer = await customerCall<T>(email, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body;
}

/** One page of a country's brands (GET /gift-card/brand), 1-based. */
const giftCardBrands = (email: string, country: string, currentPage = 1, search?: string) =>
  ok<{ brands: GiftCardBrand[]; totalCount: number }>(
    email,
    'GET',
    `/gift-card/brand?country=${country}&currentPage=${currentPage}${
      search ? `&search=${encodeURIComponent(search)}` : ''
    }`,
  );

/** Every brand of a country, all pages read. */
async function allBrands(email: string, country = 'US') {
  const brands: GiftCardBrand[] = [];
  for (let page = 1; page < 50; page++) {
    const answer = await giftCardBrands(email, country, page);
    brands.push(...answer.brands);
    if (answer.brands.length === 0 || brands.length >= answer.totalCount) break;
  }
  return brands;
}

/** The sandbox's brand whose orders always fail (README 'Gift cards: the sandbox vendor'): named so on purpose. */
const isFailingBrand = (brand: GiftCardBrand) => /fail|declin|reject/i.test(brand.brandName);

/** A US brand in USD sold by a min..max range (amount typed), not the failing one. */
export async function rangeBrand(email: string) {
  const brand = (await allBrands(email)).find(
    (b) => b.valueRestrictions && b.currency === 'USD' && !isFailingBrand(b),
  );
  if (!brand) throw new Error('The sandbox vendor has no USD range brand in the US');
  return brand;
}

/** A US brand in USD sold in fixed denominations (amount chosen from the list), not the failing one. */
export async function denominationBrand(email: string) {
  const brand = (await allBrands(email)).find(
    (b) =>
      !b.valueRestrictions &&
      b.denominations.length > 1 &&
      b.currency === 'USD' &&
      !isFailingBrand(b),
  );
  if (!brand) throw new Error('The sandbox vendor has no USD denomination brand in the US');
  return brand;
}

/** The US brand whose orders always fail. */
export async function failingBrand(email: string) {
  const brand = (await allBrands(email)).find(isFailingBrand);
  if (!brand) throw new Error('The sandbox vendor has no failing brand in the US');
  return brand;
}

/** The customer's gift cards (GET /gift-card/), the archived ones with `archive`. */
export const giftCardsOf = async (
  email: string,
  { archive = false, search }: { archive?: boolean; search?: string } = {},
) =>
  (
    await ok<{ data: GiftCardRecord[]; totalCount: number }>(
      email,
      'GET',
      `/gift-card/?archive=${archive}&limit=50${search ? `&search=${encodeURIComponent(search)}` : ''}`,
    )
  ).data;

/** One order (GET /gift-card/{id}). */
export const giftCardOf = (email: string, id: string) =>
  ok<GiftCardRecord>(email, 'GET', `/gift-card/${encodeURIComponent(id)}`);

/** Orders a gift card through the bank's call (POST /gift-card/), as the wizard does: for tests whose subject is not the wizard. */
export async function orderGiftCardByApi(
  email: string,
  brand: GiftCardBrand,
  price: string,
  source: { accountId: string } | { stakingId: string },
) {
  const answer = await ok<{ statusCode: number; message: string; data: GiftCardRecord }>(
    email,
    'POST',
    '/gift-card/',
    {
      productId: brand.productId,
      price,
      currency: brand.currency,
      productImage: brand.productImage,
      productName: brand.brandName,
      productDescription: brand.productDescription,
      termsAndConditions: brand.termsAndConditions,
      howToUse: brand.howToUse,
      expiryAndValidity: brand.expiryAndValidity,
      ...source,
    },
  );
  return answer.data;
}

/** Archives or unarchives through the bank's call (POST /gift-card/archive). */
export const archiveGiftCardByApi = (email: string, id: string, archive = true) =>
  ok<GiftCardRecord>(email, 'POST', '/gift-card/archive', { id, archive });

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces.

// ---------------------------------------------------------------------------------------------------------------
// /gift-cards

/** /gift-cards: the tiles (links to /gift-cards/{id}), search, the archived toggle and 'Buy Gift Card'. */
export class GiftCardsPage {
  readonly shell;
  readonly main;
  readonly buyButton;
  readonly search;
  readonly archivedToggle;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.main = this.shell.main;
    this.buyButton = this.main
      .getByRole('link', { name: BUY_GIFT_CARD, exact: true })
      .or(this.main.getByRole('button', { name: BUY_GIFT_CARD, exact: true }))
      .first();
    this.search = this.main.getByRole('searchbox', { name: 'Search gift cards' });
    this.archivedToggle = this.main.getByRole('switch', { name: /archived/i });
  }

  async goto() {
    await this.page.goto(GIFT_CARDS_PATH);
  }

  /** The list read (a tile or the empty state); audited as `state`. */
  async expectShown(state: string, loaded = false) {
    await expect(this.page).toHaveURL(/\/gift-cards$/);
    await this.shell.expectPage(GIFT_CARDS_PATH, 'Gift cards', undefined, loaded);
    await expect(this.tiles().first().or(this.empty())).toBeVisible();
    await audit(this.page, `Gift cards: ${state}`);
  }

  /** The empty list's message. */
  empty() {
    return this.main.getByText(/no gift card/i).first();
  }

  /** Every tile (a link to its detail). */
  tiles() {
    return this.main.getByRole('list', { name: 'Your gift cards' }).getByRole('link');
  }

  /** An order's tile, by its id (the tile links to /gift-cards/{id}). */
  tile(record: Pick<GiftCardRecord, 'id'>) {
    return this.main.locator(`a[href$="${giftCardPath(record.id)}"]`);
  }

  /** The tile's status tag (§4: PROCESSED green, PENDING grey, FAILED red). */
  async expectTileStatus(record: Pick<GiftCardRecord, 'id'>, status: GiftCardStatus) {
    await expectStatus(this.tile(record), status);
  }

  /** Turns the archived toggle on or off; the list read again. */
  async showArchived(on: boolean) {
    if ((await this.archivedToggle.isChecked()) !== on) {
      await this.archivedToggle.focus();
      await this.archivedToggle.press('Space');
    }
    if (on) await expect(this.archivedToggle).toBeChecked();
    else await expect(this.archivedToggle).not.toBeChecked();
  }
}

/** The status tag in `scope` reads `status` in its tone (the design system's StatusTag carries data-tone). */
async function expectStatus(scope: Locator, status: GiftCardStatus) {
  const tag = scope
    .locator('[data-tone]')
    .filter({ hasText: statusText(status) })
    .first();
  await expect(tag).toBeVisible();
  await expect(tag).toHaveAttribute('data-tone', GIFT_CARD_STATUS_TONES[status]);
}

/** A status as the app writes it: the §4 name (PROCESSED) or its label (Processed), any case. */
const statusText = (status: GiftCardStatus) =>
  new RegExp(`${status}|${GIFT_CARD_STATUS_LABELS[status]}`, 'i');

// ---------------------------------------------------------------------------------------------------------------
// /gift-cards/buy

export type BuyStep = 'Select account' | 'Select country' | 'Select gift card' | 'Select amount';

/** /gift-cards/buy: the four steps, their fields and the order. */
export class GiftCardBuyPage {
  readonly shell;
  readonly main;
  readonly nextButton;
  readonly backButton;
  readonly orderButton;
  readonly brandSearch;
  readonly amount;
  readonly terms;
  readonly confirm;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.main = this.shell.main;
    this.nextButton = this.main.getByRole('button', { name: 'Next', exact: true });
    this.backButton = this.main.getByRole('button', { name: 'Back', exact: true });
    this.orderButton = this.main.getByRole('button', { name: BUY_GIFT_CARD, exact: true });
    this.brandSearch = this.main.getByRole('searchbox', { name: 'Search gift cards' });
    this.amount = this.main.getByRole('textbox', { name: /^Amount \(/ });
    this.terms = this.main.getByRole('checkbox', {
      name: 'I accept the terms and conditions of this gift card.',
    });
    this.confirm = this.main.getByRole('checkbox', {
      name: 'I confirm the information above is correct.',
    });
  }

  async goto() {
    await this.page.goto(GIFT_CARD_BUY_PATH);
  }

  stepHeading(step: BuyStep) {
    return this.main.getByRole('heading', { level: 2, name: step });
  }

  /** The wizard on `step`, its heading focused (after a step change) or shown (on arrival); audited. */
  async expectStep(step: BuyStep, { focused = true, state = '' } = {}) {
    await expect(this.page).toHaveURL(new RegExp(`${GIFT_CARD_BUY_PATH}$`));
    if (focused) await expect(this.stepHeading(step)).toBeFocused();
    else await expect(this.stepHeading(step)).toBeVisible();
    await audit(this.page, `Buy gift card: ${step}${state ? ` (${state})` : ''}`);
  }

  async next(step: BuyStep, state = '') {
    await this.nextButton.click();
    await this.expectStep(step, { state });
  }

  async back(step: BuyStep, state = '') {
    await this.backButton.click();
    await this.expectStep(step, { state });
  }

  /** Step 1's picker of accounts and stakings. */
  sourcePicker() {
    return this.main.getByRole('radiogroup', { name: /^Pay from/ });
  }

  /** Chooses the source: an account by its type name ('US Dollar Account') or a staking by its reference. */
  async chooseSource(name: string | RegExp) {
    const radio = this.sourcePicker().getByRole('radio', {
      name: typeof name === 'string' ? new RegExp(`^${escape(name)}`) : name,
    });
    await pick(radio);
    await expect(radio).toBeChecked();
  }

  /** Step 2's country: a searchable combobox. */
  countryBox() {
    return this.main.getByRole('combobox', { name: /^Country/ });
  }

  /** Step 2: the country, typed and picked from the list. */
  async chooseCountry(name: string) {
    const box = this.countryBox();
    await box.fill(name);
    await this.page.getByRole('option', { name, exact: true }).click();
    await expect(box).toHaveValue(name);
  }

  /** Step 3: a brand's radio tile ('Acorn & Quill Books (USD)'). */
  brand(name: string) {
    return this.main
      .getByRole('radiogroup', { name: /^Gift cards/ })
      .getByRole('radio', { name: new RegExp(`^${escape(name)} \\(`) });
  }

  async chooseBrand(name: string) {
    const brand = this.brand(name);
    await pick(brand);
    await expect(brand).toBeChecked();
  }

  /** Step 4 for a denomination brand: the amount's radio ('$25.00'). */
  denomination(amount: string, currency: Currency) {
    return this.main
      .getByRole('radiogroup', { name: /^Amount/ })
      .getByRole('radio', { name: money(amount, currency), exact: true });
  }

  async chooseDenomination(amount: string, currency: Currency) {
    const option = this.denomination(amount, currency);
    await pick(option);
    await expect(option).toBeChecked();
  }

  /** Both checkboxes ticked (terms, confirm). */
  async tickBoth() {
    await pick(this.terms);
    await pick(this.confirm);
    await expect(this.terms).toBeChecked();
    await expect(this.confirm).toBeChecked();
  }

  /** Step 4's summary (§9): the face value, the 2.5 % fee, the total, and what the source pays. */
  async expectQuote(quote: GiftCardQuote, paid?: { amount: string; currency: Currency }) {
    await expectFact(this.main, 'Face value', money(quote.faceValue, quote.currency));
    await expectFact(
      this.main,
      `Fee (${GIFT_CARD_LIMITS.feePercent})`,
      money(quote.fee, quote.currency),
    );
    await expectFact(this.main, 'Total', money(quote.total, quote.currency));
    if (paid)
      await expectFact(
        this.main,
        'To pay from your source',
        new RegExp(`^${escape(money(paid.amount, paid.currency))}`),
      );
  }
}

// ---------------------------------------------------------------------------------------------------------------
// /gift-cards/{id}

/** §3 infoToDisplay, each a section under its heading. */
export const INFO_SECTIONS = [
  'Description',
  'Terms and conditions',
  'How to use',
  'Expiry and validity',
] as const;

/** /gift-cards/{id}: status, vouchers (PROCESSED only, a copy button each), the info sections, Archive / Unarchive. */
export class GiftCardDetailPage {
  readonly shell;
  readonly main;
  readonly archiveButton;
  readonly unarchiveButton;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.main = this.shell.main;
    this.archiveButton = this.main.getByRole('button', {
      name: GIFT_CARD_MESSAGES.archive,
      exact: true,
    });
    this.unarchiveButton = this.main.getByRole('button', {
      name: GIFT_CARD_MESSAGES.unarchive,
      exact: true,
    });
  }

  async goto(id: string) {
    await this.page.goto(giftCardPath(id));
  }

  /** The detail of order `id`, read; audited as `state`. */
  async expectShown(id: string, state: string, loaded = false) {
    await expect(this.page).toHaveURL(new RegExp(`${escape(giftCardPath(id))}$`));
    await expect(this.archiveButton.or(this.unarchiveButton)).toBeVisible();
    const heading = this.page.getByRole('heading', { level: 1 });
    if (loaded) await expect(heading).toBeVisible();
    else await expect(heading).toBeFocused();
    await audit(this.page, `Gift card details: ${state}`);
  }

  /** The status tag reads `status` in its §4 tone. */
  async expectStatus(status: GiftCardStatus) {
    await expectStatus(this.main, status);
  }

  /** The vouchers' region (only when PROCESSED). */
  vouchers() {
    return this.main.getByRole('region', { name: 'Vouchers', exact: true });
  }

  /** The code's copy buttons (one per voucher; a PIN has its own). */
  copyButtons() {
    return this.main.getByRole('button', { name: /^Copy code/i });
  }

  /** An info section (§3 infoToDisplay), by its heading. */
  infoSection(name: string) {
    return this.main.getByRole('region', { name, exact: true });
  }
}
