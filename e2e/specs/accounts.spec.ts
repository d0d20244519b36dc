import type { Page } from '@playwright/test';
import {
  AccountDetailPage,
  AccountsOverviewPage,
  countCalls,
  holdCalls,
  isApiCall,
  RATE_PATH,
  TOTAL_ASSET_PATH,
} from '../pages/AccountsPage';
import { toast } from '../pages/AuthPages';
import { admin } from '../support/bank';
import { audit, expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/session';

// Seed 000 §2.6, §4, §9: the accounts overview and an account's detail, with the seeded balances (seed.ts). The
// seed freezes every user's GBP account, so it carries 'Action Required'. Nothing here changes what another test
// reads (balances, statuses, the bank's clock), so these run alongside the other customer specs.

/** Opens /accounts signed in as a seeded user (through the identity API: the sign-in screens have their own specs). */
async function signInToOverview(page: Page, email: string) {
  await openSignedIn(page, email, '/accounts');
  return new AccountsOverviewPage(page);
}

// ada@demo.test's seeded accounts as the cards name them: type public name, public id, amount (fiat 2 decimals
// with its symbol, crypto 5 decimals, thousands separated).
const USD = /^US Dollar Account USD\d{10} \$12,500\.75$/;
const EUR = /^Euro Account EUR\d{10} €3,400\.10$/;
const GBP = /^British Pound Account GBP\d{10} £980\.00 Action Required$/;
const AXC = /^AXC Wallet AXC\d{10} 250,000\.12345 AXC$/;
const USAX = /^USAX Wallet USAX\d{10} 1,500\.50000 USAX$/;
// ada@'s seeded staking: 5,000 AXC in a monthly pool, its first month's rewards not credited yet.
const STAKING = 'AXIA Staking Account 5,000.00000 AXC';

test.describe('Account Overview', () => {
  test('the overview cards and every account under All, the default', async ({ page }) => {
    const overview = await signInToOverview(page, 'ada@demo.test');
    await overview.expectShown('Ada', true);
    await overview.expectOverviewCards({
      coin: '250,000.12345 AXC',
      // The interest of her seeded history (INTEREST transactions on her USD account).
      rewards: '$45.69',
      staking: '5,000.00000 AXC',
    });
    await expect(overview.filter).toMatchAriaSnapshot(`
      - radiogroup "Account type":
        - radio "Fiat"
        - radio "Digital"
        - radio "All" [checked]
    `);
    await overview.expectTiles([USD, EUR, GBP, AXC, USAX, STAKING]);
    await expect(overview.stakingTile).toHaveAttribute('href', '/stakings');
    // Not ACTIVE: tagged (in its name above) and greyed; an active card is neither.
    await expect(overview.tile('British Pound Account')).toHaveAttribute('data-dimmed', '');
    await expect(overview.tile('US Dollar Account')).not.toHaveAttribute('data-dimmed');
    // And the tag says what it calls for (issue 42), as the card's description.
    await expect(overview.tile('British Pound Account')).toHaveAccessibleDescription(
      'This account is frozen: contact support to use it again.',
    );
  });

  test('Fiat shows the fiat accounts; Digital the crypto ones and the staking account', async ({
    page,
  }) => {
    const overview = await signInToOverview(page, 'ada@demo.test');
    await overview.expectShown('Ada', true);
    await overview.chooseFilter('Fiat');
    await overview.expectTiles([USD, EUR, GBP]);
    await overview.chooseFilter('Digital');
    await overview.expectTiles([AXC, USAX, STAKING]);
    await expect(overview.stakingTile).toHaveAttribute('href', '/stakings');
    await overview.chooseFilter('All');
    await overview.expectTiles([USD, EUR, GBP, AXC, USAX, STAKING]);
  });
});

test.describe('account detail', () => {
  // The copy button writes with the async Clipboard API; the test reads back what it wrote.
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a card opens its account: balance, number (copied), rewards rate; back to the overview', async ({
    page,
  }) => {
    const overview = await signInToOverview(page, 'ada@demo.test');
    await overview.expectShown('Ada', true);
    const usdNumber = await overview.publicIdOf('US Dollar Account');
    const usdPath = await overview.pathOf('US Dollar Account');
    expect(usdPath).toMatch(/^\/accounts\/[\w-]+$/);
    await overview.tile('US Dollar Account').click();

    const detail = new AccountDetailPage(page);
    await detail.expectShown(usdPath, 'US Dollar Account');
    const usd = {
      name: 'US Dollar Account',
      balance: '$12,500.75',
      accountNumber: usdNumber,
      rewardsRate: '1.50%',
    };
    await detail.expectSummary(usd);
    // The address stands on its own: a fresh load reads the accounts and shows the same one.
    await page.reload();
    await detail.expectShown(usdPath, 'US Dollar Account', true);
    await detail.expectSummary(usd);

    await detail.copyButton.click();
    await expect(toast(page, 'Text has been copied to clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(usdNumber);
    await audit(page, 'Account details: copied');

    await detail.backLink.click();
    await overview.expectShown();
  });

  test('a frozen account says Action Required there too; a crypto one has 5 decimals', async ({
    page,
  }) => {
    const overview = await signInToOverview(page, 'ada@demo.test');
    await overview.expectShown('Ada', true);
    const gbpNumber = await overview.publicIdOf('British Pound Account');
    const gbpPath = await overview.pathOf('British Pound Account');
    await overview.tile('British Pound Account').click();
    const detail = new AccountDetailPage(page);
    await detail.expectShown(gbpPath, 'British Pound Account');
    await detail.expectSummary({
      name: 'British Pound Account',
      balance: '£980.00',
      accountNumber: gbpNumber,
      rewardsRate: '1.25%',
      actionRequired: true,
    });

    // A crypto account: 5 decimals, and its own rate.
    await detail.backLink.click();
    await overview.expectShown();
    const axcNumber = await overview.publicIdOf('AXC Wallet');
    const axcPath = await overview.pathOf('AXC Wallet');
    await overview.tile('AXC Wallet').click();
    await detail.expectShown(axcPath, 'AXC Wallet');
    await detail.expectSummary({
      name: 'AXC Wallet',
      balance: '250,000.12345 AXC',
      accountNumber: axcNumber,
      rewardsRate: '3.50%',
    });
  });
});

test.describe('AXC/USD rate card (GLOBAL_SPENDABLE_AMOUNT)', () => {
  test.beforeAll(async () => {
    // Every seeded user has it by default; said here so the card does not depend on the seed.
    await admin('/users/ada@demo.test/features', { add: ['GLOBAL_SPENDABLE_AMOUNT'] });
  });

  test('read again every 60 seconds; meanwhile "Last updated" counts the minutes', async ({
    page,
  }) => {
    const rateCalls = countCalls(page, RATE_PATH);
    const overview = await signInToOverview(page, 'ada@demo.test');
    await overview.expectShown('Ada', true);
    // 250,000.12345 AXC × 0.0245 = 6,125.00 USD, under the 12,500.75 USD spendable: no cap.
    await overview.expectRateCard('$0.0245', '250,000.12345 AXC $12,500.75');
    await expect(overview.lastUpdated).toHaveText('Last updated: 0 minutes ago');
    await expect.poll(rateCalls.count).toBe(1);

    // The next reads stay unanswered, so the card shows the rate ageing; the clock moves only when told.
    const answer = await holdCalls(page, RATE_PATH);
    await overview.pauseClock();
    await page.clock.runFor(30_000);
    await expect(overview.lastUpdated).toHaveText('Last updated: 0 minutes ago');
    expect(rateCalls.count()).toBe(1);
    await page.clock.runFor(30_000);
    await expect.poll(rateCalls.count).toBe(2);
    await expect(overview.lastUpdated).toHaveText('Last updated: 1 minutes ago');
    await page.clock.runFor(60_000);
    await expect.poll(rateCalls.count).toBe(3);
    await expect(overview.lastUpdated).toHaveText('Last updated: 2 minutes ago');

    // Answered: the rate is fresh again.
    await answer();
    await expect(overview.lastUpdated).toHaveText('Last updated: 0 minutes ago');
    await page.clock.resume();
    await audit(page, 'Account Overview: rate card');
  });

  test('the refresh button reads the rate again; its spinner shows for 1 second', async ({
    page,
  }) => {
    const rateCalls = countCalls(page, RATE_PATH);
    const overview = await signInToOverview(page, 'ada@demo.test');
    await overview.expectShown('Ada', true);
    await expect(overview.lastUpdated).toHaveText('Last updated: 0 minutes ago');
    await expect.poll(rateCalls.count).toBe(1);
    // The spinner is decorative: the button says it is busy (aria-busy) while it shows.
    await expect(overview.refreshRateButton).not.toHaveAttribute('aria-busy');

    // While the read is unanswered the spinner stays (audited in that state).
    const answer = await holdCalls(page, RATE_PATH);
    await overview.refreshRateButton.click();
    await expect.poll(rateCalls.count).toBe(2);
    await expect(overview.refreshRateButton).toHaveAttribute('aria-busy', 'true');
    await audit(page, 'Account Overview: rate refreshing');
    await answer();
    await expect(overview.refreshRateButton).not.toHaveAttribute('aria-busy');
    await expect(overview.lastUpdated).toHaveText('Last updated: 0 minutes ago');

    // Answered at once, the spinner still shows for 1 second, by the browser clock.
    await overview.pauseClock();
    const answered = page.waitForResponse((response) => isApiCall(response.request(), RATE_PATH));
    await overview.refreshRateButton.click();
    expect((await answered).ok()).toBe(true);
    expect(rateCalls.count()).toBe(3);
    await expect(overview.refreshRateButton).toHaveAttribute('aria-busy', 'true');
    await page.clock.runFor(999);
    await expect(overview.refreshRateButton).toHaveAttribute('aria-busy', 'true');
    await page.clock.runFor(1);
    await expect(overview.refreshRateButton).not.toHaveAttribute('aria-busy');
    await page.clock.resume();
    await audit(page, 'Account Overview: rate refreshed');
  });
});

// lowbalance@demo.test holds 12.34 USD and 100 AXC: 12.34 + 100 × 0.0245 = 14.79 USD, under the bank's 100.
// The app decides from the browser's date (the last 7 days of the month; November has 30, so the 24th on) and
// reads the total only then; the bank just answers the total and the threshold. So only the browser clock is
// pinned here.
test.describe('low-balance notice', () => {
  test.describe('on November 25th', () => {
    test.use({ now: new Date('2026-11-25T10:00:00Z') });

    test('shown below the threshold; comes back unless hidden for the day', async ({ page }) => {
      const totalAssetCalls = countCalls(page, TOTAL_ASSET_PATH);
      const overview = await signInToOverview(page, 'lowbalance@demo.test');
      await expect(page).toHaveURL(/\/accounts$/);
      await overview.expectLowBalanceNotice('$14.79');
      await overview.closeLowBalanceNotice(false);
      await overview.expectShown('Lou', true);
      expect(totalAssetCalls.count()).toBe(1);

      // Closed without the box ticked: the next visit shows it again.
      await overview.tile('US Dollar Account').click();
      await new AccountDetailPage(page).backLink.click();
      await overview.expectLowBalanceNotice('$14.79');
      expect(totalAssetCalls.count()).toBe(2);

      // Hidden for today: neither a visit in the app nor a fresh load shows it, and the total is not read.
      await overview.closeLowBalanceNotice(true);
      // The choice is kept in localStorage per user and notification id, with the (browser's) date.
      const hidden = await page.evaluate(() =>
        Object.entries(localStorage).filter(([key]) => key.startsWith('axia.notification.')),
      );
      expect(hidden).toEqual([
        [expect.stringMatching(/^axia\.notification\.hidden\.[\w-]+\.LOW_BALANCE$/), '2026-11-25'],
      ]);
      expect(hidden[0]![0]).not.toContain('anonymous');
      await overview.tile('US Dollar Account').click();
      await new AccountDetailPage(page).backLink.click();
      await overview.expectShown('Lou');
      await expect(overview.lowBalanceNotice).toBeHidden();
      await page.reload();
      await overview.expectShown('Lou', true);
      await expect(overview.lowBalanceNotice).toBeHidden();
      expect(totalAssetCalls.count()).toBe(2);
    });
  });

  test.describe('on November 10th', () => {
    test.use({ now: new Date('2026-11-10T10:00:00Z') });

    test('not shown, and the total is not even read', async ({ page }) => {
      const totalAssetCalls = countCalls(page, TOTAL_ASSET_PATH);
      const overview = await signInToOverview(page, 'lowbalance@demo.test');
      await overview.expectShown('Lou', true);
      await expect(overview.lowBalanceNotice).toBeHidden();
      expect(totalAssetCalls.count()).toBe(0);
    });
  });
});
