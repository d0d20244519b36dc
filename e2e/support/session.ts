import type { Page } from '@playwright/test';
import { bankConfig, DEMO_PASSWORD, signInTokens } from './bank';
import { BASE_URL } from './env';

// Signing in through the identity API, for specs whose subject is not the sign-in screens: the same
// USER_PASSWORD_AUTH call the app makes, its tokens stored where Amplify keeps them, and the app opened on the page
// under test. It saves the /login page, its notice and the round trip through the login flow (several seconds a
// test); the sign-in screens and the login flow have specs of their own that go through the UI.

/** Amplify v6's token storage keys (`CognitoIdentityServiceProvider.<client>.<username>.<token>`). */
const AMPLIFY_PREFIX = 'CognitoIdentityServiceProvider';
/** Where the app keeps the sign-in time once the login flow is through (SessionStore.SIGNED_IN_AT_KEY). */
const SIGNED_IN_AT_KEY = 'axia.session.signedInAt';

function claims(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1];
  if (!payload) throw new Error('Not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/**
 * Signs `email` in through the identity API and opens `path` as that customer, as if the login flow had just
 * finished (its modals agreed). The page is a fresh load: focus stays where the browser puts it. `origin`: the bank
 * and app signed in at and opened (default the suite's; a spec's own bank: extra-bank.ts).
 */
export async function openSignedIn(
  page: Page,
  email: string,
  path = '/accounts',
  password = DEMO_PASSWORD,
  origin = BASE_URL,
) {
  const [{ userPoolClientId }, tokens] = await Promise.all([
    bankConfig(origin),
    signInTokens(email, password, origin),
  ]);
  const username = String(claims(tokens.IdToken)['cognito:username']);
  const issuedAt = Number(claims(tokens.AccessToken).iat);
  // A light page of the app's origin (no app code runs), so its sessionStorage is the one the app will read.
  await page.goto(new URL('/config.json', origin).href);
  await page.evaluate(
    ({ prefix, clientId, username, tokens, issuedAt, signedInAtKey }) => {
      const user = `${prefix}.${clientId}.${username}`;
      sessionStorage.setItem(`${prefix}.${clientId}.LastAuthUser`, username);
      sessionStorage.setItem(`${user}.idToken`, tokens.IdToken);
      sessionStorage.setItem(`${user}.accessToken`, tokens.AccessToken);
      sessionStorage.setItem(`${user}.refreshToken`, tokens.RefreshToken);
      // As Amplify computes it at sign-in: the bank's time (iat) against the browser's (pinned) clock.
      sessionStorage.setItem(`${user}.clockDrift`, String(issuedAt * 1000 - Date.now()));
      sessionStorage.setItem(signedInAtKey, String(Date.now()));
    },
    {
      prefix: AMPLIFY_PREFIX,
      clientId: userPoolClientId,
      username,
      tokens,
      issuedAt,
      signedInAtKey: SIGNED_IN_AT_KEY,
    },
  );
  await page.goto(new URL(path, origin).href);
}
