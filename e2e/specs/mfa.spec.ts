import { AppShell } from '../pages/AppShell';
import { MfaPage } from '../pages/AuthPages';
import { LoginPage } from '../pages/LoginPage';
import { customerLike, DEMO_PASSWORD, DEMO_TOTP_SECRET, totp } from '../support/bank';
import { expect, test } from '../support/fixtures';

// The bank refuses a second use of the same 30-second step, as Cognito does: a new customer in mfa@demo.test's
// state (the same authenticator secret), so a retry does not meet the code its first attempt used.
test('MFA login: a wrong code is refused, the pasted authenticator code signs in', async ({
  page,
}) => {
  const email = await customerLike('mfa@demo.test');
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(email, DEMO_PASSWORD);

  const mfa = new MfaPage(page);
  await mfa.expectShown();
  await expect(mfa.code).toHaveAttribute('autocomplete', 'one-time-code');
  await mfa.verifyButton.click();
  await expect(mfa.code).toHaveAccessibleDescription(
    'Please enter the complete verification code.',
  );
  const code = await totp(DEMO_TOTP_SECRET);
  const wrong = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
  await mfa.code.fill(wrong);
  await mfa.verifyButton.click();
  await expect(mfa.code).toHaveAccessibleDescription(/.+/);
  await expect(page).toHaveURL(/\/mfa-login$/);
  await mfa.code.fill('');

  // Pasted as an authenticator app copies it, with spaces.
  const fresh = await totp(DEMO_TOTP_SECRET);
  await mfa.code.focus();
  await page.evaluate(
    (text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    `${fresh.slice(0, 3)} ${fresh.slice(3)}`,
  );
  await expect(mfa.code).toHaveValue(fresh);
  await mfa.verifyButton.click();
  await new AppShell(page).expectPage('/accounts', 'Account Overview', 'Max');
});
