import type { Page } from '@playwright/test';
import { audit, expect } from '../support/fixtures';
import { AppShell } from './AppShell';
import { toast } from './AuthPages';

// Profile → Security (issue 45): the customer's passkeys (add, remove), the password sign-in switch and the sessions.

export const SECURITY_PATH = '/security';

export class SecurityPage {
  readonly shell;
  readonly main;
  readonly passkeys;
  readonly passkeyList;
  readonly noPasskeys;
  readonly addButton;
  readonly addDialog;
  readonly nameField;
  readonly continueButton;
  readonly removeDialog;
  readonly passwordSignIn;
  readonly sessions;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.main = this.shell.main;
    this.passkeys = this.main.getByRole('region', { name: 'Passkeys' });
    this.passkeyList = this.passkeys.getByRole('list', { name: 'Your passkeys' });
    this.noPasskeys = this.passkeys.getByText('You have no passkeys yet.');
    this.addButton = this.passkeys.getByRole('button', { name: 'Add a passkey' });
    this.addDialog = page.getByRole('dialog', { name: 'Add a passkey' });
    this.nameField = this.addDialog.getByRole('textbox', { name: 'Passkey name' });
    this.continueButton = this.addDialog.getByRole('button', { name: 'Continue' });
    this.removeDialog = page.getByRole('alertdialog', { name: 'Remove this passkey?' });
    this.passwordSignIn = this.passkeys.getByRole('switch', { name: 'Password sign-in' });
    this.sessions = this.main.getByRole('region', { name: 'Sessions' });
  }

  /** A passkey's row heading, by its name. */
  passkey(name: string) {
    return this.passkeyList.getByRole('heading', { level: 3, name: new RegExp(`^${name}`) });
  }

  /** The row of the passkey named `name`. */
  passkeyRow(name: string) {
    return this.passkeyList.getByRole('listitem').filter({
      has: this.page.getByRole('heading', { level: 3, name: new RegExp(`^${name}`) }),
    });
  }

  async goto() {
    await this.page.goto(SECURITY_PATH);
  }

  /** The screen read (both sections listed), on a fresh load; audited as `state`. */
  async expectShown(state: string) {
    await this.shell.expectPage(SECURITY_PATH, 'Security', undefined, true);
    await expect(this.passwordSignIn).toBeVisible();
    await expect(this.sessions.getByRole('list', { name: 'Your sessions' })).toBeVisible();
    await audit(this.page, `Security: ${state}`);
  }

  /** 'Add a passkey', named `name`: the browser's prompt (the virtual authenticator answers it), then the toast. */
  async addPasskey(name: string) {
    await this.addButton.click();
    await expect(this.nameField).toBeFocused();
    await audit(this.page, 'Security: Add a passkey');
    await this.nameField.fill(name);
    await this.continueButton.click();
    await expect(toast(this.page, `Passkey ${name} has been added.`)).toBeVisible();
    await expect(this.addDialog).toBeHidden();
    // The new passkey takes focus, so the customer is where it is listed.
    await expect(this.passkey(name)).toBeFocused();
  }

  /** 'Remove' on the passkey named `name`, confirmed in the dialog that names it. */
  async removePasskey(name: string) {
    await this.passkeyList.getByRole('button', { name: `Remove ${name}` }).click();
    await expect(this.removeDialog).toBeVisible();
    await expect(this.removeDialog).toContainText(`${name} will no longer sign you in`);
    await audit(this.page, 'Security: Remove this passkey?');
    await this.removeDialog.getByRole('button', { name: 'Remove passkey' }).click();
    await expect(toast(this.page, `Passkey ${name} has been removed.`)).toBeVisible();
    await expect(this.removeDialog).toBeHidden();
  }
}
