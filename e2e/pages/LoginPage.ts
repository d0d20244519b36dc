import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/bank';
import { audit, expect } from '../support/fixtures';

/** /login with its coin-holder notice. */
export class LoginPage {
  readonly heading;
  readonly email;
  readonly password;
  readonly submitButton;
  readonly notice;
  /** Issue 45: the email, then the browser's passkey prompt instead of the password. */
  readonly passkeyButton;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Log in' });
    this.email = page.getByRole('textbox', { name: 'Email' });
    this.password = page.getByLabel('Password', { exact: true });
    this.submitButton = page.getByRole('button', { name: 'Log in', exact: true });
    this.notice = page.getByRole('dialog', { name: 'Notice to AXIA Coin holders' });
    this.passkeyButton = page.getByRole('button', { name: 'Sign in with a passkey' });
  }

  async goto(path = '/login') {
    await this.page.goto(path);
    await this.arrive();
  }

  /** The page as it opens: the notice first (audited), closed, then focus on the page's heading. */
  async arrive() {
    await expect(this.page).toHaveURL(/\/login$/);
    await expect(this.notice).toBeVisible();
    await audit(this.page, 'login: coin-holder notice');
    await this.notice.getByRole('button', { name: 'Close' }).click();
    await expect(this.notice).toBeHidden();
    await expect(this.heading).toBeFocused();
    await audit(this.page, 'login');
  }

  async logIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submitButton.click();
  }

  /** 'Sign in with a passkey' for `email`: no password typed. */
  async signInWithPasskey(email: string) {
    await this.email.fill(email);
    await this.passkeyButton.click();
  }

  /** A message shown under the email field and tied to it. */
  async expectEmailError(message: string | RegExp) {
    await expect(this.email).toHaveAccessibleDescription(message);
    await audit(this.page, `login error: ${message}`);
  }
}

/** Opens /login (past its notice) and logs in: where most signed-in specs start. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(email, password);
  return login;
}
