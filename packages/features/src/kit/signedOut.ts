// Why the app signed a customer out by itself (issue 42): the idle limit, or a session that ended (its absolute
// lifetime, or an expired token the identity service would not refresh). The app sends the reason to /login in
// the navigation's state, and the login screen says it; it is not stored anywhere else.

export type SignedOutReason = 'idle' | 'session-ended';

/** The navigation state that carries the reason to /login. */
export function signedOutState(reason: SignedOutReason): { signedOut: SignedOutReason } {
  return { signedOut: reason };
}

/** The reason a navigation state carries, if any. */
export function signedOutReasonOf(state: unknown): SignedOutReason | null {
  const reason =
    typeof state === 'object' && state !== null
      ? (state as { signedOut?: unknown }).signedOut
      : null;
  return reason === 'idle' || reason === 'session-ended' ? reason : null;
}

/** What the login screen says: the idle limit in minutes (the runtime configuration's). */
export function signedOutText(reason: SignedOutReason, idleTimeoutMinutes: number): string {
  if (reason === 'session-ended') return 'Your session ended. Please sign in again.';
  const minutes = idleTimeoutMinutes === 1 ? '1 minute' : `${idleTimeoutMinutes} minutes`;
  return `You were signed out after ${minutes} without activity.`;
}
