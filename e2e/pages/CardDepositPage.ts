import type { Page } from '@playwright/test';
import { audit, expect } from '../support/fixtures';
import { AppShell } from './AppShell';

/** Seed 001 §2: the steps of the credit/debit card deposit wizard, in order. */
export type CardDepositStep = 'Service Provider' | 'Currency to' | 'Amount estimator' | 'Pay';

export const CARD_DEPOSIT_PATH = '/deposit/credit-debit-deposit';

/** /deposit/credit-debit-deposit: the four-step wizard, its estimator and the link to the provider's checkout. */
export class CardDepositPage {
  readonly shell;
  readonly main;
  readonly providers;
  readonly currencies;
  readonly pay;
  readonly terms;
  readonly continueButton;
  readonly backButton;
  readonly cancelButton;
  readonly alert;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.main = this.shell.main;
    this.providers = this.main.getByRole('radiogroup', { name: 'Service provider' });
    this.currencies = this.main.getByRole('radiogroup', { name: 'The currency you receive' });
    this.pay = this.main.getByRole('textbox', { name: 'You pay' });
    this.terms = this.main.getByRole('checkbox', { name: /Terms of Service/ });
    this.continueButton = this.main.getByRole('button', { name: 'Continue' });
    this.backButton = this.main.getByRole('button', { name: 'Back' });
    this.cancelButton = this.main.getByRole('button', { name: 'Cancel' });
    this.alert = this.main.getByRole('alert');
  }

  stepHeading(step: CardDepositStep) {
    return this.main.getByRole('heading', { level: 2, name: step });
  }

  /** The wizard on `step`, its heading focused (after a step change) or shown (on arrival); audited. */
  async expectStep(step: CardDepositStep, { focused = true, state = '' } = {}) {
    await expect(this.page).toHaveURL(new RegExp(`${CARD_DEPOSIT_PATH}$`));
    if (focused) await expect(this.stepHeading(step)).toBeFocused();
    else await expect(this.stepHeading(step)).toBeVisible();
    await audit(this.page, `Credit/debit card deposit: ${step}${state ? ` (${state})` : ''}`);
  }

  /** The value of a term of the step's details ('You receive (estimate)', 'Fee (0.8%)', …). */
  detail(term: string) {
    return this.main.locator('dt', { hasText: new RegExp(`^${escape(term)}$`) }).locator('+ dd');
  }

  /** Types the dollars to pay as a customer does (clearing the field first). */
  async typePay(amount: string) {
    await this.pay.clear();
    await this.pay.pressSequentially(amount);
  }

  /** The link to the provider's checkout page (Pay step). */
  payLink(provider: string) {
    return this.main.getByRole('link', { name: `Pay with ${provider}` });
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The sandbox provider's checkout page (served by the bank): the order, the card number and Pay. */
export class CardCheckoutPage {
  readonly main;
  readonly cardNumber;
  readonly returnLink;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.cardNumber = this.main.getByRole('textbox', { name: 'Card number' });
    this.returnLink = this.main.getByRole('link', { name: 'Return to the app' });
  }

  heading(name: string) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** The value of a term of the order summary. */
  summary(term: string) {
    return this.main.locator('dt', { hasText: new RegExp(`^${escape(term)}$`) }).locator('+ dd');
  }

  payButton(amount: string) {
    return this.main.getByRole('button', { name: `Pay ${amount}` });
  }

  /** The checkout of an order, ready to pay; audited. */
  async expectShown() {
    await expect(this.page).toHaveURL(/\/sandbox\/card-checkout\/[a-z]+_[A-Za-z0-9_-]+$/);
    await expect(this.heading('Pay by card')).toBeVisible();
    await audit(this.page, 'Sandbox card checkout');
  }

  /** Pays with `cardNumber` (typed as a customer does). */
  async payWith(cardNumber: string, amount: string) {
    await this.cardNumber.fill('');
    await this.cardNumber.pressSequentially(cardNumber);
    await this.payButton(amount).click();
  }

  /** The card was refused: the reason tied to the field, which has focus; audited. */
  async expectRefused(message: string) {
    await expect(this.cardNumber).toHaveAttribute('aria-invalid', 'true');
    await expect(this.cardNumber).toHaveAccessibleDescription(new RegExp(`${escape(message)}$`));
    await expect(this.cardNumber).toBeFocused();
    await audit(this.page, 'Sandbox card checkout (card refused)');
  }

  /** The payment went through: the heading has focus, and the way back to the app; audited. */
  async expectPaid(text: string) {
    await expect(this.heading('Payment complete')).toBeFocused();
    await expect(this.main).toContainText(text);
    await expect(this.returnLink).toBeVisible();
    await audit(this.page, 'Sandbox card checkout (paid)');
  }
}
