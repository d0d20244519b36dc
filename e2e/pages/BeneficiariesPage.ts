import type { Locator, Page } from '@playwright/test';
import { audit, expect } from '../support/fixtures';
import { AppShell } from './AppShell';

export const SERVICES_PATH = '/services';
const BENEFICIARIES_PATH = '/Beneficiaries';

/** A dialog by its role and name, once its fade-in is over; audited as `screen`. */
async function shownDialog(page: Page, dialog: Locator, screen: string) {
  await expect(dialog).toBeVisible();
  await audit(page, screen);
  return dialog;
}

/** /services (seed 002 §2): its links. */
export class ServicesPage {
  readonly shell;
  readonly yourCards;
  readonly myBeneficiaries;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.yourCards = this.shell.main.getByRole('link', { name: /^Your Cards/ });
    this.myBeneficiaries = this.shell.main.getByRole('link', { name: /^My Beneficiaries/ });
  }
}

/**
 * /Beneficiaries (seed 001 §2 'Beneficiaries', §8): the list, 'New bendficiary', the 'Create recipient' and 'Update
 * beneficiary' dialogs, the removal's confirmation and the error dialogs.
 */
export class BeneficiariesPage {
  readonly shell;
  readonly main;
  readonly backToServices;
  readonly newButton;
  readonly list;
  readonly empty;
  readonly createDialog;
  readonly updateDialog;
  readonly removeDialog;
  readonly cannotAdd;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.main = this.shell.main;
    this.backToServices = this.main.getByRole('link', { name: 'Back to services' });
    this.newButton = this.main.getByRole('button', { name: 'New bendficiary' });
    this.list = this.main.getByRole('list', { name: 'Beneficiaries' });
    this.empty = this.main.getByRole('heading', { name: 'You have no beneficiaries yet' });
    this.createDialog = page.getByRole('dialog', { name: 'Create recipient' });
    this.updateDialog = page.getByRole('dialog', { name: 'Update beneficiary' });
    this.removeDialog = page.getByRole('alertdialog', { name: 'Remove this recipient?' });
    this.cannotAdd = page.getByRole('alertdialog', { name: 'Cannot Add Recipient' });
  }

  rows() {
    return this.list.getByRole('listitem');
  }

  row(name: string) {
    return this.rows().filter({ hasText: name });
  }

  name(dialog: Locator) {
    return dialog.getByRole('textbox', { name: 'Name' });
  }

  email(dialog: Locator) {
    return dialog.getByRole('textbox', { name: 'Email' });
  }

  editButton(name: string) {
    return this.main.getByRole('button', { name: `Edit ${name}` });
  }

  removeButton(name: string) {
    return this.main.getByRole('button', { name: `Remove ${name}` });
  }

  /** The page, its heading focused after a client-side route change; audited. */
  async expectShown() {
    await this.shell.expectPage(BENEFICIARIES_PATH, 'My Beneficiaries');
  }

  async openCreate() {
    await this.newButton.click();
    return shownDialog(this.page, this.createDialog, 'My Beneficiaries: Create recipient');
  }

  async expectCannotAdd(message: string) {
    await shownDialog(this.page, this.cannotAdd, 'My Beneficiaries: Cannot Add Recipient');
    await expect(this.cannotAdd).toContainText(message);
  }

  async openUpdate(name: string) {
    await this.editButton(name).click();
    return shownDialog(this.page, this.updateDialog, 'My Beneficiaries: Update beneficiary');
  }

  async openRemove(name: string) {
    await this.removeButton(name).click();
    return shownDialog(this.page, this.removeDialog, 'My Beneficiaries: remove confirmation');
  }
}
