import { toast } from '../../pages/AuthPages';
import { LoginPage } from '../../pages/LoginPage';
import { admin, DEMO_PASSWORD } from '../../support/bank';
import { audit, expect, test } from '../../support/fixtures';

// A terms entry every customer must agree to, published without its text (seed 000 §4 (1), §8). It applies to
// every customer, so it runs with the bank-wide specs, one at a time, and is withdrawn afterwards.

const BROKEN_TERMS = 'E2E_TERMS_WITHOUT_TEXT';

test.afterEach(async () => {
  await admin('/terms', { name: BROKEN_TERMS, enabled: false, header: '', body: '' });
});

test('an enabled terms entry without header or body: the error, and no way in', async ({
  page,
}) => {
  await admin('/terms', { name: BROKEN_TERMS, enabled: true, header: '', body: '' });
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn('ada@demo.test', DEMO_PASSWORD);
  await expect(
    toast(page, 'Failed to retrieve terms and conditions, please contact customer support.'),
  ).toBeVisible();
  await audit(page, 'login: malformed terms');
  // Signed out again, on the login page, with nothing kept.
  await expect(page).toHaveURL(/\/login$/);
  await expect(login.heading).toBeVisible();
  await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
});
