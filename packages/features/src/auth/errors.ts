import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { AUTH_MESSAGES, passwordRefusalReason, tooManyAttemptsIn } from '@axia/core';
import type { Services } from '../kit';
import { errorText, isServiceUnavailable } from '../kit/errors';

// Seed 000 §8: identity-provider errors in the user's words. The generic error text and the 503 check are the
// kit's (shared with every feature); re-exported here for the auth screens.
export { errorText, isServiceUnavailable } from '../kit/errors';

/** Provider messages (docs/identity.md 'Errors') and the text the user sees instead. */
const MESSAGE_MAP: Readonly<Record<string, string>> = {
  'User does not exist.': AUTH_MESSAGES.credentialsMismatch,
  'Incorrect username or password.': AUTH_MESSAGES.credentialsMismatch,
  // A pool's own lockout, whose end it does not say (this bank's answer says it: LOCKOUT_WAIT below).
  'Password attempts exceeded': AUTH_MESSAGES.tooManyAttemptsLater,
  'An account with the given email already exists.': AUTH_MESSAGES.emailTaken,
  'PreSignUp failed with error invalid reCAPTCHA token.':
    'PreSignUp failed with invalid reCAPTCHA token',
};

/** Provider error names that always mean the same text, whatever the message says. */
const NAME_MAP: Readonly<Record<string, string>> = {
  UserNotFoundException: AUTH_MESSAGES.credentialsMismatch,
  UsernameExistsException: AUTH_MESSAGES.emailTaken,
};

/** The bank's lockout answer with the lock's time left (seed 000 §8's 35 s is the first lock's; issue 42). */
const LOCKOUT_WAIT = /^Password attempts exceeded \(try again in (\d+) seconds\)$/;

/** A sign-in, sign-up or password error as the user should read it; unknown messages pass through. */
export function authErrorMessage(error: unknown): string {
  const name =
    typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  if (typeof name === 'string' && NAME_MAP[name]) return NAME_MAP[name];
  const text = errorText(error);
  const wait = LOCKOUT_WAIT.exec(text);
  if (wait) return tooManyAttemptsIn(Number(wait[1]));
  // A password-policy refusal (sign-up, reset): the reason alone, e.g. a common password.
  return MESSAGE_MAP[text] ?? MESSAGE_MAP[text.trim()] ?? passwordRefusalReason(text) ?? text;
}

/**
 * A form's failed identity call: a 503 sends the visitor to the start page (which shows maintenance); anything
 * else is shown in the user's words under `field`, which takes focus.
 */
export function showAuthError<F extends FieldValues>(
  error: unknown,
  navigate: Services['navigate'],
  setError: UseFormSetError<F>,
  field: FieldPath<F>,
) {
  if (isServiceUnavailable(error)) {
    navigate('/', { replace: true });
    return;
  }
  setError(field, { type: 'server', message: authErrorMessage(error) }, { shouldFocus: true });
}
