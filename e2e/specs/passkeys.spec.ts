import { add, roundDown, subtract } from '@axia/core';
import { AppShell } from '../pages/AppShell';
import { LoginPage } from '../pages/LoginPage';
import { SecurityPage } from '../pages/SecurityPage';
import { TransferLandingPage } from '../pages/TransferPages';
import { DEMO_PASSWORD } from '../support/bank';
import { E2E_PORT } from '../support/env';
import { expect, test } from '../support/fixtures';
import {
  addVirtualAuthenticator,
  customerAt,
  usePasskeyBank,
  usdBalanceAt,
  withoutPasskeyAutofill,
} from '../support/passkeys';
import { openSignedIn } from '../support/session';

// Issue 45: a passkey's whole life in Chromium, its virtual authenticator standing in for a laptop's fingerprint
// reader (support/passkeys.ts). Added on Profile → Security and named, it signs in on /login without the password,
// approves a member transfer (Secure Payment Confirmation where Chromium shows it, accepted at once; else the passkey
// prompt) and the money moves; removed, the password signs in again. A fresh copy of ada@ (her transaction second
// factor is on, 12,500.75 USD) sends to a fresh copy of acme@, on the spec's own bank: WebAuthn needs a domain
// (localhost), not the suite's 127.0.0.1. The file's tests run in one worker, one bank for the file.

test.describe.configure({ mode: 'default' });

/** Beside providers-off's bank (E2E_PORT + 50) and the screen-reader suite's passkey bank (E2E_PORT + 52). */
const PORT = E2E_PORT + 51;
const PASSKEY_NAME = 'Work laptop';

const bankOf = usePasskeyBank(PORT);

test('a passkey: added on Security, signs in without the password, approves a payment, removed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { origin, browserOrigin } = bankOf();
  const [sender, recipient] = await Promise.all([
    customerAt(origin, 'ada@demo.test', 'passkey'),
    customerAt(origin, 'acme@demo.test', 'payee'),
  ]);
  const authenticator = await addVirtualAuthenticator(page);
  await withoutPasskeyAutofill(page);

  // Added on Profile → Security, by the name the customer gives it.
  await openSignedIn(page, sender, '/security', DEMO_PASSWORD, browserOrigin);
  const security = new SecurityPage(page);
  await security.expectShown('no passkeys');
  await expect(security.noPasskeys).toBeVisible();
  // Password sign-in cannot be turned off before a passkey exists.
  await expect(security.passwordSignIn).toBeChecked();
  await expect(security.passwordSignIn).toBeDisabled();
  await security.addPasskey(PASSKEY_NAME);
  await expect(security.passkeyRow(PASSKEY_NAME)).toContainText('Not used yet');
  await expect(security.passkeyRow(PASSKEY_NAME)).toContainText(/Added /);
  await expect(security.passwordSignIn).toBeEnabled();
  await security.expectShown('one passkey');
  // A discoverable passkey: the one the authenticator now keeps, found without the email.
  const kept = await authenticator.credentials();
  expect(kept).toHaveLength(1);
  expect(kept[0]!.isResidentCredential).toBe(true);

  // Signed out, then in with the passkey alone: no password typed.
  const shell = new AppShell(page);
  await shell.logOut();
  const login = new LoginPage(page);
  await login.arrive();
  await login.signInWithPasskey(sender);
  await shell.expectPage('/accounts', 'Account Overview', 'Ada');
  await expect(login.password).toHaveCount(0);

  // A member transfer, approved with the passkey: no code, and the money moves.
  const [senderBefore, recipientBefore] = await Promise.all([
    usdBalanceAt(origin, sender),
    usdBalanceAt(origin, recipient),
  ]);
  await page.goto('/transfer');
  const landing = new TransferLandingPage(page);
  await landing.expectShown(true);
  const wizard = await landing.openMemberWizard();
  await wizard.toMemberOverview('US Dollar Account', 'Member Copy', recipient, '25.50');
  await wizard.sendAndConfirm();
  await wizard.expectPasskeyDialog(/25\.50 USD/);
  await expect(wizard.passkeyDialog).toContainText(recipient);
  await expect(wizard.codeDialog).toHaveCount(0);
  await wizard.approveWithPasskey.click();
  await wizard.expectSent('Transaction sent successfully!');
  const [senderAfter, recipientAfter] = await Promise.all([
    usdBalanceAt(origin, sender),
    usdBalanceAt(origin, recipient),
  ]);
  expect(senderAfter).toBe(roundDown(subtract(senderBefore, '25.50'), 2));
  expect(recipientAfter).toBe(roundDown(add(recipientBefore, '25.50'), 2));

  // Used twice now (the sign-in, the payment); removed, the password signs in again.
  await security.goto();
  await security.expectShown('a used passkey');
  await expect(security.passkeyRow(PASSKEY_NAME)).toContainText(/Last used /);
  await security.removePasskey(PASSKEY_NAME);
  await expect(security.noPasskeys).toBeVisible();
  await expect(security.passwordSignIn).toBeDisabled();

  await shell.logOut();
  await login.arrive();
  await login.logIn(sender, DEMO_PASSWORD);
  await shell.expectPage('/accounts', 'Account Overview', 'Ada');
});
