import {
  add,
  aprPercent,
  roundDown,
  STAKING_MESSAGES,
  STAKING_FREQUENCY_LABELS,
  termLabel,
  type StakingProduct,
  type UserStaking,
} from '@axia/core';
import type { Locator, Page } from '@playwright/test';
import { admin, idTokenFor } from '../support/bank';
import { BASE_URL } from '../support/env';
import { audit, expect } from '../support/fixtures';
import { AppShell } from './AppShell';
import { toast } from './AuthPages';

// Staking (seed 002 §2 Staking, §4, §5, §8, §9): /stakings (the 'Staking Pools' carousel, the apply dialog, the
// 'Staking' list with its status filter) and /stakings/{id} (the summary card, Add Funds, Claim, re-enrollment, the
// 'Transactions' / 'Rewards' switch, the activity detail dialog), as a customer sees them; and the customer's
// stakings, pools and accounts as the bank answers them (the §7 calls), to arrange a test and check its figures.

export const STAKINGS_PATH = '/stakings';
export const stakingPath = (id: string) => `${STAKINGS_PATH}/${encodeURIComponent(id)}`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An AXC figure as the app prints it (§9: 5 decimals, truncated; thousands separated): '1,234.50000 AXC'. */
export function axc(amount: string): string {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace(/^[-+]/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${fraction.padEnd(5, '0').slice(0, 5)} AXC`;
}

/** An AXC amount with its 5 decimals (§9), to compare the bank's figures exactly: '100' → '100.00000'. */
export const five = (amount: string) => roundDown(amount, 5);

/** The bank's dates as the summary prints them (§9: YYYY/MM/DD or YYYY-MM-DD). */
const dateOf = (iso: string) => new RegExp(iso.slice(0, 10).replace(/-/g, '.'));

// ---------------------------------------------------------------------------------------------------------------
// The bank, as the customer's own calls see it.

async function customerCall<T>(
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

/** The pools the customer is offered (GET /staking/available), in the bank's order. */
export const availablePools = async (email: string) =>
  (await ok<{ data: StakingProduct[] }>(email, 'GET', '/staking/available?limit=24')).data;

/** The customer's stakings (GET /staking), newest first. */
export const stakingsOf = async (email: string) =>
  (await ok<{ data: UserStaking[] }>(email, 'GET', '/staking?limit=90')).data;

/** One staking as the bank reports it (GET /staking/{id}). */
export const stakingOf = (email: string, id: string) =>
  ok<UserStaking>(email, 'GET', `/staking/${encodeURIComponent(id)}`);

/** The customer's AXC account (its id for the calls, its balance). */
export async function axcAccount(email: string) {
  const accounts = await ok<{ id: string; currency: string; amount: string; type: string }[]>(
    email,
    'GET',
    '/account',
  );
  const account = accounts.find((a) => a.currency === 'AXC');
  if (!account) throw new Error(`${email} has no AXC account`);
  return account;
}

/** Applies to a pool through the bank's call (POST /staking/{code}/apply), from the AXC account: the bank's answer. */
export async function applyAnswer(email: string, productCode: string, amount: string) {
  const { id: fromAccountId } = await axcAccount(email);
  return customerCall<UserStaking & { message?: string }>(
    email,
    'POST',
    `/staking/${encodeURIComponent(productCode)}/apply`,
    { fromAccountId, amount },
  );
}

/** Applies to a pool through the bank's call; the new staking. */
export async function applyByApi(email: string, productCode: string, amount: string) {
  const answer = await applyAnswer(email, productCode, amount);
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body as UserStaking;
}

/** Adds to a staking through the bank's call, answering whatever the bank answers (to see a refusal). */
export async function addAmountByApi(email: string, stakingId: string, amount: string) {
  const { id: fromAccountId } = await axcAccount(email);
  return customerCall<{ message?: string }>(
    email,
    'POST',
    `/staking/${encodeURIComponent(stakingId)}/add-amount`,
    { fromAccountId, amount },
  );
}

/** A back-office action on a staking (suspend, freeze, resume, close), as the bank's staff take it. */
export const backOffice = (action: 'suspend' | 'freeze' | 'resume' | 'close', stakingId: string) =>
  admin(`/stakings/${encodeURIComponent(stakingId)}/${action}`, {});

/**
 * The sandbox's pools the specs use (packages/bank/src/modules/stakings/products.ts, README 'Staking pools'): the 30-day
 * daily pool (12% APR, at most 100,000 AXC per staking), the one-year pool (one staking per member, at most 50,000
 * AXC), the six-month pool that takes no top-ups, and two never listed (full; private).
 */
export const POOLS = {
  flexible: 'AXC_FLEX_30D',
  quarter: 'AXC_QUARTER_3M',
  annual: 'AXC_ANNUAL_1Y',
  fixed: 'AXC_FIXED_6M',
  full: 'AXC_FULL_14D',
  private: 'AXC_PRIVATE_90D',
} as const;

/** A pool as the customer is offered it (GET /staking/available), by its code. */
export async function poolOf(email: string, code: string) {
  const pool = (await availablePools(email)).find((p) => p.code === code);
  if (!pool) throw new Error(`${email} is not offered the pool ${code}`);
  return pool;
}

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces of the screens.

/**
 * Picks `option` in a labelled choice of `scope`: a radio group (account tiles, segmented switches; react-aria hides
 * the native input under its visual tile, so it is checked by its label as a user clicks the tile) or a select (a
 * button named by its label and value, with a listbox).
 */
export async function choose(scope: Locator, label: string | RegExp, option: string | RegExp) {
  const page = scope.page();
  const group = scope.getByRole('radiogroup', { name: label });
  if ((await group.count()) > 0) {
    const radio = group.getByRole('radio', { name: option });
    await radio.check({ force: true });
    await expect(radio).toBeChecked();
    return;
  }
  const trigger = scope.getByRole('button', {
    name: typeof label === 'string' ? new RegExp(escape(label)) : label,
  });
  await trigger.click();
  await page.getByRole('option', { name: option }).first().click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** A term and its definition in a description list of `scope` (an aria-tree match of the pair). */
async function expectFact(scope: Locator, term: string, definition: string | RegExp) {
  const value = typeof definition === 'string' ? JSON.stringify(definition) : String(definition);
  await expect(scope).toMatchAriaSnapshot(`
    - term: ${JSON.stringify(term)}
    - definition: ${value}
  `);
}

/**
 * The apply and Add Funds dialog (§5): 'From account', 'Amount', the terms box that enables 'Confirm staking', then a
 * confirmation step ('Confirm') before the call.
 */
class StakeFundsDialog {
  readonly amount;
  readonly terms;
  readonly confirmStaking;
  readonly confirmButton;

  constructor(
    readonly page: Page,
    readonly dialog: Locator,
  ) {
    this.amount = dialog.getByRole('textbox', { name: 'Amount' });
    this.terms = dialog.getByRole('checkbox');
    this.confirmStaking = dialog.getByRole('button', { name: 'Confirm staking', exact: true });
    this.confirmButton = dialog.getByRole('button', { name: 'Confirm', exact: true });
  }

  /** The dialog is open on its form; audited as `state`. */
  async expectOpen(state: string) {
    await expect(this.dialog).toBeVisible();
    await expect(this.amount).toBeVisible();
    await audit(this.page, state);
  }

  /** 'From account': the AXC account, unless it is already the only choice. */
  async chooseAccount(typePublicName = 'AXC Wallet') {
    await choose(this.dialog, 'From account', new RegExp(`^${escape(typePublicName)}`));
  }

  async tickTerms() {
    await this.terms.check({ force: true });
    await expect(this.terms).toBeChecked();
  }

  /** Amount and terms, then 'Confirm staking': the confirmation step is shown (audited as `state`). */
  async fillAndContinue(amount: string, state: string) {
    await this.amount.fill(amount);
    await this.tickTerms();
    await this.confirmStaking.click();
    await expect(this.confirmButton).toBeVisible();
    await expect(this.dialog).toContainText(amount);
    await audit(this.page, state);
  }

  /** Confirms the confirmation step: the call is made and the dialog closes. */
  async confirm() {
    await this.confirmButton.click();
    await expect(this.dialog).toBeHidden();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// /stakings

/** /stakings: the 'Staking Pools' carousel and the 'Staking' list with its status filter. */
export class StakingsPage {
  readonly shell;
  readonly main;
  readonly pools;
  readonly scrollLeft;
  readonly scrollRight;
  readonly list;
  readonly stakeDialog;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.main = this.shell.main;
    this.pools = this.main.getByRole('region', { name: 'Staking Pools', exact: true });
    this.scrollLeft = this.pools.getByRole('button', { name: 'Scroll left' });
    this.scrollRight = this.pools.getByRole('button', { name: 'Scroll right' });
    this.list = this.main.getByRole('region', { name: 'Staking', exact: true });
    this.stakeDialog = new StakeFundsDialog(page, page.getByRole('dialog'));
  }

  /** Opens /stakings as `email` would, straight from the address bar (a fresh load). */
  async goto() {
    await this.page.goto(STAKINGS_PATH);
  }

  /** The page with its pools and stakings read; audited. */
  async expectShown(loaded = false) {
    await expect(this.page).toHaveURL(/\/stakings$/);
    await expect(this.pools.getByRole('button', { name: /^Apply to / }).first()).toBeVisible();
    await expect(this.list).toBeVisible();
    await this.shell.expectPage(STAKINGS_PATH, 'Staking', undefined, loaded);
  }

  /** A pool's 'Apply to {pool}' button. */
  applyButton(poolName: string) {
    return this.pools.getByRole('button', { name: `Apply to ${poolName}`, exact: true });
  }

  /** Opens the apply dialog of a pool; audited as `state`. */
  async openApply(poolName: string, state = 'apply dialog') {
    await this.applyButton(poolName).click();
    await this.stakeDialog.expectOpen(`Staking: ${state}`);
    return this.stakeDialog;
  }

  /** The pools' cards (each an article named by its pool). */
  poolCards() {
    return this.pools.getByRole('article');
  }

  /** The status filter's options, read by opening it (and closing it again with Escape). */
  async filterOptions() {
    await this.list.getByRole('button', { name: /Status/ }).click();
    const options = await this.page.getByRole('option').allInnerTexts();
    await this.page.keyboard.press('Escape');
    await expect(this.page.getByRole('listbox')).toBeHidden();
    return options.map((text) => text.trim());
  }

  /** A staking's entry in the list (a link to its detail), by its public id. */
  staking(publicId: string) {
    return this.list.getByRole('link', { name: new RegExp(escape(publicId)) });
  }

  /** Every entry the list shows. */
  entries() {
    return this.list.getByRole('link');
  }

  /** Chooses a status filter option ('ALL' or a non-active status label); audited. */
  async chooseFilter(option: string) {
    await choose(this.list, 'Status', new RegExp(`^${escape(option)}$`));
    await audit(this.page, `Staking: filter ${option}`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// /stakings/{id}

/** /stakings/{id}: the summary card and its actions, the Transactions / Rewards switch, the dialogs. */
export class StakingDetailPage {
  readonly shell;
  readonly main;
  readonly claimButton;
  readonly addFundsButton;
  readonly reEnrollButton;
  readonly editReEnrollButton;
  readonly dialog;
  readonly addFunds;
  readonly rewardsTable;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.main = this.shell.main;
    this.claimButton = this.main.getByRole('button', { name: 'Claim', exact: true });
    this.addFundsButton = this.main.getByRole('button', { name: 'Add Funds', exact: true });
    this.reEnrollButton = this.main.getByRole('button', {
      name: 'Re-enrollment Open',
      exact: true,
    });
    this.editReEnrollButton = this.main.getByRole('button', {
      name: 'Edit Re-enrollment',
      exact: true,
    });
    this.dialog = page.getByRole('dialog');
    this.addFunds = new StakeFundsDialog(page, this.dialog);
    // A grid (the design system's table, keyboard-navigable).
    this.rewardsTable = this.main
      .getByRole('grid', { name: 'Daily rewards' })
      .or(this.main.getByRole('table', { name: 'Daily rewards' }));
  }

  /** The detail of staking `id` with its summary read; audited as `state`. */
  async expectShown(id: string, state: string, loaded = false) {
    await expect(this.page).toHaveURL(new RegExp(`${escape(stakingPath(id))}$`));
    await expect(this.main.getByRole('term').filter({ hasText: 'APR' })).toBeVisible();
    await this.shell.expectPage(stakingPath(id), 'Staking details', undefined, loaded);
    await audit(this.page, `Staking details: ${state}`);
  }

  /** The summary's facts (§9): APR with 2 decimals, term, reward frequency, status, principal, rewards, total. */
  async expectSummary(
    staking: Pick<UserStaking, 'annualInterestRate' | 'term' | 'termUnit' | 'frequency'>,
    figures: { status: string; principal: string; rewards: string },
  ) {
    await expectFact(this.main, 'APR', `${aprPercent(staking.annualInterestRate)}%`);
    await expectFact(this.main, 'Term', termLabel(staking.term, staking.termUnit));
    await expectFact(this.main, 'Reward frequency', STAKING_FREQUENCY_LABELS[staking.frequency]);
    await expectFact(this.main, 'Status', figures.status);
    await expectFact(this.main, 'Principal', axc(figures.principal));
    // Credited (interestAmount): the rewards chart beside it says 'accrued' (issue 43).
    await expectFact(this.main, 'Rewards credited', axc(figures.rewards));
    await expectFact(this.main, 'Total', axc(add(figures.principal, figures.rewards)));
  }

  /** The term's dates (§9: YYYY/MM/DD or YYYY-MM-DD). */
  async expectTermDates(staking: Pick<UserStaking, 'termStartAt' | 'termEndAt'>) {
    await expectFact(this.main, 'Term start', dateOf(staking.termStartAt));
    await expectFact(this.main, 'Term end', dateOf(staking.termEndAt));
  }

  /** 'Transactions' or 'Rewards'; audited. */
  async show(view: 'Transactions' | 'Rewards') {
    await choose(this.main, 'Show', view);
    await audit(this.page, `Staking details: ${view}`);
  }

  /** An activity of the Transactions list (it opens its detail dialog), by its title. */
  activity(title: string) {
    return this.main.getByRole('button', { name: new RegExp(`^${escape(title)}`) });
  }

  /** Opens an activity's detail dialog, checks its title and amount; audited; closes it. */
  async openActivity(title: string, amount: string) {
    await this.activity(title).first().click();
    const details = this.page.getByRole('dialog', { name: 'Transaction details' });
    await expect(details).toBeVisible();
    await expect(details).toContainText(title);
    await expect(details).toContainText(axc(amount));
    await audit(this.page, `Staking details: activity ${title}`);
    await details.getByRole('button', { name: 'Close' }).first().click();
    await expect(details).toBeHidden();
  }

  /** The Rewards view's rows, one per day, each headed by its date (the header row left out). */
  rewardRows() {
    return this.rewardsTable.getByRole('row').filter({ has: this.page.getByRole('rowheader') });
  }

  /** The days the Rewards view lists, in order (YYYY-MM-DD). */
  rewardDays() {
    return this.rewardsTable.getByRole('rowheader');
  }

  async expectToast(message: string) {
    await expect(toast(this.page, message)).toBeVisible();
  }

  /** Add Funds → the dialog; audited. */
  async openAddFunds() {
    await this.addFundsButton.click();
    await this.addFunds.expectOpen('Staking details: Add Funds dialog');
    return this.addFunds;
  }

  /** The re-enrollment dialog's fields (§5): pool, amount, the 0..1 slider, terms, Save. */
  get reEnroll() {
    const dialog = this.dialog;
    return {
      dialog,
      amount: dialog.getByRole('textbox', { name: 'Re-enroll amount' }),
      slider: dialog.getByRole('slider', { name: 'Share of the staking total' }),
      terms: dialog.getByRole('checkbox'),
      save: dialog.getByRole('button', { name: 'Save', exact: true }),
    };
  }

  /** Picks the re-enroll pool. */
  async chooseReEnrollPool(poolName: string) {
    await choose(this.dialog, 'Re-enroll pool', new RegExp(`^${escape(poolName)}`));
  }

  /**
   * Claim → the dialog (audited); Claim without an account first ('Please select an account to deposit the staking
   * balance!', tied to the picker), then the account to deposit to and Claim.
   */
  async claimInto(typePublicName = 'AXC Wallet') {
    await this.claimButton.click();
    const dialog = this.page.getByRole('dialog', { name: 'Claim staking' });
    const picker = dialog.getByRole('radiogroup', { name: 'Deposit to account' });
    const claim = dialog.getByRole('button', { name: 'Claim', exact: true });
    await expect(picker).toBeVisible();
    await audit(this.page, 'Staking details: claim dialog');
    await claim.click();
    await expect(picker).toHaveAccessibleDescription(
      new RegExp(escape(STAKING_MESSAGES.claimAccountRequired)),
    );
    await audit(this.page, 'Staking details: claim dialog (no account)');
    await choose(dialog, 'Deposit to account', new RegExp(`^${escape(typePublicName)}`));
    await claim.click();
    await expect(dialog).toBeHidden();
  }
}
