import type { Page } from '@playwright/test';
import { audit, expect } from '../support/fixtures';
import { AppShell } from './AppShell';

/** The token wallet page's route hash (packages/features/src/deposits/token/messages.ts). */
export const TOKEN_WALLET_PATH = '/deposit/ca888f186fd9aa39';

/** /deposit: the landing's tiles, one link per way to deposit. */
export class DepositLanding {
  readonly shell;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
  }

  tile(title: string) {
    return this.shell.main.getByRole('link', { name: new RegExp(`^${title}`) });
  }

  /** The landing shown (a fresh load), audited as `state`. */
  async expectShown(state = 'Deposit') {
    await expect(this.page).toHaveURL(/\/deposit$/);
    await expect(this.shell.heading('Deposit')).toBeVisible();
    await audit(this.page, state);
  }
}

/** /deposit/{hash}: the legacy token wallet, the migration terms and the deposit form (seed 001 §2). */
export class TokenDepositPage {
  readonly shell;
  readonly main;
  readonly wallet;
  readonly terms;
  readonly agreeButton;
  readonly formHeading;
  readonly accounts;
  readonly amount;
  readonly depositButton;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.main = this.shell.main;
    this.wallet = this.main.getByRole('region', { name: 'Your token wallet', exact: true });
    this.terms = this.main.getByRole('region', { name: 'Token migration terms' });
    this.agreeButton = this.terms.getByRole('button', { name: 'I agree' });
    this.formHeading = this.main.getByRole('heading', {
      level: 2,
      name: 'Deposit from your token wallet',
    });
    this.accounts = this.main.getByRole('radiogroup', { name: 'Select an AXC account' });
    this.amount = this.main.getByRole('textbox', { name: /^Amount to deposit/ });
    this.depositButton = this.main.getByRole('button', { name: 'Deposit', exact: true });
  }

  /** A row of the wallet's details ('Wallet balance', 'Email', 'Wallet address', 'Multiplier'). */
  value(term: string) {
    return this.wallet.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  }

  /** The page shown, its wallet read; audited as `state`. */
  async expectShown(state: string) {
    await expect(this.page).toHaveURL(new RegExp(`${TOKEN_WALLET_PATH}$`));
    await expect(this.shell.heading('Token wallet deposit')).toBeVisible();
    await expect(this.wallet).toBeVisible();
    await audit(this.page, state);
  }

  /** Chooses the AXC account named `name` and types `amount`. */
  async fill(name: string, amount: string) {
    await this.accounts.getByRole('radio', { name: new RegExp(`^${name}`) }).check({ force: true });
    await this.amount.fill(amount);
  }
}
