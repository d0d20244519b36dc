import type { Locator, Page } from '@playwright/test';
import { audit, expect } from '../support/fixtures';
import { AppShell } from './AppShell';

// Seed 001 §2 Transactions: an account's history on /accounts/{id} and a transaction's detail dialog.

/** The history section: 'Recent Transactions' (compact) or 'Transactions' (expanded). */
export class TransactionHistory {
  readonly shell;
  readonly region;
  readonly rows;
  readonly pages;
  readonly expandButton;
  readonly collapseButton;
  readonly typeFilter;
  readonly dateRange;
  readonly search;
  readonly detail;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.region = this.shell.main.getByRole('region', { name: /^(Recent )?Transactions$/ });
    this.rows = this.region.getByRole('list', { name: /Transactions$/ }).getByRole('button');
    this.pages = this.region.getByRole('navigation', { name: 'Transaction pages' });
    this.expandButton = this.region.getByRole('button', { name: 'Show all transactions' });
    this.collapseButton = this.region.getByRole('button', { name: 'Show recent only' });
    this.typeFilter = this.region.getByRole('button', { name: /Transaction type$/ });
    this.dateRange = this.region.getByRole('group', { name: 'Date range' });
    this.search = this.region.getByRole('searchbox', { name: 'Search transactions' });
    this.detail = new TransactionDetail(page);
  }

  /** The compact list with its first rows; audited. */
  async expectRecent() {
    await expect(this.region.getByRole('heading', { name: 'Recent Transactions' })).toBeVisible();
    await expect(this.rows.first()).toBeVisible();
    await audit(this.page, 'Account details: Recent Transactions');
  }

  /** Expands to 'Transactions' (the filters, the whole history); audited. */
  async expand() {
    await this.expandButton.click();
    await expect(this.region.getByRole('heading', { name: 'Transactions' })).toBeVisible();
    await expect(this.rows.first()).toBeVisible();
    await audit(this.page, 'Account details: Transactions');
  }

  /** The total the expanded list announces ('N transactions'). */
  async total() {
    const text = await this.region.getByText(/^\d+ transactions?$/).textContent();
    return Number(text?.split(' ')[0]);
  }

  /** Goes to a page by its number and waits for it to be the current one. */
  async goToPage(number: number) {
    const button = this.pages.getByRole('button', { name: `Page ${number}`, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-current', 'page');
    await this.settled();
  }

  async chooseType(label: string) {
    await this.typeFilter.click();
    await this.page.getByRole('option', { name: label }).click();
    await expect(this.typeFilter).toContainText(label);
    await this.settled();
  }

  /** The expanded list has read its rows: its count is said once a read is through. */
  async settled() {
    await expect(this.region.getByText(/^\d+ transactions?$/)).toBeAttached();
  }

  /** Types a range into the date fields (MM/DD/YYYY segments, as a keyboard user does). */
  async chooseDates(start: string, end: string) {
    await this.dateRange.getByRole('spinbutton').first().click();
    const digits = (iso: string) => {
      const [year, month, day] = iso.split('-');
      return `${month}${day}${year}`;
    };
    await this.page.keyboard.type(`${digits(start)}${digits(end)}`);
    await expect(this.region.getByRole('button', { name: 'Clear dates' })).toBeVisible();
    await this.settled();
  }

  /** Every row's accessible name ('title date sign amount'). */
  async rowNames() {
    return this.rows.evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
  }

  /** Opens a row's detail by click. */
  async open(row: Locator) {
    await row.click();
    await this.detail.expectShown();
  }
}

/** The 'Transaction details' dialog: Amount, Details, From and To. */
class TransactionDetail {
  readonly dialog;
  readonly closeButton;
  readonly exportButton;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Transaction details' });
    this.closeButton = this.dialog.getByRole('button', { name: 'Close' });
    this.exportButton = this.dialog.getByRole('button', { name: 'Export transaction' });
  }

  async expectShown() {
    await expect(this.dialog).toBeVisible();
    for (const name of ['Amount', 'Details', 'From', 'To'])
      await expect(this.dialog.getByRole('heading', { name, exact: true })).toBeVisible();
    await audit(this.page, 'Account details: transaction detail');
  }

  /** A value of the detail, by its term. */
  value(term: string) {
    return this.dialog
      .locator('dt')
      .filter({ hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  async close() {
    await this.closeButton.click();
    await expect(this.dialog).toBeHidden();
  }
}

/** The 'Statement of Account' section of an account's detail: a month, Print Statement, CSV and PDF. */
export class StatementSection {
  readonly region;
  readonly printButton;
  readonly csvButton;
  readonly pdfButton;
  /** The printable statement (in the page, hidden on screen, while a print is on). */
  readonly printable;

  constructor(readonly page: Page) {
    this.region = page.getByRole('main').getByRole('region', { name: 'Statement of Account' });
    this.printButton = this.region.getByRole('button', { name: 'Print Statement' });
    this.csvButton = this.region.getByRole('button', { name: 'Download CSV' });
    this.pdfButton = this.region.getByRole('button', { name: 'Download PDF' });
    this.printable = page.locator('body > article[data-statement-month]');
  }

  /**
   * Replaces the browser's print dialog (which a headless browser cannot show) with a counter, so the test sees
   * when the page asks to print and what it would print.
   */
  async stubPrintDialog() {
    await this.page.evaluate(() => {
      const counted = window as unknown as { printCalls: number };
      counted.printCalls = 0;
      window.print = () => void counted.printCalls++;
    });
  }

  printCalls() {
    return this.page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);
  }

  /** Presses a download button and returns the file's name and bytes. */
  async download(button: Locator) {
    const downloading = this.page.waitForEvent('download');
    await button.click();
    const file = await downloading;
    const path = await file.path();
    const { readFile } = await import('node:fs/promises');
    return { name: file.suggestedFilename(), bytes: await readFile(path) };
  }
}

/** The overview's 'Transactions in Review' and 'Pending Transactions' sections and their dialogs. */
export class PendingSections {
  readonly review;
  readonly pending;
  readonly wireDepositDialog;
  readonly confirmDialog;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.review = main.getByRole('region', { name: 'Transactions in Review' });
    this.pending = main.getByRole('region', { name: /^Pending Transactions/ });
    this.wireDepositDialog = page.getByRole('dialog', { name: 'Wire Transfer Deposit' });
    this.confirmDialog = page.getByRole('dialog', { name: 'Confirm Deposit' });
  }

  /** An item of a section, by the start of its name (its title). */
  item(section: Locator, title: string | RegExp) {
    return section.getByRole('button', {
      name: typeof title === 'string' ? new RegExp(`^${title} `) : title,
    });
  }
}
