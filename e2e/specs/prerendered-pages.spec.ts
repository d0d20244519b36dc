import { LoginPage } from '../pages/LoginPage';
import { DEMO_PASSWORD } from '../support/bank';
import { audit, expect, test } from '../support/fixtures';

// Issue 17: the public pages are prerendered (packages/app/scripts/postbuild.mjs) and served as static HTML, so
// their content paints before any script runs; the app takes over on the visitor's first interaction.

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('/login shows its labelled form and notice, and sending the form leaks nothing', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    await page.goto('/login');
    await expect(page).toHaveTitle('Log in | Axia');
    await expect(page.getByRole('main')).toBeVisible();
    // The page names its icon, which is served (issue 42: /favicon.ico answered 404 on every page).
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBe('/favicon.svg');
    const served = await page.request.get(icon!);
    expect({ status: served.status(), type: served.headers()['content-type'] }).toEqual({
      status: 200,
      type: expect.stringMatching(/^image\/svg\+xml/),
    });
    await expect(login.heading).toBeVisible();
    // The notice the page opens with, closable without script (its form has method="dialog").
    await expect(login.notice).toBeVisible();
    await login.notice.getByRole('button', { name: 'Close' }).click();
    await expect(login.notice).toBeHidden();

    // The same accessible form as the app's: each field named by its label, the button, the links.
    await expect(login.email).toBeVisible();
    await expect(login.email).toHaveAttribute('type', 'email');
    // 'webauthn': the browser may offer the customer's passkeys in the email field's autofill (issue 45).
    await expect(login.email).toHaveAttribute('autocomplete', 'username webauthn');
    await expect(login.password).toBeVisible();
    await expect(login.password).toHaveAttribute('type', 'password');
    await expect(login.submitButton).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.getByRole('link', { name: 'Open an account' })).toHaveAttribute(
      'href',
      '/sign-up',
    );

    // Sent without script: by POST (a GET would put the password in the URL, the history and server logs) to
    // the page itself, which the bank answers with a redirect back to the page, reading nothing.
    const form = page.locator('form').filter({ has: login.email });
    await expect(form).toHaveAttribute('method', 'post');
    expect(await form.getAttribute('action')).toBeNull();
    await login.email.fill('ada@demo.test');
    await login.password.fill(DEMO_PASSWORD);
    const [post] = await Promise.all([
      page.waitForRequest((request) => request.method() === 'POST'),
      login.submitButton.click(),
    ]);
    expect(new URL(post.url()).pathname).toBe('/login');
    expect(new URL(post.url()).search).toBe('');
    const answer = await post.response();
    expect(answer?.status()).toBe(303);
    expect(answer?.headers()['location']).toBe('/login');
    await page.waitForLoadState();
    // Back on the plain page: nothing in the URL, nobody signed in, the fields empty.
    expect(page.url()).toMatch(/\/login$/);
    expect(page.url()).not.toContain(encodeURIComponent(DEMO_PASSWORD));
    await expect(login.heading).toBeVisible();
    await expect(login.email).toHaveValue('');
    await expect(login.password).toHaveValue('');
  });

  for (const [path, heading] of [
    ['/sign-up', 'Open an account'],
    ['/forgot-password', 'Forgot your password?'],
  ] as const) {
    test(`${path} shows its content`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
    });
  }

  test('/sign-up labels every field', async ({ page }) => {
    await page.goto('/sign-up');
    for (const name of ['First name', 'Last name', 'Email'])
      await expect(page.getByRole('textbox', { name })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open an account' })).toBeVisible();
  });
});

// Issue 42: a static /maintenance told everyone the site was under maintenance, whether it was or not.
test('/maintenance claims no maintenance when there is none: not prerendered, it goes on to log in', async ({
  page,
}) => {
  await page.goto('/maintenance');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /maintenance/i })).toHaveCount(0);
});

test('the prerendered /login is accessible before the app, which takes over keeping what was typed', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await page.goto('/login');
  // The static page (no app yet: it loads on the first interaction), with its notice modal.
  await expect(page.locator('#root[data-prerendered="/login"]')).toHaveCount(1);
  await expect(login.notice).toBeVisible();
  await audit(page, 'login (prerendered): coin-holder notice');
  await login.notice.getByRole('button', { name: 'Close' }).click();
  await expect(login.notice).toBeHidden();
  await expect(login.heading).toBeFocused();
  // Typed while the app loads (or after): kept, and focus stays in the field.
  await login.email.pressSequentially('ada@demo.test');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(login.email).toHaveValue('ada@demo.test');
  await expect(login.email).toBeFocused();
  await audit(page, 'login');
  await login.password.fill(DEMO_PASSWORD);
  await login.submitButton.click();
  await expect(page).toHaveURL(/\/accounts$/);
});

test('on the prerendered /login, Escape, Tab and typing at once: the email is kept through the take-over (issue 43 #2)', async ({
  page,
}) => {
  const login = new LoginPage(page);
  // The app's entry is held until the visitor has typed: the take-over comes after, as on a slow connection.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = () => resolve();
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await expect(page.locator('#root[data-prerendered="/login"]')).toHaveCount(1);
  // The notice's Close, the first control a keyboard user meets, shows where focus is.
  const close = login.notice.getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(close).toBeFocused();
  expect(
    await close.evaluate((button) =>
      button.matches(':focus-visible') ? getComputedStyle(button).outlineStyle : 'no focus-visible',
    ),
  ).toBe('solid');

  // Escape, Tab and typing straight away, before the app is there: the keystrokes land in the form.
  await page.keyboard.press('Escape');
  await expect(login.notice).toBeHidden();
  await expect(login.heading).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('ada@demo.test');
  await expect(login.email).toHaveValue('ada@demo.test');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);

  // The app takes over: the email is still there, focus still in it; the notice stays closed.
  release();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(login.email).toHaveValue('ada@demo.test');
  await expect(login.email).toBeFocused();
  await expect(login.notice).toBeHidden();
});
