import { test, type Page } from '@playwright/test';
import { admin, DEMO_PASSWORD, signInTokens, uniqueEmail } from './bank';
import { startBank } from './extra-bank';

// Passkeys in the e2e suite (issue 45). Browsers refuse WebAuthn on an IP address (the relying party id must be a
// domain), and the suite's bank is http://127.0.0.1:<port>; so a passkey spec runs its own bank (extra-bank.ts) whose
// public origin is http://localhost:<port> (the relying party id is that origin's host: docs/identity.md
// 'Passkeys'). The browser opens it as localhost; the helpers call it at 127.0.0.1, which is the same process.
// The passkey itself lives in Chromium's virtual authenticator, driven through DevTools (CDP).

export interface PasskeyBank {
  /** `http://localhost:<port>`: where the browser opens the app (a spec's `baseURL`). */
  browserOrigin: string;
  /** `http://127.0.0.1:<port>`: where the helpers call the bank. */
  origin: string;
  stop(): Promise<void>;
}

/**
 * A passkey bank on `port` for the describe block (or file) this is called in: started before its tests, stopped
 * after them, and its `baseURL`. Returns the bank, for the tests to call.
 */
export function usePasskeyBank(port: number): () => PasskeyBank {
  let bank: PasskeyBank | undefined;
  test.use({ baseURL: `http://localhost:${port}` });
  test.beforeAll(async () => {
    // The bank's first start migrates and seeds its fresh database.
    test.setTimeout(120_000);
    bank = await startPasskeyBank(port);
  });
  test.afterAll(async () => {
    await bank?.stop();
  });
  return () => {
    if (!bank) throw new Error('The passkey bank did not start');
    return bank;
  };
}

/** Starts a sandbox bank on `port` whose relying party is `localhost` (its first start seeds: up to a minute). */
async function startPasskeyBank(port: number): Promise<PasskeyBank> {
  const browserOrigin = `http://localhost:${port}`;
  const bank = await startBank({ port, env: { PUBLIC_ORIGIN: browserOrigin } });
  return { browserOrigin, origin: bank.origin, stop: () => bank.stop() };
}

/** A new customer at `origin`'s bank in the state of the demo user `demoEmail` (bank.ts customerLike's copy). */
export async function customerAt(origin: string, demoEmail: string, label: string) {
  const { email } = await admin<{ email: string }>(
    '/customers',
    { like: demoEmail, email: uniqueEmail(label) },
    origin,
  );
  return email;
}

/** The customer's USD balance (their first USD account), as `origin`'s bank answers GET /api/account. */
export async function usdBalanceAt(origin: string, email: string): Promise<string> {
  const { IdToken } = await signInTokens(email, DEMO_PASSWORD, origin);
  const response = await fetch(`${origin}/api/account`, {
    headers: { authorization: `Bearer ${IdToken}` },
  });
  if (!response.ok) throw new Error(`GET /api/account → ${response.status}`);
  const accounts = (await response.json()) as { currency: string; amount: string }[];
  const usd = accounts.find((account) => account.currency === 'USD');
  if (!usd) throw new Error(`${email} has no USD account`);
  return usd.amount;
}

/**
 * Turns the browser's passkey autofill off in `page` (isConditionalMediationAvailable() resolves false), for a test
 * of the 'Sign in with a passkey' button: Chromium's virtual authenticator has no suggestion list to wait on, so it
 * answers /login's waiting autofill request at once and signs in before the button could be pressed.
 */
export async function withoutPasskeyAutofill(page: Page) {
  await page.addInitScript(() => {
    if (typeof PublicKeyCredential !== 'undefined')
      PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
}

interface VirtualAuthenticator {
  /** The passkeys it keeps (their ids as base64, as CDP gives them). */
  credentials(): Promise<{ credentialId: string; isResidentCredential: boolean }[]>;
}

/**
 * A platform authenticator in `page`'s browser tab, as a phone's or laptop's: it keeps discoverable passkeys,
 * verifies the user (a fingerprint, always accepted) and answers every prompt without a touch. Secure Payment
 * Confirmation's sheet (where Chromium shows it) is accepted at once, as if the customer pressed Verify.
 */
export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await cdp.send('Page.setSPCTransactionMode', { mode: 'autoAccept' });
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}
