// Sign in with a passkey on /login (issue 45): the button and what a prompt that did not sign in says (under the
// email field, where every sign-in error is said).

export const PASSKEY_SIGN_IN_TEXT = {
  button: 'Sign in with a passkey',
  cancelled: 'The passkey prompt was closed before you signed in. Try again when you are ready.',
  unsupported: 'This browser cannot use passkeys. Log in with your password instead.',
  failed: 'We could not sign you in with a passkey. Try again, or log in with your password.',
} as const;
