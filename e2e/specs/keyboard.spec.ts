import { AppShell } from '../pages/AppShell';
import { LoginPage } from '../pages/LoginPage';
import { DEMO_PASSWORD } from '../support/bank';
import { audit, expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/session';

test('the whole sign-in by keyboard alone', async ({ page }) => {
  const login = new LoginPage(page);
  await page.goto('/login');
  // The notice holds focus; Tab reaches its Close button, Enter dismisses it and focus lands on the heading.
  await expect(login.notice).toBeVisible();
  await audit(page, 'login: coin-holder notice');
  await page.keyboard.press('Tab');
  await expect(login.notice.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(login.heading).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(login.email).toBeFocused();
  await page.keyboard.type('ada@demo.test');
  await page.keyboard.press('Tab');
  await expect(login.password).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');

  const shell = new AppShell(page);
  await shell.expectPage('/accounts', 'Account Overview', 'Ada');
  // Backwards through the header reaches the skip link (the page's first stop); it shows when focused and
  // takes focus to the main content.
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  for (
    let presses = 0;
    presses < 20 && !(await skip.evaluate((el) => el === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Shift+Tab');
  }
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(shell.main).toBeFocused();
});

test("a heading focused on a route change draws a ring only when the keyboard led there (issue 43: a click's glitch-like box)", async ({
  page,
}) => {
  await openSignedIn(page, 'ada@demo.test');
  const shell = new AppShell(page);
  await shell.expectPage('/accounts', 'Account Overview', 'Ada', true);
  const outline = (name: string) =>
    shell.heading(name).evaluate((heading) => getComputedStyle(heading).outlineStyle);

  // By mouse: focus moves to the new page's h1 for screen readers, without a box around it.
  await shell.mainMenu.getByRole('link', { name: 'Deposit' }).click();
  await shell.expectPage('/deposit', 'Deposit');
  expect(await outline('Deposit')).toBe('none');

  // By keyboard: the ring shows where focus went.
  await shell.mainMenu.getByRole('link', { name: 'Account' }).focus();
  await page.keyboard.press('Enter');
  await shell.expectPage('/accounts', 'Account Overview');
  expect(await outline('Account Overview')).toBe('solid');
});
