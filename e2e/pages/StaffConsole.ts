import type { Locator, Page } from '@playwright/test';
import { audit, expect } from '../support/fixtures';

// The staff console (issue 41, packages/backoffice at /staff) as a staff member sees it: its sign-in (password, then
// the authenticator's code), its sections, the queues' acts (each asks for a reason in a dialog), the proposals a
// second person decides, and the audit trail. Every screen it asserts is audited.

export class StaffConsole {
  readonly nav: Locator;
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Sections' });
    this.main = page.getByRole('main');
  }

  /** A page of the console: its h1 (focused as the page opens) and its document title; audited. */
  async expectPage(title: string) {
    const heading = this.page.getByRole('heading', { level: 1, name: title, exact: true });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(this.page).toHaveTitle(`${title} | Axia Staff`);
    await audit(this.page, `Staff console: ${title}`);
  }

  /**
   * Signs in through the console's own screens: email and password, then the authenticator's code (`code`; an
   * external pool that asks for none signs in at the password).
   */
  async signIn(email: string, password: string, code?: () => Promise<string>) {
    await this.page.goto('/staff/');
    await this.expectPage('Sign in');
    await this.page.getByRole('textbox', { name: 'Email' }).fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    if (!code) return;
    await this.expectPage('Authenticator code');
    // The code as an authenticator app's autofill or a paste gives it: all six digits at once.
    const codeInput = this.page.getByRole('textbox', { name: /Authenticator code/ }).first();
    await codeInput.fill(await code());
    await this.page.getByRole('button', { name: 'Verify', exact: true }).click();
  }

  /** Opens a section or a queue from the navigation. */
  async open(label: string) {
    await this.nav.getByRole('link', { name: label, exact: true }).click();
    await this.expectPage(label);
  }

  /** A table of the page, by its name (the design system's tables are grids: rows of cells a keyboard moves in). */
  table(name: string | RegExp) {
    return this.main.getByRole('grid', { name }).or(this.main.getByRole('table', { name }));
  }

  /** The row of a table naming `text` (a customer's email, a reference). */
  row(table: string | RegExp, text: string) {
    return this.table(table).getByRole('row').filter({ hasText: text });
  }

  /**
   * An act on an item: its button, then the dialog's reason and its confirming button. Resolves when the dialog has
   * closed (the bank answered).
   */
  async act(button: string, reason: string, confirm: string) {
    await this.main.getByRole('button', { name: button, exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await audit(this.page, `Staff console: the dialog of '${confirm}'`);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await dialog.getByRole('button', { name: confirm, exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** The polite result of the last act (a toast: a status). */
  result(text: string | RegExp) {
    return this.page.getByRole('status').filter({ hasText: text });
  }
}
