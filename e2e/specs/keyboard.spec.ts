import { AppShell } from '../pages/AppShell';
import { LoginPage } from '../pages/LoginPage';
import { DEMO_PASSWORD } from '../support/bank';
import { audit, expect, test } from '../support/fixtures';

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
