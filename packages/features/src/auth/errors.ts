import { AUTH_MESSAGES, GENERAL_MESSAGES } from '@axia/core';

// Seed 000 §8: identity-provider errors in the user's words, and the generic error text.

/** Provider messages (IDENTITY.md) and the text the user sees instead. */
const MESSAGE_MAP: Readonly<Record<string, string>> = {
  'User does not exist.': AUTH_MESSAGES.credentialsMismatch,
  'Incorrect username or password.': AUTH_MESSAGES.credentialsMismatch,
  'Password attempts exceeded': AUTH_MESSAGES.tooManyAttempts,
  'An account with the given email already exists.': AUTH_MESSAGES.emailTaken,
  'PreSignUp failed with error invalid reCAPTCHA token.':
    'PreSignUp failed with invalid reCAPTCHA token',
};

/** Provider error names that always mean the same text, whatever the message says. */
const NAME_MAP: Readonly<Record<string, string>> = {
  UserNotFoundException: AUTH_MESSAGES.credentialsMismatch,
  UsernameExistsException: AUTH_MESSAGES.emailTaken,
};

function field(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null
    ? (error as Record<string, unknown>)[key]
    : undefined;
}

/**
 * The generic error text (seed 000 §8): the server message, else the error's message, else its JSON string.
 */
export function errorText(error: unknown): string {
  if (error === null || error === undefined) return GENERAL_MESSAGES.unknownError;
  if (typeof error === 'string') return error || GENERAL_MESSAGES.unknownError;
  const response = field(error, 'response');
  const serverMessage = field(field(response, 'data'), 'message');
  if (typeof serverMessage === 'string' && serverMessage) return serverMessage;
  const message = field(error, 'message');
  if (typeof message === 'string' && message) return message;
  try {
    const json = JSON.stringify(error);
    return json && json !== '{}' ? json : GENERAL_MESSAGES.unknownError;
  } catch {
    return GENERAL_MESSAGES.unknownError;
  }
}

/** A sign-in, sign-up or password error as the user should read it; unknown messages pass through. */
export function authErrorMessage(error: unknown): string {
  const name = field(error, 'name');
  if (typeof name === 'string' && NAME_MAP[name]) return NAME_MAP[name];
  const text = errorText(error);
  return MESSAGE_MAP[text] ?? MESSAGE_MAP[text.trim()] ?? text;
}

/** A 503 from the bank: the call layer has set maintenance; the screen sends the user to '/'. */
export function isServiceUnavailable(error: unknown): boolean {
  const status =
    field(error, 'status') ??
    field(error, 'statusCode') ??
    field(field(error, 'response'), 'status');
  return status === 503;
}
