import type { Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { AccountDetailPage, AccountsOverviewPage } from '../pages/AccountsPage';
import { PendingSections, StatementSection, TransactionHistory } from '../pages/TransactionsPage';
import { toast } from '../pages/AuthPages';
import { customerLike } from '../support/bank';
import { pdfText } from '../support/pdfText';
import { audit, expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/session';
import { pick } from '../support/controls';

// Seed 001 §2 Transactions on the account detail, against the seeded histories (packages/bank/src/sandbox/history.ts):
// ada@ and privileged@ have three months of varied transactions, heavy@ 10,000 over three years. Nothing here
// changes a customer's state, so the demo users themselves are used.

/** Opens the detail of `email`'s account named `typePublicName` from the overview (a client-side route change). */
async function openAccount(page: Page, email: string, typePublicName = 'US Dollar Account') {
  await openSignedIn(page, email, '/accounts');
  const overview = new AccountsOverviewPage(page);
  await overview.tile(typePublicName).click();
  const detail = new AccountDetailPage(page);
  await expect(detail.summary(typePublicName)).toBeVisible();
  return new TransactionHistory(page);
}

/** Presses Tab until `target` has focus (at most `limit` presses), as a keyboard user moves. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** A row: its title, its date as a customer reads it ('1 Dec 2026, 16:40', issue 43) and its signed amount. */
const ROW = /^(.+) (\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}) (Deposit ?\+|Withdrawal ?−)/;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A row's date written as the detail writes it (seed 001 §9 'detail date YYYY-MM-DD HH:mm'), which also sorts. */
function detailDate(rowDate: string): string {
  const [, day, month, year, time] = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4}), (\d{2}:\d{2})$/.exec(
    rowDate,
  )!;
  const monthNumber = String(MONTHS.indexOf(month!) + 1).padStart(2, '0');
  return `${year}-${monthNumber}-${day!.padStart(2, '0')} ${time}`;
}

test.describe('Transactions', () => {
  test('recent rows, paging through the whole history, a group and a date range', async ({
    page,
  }) => {
    // Every page of the history and its audits: more than one test's usual minute on a busy machine.
    test.slow();
    const history = await openAccount(page, 'ada@demo.test');
    await history.expectRecent();
    await expect(history.rows).toHaveCount(5);
    // Newest first, each with its date and a signed amount (deposits plus, withdrawals minus).
    const first = await history.rowNames();
    for (const name of first) expect(name).toMatch(ROW);
    const dates = first.map((name) => detailDate(ROW.exec(name)![2]!));
    expect([...dates].sort().reverse()).toEqual(dates);

    await history.expand();
    const total = await history.total();
    expect(total).toBeGreaterThan(20);
    const lastPage = Math.ceil(total / 5);
    await history.goToPage(lastPage);
    await expect(history.rows).toHaveCount(total - 5 * (lastPage - 1));
    // Her oldest row is the opening balance, before the three months.
    await expect(history.rows.last()).toHaveAccessibleName(/^Opening balance /);

    await history.chooseType('Rewards');
    await expect(history.rows.first()).toBeVisible();
    for (const name of await history.rowNames()) expect(name).toMatch(/^Rewards .* Deposit ?\+/);
    await audit(page, 'Account details: Transactions filtered');

    // October only (the pinned clock is 2026-11-21): every row dated in October, the end day included.
    await history.chooseDates('2026-10-01', '2026-10-31');
    await expect(history.rows.first()).toHaveAccessibleName(/^Rewards \d{1,2} Oct 2026, /);
    for (const name of await history.rowNames())
      expect(name).toMatch(/^Rewards \d{1,2} Oct 2026, /);

    // A group she has none of: 'No transaction found'.
    await history.chooseType('External wallet');
    await expect(
      history.region.getByRole('heading', { name: 'No transaction found' }),
    ).toBeVisible();
    await audit(page, 'Account details: No transaction found');
  });

  test('a detail by click and by ?transactionId=, then the same by keyboard alone', async ({
    page,
  }) => {
    const history = await openAccount(page, 'ada@demo.test');
    await history.expectRecent();
    const row = history.rows.nth(2);
    const rowName = (await row.textContent()) ?? '';
    await history.open(row);
    const transactionId = (await history.detail.value('Transaction ID').textContent())!.trim();
    expect(transactionId).toMatch(/^\S+$/);
    await expect(history.detail.value('Date')).toHaveText(detailDate(ROW.exec(rowName)![2]!));
    // Not a privileged user: no export.
    await expect(history.detail.exportButton).toHaveCount(0);
    await history.detail.close();
    await expect(row).toBeFocused();

    // The link opens the same detail once, on arrival.
    const path = new URL(page.url()).pathname;
    await page.goto(`${path}?transactionId=${encodeURIComponent(transactionId)}`);
    await history.detail.expectShown();
    await expect(history.detail.value('Transaction ID')).toHaveText(transactionId);
    await page.keyboard.press('Escape');
    await expect(history.detail.dialog).toBeHidden();
    // Closed: the link is dropped, so a reload does not open it again.
    expect(new URL(page.url()).search).toBe('');

    // By keyboard: expand, page on, open a row with Enter, close with Escape, focus back on the row.
    await tabTo(page, history.expandButton);
    await page.keyboard.press('Enter');
    await expect(history.collapseButton).toBeFocused();
    await tabTo(page, history.pages.getByRole('button', { name: 'Page 2', exact: true }));
    await page.keyboard.press('Enter');
    await expect(
      history.pages.getByRole('button', { name: 'Page 2', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Shift+Tab');
    const target = history.rows.first();
    await tabTo(page, target);
    await page.keyboard.press('Enter');
    await history.detail.expectShown();
    await page.keyboard.press('Escape');
    await expect(history.detail.dialog).toBeHidden();
    await expect(target).toBeFocused();
  });

  test('heavy@: a link to a transaction far older than the rows read opens it', async ({
    page,
  }) => {
    const history = await openAccount(page, 'heavy@demo.test');
    await history.expectRecent();
    await history.expand();
    await history.goToPage(Math.ceil((await history.total()) / 5));
    await history.open(history.rows.last());
    const transactionId = (await history.detail.value('Transaction ID').textContent())!.trim();
    await history.detail.close();
    const path = new URL(page.url()).pathname;
    await page.goto(`${path}?transactionId=${encodeURIComponent(transactionId)}`);
    await history.detail.expectShown();
    await expect(history.detail.value('Transaction ID')).toHaveText(transactionId);
  });

  test('heavy@: the pager reaches the last of thousands of transactions', async ({ page }) => {
    const history = await openAccount(page, 'heavy@demo.test');
    await history.expectRecent();
    await history.expand();
    const total = await history.total();
    expect(total).toBeGreaterThan(1000);
    const lastPage = Math.ceil(total / 5);
    await history.goToPage(lastPage);
    await expect(history.rows).toHaveCount(total - 5 * (lastPage - 1));
    await expect(history.rows.last()).toHaveAccessibleName(
      /^Opening balance \d{1,2} [A-Z][a-z]{2} 2023, /,
    );
    // And back to the start: page 1 holds the newest rows.
    await history.goToPage(1);
    await expect(history.rows).toHaveCount(5);
    await expect(history.rows.first()).toHaveAccessibleName(/ \d{1,2} Nov 2026, /);
  });

  test('privileged@: searches the history and exports a transaction', async ({ page }) => {
    const history = await openAccount(page, 'privileged@demo.test');
    await history.expectRecent();
    await history.open(history.rows.nth(1));
    const transactionId = (await history.detail.value('Transaction ID').textContent())!.trim();
    const download = page.waitForEvent('download');
    await history.detail.exportButton.click();
    const file = await download;
    // A receipt a customer can read, not the bank's record.
    expect(file.suggestedFilename()).toBe(`transaction-${transactionId}.txt`);
    const receipt = await readFile(await file.path(), 'utf8');
    expect(receipt).toMatch(/^Transaction receipt\n/);
    expect(receipt).toContain(`  Transaction ID: ${transactionId}\n`);
    await history.detail.close();

    await history.expand();
    await history.search.fill(transactionId);
    await history.search.press('Enter');
    await expect(history.rows).toHaveCount(1);
    await expect(history.region.getByText('1 transaction', { exact: true })).toBeAttached();
    await audit(page, 'Account details: Transactions searched');
    await history.open(history.rows.first());
    await expect(history.detail.value('Transaction ID')).toHaveText(transactionId);
  });

  test('the statement prints alone after its delay, and downloads as CSV and PDF', async ({
    page,
  }) => {
    const history = await openAccount(page, 'ada@demo.test');
    const statement = new StatementSection(page);
    await expect(statement.region).toBeVisible();
    await audit(page, 'Account details: Statement of Account');

    // November so far (the pinned clock is 2026-11-21): how many rows the history lists for it.
    await history.expand();
    await history.chooseDates('2026-11-01', '2026-11-21');
    const november = await history.total();
    expect(november).toBeGreaterThan(0);

    await statement.stubPrintDialog();
    await statement.printButton.click();
    await expect.poll(() => statement.printCalls()).toBe(1);
    // In the page but hidden on screen; in print it is all there is, with its timestamp.
    await expect(statement.printable).toBeAttached();
    await expect(statement.printable).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(statement.printable).toBeVisible();
    await expect(page.locator('#root')).toBeHidden();
    await expect(
      statement.printable.getByRole('heading', { name: 'Statement of Account' }),
    ).toBeVisible();
    await expect(statement.printable).toContainText('Ada Lovelace');
    await expect(statement.printable).toContainText('Closing balance$12,500.75');
    await expect(statement.printable).toContainText(/Printed on .*2026/);
    await expect(statement.printable.getByRole('row')).toHaveCount(november + 1);
    await page.emulateMedia({ media: 'screen' });

    const csv = await statement.download(statement.csvButton);
    expect(csv.name).toMatch(/^statement-USD\d{10}-2026-11\.csv$/);
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines).toContain('Customer,Ada Lovelace');
    expect(lines).toContain('Closing balance,12500.75');
    const header = lines.indexOf('Date,Reference,Description,Details,Amount,Balance');
    expect(header).toBeGreaterThan(0);
    const rows = lines.slice(header + 1).filter(Boolean);
    expect(rows).toHaveLength(november);
    // Oldest first, dated as the statement dates them ('MMM DD/YY'), the last ending on the balance.
    expect(rows[0]).toMatch(/^Nov \d{2}\/26,/);
    expect(rows.at(-1)).toMatch(/,12500\.75$/);

    const pdf = await statement.download(statement.pdfButton);
    expect(pdf.name).toMatch(/^statement-USD\d{10}-2026-11\.pdf$/);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pageCount, text } = await pdfText(pdf.bytes);
    expect(pageCount).toBeGreaterThanOrEqual(1);
    expect(text).toContain('Statement of Account');
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain(`Page 1 of ${pageCount}`);
    expect(text.match(/Nov \d{2}\/26/g)?.length).toBeGreaterThanOrEqual(november);
  });
});

test.describe('Pending items on the overview', () => {
  test('a digital-currency deposit confirmed into AXC; a wire deposit canceled', async ({
    page,
  }) => {
    const email = await customerLike('ada@demo.test');
    await openSignedIn(page, email, '/accounts');
    const overview = new AccountsOverviewPage(page);
    await overview.expectShown(undefined, true);
    const pending = new PendingSections(page);
    await expect(pending.review).toBeVisible();
    await expect(pending.pending.getByText('Action Required')).toBeVisible();
    await audit(page, 'Account Overview: pending items');

    // The deposit awaiting her choice of account: 1,500 AXC, worth 36.75 USD, so no declaration.
    const deposit = pending.item(pending.pending, /^Digital currency deposit /);
    await deposit.click();
    const confirm = pending.confirmDialog;
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await expect(confirm.getByRole('group', { name: /Source of Funds/ })).toHaveCount(0);
    await audit(page, 'Account Overview: confirm deposit');
    const accounts = confirm.getByRole('radiogroup', { name: 'Deposit to account' });
    // Only AXC accounts can take an AXC deposit.
    await expect(accounts.getByRole('radio')).toHaveCount(1);
    await pick(accounts.getByRole('radio', { name: /^AXC Wallet/ }));
    await expect(confirm.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await pick(
      confirm.getByRole('checkbox', { name: 'I confirm that the information above is correct.' }),
    );
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Funds are deposited successfully!')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(pending.pending).toHaveCount(0);
    // The page reloads 5 s later (seed 001 §4); the clock is run on instead of waited for.
    const reloaded = page.waitForEvent('load');
    await page.clock.fastForward(5_000);
    await reloaded;
    await overview.expectShown(undefined, true);
    await expect(pending.pending).toHaveCount(0);
    // Her AXC balance is up by exactly 1,500 AXC (250,000.12345 before).
    await expect(overview.tile('AXC Wallet')).toHaveAccessibleName(/ 251,500\.12345 AXC$/);

    // The wire deposit under review: its instructions, then canceled.
    await pending.item(pending.review, /^Wire deposit /).click();
    const wire = pending.wireDepositDialog;
    await expect(wire).toBeVisible();
    await expect(wire).toContainText('Harborline Trust Bank, N.A.');
    await audit(page, 'Account Overview: wire deposit instructions');
    await wire.getByRole('button', { name: 'Cancel deposit' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Cancel this wire deposit?' });
    await ask.getByRole('button', { name: 'Cancel deposit' }).click();
    await expect(toast(page, 'Wire deposit request canceled!')).toBeVisible();
    await expect(pending.item(pending.review, /^Wire deposit /)).toHaveCount(0);
    // The network withdrawal is still under review.
    await expect(pending.review).toBeVisible();

    // The confirmed deposit is in the AXC account's history, newest first.
    await overview.tile('AXC Wallet').click();
    const history = new TransactionHistory(page);
    await expect(history.rows.first()).toHaveAccessibleName(
      /^Digital currency deposit .* Deposit ?\+1,500\.00000 AXC$/,
    );
  });
});
