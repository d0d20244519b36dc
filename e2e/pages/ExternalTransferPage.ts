import type { Locator, Page } from '@playwright/test';
import { audit, expect } from '../support/fixtures';
import { AppShell } from './AppShell';

/** Seed 001 §2: the steps of the external wallet / network transfer wizards, in order. */
export type ExternalTransferStep =
  'Select account' | 'Transfer amount' | 'Transfer recipient' | 'Transaction overview';

export const NETWORK_V2_TRANSFER_PATH = '/transfer/axia-network-v2-transfer';

/** An individual recipient (seed 001 §3 'External recipient'). */
export interface ExternalRecipient {
  firstName: string;
  lastName: string;
  address1: string;
  postcode: string;
  city: string;
  state: string;
  country: string;
}

/** The external wallet, axtend and network V1/V2 wizards (one screen, four ways). */
export class ExternalTransferPage {
  readonly shell;
  readonly main;
  readonly accounts;
  readonly amount;
  readonly address;
  readonly acknowledge;
  readonly nextButton;
  readonly backButton;
  readonly sendButton;

  constructor(
    readonly page: Page,
    readonly path = NETWORK_V2_TRANSFER_PATH,
    readonly title = 'AXIA Network (V2) transfer',
  ) {
    this.shell = new AppShell(page);
    this.main = this.shell.main;
    this.accounts = this.main.getByRole('radiogroup', { name: /^Transfer from account/ });
    this.amount = this.main.getByRole('textbox', { name: /^Amount/ });
    this.address = this.main.getByRole('textbox', { name: /wallet address/ });
    this.acknowledge = this.main.getByRole('checkbox', {
      name: 'I hereby acknowledge the above disclaimers',
    });
    this.nextButton = this.main.getByRole('button', { name: 'Next' });
    this.backButton = this.main.getByRole('button', { name: 'Back' });
    this.sendButton = this.main.getByRole('button', { name: 'Send Now!' });
  }

  stepHeading(step: ExternalTransferStep) {
    return this.main.getByRole('heading', { level: 2, name: step });
  }

  async expectStep(step: ExternalTransferStep, { focused = true, state = '' } = {}) {
    await expect(this.page).toHaveURL(new RegExp(`${this.path}$`));
    if (focused) await expect(this.stepHeading(step)).toBeFocused();
    else await expect(this.stepHeading(step)).toBeVisible();
    await audit(this.page, `${this.title}: ${step}${state ? ` (${state})` : ''}`);
  }

  account(typePublicName: string) {
    return this.accounts.getByRole('radio', { name: new RegExp(`^${typePublicName} `) });
  }

  async choose(radio: Locator) {
    await radio.check({ force: true });
    await expect(radio).toBeChecked();
  }

  async next(step: ExternalTransferStep, state = '') {
    await this.nextButton.click();
    await this.expectStep(step, { state });
  }

  /** A figure of the fee rows (Network fee (1%), Recipient receives, Arrival), by its term. */
  detail(term: string) {
    return this.main
      .locator('dt')
      .filter({ hasText: term })
      .first()
      .locator('xpath=following-sibling::dd[1]');
  }

  field(label: RegExp) {
    return this.main.getByRole('textbox', { name: label });
  }

  async fillIndividual(recipient: ExternalRecipient) {
    await this.field(/^First name/).fill(recipient.firstName);
    await this.field(/^Last name/).fill(recipient.lastName);
    await this.field(/^Address 1/).fill(recipient.address1);
    await this.field(/^Postcode/).fill(recipient.postcode);
    await this.field(/^City/).fill(recipient.city);
    await this.field(/^State/).fill(recipient.state);
    const country = this.main.getByRole('combobox', { name: /^Country/ });
    await country.fill(recipient.country);
    await this.page.getByRole('option', { name: recipient.country, exact: true }).click();
    await expect(country).toHaveValue(recipient.country);
  }
}
