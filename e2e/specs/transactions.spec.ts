import type { Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { AccountDetailPage, AccountsOverviewPage } from '../pages/AccountsPage';
import { TransactionHistory } from '../pages/TransactionsPage';
import { audit, expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/session';

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

const ROW = /^(.+) (\d{4}-\d{2}-\d{2} \d{2}:\d{2}) (Deposit ?\+|Withdrawal ?−)/;

test.describe('Transactions', () => {
  test('recent rows, paging through the whole history, a group and a date range', async ({
    page,
  }) => {
    const history = await openAccount(page, 'ada@demo.test');
    await history.expectRecent();
    await expect(history.rows).toHaveCount(5);
    // Newest first, each with its date and a signed amount (deposits plus, withdrawals minus).
    const first = await history.rowNames();
    for (const name of first) expect(name).toMatch(ROW);
    const dates = first.map((name) => ROW.exec(name)![2]!);
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
    await expect(history.rows.first()).toHaveAccessibleName(/^Rewards 2026-10-/);
    for (const name of await history.rowNames()) expect(name).toMatch(/^Rewards 2026-10-/);

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
    await expect(history.detail.value('Date')).toHaveText(ROW.exec(rowName)![2]!);
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

  test('heavy@: the pager reaches the last of thousands of transactions', async ({ page }) => {
    const history = await openAccount(page, 'heavy@demo.test');
    await history.expectRecent();
    await history.expand();
    const total = await history.total();
    expect(total).toBeGreaterThan(1000);
    const lastPage = Math.ceil(total / 5);
    await history.goToPage(lastPage);
    await expect(history.rows).toHaveCount(total - 5 * (lastPage - 1));
    await expect(history.rows.last()).toHaveAccessibleName(/^Opening balance 2023-/);
    // And back to the start: page 1 holds the newest rows.
    await history.goToPage(1);
    await expect(history.rows).toHaveCount(5);
    await expect(history.rows.first()).toHaveAccessibleName(/ 2026-11-/);
  });

  test('privileged@: searches the history and exports a transaction', async ({ page }) => {
    const history = await openAccount(page, 'privileged@demo.test');
    await history.expectRecent();
    await history.open(history.rows.nth(1));
    const transactionId = (await history.detail.value('Transaction ID').textContent())!.trim();
    const download = page.waitForEvent('download');
    await history.detail.exportButton.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`transaction-${transactionId}.json`);
    const exported = JSON.parse(await readFile(await file.path(), 'utf8')) as {
      publicId: string;
      amount: string;
    };
    expect(exported.publicId).toBe(transactionId);
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
});
