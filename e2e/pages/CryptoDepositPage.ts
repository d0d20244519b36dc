import type { Page } from '@playwright/test';
import { audit, expect } from '../support/fixtures';
import { AppShell } from './AppShell';

/** Seed 001 §2: the steps of the digital currency deposit wizard, in order. */
export type CryptoDepositStep =
  'Currency to' | 'Currency from' | 'Amount estimator' | 'Deposit Address';

export const CRYPTO_DEPOSIT_PATH = '/deposit/digital-currency-deposit';
/** Seed 001 §5: how long the other amount's edits are ignored after one is edited. */
const ECHO_SUPPRESSION_MS = 50;

/** /deposit/digital-currency-deposit: the four-step wizard, its estimator and the deposit address. */
export class CryptoDepositPage {
  readonly shell;
  readonly main;
  readonly targets;
  readonly sources;
  readonly pay;
  readonly receive;
  readonly terms;
  readonly continueButton;
  readonly backButton;
  readonly cancelButton;
  readonly finishButton;
  readonly copyButton;
  readonly alert;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.main = this.shell.main;
    this.targets = this.main.getByRole('radiogroup', { name: 'The currency you receive' });
    this.sources = this.main.getByRole('radiogroup', { name: 'The currency you send' });
    this.pay = this.main.getByRole('textbox', { name: 'You send' });
    this.receive = this.main.getByRole('textbox', { name: 'You receive (estimate)' });
    this.terms = this.main.getByRole('checkbox', { name: /Terms of Service/ });
    this.continueButton = this.main.getByRole('button', { name: 'Continue' });
    this.backButton = this.main.getByRole('button', { name: 'Back' });
    this.cancelButton = this.main.getByRole('button', { name: 'Cancel' });
    this.finishButton = this.main.getByRole('button', { name: 'Finish' });
    this.copyButton = this.main.getByRole('button', { name: 'Copy deposit address' });
    this.alert = this.main.getByRole('alert');
  }

  stepHeading(step: CryptoDepositStep) {
    return this.main.getByRole('heading', { level: 2, name: step });
  }

  /** The wizard on `step`, its heading focused (after a step change) or shown (on arrival); audited. */
  async expectStep(step: CryptoDepositStep, { focused = true, state = '' } = {}) {
    await expect(this.page).toHaveURL(new RegExp(`${CRYPTO_DEPOSIT_PATH}$`));
    if (focused) await expect(this.stepHeading(step)).toBeFocused();
    else await expect(this.stepHeading(step)).toBeVisible();
    await audit(this.page, `Digital currency deposit: ${step}${state ? ` (${state})` : ''}`);
  }

  /** The QR code of the address of `currency`. */
  qrCode(currency: string) {
    return this.main.getByRole('img', { name: `QR code of the ${currency} deposit address` });
  }

  /** The deposit address shown (the value of the 'Deposit address' term). */
  async address(): Promise<string> {
    const value = this.main.locator('dt', { hasText: /^Deposit address$/ }).locator('+ dd');
    return ((await value.textContent()) ?? '').trim();
  }

  /**
   * Types into a field as a customer does (clearing it first). Edits of one amount are ignored for 50 ms after the
   * other was edited (seed 001 §5, no echo); a person takes longer than that to move to the other field, so the
   * page's clock is run on by the window first.
   */
  async typeInto(field: 'pay' | 'receive', amount: string) {
    const input = field === 'pay' ? this.pay : this.receive;
    await this.page.clock.runFor(ECHO_SUPPRESSION_MS);
    await input.clear();
    await input.pressSequentially(amount);
  }
}
