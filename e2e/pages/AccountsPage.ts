import type { Page, Request, Route } from '@playwright/test';
import { audit, expect } from '../support/fixtures';
import { AppShell } from './AppShell';
import { Chart } from './Charts';

/** Whether a request is the bank call at `path` (under /api, any query). */
export const isApiCall = (request: Request, path: string) =>
  new URL(request.url()).pathname === `/api${path}`;

/** The AXC/USD rate read (GET /currency/conversionRate?fromCurrency=AXC&toCurrency=USD). */
export const RATE_PATH = '/currency/conversionRate';
/** The total asset read behind the low-balance notice (GET /user/totalAsset). */
export const TOTAL_ASSET_PATH = '/user/totalAsset';

/** Counts the page's calls to a bank path from now on. */
export function countCalls(page: Page, path: string) {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (isApiCall(request, path)) calls.push(request);
  });
  return { count: () => calls.length };
}

/**
 * Holds the page's calls to a bank path unanswered (they stay pending) until the returned function lets them
 * through to the bank, the held ones included.
 */
export async function holdCalls(page: Page, path: string) {
  const held: Route[] = [];
  const matches = (url: URL) => url.pathname === `/api${path}`;
  const hold = (route: Route) => void held.push(route);
  await page.route(matches, hold);
  return async () => {
    for (const route of held.splice(0)) await route.continue();
    // Unrouting ends the interception, which lets a call held meanwhile go on too.
    await page.unroute(matches, hold);
  };
}

/** Spec 000 §2.6: the account filter's options, in order. */
export type AccountFilterName = 'Fiat' | 'Digital' | 'All';

/** /accounts: 'Account Overview' cards, the 'Accounts' list with its filter, the rate card and the notice. */
export class AccountsOverviewPage {
  readonly shell;
  readonly accounts;
  readonly filter;
  readonly tiles;
  readonly stakingTile;
  readonly refreshRateButton;
  readonly lastUpdated;
  readonly lowBalanceNotice;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.accounts = page.getByRole('region', { name: 'Accounts' });
    this.filter = this.accounts.getByRole('radiogroup', { name: 'Account type' });
    this.tiles = this.accounts.getByRole('list').getByRole('link');
    this.stakingTile = this.tile('AXIA Staking Account');
    this.refreshRateButton = this.shell.main.getByRole('button', { name: 'Refresh AXC/USD rate' });
    this.lastUpdated = this.shell.main.getByRole('timer').filter({ hasText: /^Last updated:/ });
    this.lowBalanceNotice = page.getByRole('dialog', { name: 'Low balance notice' });
  }

  /**
   * The page with its accounts read, greeted by `firstName`; audited. After a client-side route change focus is
   * on the h1; on a fresh page load (`loaded`) the browser's own start position is kept.
   */
  async expectShown(firstName?: string, loaded = false) {
    await expect(this.page).toHaveURL(/\/accounts$/);
    await expect(this.tiles.first()).toBeVisible();
    await this.shell.expectPage('/accounts', 'Account Overview', firstName, loaded);
  }

  /** An account card, by the start of its accessible name (the type public name). */
  tile(typePublicName: string) {
    const escaped = typePublicName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.accounts.getByRole('link', { name: new RegExp(`^${escaped}( |$)`) });
  }

  /** Where an account card leads (/accounts/{id}). */
  async pathOf(typePublicName: string) {
    const href = await this.tile(typePublicName).getAttribute('href');
    if (!href) throw new Error(`The ${typePublicName} card links nowhere`);
    return href;
  }

  /** The public id an account card shows (the second part of its name). */
  async publicIdOf(typePublicName: string) {
    const name = (await this.tile(typePublicName).textContent()) ?? '';
    const match = /(?:USD|EUR|GBP|AXC|USAX)\d{10}/.exec(name);
    if (!match) throw new Error(`No public id on the ${typePublicName} card: ${name}`);
    return match[0];
  }

  /** Chooses a filter option and waits for it to be the checked one; audited. */
  async chooseFilter(option: AccountFilterName) {
    // The segment's label covers its native radio: check by label, as a user clicks the segment.
    await this.filter.getByRole('radio', { name: option }).check({ force: true });
    await expect(this.filter.getByRole('radio', { name: option })).toBeChecked();
    await audit(this.page, `Account Overview: ${option}`);
  }

  /** The cards shown, in order, each by its full accessible name. */
  async expectTiles(names: (string | RegExp)[]) {
    await expect(this.tiles).toHaveCount(names.length);
    for (const [index, name] of names.entries())
      await expect(this.tiles.nth(index)).toHaveAccessibleName(name);
  }

  /** The overview cards, each title with the one figure under it, in order (an aria-tree match). */
  async expectOverviewCards(cards: { coin: string; rewards: string; staking: string }) {
    await expect(this.shell.main).toMatchAriaSnapshot(`
      - heading "Account Overview" [level=1]
      - heading "AXC Balance" [level=2]
      - text: ${cards.coin}
      - heading "Rewards Earned" [level=2]
      - text: ${cards.rewards}
      - heading "Staking Balance" [level=2]
      - text: ${cards.staking}
    `);
  }

  /** The AXC/USD card: its rate and the spendable amounts (its age is `lastUpdated`). */
  async expectRateCard(rate: string, spendable: string) {
    await expect(this.shell.main).toMatchAriaSnapshot(`
      - heading "AXC/USD" [level=2]
      - button "Refresh AXC/USD rate"
      - paragraph: ${rate} per AXC
      - term: Spendable
      - definition: ${spendable}
    `);
  }

  /**
   * Stops the browser clock a few seconds from now (ahead of the time the command takes to arrive, as the clock
   * cannot be paused in its past): timers then fire only when the test runs the clock on.
   */
  async pauseClock() {
    const now = await this.page.evaluate(() => Date.now());
    await this.page.clock.pauseAt(now + 5_000);
  }

  /** The low-balance notice is open with the bank's total; audited. */
  async expectLowBalanceNotice(total: string) {
    await expect(this.lowBalanceNotice).toBeVisible();
    await expect(this.lowBalanceNotice).toContainText(
      'Your total balance is below the feeless minimum balance threshold of USD 100 or the equivalent in AXC. ' +
        'If your balance cannot cover the monthly fee, your account will be closed.',
    );
    await expect(this.lowBalanceNotice).toContainText(`Your total balance: ${total}`);
    await audit(this.page, 'Account Overview: low balance notice');
  }

  /** Closes the notice, first ticking 'Do not show this message again today' when `hideToday`. */
  async closeLowBalanceNotice(hideToday: boolean) {
    if (hideToday) {
      const box = this.lowBalanceNotice.getByRole('checkbox', {
        name: 'Do not show this message again today',
      });
      // react-aria hides the native input under its visual box: check by label, as a user clicks it.
      await box.check({ force: true });
      await expect(box).toBeChecked();
    }
    await this.lowBalanceNotice.getByRole('button', { name: 'Close' }).click();
    await expect(this.lowBalanceNotice).toBeHidden();
  }
}

/** /accounts/{id}: one account's balance, account number (with its copy button) and rewards rate. */
export class AccountDetailPage {
  readonly shell;
  readonly backLink;
  readonly copyButton;
  /** Issue 30: the balance over time, above the history. */
  readonly balanceChart;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.backLink = this.shell.main.getByRole('link', { name: 'Back to overview' });
    this.copyButton = this.shell.main.getByRole('button', { name: 'Copy account number' });
    this.balanceChart = new Chart(this.shell.main, 'Balance over time');
  }

  /** The account's summary, a region named by its type public name. */
  summary(typePublicName: string) {
    return this.shell.main.getByRole('region', { name: typePublicName });
  }

  /**
   * The detail at `path` with the summary of `typePublicName`; audited. After a client-side route change focus is
   * on the h1; on a fresh page load (`loaded`) the browser's own start position is kept.
   */
  async expectShown(path: string, typePublicName: string, loaded = false) {
    await expect(this.page).toHaveURL(new RegExp(`${path}$`));
    await expect(this.summary(typePublicName)).toBeVisible();
    // The h1 and the document title name the account (issue 28).
    await this.shell.expectPage(path, `${typePublicName} – Account details`, undefined, loaded);
    await expect(this.page).toHaveTitle(`${typePublicName} – Account details | Axia`);
  }

  /** Balance, account number and rewards rate of the account, as its summary lists them. */
  async expectSummary(account: {
    name: string;
    balance: string;
    accountNumber: string;
    rewardsRate: string;
    actionRequired?: boolean;
  }) {
    // Every child listed ('equal'): an active account has no 'Action Required' tag.
    await expect(this.summary(account.name)).toMatchAriaSnapshot(`
      - region "${account.name}":
        - /children: equal
        - heading "${account.name}" [level=2]
        ${account.actionRequired ? '- text: Action Required' : ''}
        - term: Balance
        - definition: ${account.balance}
        - term: Account number
        - definition:
          - text: ${account.accountNumber}
          - button "Copy account number"
        - term: Rewards rate
        - definition: ${account.rewardsRate}
    `);
  }
}
