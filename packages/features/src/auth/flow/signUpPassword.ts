// The password a customer just typed at sign-up (or at a sign-in that found the email unconfirmed), handed to
// /sign-up-confirm so it can sign in once the code is confirmed. Kept in this tab's memory only: navigation state
// (history.state) is written to disk by session restore and survives reloads, and a password must not (issue 42).
// A reload forgets it; the confirm screen then sends the customer to sign in.

let pending: { email: string; password: string } | null = null;

/** Hands `password` to the confirm screen of `email` (replacing any earlier hand-over). */
export function handOverSignUpPassword(email: string, password: string) {
  pending = { email, password };
}

/** The password handed over for `email`, if any (read-only: a re-render reads it again). */
export function signUpPasswordFor(email: string | undefined): string | undefined {
  return email !== undefined && pending?.email === email ? pending.password : undefined;
}

/** Forgets the password once it has served (or failed). */
export function forgetSignUpPassword() {
  pending = null;
}
