import { randomUUID } from 'node:crypto';
import { subtract } from '@axia/core';
import { AccountDetailPage, AccountsOverviewPage } from '../pages/AccountsPage';
import { Chart } from '../pages/Charts';
import { bankNow, customerLike, idTokenFor } from '../support/bank';
import { BASE_URL } from '../support/env';
import { audit, expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/session';

// Issue 30: the pictures. An account's balance over time ends on the balance shown (its summary says it, its data
// table's last row is it) and moves by a transfer's amount; the overview's holdings name their total. ada@ is only
// read here; the transfer is a fresh copy's (12,500.75 USD, 3,400.10 EUR), so no other spec sees it.

const usdText = (amount: string) => `$${amount.replace(/\B(?=(\d{3})+(?!\d))(?=\d*\.)/g, ',')}`;

/** 'Nov 21' for the bank's today (UTC), as the chart labels its days. */
async function bankToday() {
  return (await bankNow()).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The customer's accounts by currency (the first of each), as GET /api/account answers. */
async function accountsOf(email: string) {
  const response = await fetch(`${BASE_URL}/api/account`, {
    headers: { authorization: `Bearer ${await idTokenFor(email)}` },
  });
  expect(response.status).toBe(200);
  const accounts = (await response.json()) as { id: string; currency: string; amount: string }[];
  const byCurrency: Record<string, { id: string; amount: string }> = {};
  for (const account of accounts) byCurrency[account.currency] ??= account;
  return byCurrency;
}

/** A transfer between the customer's own accounts, as another device of theirs makes it. */
async function transferOwn(
  email: string,
  fromAccountId: string,
  toAccountId: string,
  amount: string,
) {
  const response = await fetch(`${BASE_URL}/api/transfer/between-accounts`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await idTokenFor(email)}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({ fromAccountId, toAccountId, amount }),
  });
  expect(response.status, await response.text()).toBe(200);
}

async function openUsdAccount(page: Parameters<typeof openSignedIn>[0], email: string) {
  const { USD } = await accountsOf(email);
  if (!USD) throw new Error(`${email} has no USD account`);
  await openSignedIn(page, email, `/accounts/${USD.id}`);
  const detail = new AccountDetailPage(page);
  await detail.expectShown(`/accounts/${USD.id}`, 'US Dollar Account', true);
  return { detail, usd: USD };
}

test.describe('Balance over time (issue 30)', () => {
  test('ada@’s account page: the chart’s summary names the balance; the table’s last row is it', async ({
    page,
  }) => {
    const { detail, usd } = await openUsdAccount(page, 'ada@demo.test');
    const chart = detail.balanceChart;
    const balance = usdText(usd.amount);
    expect(balance).toBe('$12,500.75');
    await chart.expectSummary(new RegExp(`^Balance .*${balance.replace(/[$.]/g, '\\$&')}`));
    await audit(page, 'Account detail: balance chart');
    expect(await chart.lastRow()).toEqual([await bankToday(), balance]);
    await audit(page, 'Account detail: balance chart data table');

    // The keyboard reaches every point: End is today's, and it is read with its value.
    const points = chart.figure.getByRole('slider');
    await points.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('End');
    await expect(points).toHaveAttribute('aria-valuetext', `${await bankToday()}: ${balance}`);

    // Another range is read and still ends on the balance.
    await chart.figure.getByRole('radio', { name: '90 days' }).check({ force: true });
    await chart.expectSummary(/over 90 days/);
    expect((await chart.lastRow())[1]).toBe(balance);
  });

  test('after a transfer, the series’ last point moves by the amount', async ({ page }) => {
    const email = await customerLike('ada@demo.test', 'charts');
    const { detail, usd } = await openUsdAccount(page, email);
    const before = (await detail.balanceChart.lastRow())[1];
    expect(before).toBe(usdText(usd.amount));

    const { EUR } = await accountsOf(email);
    await transferOwn(email, usd.id, EUR!.id, '100.00');
    const after = usdText(subtract(usd.amount, '100.00'));
    await page.reload();
    await detail.expectShown(`/accounts/${usd.id}`, 'US Dollar Account', true);
    await detail.balanceChart.expectSummary(
      new RegExp(`to ${after.replace(/[$.]/g, '\\$&')} over 30 days`),
    );
    expect(await detail.balanceChart.lastRow()).toEqual([await bankToday(), after]);
  });
});

test.describe('Holdings (issue 30)', () => {
  test('the overview names every holding with its value and share, and the total in USD', async ({
    page,
  }) => {
    await openSignedIn(page, 'ada@demo.test', '/accounts');
    const overview = new AccountsOverviewPage(page);
    await overview.expectShown('Ada', true);
    const region = overview.shell.main.getByRole('region', { name: 'Holdings' });
    const chart = new Chart(region, 'Holdings');
    await chart.expectSummary(
      /^Holdings total \$[\d,]+\.\d{2}: .*US Dollar \$[\d,]+\.\d{2} \(\d+\.\d%\)/,
    );
    const total = (await region.getByText(/^Total in USD/).textContent())?.replace(
      'Total in USD',
      '',
    );
    await chart.expectSummary(
      new RegExp(`^Holdings total ${total!.trim().replace(/[$.]/g, '\\$&')}:`),
    );
    await audit(page, 'Account Overview: holdings');
  });
});
