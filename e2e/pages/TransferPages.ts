import type { Locator, Page } from '@playwright/test';
import { idTokenFor } from '../support/bank';
import { BASE_URL } from '../support/env';
import { audit, expect } from '../support/fixtures';
import { AppShell } from './AppShell';
import { toast } from './AuthPages';

// /transfer, the 'between own accounts' and 'to a member' wizards and the second-factor dialog (seed 001 §2, §4,
// §5, §8), as a customer sees them; and the customer's balances as the bank reports them (GET /api/account).

const TRANSFER_PATH = '/transfer';
export const BETWEEN_ACCOUNTS_PATH = '/transfer/between-accounts';
export const BETWEEN_MEMBERS_PATH = '/transfer/between-members';

/** The customer's balances by currency (their first account in each), as the bank answers GET /api/account. */
export async function balances(email: string): Promise<Record<string, string>> {
  const response = await fetch(`${BASE_URL}/api/account`, {
    headers: { authorization: `Bearer ${await idTokenFor(email)}` },
  });
  expect(response.status).toBe(200);
  const accounts = (await response.json()) as { currency: string; amount: string }[];
  const byCurrency: Record<string, string> = {};
  for (const account of accounts) byCurrency[account.currency] ??= account.amount;
  return byCurrency;
}

/** The balances of two customers (a sender and a recipient) at once. */
export const balancesOf = (first: string, second: string) =>
  Promise.all([balances(first), balances(second)]);

/** The bank's rate from one currency to another (GET /api/currency/conversionRate). */
export async function conversionRate(email: string, from: string, to: string): Promise<string> {
  const response = await fetch(
    `${BASE_URL}/api/currency/conversionRate?fromCurrency=${from}&toCurrency=${to}`,
    { headers: { authorization: `Bearer ${await idTokenFor(email)}` } },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { conversionRate: string }).conversionRate;
}

/** /transfer: one tile per wizard. */
export class TransferLandingPage {
  readonly shell;
  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
  }

  tile(name: RegExp) {
    return this.shell.main.getByRole('link', { name });
  }

  async expectShown(loaded = false) {
    await this.shell.expectPage(TRANSFER_PATH, 'Transfer', undefined, loaded);
  }

  /** Opens 'To a member' from its tile: the wizard on Select account (shown, not focused, on arrival). */
  async openMemberWizard() {
    await this.tile(/^To a member/).click();
    const wizard = new TransferWizardPage(this.page, BETWEEN_MEMBERS_PATH, 'To a member');
    await wizard.expectStep('Select account', { focused: false });
    return wizard;
  }
}

/** One of the two wizards: its steps, buttons and fields by role and name. */
export class TransferWizardPage {
  readonly shell;
  readonly main;
  readonly nextButton;
  readonly backButton;
  readonly cancelButton;
  readonly sendButton;
  readonly checkbox;
  readonly confirmModal;
  readonly codeDialog;
  readonly code;
  readonly confirmCode;
  readonly resend;
  readonly newRecipientDialog;
  /** A customer with a passkey approves with it instead of a code (issue 45). */
  readonly passkeyDialog;
  readonly approveWithPasskey;

  constructor(
    readonly page: Page,
    readonly path: string,
    readonly name: string,
  ) {
    this.shell = new AppShell(page);
    this.main = this.shell.main;
    this.nextButton = this.main.getByRole('button', { name: 'Next' });
    this.backButton = this.main.getByRole('button', { name: 'Back' });
    this.cancelButton = this.main.getByRole('button', { name: 'Cancel' });
    this.sendButton = this.main.getByRole('button', { name: 'Send' });
    this.checkbox = this.main.getByRole('checkbox', {
      name: 'I confirm that the information above is correct.',
    });
    this.confirmModal = page.getByRole('alertdialog', { name: 'Confirm information' });
    this.codeDialog = page.getByRole('dialog', { name: 'Enter the verification code' });
    this.code = this.codeDialog.getByRole('textbox', { name: 'Verification code' });
    this.confirmCode = this.codeDialog.getByRole('button', { name: 'Confirm' });
    this.resend = this.codeDialog.getByRole('button', { name: "Didn't get a verification code?" });
    this.newRecipientDialog = page.getByRole('dialog', { name: 'New recipient' });
    this.passkeyDialog = page.getByRole('dialog', { name: 'Approve this payment' });
    this.approveWithPasskey = this.passkeyDialog.getByRole('button', {
      name: 'Approve with passkey',
    });
  }

  stepHeading(step: string) {
    return this.main.getByRole('heading', { level: 2, name: step });
  }

  /** The wizard on `step`, its heading focused (after a step change) or shown (on arrival); audited. */
  async expectStep(step: string, { focused = true, state = '' } = {}) {
    await expect(this.page).toHaveURL(new RegExp(`${this.path}$`));
    if (focused) await expect(this.stepHeading(step)).toBeFocused();
    else await expect(this.stepHeading(step)).toBeVisible();
    await audit(this.page, `${this.name}: ${step}${state ? ` (${state})` : ''}`);
  }

  /** An account of a picker, by the start of its name. */
  account(typePublicName: string) {
    return this.main.getByRole('radio', { name: new RegExp(`^${typePublicName} `) });
  }

  recipient(name: string) {
    return this.main.getByRole('radio', { name: new RegExp(`^${name}`) });
  }

  amount(label: string | RegExp = 'Amount') {
    return this.main.getByRole('textbox', { name: label });
  }

  /** Chooses by pointer: react-aria hides the native input under its visual tile, so check it by its label. */
  async choose(radio: Locator) {
    await radio.check({ force: true });
    await expect(radio).toBeChecked();
  }

  async tick() {
    await this.checkbox.check({ force: true });
    await expect(this.checkbox).toBeChecked();
  }

  async next(step: string, state = '') {
    await this.nextButton.click();
    await this.expectStep(step, { state });
  }

  /** Select recipient: opens the New recipient dialog. */
  async openNewRecipient() {
    await this.main.getByRole('button', { name: 'New recipient' }).click();
    return this.newRecipientDialog;
  }

  /** In the open New recipient dialog: the member's name and email, Add recipient, the toast. */
  async addRecipient(name: string, email: string) {
    await this.newRecipientDialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await this.newRecipientDialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await this.newRecipientDialog.getByRole('button', { name: 'Add recipient' }).click();
    await expect(toast(this.page, 'Recipient has been created.')).toBeVisible();
  }

  /**
   * 'To a member' from the first step to a ticked overview: `from` the account, a new member recipient (`name`,
   * `email`), `amount`.
   */
  async toMemberOverview(from: string, name: string, email: string, amount: string) {
    await this.choose(this.account(from));
    await this.next('Select recipient');
    await this.openNewRecipient();
    await this.addRecipient(name, email);
    await this.next('Transfer amount');
    await this.amount().fill(amount);
    await this.next('Transaction overview');
    await this.tick();
  }

  /** 'To a member' overview: Send, then Confirm in the confirm-information modal. */
  async sendAndConfirm() {
    await this.sendButton.click();
    await this.confirmModal.getByRole('button', { name: 'Confirm' }).click();
  }

  /** The transfer went: the bank's message as a toast, and back on /transfer. */
  async expectSent(message: string) {
    await expect(toast(this.page, message)).toBeVisible();
    await expect(this.page).toHaveURL(/\/transfer$/);
  }

  /** The code dialog is open (audited under `state`). */
  async expectCodeDialog(state: string) {
    await expect(this.codeDialog).toBeVisible();
    await audit(this.page, `${this.name}: code dialog (${state})`);
  }

  /** The passkey approval is open, naming the payment (`details`: its amount, payee and source); audited. */
  async expectPasskeyDialog(details: RegExp) {
    await expect(this.passkeyDialog).toBeVisible();
    await expect(this.approveWithPasskey).toBeFocused();
    await expect(this.approveWithPasskey).toHaveAccessibleDescription(details);
    await audit(this.page, `${this.name}: passkey approval`);
  }

  async enterCode(code: string) {
    await this.code.fill(code);
    await this.confirmCode.click();
  }
}
