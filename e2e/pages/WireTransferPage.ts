import type { Locator, Page } from '@playwright/test';
import { audit, expect } from '../support/fixtures';
import { AppShell } from './AppShell';

/** Seed 001 §2: the steps of the wire transfer wizard, in order. */
export type WireTransferStep =
  'Select account' | 'Select recipient' | 'Transfer amount' | 'Transaction overview';

export const WIRE_TRANSFER_PATH = '/transfer/wire-transfer';

/** The wire recipient's fields (seed 001 §2 'Wire beneficiary form fields'), by their labels. */
export interface WireRecipient {
  alias: string;
  bankName: string;
  bankAddress: string;
  bankCode: string;
  name: string;
  address: string;
  iban: string;
}

/** /transfer/wire-transfer: the four-step wizard, its recipient modals and the second-factor dialog. */
export class WireTransferPage {
  readonly shell;
  readonly main;
  readonly accounts;
  readonly recipients;
  readonly newRecipientButton;
  readonly editRecipientButton;
  readonly recipientDialog;
  readonly amount;
  readonly memo;
  readonly confirm;
  readonly codeDialog;
  readonly nextButton;
  readonly backButton;
  readonly sendButton;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.main = this.shell.main;
    this.accounts = this.main.getByRole('radiogroup', { name: /^Transfer from account/ });
    this.recipients = this.main.getByRole('radiogroup', { name: /^Recipient/ });
    this.newRecipientButton = this.main.getByRole('button', { name: 'New recipient' });
    this.editRecipientButton = this.main.getByRole('button', { name: 'Edit recipient' });
    this.recipientDialog = page.getByRole('dialog', { name: /wire recipient$/ });
    this.amount = this.main.getByRole('textbox', { name: /^Amount/ });
    this.memo = this.main.getByRole('textbox', { name: /^Memo/ });
    this.confirm = this.main.getByRole('checkbox', { name: /^I confirm/ });
    this.codeDialog = page.getByRole('dialog', { name: 'Enter the verification code' });
    this.nextButton = this.main.getByRole('button', { name: 'Next' });
    this.backButton = this.main.getByRole('button', { name: 'Back' });
    this.sendButton = this.main.getByRole('button', { name: 'Send' });
  }

  stepHeading(step: WireTransferStep) {
    return this.main.getByRole('heading', { level: 2, name: step });
  }

  /** The wizard on `step`, its heading focused (after a step change) or shown (on arrival); audited. */
  async expectStep(step: WireTransferStep, { focused = true, state = '' } = {}) {
    await expect(this.page).toHaveURL(new RegExp(`${WIRE_TRANSFER_PATH}$`));
    if (focused) await expect(this.stepHeading(step)).toBeFocused();
    else await expect(this.stepHeading(step)).toBeVisible();
    await audit(this.page, `Wire transfer: ${step}${state ? ` (${state})` : ''}`);
  }

  account(typePublicName: string) {
    return this.accounts.getByRole('radio', { name: new RegExp(`^${typePublicName} `) });
  }

  recipient(alias: string) {
    return this.recipients.getByRole('radio', { name: new RegExp(`^${alias}`) });
  }

  /** Chooses by pointer: react-aria hides the native input under its visual tile, so check it by its label. */
  async choose(radio: Locator) {
    await radio.check({ force: true });
    await expect(radio).toBeChecked();
  }

  async next(step: WireTransferStep, state = '') {
    await this.nextButton.click();
    await this.expectStep(step, { state });
  }

  /** A figure of the fee rows (Fee, Recipient gets, Arrival, …), by its term. */
  detail(term: string) {
    return this.main
      .locator('dt')
      .filter({ hasText: new RegExp(`^${term}$`) })
      .first()
      .locator('xpath=following-sibling::dd[1]');
  }

  dialogField(label: RegExp) {
    return this.recipientDialog.getByRole('textbox', { name: label });
  }

  /** Fills the open recipient dialog (US Dollar, then each field) and saves it. */
  async fillRecipient(recipient: WireRecipient) {
    await this.recipientDialog.getByRole('button', { name: /Beneficiary currency/ }).click();
    await this.page.getByRole('option', { name: 'US Dollar' }).click();
    await this.dialogField(/^Alias/).fill(recipient.alias);
    await this.dialogField(/^Beneficiary bank name/).fill(recipient.bankName);
    await this.dialogField(/^Bank address/).fill(recipient.bankAddress);
    await this.dialogField(/^Bank ABA\/SWIFT\/BIC/).fill(recipient.bankCode);
    await this.dialogField(/^Beneficiary name/).fill(recipient.name);
    await this.dialogField(/^Beneficiary address/).fill(recipient.address);
    await this.dialogField(/^Beneficiary IBAN/).fill(recipient.iban);
  }

  async save() {
    await this.recipientDialog.getByRole('button', { name: 'Save' }).click();
  }

  /** Types the emailed code into the open code dialog and confirms it. */
  async enterCode(code: string) {
    await expect(this.codeDialog).toBeVisible();
    await this.codeDialog.getByRole('textbox').fill(code);
    await this.codeDialog.getByRole('button', { name: 'Confirm' }).click();
  }
}
