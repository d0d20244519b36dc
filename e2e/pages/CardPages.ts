import {
  ADDRESS_LABELS,
  CARD_MESSAGES,
  decimalsFor,
  roundDown,
  type AddressField,
  type Card,
  type CardFeeSetView,
  type CardSecureData,
  type CardStatement,
  type Currency,
  type LoadCardResponse,
} from '@axia/core';
import type { Locator, Page } from '@playwright/test';
import { idTokenFor } from '../support/bank';
import { BASE_URL } from '../support/env';
import { audit, expect } from '../support/fixtures';
import { pick } from '../support/controls';
import { AppShell } from './AppShell';
import { toast } from './AuthPages';
import { choose } from './StakingPages';

// Debit cards (seed 002 §2 Cards, §4 Card status and Card wizard, §5, §8, §9): /cards (the tiles, Order Card and its
// two refusals), /cards/apply (the four-step order wizard, its agreement modal, the issue flow) and /cards/{cardId}
// (the card image with Show/Hide Details, balance and status, Load, Suspend, Show PIN, the physical card's request,
// tracking and activation, the Transactions / Summary / Actions tabs), as a customer sees them; and the customer's
// cards, accounts and fees as the bank answers them (the §7 calls), to arrange a test and check its figures.

export const CARDS_PATH = '/cards';
export const CARD_APPLY_PATH = '/cards/apply';
export const cardPath = (id: string) => `${CARDS_PATH}/${encodeURIComponent(id)}`;

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A regular expression matching `text` anywhere, literally. */
export const literally = (text: string) => new RegExp(escape(text));

const SYMBOLS: Partial<Record<string, string>> = { USD: '$', EUR: '€', GBP: '£' };

/** A figure as the app prints it (the design system's Amount: symbol, thousands, truncated): '$1,234.50'. */
export function money(amount: string, currency: Currency): string {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = roundDown(
    amount.replace(/^[-+]/, ''),
    decimalsFor(currency),
  ).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const digits = fraction ? `${grouped}.${fraction}` : grouped;
  const symbol = SYMBOLS[currency];
  return `${negative ? '-' : ''}${symbol ?? ''}${digits}${symbol ? '' : ` ${currency}`}`;
}

/** An amount with its currency's decimals, to compare the bank's figures exactly: '5' → '5.00'. */
export const exact = (amount: string, currency: Currency) =>
  roundDown(amount, decimalsFor(currency));

// ---------------------------------------------------------------------------------------------------------------
// The bank, as the customer's own calls see it.

export async function customerCall<T>(
  email: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await idTokenFor(email)}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

async function ok<T>(email: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  const answer = await customerCall<T>(email, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body;
}

export interface AccountView {
  id: string;
  publicId: string;
  typePublicName: string;
  currency: Currency;
  amount: string;
}

/** The customer's accounts (GET /account). */
const accountsOf = (email: string) => ok<AccountView[]>(email, 'GET', '/account');

/** The customer's account in `currency` (its id for the calls, its balance). */
export async function accountIn(email: string, currency: Currency) {
  const account = (await accountsOf(email)).find((a) => a.currency === currency);
  if (!account) throw new Error(`${email} has no ${currency} account`);
  return account;
}

/** The customer's cards (GET /card), newest first. */
export const cardsOf = async (email: string) =>
  (await ok<{ data: Card[] }>(email, 'GET', '/card')).data;

/** One card (GET /card/{id}). */
export const cardOf = (email: string, id: string) =>
  ok<Card>(email, 'GET', `/card/${encodeURIComponent(id)}`);

/** The card's secure data (GET /card/{id}/secureData): CVV, expiry, the full number. */
export const secureDataOf = (email: string, id: string) =>
  ok<CardSecureData>(email, 'GET', `/card/${encodeURIComponent(id)}/secureData`);

/** The card's PIN (GET /card/{id}/pin). */
export const pinOf = async (email: string, id: string) =>
  (await ok<{ pin: string }>(email, 'GET', `/card/${encodeURIComponent(id)}/pin`)).pin;

/** The fee set of a card type (GET /card/cardProvider). */
export const feeSetOf = (email: string, cardTypeCode = 'NORMAL_USD') =>
  ok<CardFeeSetView>(email, 'GET', `/card/cardProvider?cardTypeCode=${cardTypeCode}`);

/** One month of a card's statement (GET /card/{id}/transactions). */
export const statementOf = (email: string, id: string, year: number, month: number) =>
  ok<CardStatement>(
    email,
    'GET',
    `/card/${encodeURIComponent(id)}/transactions?year=${year}&month=${month}`,
  );

/** The bank's rate from one currency to another (GET /currency/conversionRate). */
export const conversionRate = async (email: string, from: Currency, to: Currency) =>
  (
    await ok<{ conversionRate: string }>(
      email,
      'GET',
      `/currency/conversionRate?fromCurrency=${from}&toCurrency=${to}`,
    )
  ).conversionRate;

export interface HolderView {
  firstName: string;
  lastName: string;
  addressLine1?: string | null;
  addressLine2?: string | null;
  addressCity?: string | null;
  addressState?: string | null;
  addressPostalCode?: string | null;
  addressCountry?: string | null;
}

/** The customer's profile with the card holder's fields (GET /user). */
const holderOf = (email: string) => ok<HolderView>(email, 'GET', '/user');

/**
 * Orders a virtual card through the bank's call (POST /card/issueCard) at the holder's address, paid from the
 * account in the card's currency, then activates it, as the wizard does: for tests whose subject is not the wizard.
 */
export async function issueCardByApi(
  email: string,
  { cardTypeCode = 'NORMAL_USD', currency = 'USD' as Currency, activate = true } = {},
) {
  const [holder, account] = await Promise.all([holderOf(email), accountIn(email, currency)]);
  const address = {
    addressLine1: holder.addressLine1 ?? '',
    addressLine2: holder.addressLine2 ?? '',
    addressCity: holder.addressCity ?? '',
    addressState: holder.addressState ?? '',
    addressPostalCode: holder.addressPostalCode ?? '',
    addressCountry: holder.addressCountry ?? '',
  };
  const card = await ok<Card>(email, 'POST', '/card/issueCard', {
    cardTypeCode,
    ...address,
    deliveryAddress1: address.addressLine1,
    deliveryAddress2: address.addressLine2,
    deliveryCity: address.addressCity,
    deliveryCountryState: address.addressState,
    deliveryCountryCode: address.addressCountry,
    deliveryPostCode: address.addressPostalCode,
    phoneNumber: '+1 206-555-0100',
    fromAccountId: account.id,
  });
  if (!activate) return card;
  return ok<Card>(email, 'POST', '/card/activate', { cardId: card.id });
}

/** Orders a card's plastic card through the bank's call, paid from the USD account. */
export async function requestPhysicalByApi(
  email: string,
  card: Pick<Card, 'id'>,
  delivery: 'Standard' | 'Courier' = 'Courier',
) {
  const account = await accountIn(email, 'USD');
  return ok<Card>(email, 'POST', `/card/${card.id}/convertToPhysical`, {
    cardId: card.id,
    fromAccountId: account.id,
    delivery,
  });
}

/** Loads a card through the bank's call from the account in the card's currency. */
export async function loadCardByApi(
  email: string,
  card: Pick<Card, 'id' | 'currency'>,
  amount: string,
) {
  const account = await accountIn(email, card.currency);
  const answer = await ok<LoadCardResponse>(email, 'POST', '/card/load', {
    cardId: card.id,
    amount,
    fromAccountId: account.id,
  });
  expect(answer.Description).toBe('Success');
  return answer;
}

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces.

/** A message shown anywhere on the page (a toast, an alert, a field's error or a dialog's text). */
export function message(page: Page, text: string) {
  return toast(page, text)
    .or(page.getByText(text, { exact: true }))
    .first();
}

/** A term and its definition in a description list of `scope`. */
export async function expectFact(
  scope: Locator,
  term: string | RegExp,
  definition: string | RegExp,
) {
  const value = typeof definition === 'string' ? JSON.stringify(definition) : String(definition);
  const name = typeof term === 'string' ? JSON.stringify(term) : String(term);
  await expect(scope).toMatchAriaSnapshot(`
    - term: ${name}
    - definition: ${value}
  `);
}

// ---------------------------------------------------------------------------------------------------------------
// /cards

/** /cards: the tiles (links to /cards/{id}), Order Card / Order new card and the two refusals. */
export class CardsPage {
  readonly shell;
  readonly main;
  /** 'Order Card' (empty state) or 'Order new card' (no ACTIVE card). */
  readonly orderButton;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.main = this.shell.main;
    this.orderButton = this.main
      .getByRole('button', { name: /^Order (Card|new card)$/ })
      .or(this.main.getByRole('link', { name: /^Order (Card|new card)$/ }))
      .first();
  }

  async goto() {
    await this.page.goto(CARDS_PATH);
  }

  /** The list read (a tile or the empty state's Order Card); audited as `state`. */
  async expectShown(state: string, loaded = false) {
    await expect(this.page).toHaveURL(/\/cards$/);
    await expect(this.tiles().first().or(this.orderButton)).toBeVisible();
    await this.shell.expectPage(CARDS_PATH, 'Cards', undefined, loaded);
    await audit(this.page, `Cards: ${state}`);
  }

  /** Every card tile (a link to its detail). */
  tiles() {
    return this.main.getByRole('link', { name: /\d{4}/ });
  }

  /** A card's tile, by the last four digits of its number. */
  tile(card: Pick<Card, 'cardNumber'>) {
    return this.main.getByRole('link', { name: literally(card.cardNumber.slice(-4)) });
  }

  /** How far the page is wider than the window (0: it does not scroll sideways). */
  sidewaysOverflow() {
    return this.page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// /cards/apply

export type WizardStep = 'Card holder' | 'Address' | 'Payment' | 'Agreement';
export type AddressKind = 'Billing address' | 'Shipping address';

/** /cards/apply: the four steps, their fields and the issue flow. */
export class CardApplyPage {
  readonly shell;
  readonly main;
  readonly goBack;
  readonly nextButton;
  readonly backButton;
  readonly cancelButton;
  readonly orderButton;
  readonly firstName;
  readonly lastName;
  readonly physical;
  readonly alternativeFirstName;
  readonly alternativeLastName;
  readonly sameAsBilling;
  readonly phone;
  readonly terms;
  readonly dialog;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.main = this.shell.main;
    this.goBack = this.main.getByRole('link', { name: 'Go Back' });
    this.nextButton = this.main.getByRole('button', { name: 'Next', exact: true });
    this.backButton = this.main.getByRole('button', { name: 'Back', exact: true });
    this.cancelButton = this.main.getByRole('button', { name: 'Cancel', exact: true });
    this.orderButton = this.main.getByRole('button', { name: 'Order Card', exact: true });
    this.firstName = this.main.getByRole('textbox', { name: 'First name', exact: true });
    this.lastName = this.main.getByRole('textbox', { name: 'Last name', exact: true });
    this.alternativeFirstName = this.main.getByRole('textbox', { name: /^First name on card/ });
    this.alternativeLastName = this.main.getByRole('textbox', { name: /^Last name on card/ });
    this.sameAsBilling = this.main.getByRole('checkbox', { name: CARD_MESSAGES.sameAsBilling });
    this.phone = this.main.getByRole('textbox', { name: /^Phone number/ });
    this.physical = this.main.getByRole('checkbox', { name: 'Also order a physical card' });
    this.terms = this.main.getByRole('checkbox', {
      name: 'I have read and agree to the cardholder agreement.',
    });
    this.dialog = page.getByRole('dialog');
  }

  async goto() {
    await this.page.goto(CARD_APPLY_PATH);
  }

  stepHeading(step: WizardStep) {
    return this.main.getByRole('heading', { level: 2, name: step });
  }

  /** The wizard on `step`, its heading focused (after a step change) or shown (on arrival); audited. */
  async expectStep(step: WizardStep, { focused = true, state = '' } = {}) {
    await expect(this.page).toHaveURL(new RegExp(`${CARD_APPLY_PATH}$`));
    if (focused) await expect(this.stepHeading(step)).toBeFocused();
    else await expect(this.stepHeading(step)).toBeVisible();
    await audit(this.page, `Order card: ${step}${state ? ` (${state})` : ''}`);
  }

  async next(step: WizardStep, state = '') {
    await this.nextButton.click();
    await this.expectStep(step, { state });
  }

  /** The address group of the billing or shipping address. */
  address(kind: AddressKind) {
    return this.main.getByRole('region', { name: kind, exact: true });
  }

  /** 'Edit billing address' / 'Edit shipping address': the address's fields open. */
  async editAddress(kind: AddressKind) {
    await this.address(kind)
      .getByRole('button', { name: `Edit ${kind.toLowerCase()}`, exact: true })
      .click();
    await expect(this.addressField(kind, 'addressLine1')).toBeVisible();
  }

  /** 'Save billing address' / 'Save shipping address'. */
  async saveAddress(kind: AddressKind) {
    await this.address(kind)
      .getByRole('button', { name: `Save ${kind.toLowerCase()}`, exact: true })
      .click();
  }

  /** A field of an address (a textbox, or the country's picker), by its §5 label. */
  addressField(kind: AddressKind, field: AddressField, scope: Locator = this.address(kind)) {
    const label = new RegExp(`^${escape(ADDRESS_LABELS[field])}`);
    return scope
      .getByRole('textbox', { name: label })
      .or(scope.getByRole('combobox', { name: label }));
  }

  /** Chooses the card's currency (a radio group or a select named 'Currency'). */
  async chooseCurrency(currency: Currency) {
    await choose(this.main, 'Card currency', new RegExp(`^${currency}`));
  }

  /** The payment source picker (accounts and stakings). */
  sourcePicker() {
    return this.main.getByRole('radiogroup', { name: /^Pay from/ });
  }

  /** Chooses the source: an account by its type name ('US Dollar Account') or a staking by its reference. */
  async chooseSource(name: string | RegExp) {
    const radio = this.sourcePicker().getByRole('radio', {
      name: typeof name === 'string' ? new RegExp(`^${escape(name)}`) : name,
    });
    await pick(radio);
  }

  /** The order summary (§9): a description list. */
  summary() {
    return this.main.getByRole('region', { name: 'Order summary' });
  }

  /** The courier order's charges: the initial load, its fees, the order and the total the source loses. */
  charges() {
    return this.main.getByRole('region', { name: 'What you pay' });
  }

  /** The courier variant's initial load (in the card currency). */
  initialLoad() {
    return this.main.getByRole('textbox', { name: /^Initial load/ });
  }

  /** Opens the agreement modal (the region's terms), audited. */
  async openAgreement() {
    await this.main.getByRole('button', { name: 'Read the agreement', exact: true }).click();
    await expect(this.dialog).toBeVisible();
    await audit(this.page, 'Order card: agreement modal');
  }

  /** Agrees in the agreement modal: it closes and the terms box is ticked. */
  async agree() {
    await this.dialog.getByRole('button', { name: 'Agree', exact: true }).click();
    await expect(this.dialog).toBeHidden();
    await expect(this.terms).toBeChecked();
  }

  /** 'Order Card': the issue flow runs (issue, 1 s, activate) and the success is shown; audited. */
  async orderAndExpectActivated() {
    await this.orderButton.click();
    const done = this.page.getByRole('dialog', { name: CARD_MESSAGES.activated });
    await expect(done).toBeVisible({ timeout: 15_000 });
    await audit(this.page, 'Order card: activated');
    return done;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// /cards/{cardId}

export type CardTab = 'Transactions' | 'Summary' | 'Actions';

/** /cards/{cardId}: the card image and its details, balance, status, actions, tabs and dialogs. */
export class CardDetailPage {
  readonly shell;
  readonly main;
  readonly showDetails;
  readonly hideDetails;
  readonly loadButton;
  readonly activateButton;
  readonly suspendButton;
  readonly showPinButton;
  readonly requestPhysicalButton;
  readonly trackButton;
  readonly activatePhysicalButton;
  readonly dialog;
  readonly detailsUnavailable;
  /** A suspended card's details are withheld too (issue 42 #5), with its own reason. */
  readonly detailsSuspended;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.main = this.shell.main;
    this.showDetails = this.main.getByRole('button', { name: 'Show Details', exact: true });
    this.hideDetails = this.main.getByRole('button', { name: 'Hide Details', exact: true });
    this.loadButton = this.main.getByRole('button', { name: 'Load', exact: true });
    this.activateButton = this.main.getByRole('button', { name: 'Activate', exact: true });
    this.suspendButton = this.main.getByRole('button', { name: 'Suspend', exact: true });
    this.showPinButton = this.main.getByRole('button', { name: 'Show PIN', exact: true });
    this.requestPhysicalButton = this.main.getByRole('button', {
      name: 'Request Physical Card',
      exact: true,
    });
    this.trackButton = this.main.getByRole('button', { name: 'Track Package', exact: true });
    this.activatePhysicalButton = this.main.getByRole('button', {
      name: 'Activate Physical Card',
      exact: true,
    });
    this.dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
    // A lost, stolen or expired card: no Show Details, this sentence instead (issue 29 §8).
    this.detailsUnavailable = this.main.getByText(
      'The number, expiry date and CVV of this card can no longer be shown. Please contact customer support.',
    );
    this.detailsSuspended = this.main.getByText(
      'The number, expiry date and CVV of a suspended card are not shown. Please contact customer support.',
    );
  }

  async goto(id: string) {
    await this.page.goto(cardPath(id));
  }

  /** The detail of card `id` with its balance read; audited as `state`. */
  async expectShown(id: string, state: string, loaded = false) {
    await expect(this.page).toHaveURL(new RegExp(`${escape(cardPath(id))}$`));
    await expect(
      this.showDetails
        .or(this.hideDetails)
        .or(this.detailsUnavailable)
        .or(this.detailsSuspended)
        .first(),
    ).toBeVisible();
    await this.shell.expectPage(cardPath(id), 'Card details', undefined, loaded);
    await audit(this.page, `Card details: ${state}`);
  }

  /** A revealed detail of the card image (its definition): 'CVV' (3 or 4 digits) or 'Expires' (MM/YY). */
  secureValue(term: 'CVV' | 'Expires') {
    return this.main
      .getByRole('figure')
      .getByRole('definition')
      .filter({ hasText: term === 'CVV' ? /^\s*\d{3,4}\s*$/ : /^\s*\d{2}\/\d{2}\s*$/ });
  }

  /** The Transactions tab's statement table (this month's, by default). */
  statementTable() {
    const name = /^Card transactions/;
    return this.main.getByRole('grid', { name }).or(this.main.getByRole('table', { name }));
  }

  /** A Summary table of limits: 'Load', 'Card payments (POS)' or 'Cash withdrawals (ATM)'. */
  limitsTable(group: 'Load' | 'Card payments (POS)' | 'Cash withdrawals (ATM)') {
    const name = `${group} limits`;
    return this.main
      .getByRole('grid', { name, exact: true })
      .or(this.main.getByRole('table', { name, exact: true }));
  }

  /** The status badge (§4 labels). */
  status(label: string) {
    return this.main.getByText(label, { exact: true }).first();
  }

  /** A tab (Transactions, Summary, Actions): a tab or a segmented switch's radio. */
  tab(name: CardTab) {
    return this.main
      .getByRole('tab', { name, exact: true })
      .or(this.main.getByRole('radio', { name, exact: true }))
      .first();
  }

  /** Shows a tab; audited. */
  async show(name: CardTab) {
    const tab = this.tab(name);
    await tab.click();
    await expect
      .poll(
        async () =>
          (await tab.getAttribute('aria-selected')) === 'true' ||
          (await tab.isChecked().catch(() => false)),
      )
      .toBe(true);
    await audit(this.page, `Card details: ${name} tab`);
  }

  /** The dialog named `name` (or any dialog), visible; audited as `state`. */
  async expectDialog(state: string, name?: string | RegExp) {
    const dialog = name
      ? this.page.getByRole('dialog', { name }).or(this.page.getByRole('alertdialog', { name }))
      : this.dialog;
    await expect(dialog).toBeVisible();
    await audit(this.page, `Card details: ${state}`);
    return dialog;
  }

  /**
   * The load dialog's fields (§5 Load card): 'Amount', 'Pay from', 'Continue' to the confirmation step ('Confirm
   * load': the amount, both fees and the total), whose 'Load card' makes the call.
   */
  get load() {
    const dialog = this.page.getByRole('dialog', { name: /^(Load card|Confirm load)$/ });
    return {
      dialog,
      amount: dialog.getByRole('textbox', { name: /^Amount/ }),
      source: dialog.getByRole('radiogroup', { name: /^Pay from/ }),
      next: dialog.getByRole('button', { name: 'Continue', exact: true }),
      confirm: dialog.getByRole('button', { name: 'Load card', exact: true }),
    };
  }

  /** Chooses the source of a dialog's payment by its name (an account type or a staking reference). */
  async chooseDialogSource(name: string | RegExp) {
    const radio = this.dialog.getByRole('radio', {
      name: typeof name === 'string' ? new RegExp(`^${escape(name)}`) : name,
    });
    await pick(radio);
  }

  /** Confirms a confirmation dialog (Suspend, Activate, Activate Physical Card) by its confirming button. */
  async confirm(button: RegExp = /^(Confirm|Yes|Suspend|Activate|OK)$/) {
    await this.dialog.getByRole('button', { name: button }).last().click();
  }
}
