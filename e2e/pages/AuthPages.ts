import type { Page } from '@playwright/test';
import { audit, expect } from '../support/fixtures';

/** A signed-out auth screen: its h1 takes focus when it opens. */
abstract class AuthScreen {
  abstract readonly path: string;
  abstract readonly title: string;
  constructor(readonly page: Page) {}

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: this.title });
  }

  async expectShown() {
    await expect(this.page).toHaveURL(new RegExp(`${this.path}$`));
    await expect(this.heading).toBeFocused();
    await audit(this.page, this.title);
  }

  /** A field's error, tied to it as its accessible description. */
  async expectFieldError(field: ReturnType<Page['getByRole']>, message: string) {
    await expect(field).toHaveAccessibleDescription(message);
  }
}

export class SignUpPage extends AuthScreen {
  readonly path = '/sign-up';
  readonly title = 'Open an account';
  readonly firstName = this.page.getByRole('textbox', { name: 'First name' });
  readonly lastName = this.page.getByRole('textbox', { name: 'Last name' });
  readonly email = this.page.getByRole('textbox', { name: 'Email' });
  readonly password = this.page.getByLabel('Password', { exact: true });
  readonly confirmPassword = this.page.getByLabel('Confirm password', { exact: true });
  readonly termsOfUse = this.page.getByRole('checkbox', { name: 'I accept the Terms of Use' });
  readonly coinTerms = this.page.getByRole('checkbox', { name: 'I accept the AXIA Coin Terms' });
  readonly privacy = this.page.getByRole('checkbox', { name: 'I accept the Privacy Policy' });
  readonly robot = this.page.getByRole('checkbox', { name: "I'm not a robot" });
  readonly submitButton = this.page.getByRole('button', { name: 'Open an account' });

  /** `robotCheck: false`: the bank asks for none (an external pool without a reCAPTCHA key), so none is shown. */
  async fill(
    input: { firstName: string; lastName: string; email: string; password: string },
    { robotCheck = true } = {},
  ) {
    await this.firstName.fill(input.firstName);
    await this.lastName.fill(input.lastName);
    await this.email.fill(input.email);
    await this.password.fill(input.password);
    await this.confirmPassword.fill(input.password);
    // Opened by its address, the page is first the bank's prerendered copy (issue 17), which the app replaces on
    // the first interaction (the typing above): the boxes are checked once it has, not while their elements go.
    await expect(this.page.locator('#root[data-prerendered]')).toHaveCount(0);
    // react-aria checkboxes hide the native input under their visual box: check by label, as a user clicks it.
    for (const box of [this.termsOfUse, this.coinTerms, this.privacy])
      await box.check({ force: true });
    if (!robotCheck) {
      await expect(this.robot).toHaveCount(0);
      return;
    }
    // The robot check asks the bank for a token: it is enabled once the app has taken over the prerendered page.
    await expect(this.robot).toBeEnabled();
    await this.robot.check({ force: true });
    await expect(this.robot).toBeChecked();
    await expect(this.robot).toBeEnabled();
  }
}

export class VerifyEmailPage extends AuthScreen {
  readonly path = '/sign-up-confirm';
  readonly title = 'Verify your email';
  readonly code = this.page.getByRole('textbox', { name: 'Verification code' });
  readonly verifyButton = this.page.getByRole('button', { name: 'Verify' });
  readonly resendButton = this.page.getByRole('button', { name: 'Resend code' });

  async verify(code: string) {
    await this.code.fill(code);
    await this.verifyButton.click();
  }
}

export class ForgotPasswordPage extends AuthScreen {
  readonly path = '/forgot-password';
  readonly title = 'Forgot your password?';
  readonly email = this.page.getByRole('textbox', { name: 'Email' });
  readonly sendButton = this.page.getByRole('button', { name: 'Send code' });
}

export class ResetPasswordPage extends AuthScreen {
  readonly path = '/reset-password';
  readonly title = 'Reset your password';
  readonly code = this.page.getByRole('textbox', { name: 'Verification code' });
  readonly newPassword = this.page.getByLabel('New password', { exact: true });
  readonly resetButton = this.page.getByRole('button', { name: 'Reset password' });

  async reset(code: string, password: string) {
    await this.code.fill(code);
    await this.newPassword.fill(password);
    await this.resetButton.click();
  }
}

export class MfaPage extends AuthScreen {
  readonly path = '/mfa-login';
  readonly title = 'Two-factor authentication';
  readonly code = this.page.getByRole('textbox', { name: 'Authentication code' });
  readonly verifyButton = this.page.getByRole('button', { name: 'Verify' });
}

/** One of the login flow's mandatory modals, by its title. */
export class FlowDialog {
  readonly dialog;
  constructor(
    readonly page: Page,
    readonly title: string,
  ) {
    this.dialog = page.getByRole('dialog', { name: title });
  }

  async expectShown(text?: string) {
    await expect(this.dialog).toBeVisible();
    if (text) await expect(this.dialog).toContainText(text);
    await audit(this.page, `dialog: ${this.title}`);
  }

  async choose(button: string) {
    await this.dialog.getByRole('button', { name: button }).click();
    await expect(this.dialog).toBeHidden();
  }
}

/** A page outside the shell (maintenance, error, onboarding disabled): a main landmark and its h1. */
export async function expectStandalonePage(page: Page, path: string | RegExp, title: string) {
  await expect(page).toHaveURL(typeof path === 'string' ? new RegExp(`${path}$`) : path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await audit(page, title);
}

/** The toast region's current message. */
export function toast(page: Page, text: string) {
  return page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text }).first();
}
