import { AccountDetailPage, AccountsOverviewPage } from '../pages/AccountsPage';
import { AppShell } from '../pages/AppShell';
import { expectStandalonePage } from '../pages/AuthPages';
import { LoginPage, signIn } from '../pages/LoginPage';
import { DEMO_PASSWORD, idTokenFor } from '../support/bank';
import { expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/session';

// Seed 000 §2.1 in the browser: where each seeded state may go and where it is sent.

test('signed out: a protected page sends to /login and is remembered for after sign-in', async ({
  page,
}) => {
  // Where ada's US Dollar account lives (any page but /accounts, where every sign-in lands anyway).
  await openSignedIn(page, 'ada@demo.test');
  const overview = new AccountsOverviewPage(page);
  await overview.expectShown('Ada', true);
  const usdPath = await overview.pathOf('US Dollar Account');
  await new AppShell(page).logOut();
  const login = new LoginPage(page);
  await login.arrive();

  await page.goto(usdPath);
  await login.arrive();
  await login.logIn('ada@demo.test', DEMO_PASSWORD);
  await new AccountDetailPage(page).expectShown(usdPath, 'US Dollar Account');
});

test('fully registered: /accounts with the menu; /login and unknown pages go back home', async ({
  page,
}) => {
  await openSignedIn(page, 'ada@demo.test');
  const shell = new AppShell(page);
  await shell.expectPage('/accounts', 'Account Overview', 'Ada', true);
  await expect(shell.mainMenu.getByRole('link', { name: 'Account' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Messages lives in the user's dropdown outside production (this bank says 'local').
  await page.getByRole('button', { name: 'Ada' }).click();
  const menu = page.getByRole('menu', { name: 'Your account' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Your Profile', 'Messages', 'Log out']);
  await page.keyboard.press('Escape');

  await page.goto('/login');
  await shell.expectPage('/accounts', 'Account Overview', 'Ada', true);
  await page.goto('/no-such-page');
  await shell.expectPage('/accounts', 'Account Overview', 'Ada', true);
});

test('business customer with registration complete lands on /accounts', async ({ page }) => {
  await openSignedIn(page, 'acme@demo.test', '/');
  await new AppShell(page).expectPage('/accounts', 'Account Overview', 'Wile', true);
});

test('SUSPENDED: only /accounts (and deposit); no user dropdown', async ({ page }) => {
  await openSignedIn(page, 'suspended@demo.test', '/');
  const shell = new AppShell(page);
  await shell.expectPage('/accounts', 'Account Overview', 'Sam', true);
  await expect(page.getByRole('button', { name: 'Sam' })).toHaveCount(0);
  await expect(shell.mainMenu.getByRole('link', { name: 'Account' })).toBeVisible();
  await page.goto('/profile');
  await shell.expectPage('/accounts', 'Account Overview', 'Sam', true);
});

test('registration incomplete, type unset: onboarding only', async ({ page }) => {
  await openSignedIn(page, 'new@demo.test', '/');
  await expect(page).toHaveURL(/\/onboarding\/user-type-select$/);
  await page.goto('/accounts');
  await expect(page).toHaveURL(/\/onboarding\/user-type-select$/);
});

// Through the sign-in screen: the login flow's own routing of an incomplete registration.
test('business registration incomplete: the business checklist', async ({ page }) => {
  await signIn(page, 'newbiz@demo.test');
  await expect(page).toHaveURL(/\/onboarding\/business$/);
});

test('registration incomplete without ENABLE_ONBOARDING: onboarding disabled', async ({ page }) => {
  await openSignedIn(page, 'noonboard@demo.test', '/');
  await expectStandalonePage(page, '/onboarding/disabled', 'Users onboarding is disabled');
  await page.goto('/accounts');
  await expectStandalonePage(page, '/onboarding/disabled', 'Users onboarding is disabled');
});

test('the tk override shows /accounts only, without a stored session', async ({ page }) => {
  const token = await idTokenFor('privileged@demo.test');
  await page.goto(`/accounts?tk=${encodeURIComponent(token)}`);
  const shell = new AppShell(page);
  await shell.expectPage(/\/accounts\?tk=/, 'Account Overview', 'Priya', true);
  await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
});
