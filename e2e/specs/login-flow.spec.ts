import { AppShell } from '../pages/AppShell';
import { FlowDialog } from '../pages/AuthPages';
import { LoginPage } from '../pages/LoginPage';
import { customerLike, DEMO_PASSWORD } from '../support/bank';
import { expect, test } from '../support/fixtures';

// The §4 login flow's modals, each met by a new customer in the state of the demo user that shows it (agreeing
// changes that state, so a retry or a second run against the same bank starts clean).

test('terms: an enabled unagreed entry must be agreed, once', async ({ page }) => {
  const email = await customerLike('terms@demo.test');
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(email, DEMO_PASSWORD);
  const terms = new FlowDialog(page, 'Updated Terms of Use');
  await terms.expectShown('We have updated our Terms of Use.');
  // A reload cannot skip it: that sign-in never got through the flow, so it is signed out and starts again.
  await page.reload();
  await login.arrive();
  await login.logIn(email, DEMO_PASSWORD);
  await terms.expectShown('We have updated our Terms of Use.');
  await terms.choose('I agree');
  const shell = new AppShell(page);
  await shell.expectPage('/accounts', 'Account Overview', 'Terry');

  // Agreed on the server: the next sign-in goes straight through.
  await shell.logOut();
  await login.arrive();
  await login.logIn(email, DEMO_PASSWORD);
  await shell.expectPage('/accounts', 'Account Overview', 'Terry');
});

test('migration consent: cancelling signs out, agreeing lets the legacy user in', async ({
  page,
}) => {
  const email = await customerLike('legacy@demo.test');
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(email, DEMO_PASSWORD);
  const consent = new FlowDialog(page, 'Token migration terms');
  await consent.expectShown();
  await consent.choose('Log out');
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);

  await login.logIn(email, DEMO_PASSWORD);
  await consent.expectShown();
  await consent.choose('I agree');
  await new AppShell(page).expectPage('/accounts', 'Account Overview', 'Lee');
});

test('USAX terms update: cancelling signs out, agreeing lets the user in', async ({ page }) => {
  const email = await customerLike('usax@demo.test');
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(email, DEMO_PASSWORD);
  const usax = new FlowDialog(page, 'Our terms have been updated');
  await usax.expectShown('Our terms and conditions now cover USAX accounts.');
  await usax.choose('Log out');
  await expect(page).toHaveURL(/\/login$/);
  await login.logIn(email, DEMO_PASSWORD);
  await usax.expectShown();
  await usax.choose('I agree');
  await new AppShell(page).expectPage('/accounts', 'Account Overview', 'Uma');
});

test('tax-ID notice with its deadline', async ({ page }) => {
  const email = await customerLike('taxnotice@demo.test');
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(email, DEMO_PASSWORD);
  const notice = new FlowDialog(page, 'Tax ID required');
  await notice.expectShown('August 1st 2022');
  // It names a place a registered customer can reach (issue 42: the onboarding checklist was a dead end).
  await notice.expectShown(
    'You can add it in Profile, under Documents: upload your Proof of Tax ID.',
  );
  await notice.choose('Continue');
  await new AppShell(page).expectPage('/accounts', 'Account Overview', 'Tax');
});
