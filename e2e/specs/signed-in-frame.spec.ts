import type { Page } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { LoginPage, signIn } from '../pages/LoginPage';
import { admin, bankConfig, customerLike } from '../support/bank';
import { audit, expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/session';

// Issue 17: a signed-in browser (it holds the bank's shell cookie, set when the app reads the profile) gets
// /accounts as a prerendered frame: the shell with the customer's name, the banner, the page's h1 and skeletons,
// painted from HTML before any script runs; the app then takes over. Without the cookie the bank sends the app as
// before. To look at the frame alone, a test holds the app back by not serving the boot script.

const BANNER = { header: 'Welcome to the Axia sandbox', body: 'This is a demonstration bank.' };

/** Reloads the page with the app held back: what shows is the bank's HTML alone. */
async function reloadWithoutApp(page: Page) {
  await page.route('**/assets/boot-*.js', (route) => route.abort());
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-frame', '');
}

test('a reload of /accounts paints the frame from HTML, then the app takes over it', async ({
  page,
}) => {
  const shell = new AppShell(page);
  await openSignedIn(page, 'ada@demo.test');
  await shell.expectPage('/accounts', 'Account Overview', 'Ada', true);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('axia_shell');

  await reloadWithoutApp(page);
  const root = page.locator('#root');
  await expect(root).toHaveAttribute('data-prerendered', '/accounts');
  // Nothing in the frame works without the app: inert and busy until it takes over.
  await expect(root).toHaveAttribute('inert', '');
  await expect(root).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByText('Account Overview', { exact: true })).toBeVisible();
  await expect(page.getByText('Hello Ada', { exact: true })).toBeVisible();
  await expect(page.getByText(BANNER.header, { exact: true })).toBeVisible();
  await expect(page.getByText(BANNER.body, { exact: false })).toBeVisible();
  await expect(page.getByText('Loading account overview')).toBeAttached();

  await page.unrouteAll();
  await page.reload();
  await expect(root).not.toHaveAttribute('data-prerendered');
  await expect(page.getByRole('region', { name: BANNER.header })).toBeVisible();
  await shell.expectPage('/accounts', 'Account Overview', 'Ada', true);
  await expect(page.getByRole('link', { name: /US Dollar Account/ }).first()).toBeVisible();
  await audit(page, 'Account Overview (after the frame)');
});

test('the frame shows only the menu entries and status tag the app shows this customer (issue 42 #4)', async ({
  page,
}) => {
  // A customer without transfers, cards, gift cards and the status page; Messages is not shown in local.
  const email = await customerLike('ada@demo.test', 'frame-menu');
  await admin(`/users/${encodeURIComponent(email)}/features`, {
    add: [],
    remove: ['MENU_TRANSFER', 'MENU_CARDS', 'MENU_GIFT_CARDS', 'STATUS_PAGE'],
  });
  const shell = new AppShell(page);
  await openSignedIn(page, email);
  await shell.expectPage('/accounts', 'Account Overview', 'Ada', true);
  const expected = ['Account', 'Deposit', 'Staking', 'Services', 'Profile'];
  await expect(shell.mainMenu.getByRole('link')).toHaveText(expected);

  await reloadWithoutApp(page);
  const frameMenu = page.locator('#root[data-prerendered] nav[aria-label="Main"] li a:visible');
  await expect(frameMenu).toHaveText(expected);
  await expect(page.getByText('Fetching Status')).toBeHidden();
  // Nor anywhere else in the frame (the tab bar's entries are marked too).
  await expect(
    page
      .locator('#root[data-prerendered] a:visible')
      .filter({ hasText: /^(Transfer|Cards|Gift cards|Messages)$/ }),
  ).toHaveCount(0);
});

test('a dismissed banner stays hidden in the frame; a tab without a session sees no frame and goes to /login; logging out ends frames', async ({
  page,
}) => {
  const shell = new AppShell(page);
  // Through the sign-in screen: Amplify then keeps the session under the email typed, not the customer's id.
  await signIn(page, 'ada@demo.test');
  await shell.expectPage('/accounts', 'Account Overview', 'Ada');
  const banner = page.getByRole('region', { name: BANNER.header });
  const headerHeight = async () => (await shell.banner.boundingBox())!.height;
  const before = await headerHeight();
  await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
  await expect(banner).toBeHidden();
  // The megaphone that brings it back does not make the header taller (issue 42: it grew 49 → 61 px).
  await expect(shell.banner.getByRole('button', { name: 'Show announcement' })).toBeVisible();
  expect(await headerHeight()).toBe(before);

  await reloadWithoutApp(page);
  await expect(page.locator('html')).toHaveAttribute('data-banner-dismissed', '');
  await expect(page.getByText('Account Overview', { exact: true })).toBeVisible();
  await expect(page.getByText(BANNER.header, { exact: true })).toBeHidden();

  // Another tab of the same browser: the cookie is there, the tab's session is not. The frame is not shown; the
  // app sends the visitor to /login.
  const other = await page.context().newPage();
  await other.clock.install({ time: await page.evaluate(() => Date.now()) });
  await other.route('**/assets/boot-*.js', (route) => route.abort());
  await other.goto('/accounts');
  await expect(other.locator('html')).toHaveAttribute('data-frame-hidden', '');
  await expect(other.getByText('Account Overview', { exact: true })).toBeHidden();
  await other.unrouteAll();
  await other.goto('/accounts');
  await expect(new LoginPage(other).heading).toBeVisible();
  await expect(other).toHaveURL(/\/login$/);
  await other.close();

  // After logging out (the cookie cleared, the session revoked) the next /accounts is the app itself, for anyone.
  await page.unrouteAll();
  await page.reload();
  await shell.expectPage('/accounts', 'Account Overview', 'Ada', true);
  await shell.logOut();
  await expect(new LoginPage(page).heading).toBeVisible();
  expect(await (await page.request.get('/accounts')).text()).not.toContain('data-frame');
});

test('without the shell cookie the bank sends the app itself, and never a frame', async ({
  playwright,
}) => {
  const { userPoolClientId } = await bankConfig();
  expect(userPoolClientId).toBeTruthy();
  const request = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
  });
  try {
    const answer = await request.get('/accounts');
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-frame');
    expect(html).not.toContain(BANNER.header);
    // A made-up cookie, however well formed, is no better than none.
    const forged = await request.get('/accounts', {
      headers: {
        cookie: `axia_shell=0b8e3c4a-1111-4222-8333-944455556666.b2c3d4e5-0000-4000-8000-000000000001.9999999999.${'A'.repeat(43)}`,
      },
    });
    expect(await forged.text()).not.toContain('data-frame');
  } finally {
    await request.dispose();
  }
});
