import { authErrorMessage } from '../errors';
import { PASSKEY_SIGN_IN_TEXT } from './messages';

// A passkey sign-in's failure in the customer's words. The browser's prompt fails with Amplify's PasskeyError names
// (aws-amplify 6.22, client/utils/passkey/errors); the identity service's own refusals read as any sign-in's.

const nameOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;

/** Amplify's names for a prompt the customer closed or that was cut short, and the browser's own. */
const CANCELLED = new Set([
  'PasskeyAuthenticationCanceled',
  'PasskeyOperationAborted',
  'NotAllowedError',
  'AbortError',
]);

/** The prompt could not run or gave nothing usable (Amplify's names), or a step the app does not take. */
const FAILED = new Set([
  'PasskeyRetrievalFailed',
  'RelyingPartyMismatch',
  'InvalidPasskeyAuthenticationOptions',
  'NoPasskeyAnswer',
  'SecurityError',
]);

export function passkeySignInError(error: unknown): string {
  const name = nameOf(error);
  if (typeof name === 'string') {
    if (CANCELLED.has(name)) return PASSKEY_SIGN_IN_TEXT.cancelled;
    if (name === 'PasskeyNotSupported') return PASSKEY_SIGN_IN_TEXT.unsupported;
    if (FAILED.has(name)) return PASSKEY_SIGN_IN_TEXT.failed;
  }
  // The app's own 'Unsupported sign-in step: …' (the identity answered a step a passkey sign-in does not take).
  if (error instanceof Error && error.message.startsWith('Unsupported sign-in step'))
    return PASSKEY_SIGN_IN_TEXT.failed;
  return authErrorMessage(error);
}
