import { AppShell } from '../pages/AppShell';
import { LoginPage } from '../pages/LoginPage';
import { PersonalPage, PROFILE_PATH } from '../pages/ProfilePages';
import { expectTheme, recordThemeAtBody, themeAtBody, type ThemeName } from '../pages/Theme';
import { customerLike, DEMO_PASSWORD } from '../support/bank';
import { pick } from '../support/controls';
import { audit, expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/session';

// Issue 43 #6: the colour theme. The customer chooses System (the default: the device's light or dark, high contrast
// when it asks for more contrast), Light, Dark or High contrast on the Personal page; the theme applies at once, as
// <html>'s class and the page's colours, and the overview and profile are axe-clean in each. It stays after a reload,
// is kept per customer on a shared device (another customer gets their own; sign-out keeps the last one for the
// signed-out pages, which apply it before any of the app's scripts), and comes back at the customer's next sign-in.
// Each test has its own new customers (copies of a demo user); nobody moves the bank's clock.

/** Each choice, and a system that asks for another theme (so the choice shows a change). */
const CHOICES: [
  label: 'Dark' | 'High contrast' | 'Light',
  theme: ThemeName,
  system: 'light' | 'dark',
][] = [
  ['Dark', 'dark', 'light'],
  ['High contrast', 'highContrast', 'light'],
  ['Light', 'light', 'dark'],
];

test.describe('Themes', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light', contrast: 'no-preference' });
  });

  for (const [label, theme, system] of CHOICES) {
    test(`${label} applies at once over a ${system} system, stays after a reload, and the overview and profile are axe-clean in it`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: system });
      const email = await customerLike('ada@demo.test', `themes-${theme}`);
      await openSignedIn(page, email, PROFILE_PATH);
      const personal = new PersonalPage(page);
      await personal.expectShown('details', true);
      await expect(personal.theme('System')).toBeChecked();
      const before = await expectTheme(page, system);

      await pick(personal.theme(label));
      const after = await expectTheme(page, theme);
      expect(after).not.toBe(before);
      await audit(page, `Themes: Personal in ${theme}`);

      await page.reload();
      await personal.expectShown('details', true);
      await expect(personal.theme(label)).toBeChecked();
      expect(await expectTheme(page, theme)).toBe(after);

      await page.goto('/accounts');
      const shell = new AppShell(page);
      await shell.expectPage('/accounts', 'Account Overview', 'Ada', true);
      await expect(shell.main.getByRole('region', { name: 'Accounts' })).toBeVisible();
      await expectTheme(page, theme);
      await audit(page, `Themes: Account Overview in ${theme}`);
    });
  }

  test('System follows the device as it changes: dark, and high contrast when it asks for more contrast', async ({
    page,
  }) => {
    const email = await customerLike('ada@demo.test', 'themes-system');
    await openSignedIn(page, email, PROFILE_PATH);
    const personal = new PersonalPage(page);
    await personal.expectShown('details', true);
    await expect(personal.theme('System')).toBeChecked();
    await expectTheme(page, 'light');

    await page.emulateMedia({ colorScheme: 'dark' });
    await expectTheme(page, 'dark');
    await page.emulateMedia({ contrast: 'more' });
    await expectTheme(page, 'highContrast');

    // A choice holds whatever the device asks for; System follows it again.
    await pick(personal.theme('Light'));
    await expectTheme(page, 'light');
    await pick(personal.theme('System'));
    await expectTheme(page, 'highContrast');
    await page.emulateMedia({ contrast: 'no-preference' });
    await expectTheme(page, 'dark');
    await audit(page, 'Themes: Personal in system dark');
  });

  test("kept per customer on a shared device: sign-out keeps it for /login (before the app's scripts), another customer has their own, sign-in brings it back", async ({
    page,
  }) => {
    const [ada, other] = await Promise.all([
      customerLike('ada@demo.test', 'themes-ada'),
      customerLike('ada@demo.test', 'themes-other'),
    ]);
    await recordThemeAtBody(page);
    await openSignedIn(page, ada, PROFILE_PATH);
    const personal = new PersonalPage(page);
    const shell = new AppShell(page);
    const login = new LoginPage(page);
    await personal.expectShown('details', true);
    await pick(personal.theme('Dark'));
    await expectTheme(page, 'dark');

    await shell.logOut();
    await login.arrive();
    await expectTheme(page, 'dark');
    await audit(page, 'Themes: login in dark');

    // The prerendered /login, loaded afresh: dark as its body begins, before any of the app's scripts.
    await page.goto('/login');
    expect(await themeAtBody(page)).toBe('dark');
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
    await expectTheme(page, 'dark');

    // Another customer, who chose nothing: System (light on this device), at sign-in.
    await login.arrive();
    await login.logIn(other, DEMO_PASSWORD);
    await shell.expectPage('/accounts', 'Account Overview', 'Ada');
    await expectTheme(page, 'light');
    await page.goto(PROFILE_PATH);
    await personal.expectShown('details', true);
    await expect(personal.theme('System')).toBeChecked();
    await expectTheme(page, 'light');

    // Signed out, the device shows the last customer's (System); the first customer's own comes back at sign-in.
    await shell.logOut();
    await login.arrive();
    await expectTheme(page, 'light');
    await login.logIn(ada, DEMO_PASSWORD);
    await shell.expectPage('/accounts', 'Account Overview', 'Ada');
    await expectTheme(page, 'dark');
    await page.goto(PROFILE_PATH);
    expect(await themeAtBody(page)).toBe('dark');
    await personal.expectShown('details', true);
    await expect(personal.theme('Dark')).toBeChecked();
  });
});
