import { randomUUID } from 'node:crypto';
import { displayRate, subtract } from '@axia/core';
import { AccountDetailPage, AccountsOverviewPage } from '../pages/AccountsPage';
import { Chart } from '../pages/Charts';
import { admin, bankNow, customerLike, idTokenFor } from '../support/bank';
import { BASE_URL } from '../support/env';
import { audit, expect, test } from '../support/fixtures';
import { test as heard } from '../support/screen-reader';
import { openSignedIn } from '../support/session';
import { pick } from '../support/controls';

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
    await pick(chart.figure.getByRole('radio', { name: '90 days' }));
    await chart.expectSummary(/over 90 days/);
    expect((await chart.lastRow())[1]).toBe(balance);

    // A year: its dates carry their year (issue 43), in the table and the summary.
    await pick(chart.figure.getByRole('radio', { name: '1 year' }));
    await chart.expectSummary(/over 1 year, lowest .* on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/);
    const rows = await chart.tableRows();
    expect(rows.length).toBeGreaterThan(300);
    for (const [date] of [rows[0]!, rows[rows.length - 1]!])
      expect(date).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(rows[rows.length - 1]).toEqual([
      (await bankNow()).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }),
      balance,
    ]);
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

test.describe('The rate line (issue 43)', () => {
  test.beforeAll(async () => {
    await admin('/users/ada@demo.test/features', { add: ['GLOBAL_SPENDABLE_AMOUNT'] });
  });

  test('rates to 5 places, the change in words, and one table toggle name per chart', async ({
    page,
  }) => {
    await openSignedIn(page, 'ada@demo.test', '/accounts');
    const overview = new AccountsOverviewPage(page);
    await overview.expectShown('Ada', true);
    const chart = new Chart(overview.shell.main, 'AXC/USD rate');
    // Seed 001 §9: rates to 5 places; ends that show the same are 'unchanged', never 'fell from $x to $x'.
    await chart.expectSummary(
      /^AXC\/USD (rose from \$0\.\d{5} to \$0\.\d{5}|fell from \$0\.\d{5} to \$0\.\d{5}|was unchanged at \$0\.\d{5}|stayed at \$0\.\d{5}) over 24 hours/,
    );
    const summary = await chart.figure.evaluate(
      (figure) =>
        document.getElementById(figure.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
    );
    const ends = /from (\$[\d.]+) to (\$[\d.]+)/.exec(summary);
    if (ends) expect(ends[1]).not.toBe(ends[2]);
    // The change in percent, in words and sign (its colour beside them).
    await expect(
      overview.shell.main.getByText(/^(Up \d+\.\d{2}%|Down \d+\.\d{2}%|Unchanged) over 24 hours$/),
    ).toBeVisible();
    // The table's last row is the rate now, cut to 5 places.
    const rate = (await (
      await fetch(`${BASE_URL}/api/currency/conversionRate?fromCurrency=AXC&toCurrency=USD`, {
        headers: { authorization: `Bearer ${await idTokenFor('ada@demo.test')}` },
      })
    ).json()) as { conversionRate: string };
    expect((await chart.lastRow())[1]).toBe(`$${displayRate(rate.conversionRate)}`);
    // Two charts on the page, two toggle names.
    const toggles = await overview.shell.main
      .getByRole('button', { name: /^(Show|Hide) data table for / })
      .allTextContents();
    expect(toggles.map((text) => text.replace(/\s+/g, ' ').trim()).sort()).toEqual([
      'Hide data table for AXC/USD rate',
      'Show data table for Holdings',
    ]);
    await audit(page, 'Account Overview: rate line and its table');
  });
});

heard.describe('Charts, heard (issue 43)', () => {
  heard(
    'a range switch says the new range’s summary once, politely; focus stays on the switch',
    async ({ page, screenReader: sr }) => {
      const { detail, usd } = await openUsdAccount(page, 'ada@demo.test');
      const chart = detail.balanceChart;
      await chart.expectSummary(/over 30 days/);
      const thirty = chart.figure.getByRole('radio', { name: '30 days' });
      const ninety = chart.figure.getByRole('radio', { name: '90 days' });
      await sr.start();
      await sr.tabTo(thirty);
      await sr.mark();
      await sr.press('ArrowRight');
      await expect(ninety).toBeChecked();
      await chart.expectSummary(/over 90 days/);
      const balance = usdText(usd.amount).replace(/[$.]/g, '\\$&');
      const said = new RegExp(`^polite: (.* )?Balance .* to ${balance} over 90 days`);
      await sr.expectSpokenInOrder([said]);
      await expect(ninety).toBeFocused();
      // Once: not again, and never the 30 days' sentence.
      expect((await sr.spoken()).filter((phrase) => said.test(phrase))).toHaveLength(1);
      await sr.expectNotSpoken(/over 30 days/);
    },
  );
});
