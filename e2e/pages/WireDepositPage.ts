import type { Locator, Page } from '@playwright/test';
import { audit, expect } from '../support/fixtures';
import { AppShell } from './AppShell';

/** Seed 001 §2: the steps of the wire deposit wizard, in order. */
export type WireDepositStep = 'Select currency' | 'Select account' | 'Select amount' | 'Deposit';

export const WIRE_DEPOSIT_PATH = '/deposit/wire-deposit';

/** Presses Tab until `target` has focus (at most `limit` presses), as a keyboard user moves. */
export async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** /deposit/wire-deposit: the four-step wizard, the source-of-funds declaration and the wire instructions. */
export class WireDepositPage {
  readonly shell;
  readonly main;
  readonly currencies;
  readonly accounts;
  readonly amount;
  readonly declaration;
  readonly source;
  readonly otherText;
  readonly accept;
  readonly nextButton;
  readonly backButton;
  readonly cancelButton;
  readonly submitButton;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.main = this.shell.main;
    this.currencies = this.main.getByRole('radiogroup', { name: 'Currency' });
    this.accounts = this.main.getByRole('radiogroup', { name: 'Deposit to account' });
    this.amount = this.main.getByRole('textbox', { name: 'Amount' });
    this.declaration = this.main.getByRole('group', { name: /^Source of Funds Declaration/ });
    this.source = this.declaration.getByRole('button', { name: /Source of Funds/ });
    this.otherText = this.declaration.getByRole('textbox', { name: /Other source of funds/ });
    this.accept = this.declaration.getByRole('checkbox', {
      name: 'I hereby accept the Source of Funds requirement as a condition of processing my deposit.',
    });
    this.nextButton = this.main.getByRole('button', { name: 'Next' });
    this.backButton = this.main.getByRole('button', { name: 'Back' });
    this.cancelButton = this.main.getByRole('button', { name: 'Cancel' });
    this.submitButton = this.main.getByRole('button', { name: 'Submit' });
  }

  stepHeading(step: WireDepositStep) {
    return this.main.getByRole('heading', { level: 2, name: step });
  }

  /** The wizard on `step`, its heading focused (after a step change) or shown (on arrival); audited. */
  async expectStep(step: WireDepositStep, { focused = true, state = '' } = {}) {
    await expect(this.page).toHaveURL(new RegExp(`${WIRE_DEPOSIT_PATH}$`));
    if (focused) await expect(this.stepHeading(step)).toBeFocused();
    else await expect(this.stepHeading(step)).toBeVisible();
    await audit(this.page, `Wire deposit: ${step}${state ? ` (${state})` : ''}`);
  }

  /** A currency of step 0, by its code. */
  currency(code: 'USD' | 'EUR' | 'GBP') {
    return this.currencies.getByRole('radio', { name: new RegExp(`^${code}`) });
  }

  /** An account tile of step 1, by the start of its name (the type public name). */
  account(typePublicName: string) {
    return this.accounts.getByRole('radio', { name: new RegExp(`^${typePublicName} `) });
  }

  /** Chooses by pointer: react-aria hides the native input under its visual tile, so check it by its label. */
  async choose(radio: Locator) {
    await radio.check({ force: true });
    await expect(radio).toBeChecked();
  }

  async next(step: WireDepositStep, state = '') {
    await this.nextButton.click();
    await this.expectStep(step, { state });
  }

  /** Chooses a source of funds in the declaration's list. */
  async chooseSource(source: string) {
    await this.source.click();
    await this.page.getByRole('option', { name: source, exact: true }).click();
    await expect(this.source).toContainText(source);
  }

  /** The bank's wire instructions on the last step (their bank name shown). */
  async expectInstructions() {
    await expect(this.main.getByText('Harborline Trust Bank, N.A.')).toBeVisible();
  }
}
