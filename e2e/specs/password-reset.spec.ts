import { ForgotPasswordPage, ResetPasswordPage, toast } from '../pages/AuthPages';
import { LoginPage } from '../pages/LoginPage';
import { createCustomer, mailedCode } from '../support/bank';
import { expect, test } from '../support/fixtures';

test('forgot password → mailed code → new password → log in with it', async ({ page }) => {
  const { email, password } = await createCustomer({});
  const login = new LoginPage(page);
  await login.goto();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();

  const forgot = new ForgotPasswordPage(page);
  await forgot.expectShown();
  await forgot.sendButton.click();
  await forgot.expectFieldError(forgot.email, 'The email field is required');
  await forgot.email.fill('not-an-email');
  await forgot.sendButton.click();
  await forgot.expectFieldError(
    forgot.email,
    'The given email address format must be valid email address',
  );
  await forgot.email.fill(email);
  await forgot.sendButton.click();

  const reset = new ResetPasswordPage(page);
  await reset.expectShown();
  await expect(page.getByText(`Enter the 6-digit code we sent to ${email}`)).toBeVisible();
  const code = await mailedCode(email);

  // The policy and a wrong code are refused, each message on its field.
  await reset.reset(code, 'short');
  await expect(reset.newPassword).toHaveAccessibleDescription(
    /Passwords must be at least 8 characters, including at least one upper case letter, one lower case letter, and one numeric digit\./,
  );
  const wrong = code === '000000' ? '111111' : '000000';
  await reset.reset(wrong, 'Brand1234!');
  await expect(reset.code).toHaveAccessibleDescription(
    'Invalid verification code provided, please try again.',
  );
  await reset.reset(code, 'Brand1234!');
  await expect(toast(page, 'Successfully reset password.')).toBeVisible();
  await expect(toast(page, 'You may log in now.')).toBeVisible();

  await login.arrive();
  await login.logIn(email, password);
  await login.expectEmailError('These credentials do not match our records.');
  await login.logIn(email, 'Brand1234!');
  // The terms were accepted at sign-up: no terms modal on the way.
  await expect(page).toHaveURL(/\/onboarding\/user-type-select$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
