import type { BankConfig } from '../config';

// Server-side session limits of the sandbox identity (issue 26 #4), with the settings /config.json gives the app:
// a refresh is refused after the absolute lifetime from sign-in (SESSION_LIFETIME_HOURS) or after the idle limit
// (IDLE_TIMEOUT_MINUTES) since the session's last activity — an authenticated call (API or identity) or a refresh;
// not the live-event stream (events/index.ts), which an open tab keeps up with nobody there.
// The app signs out on the same limits in the browser; the server is what a stolen refresh token meets.

/** A session's activity is written at most this often per process (calls come many a minute). */
export const ACTIVITY_WRITE_MS = 30_000;

/**
 * What the idle limit allows beyond IDLE_TIMEOUT_MINUTES, so the bank never ends a session the app still counts as
 * active: the stored activity lags by up to ACTIVITY_WRITE_MS, and the app reports input (a call) at most every
 * 30 s (packages/app/src/idle/IdleWatch.tsx, ACTIVITY_REPORT_MS). A refresh a full minute past the limit is refused.
 */
export const IDLE_GRACE_MS = ACTIVITY_WRITE_MS + 30_000;

export interface SessionTimes {
  /** Sign-in (the refresh token's row's created_at). */
  created_at: Date | string;
  last_active_at: Date | string | null;
}

/** How long a session may go without activity: the idle limit and its grace. */
export const idleLimitMs = (config: BankConfig) =>
  config.idleTimeoutMinutes * 60_000 + IDLE_GRACE_MS;

/** Whether a session may still refresh at `now`: within its lifetime and not idle past the limit. */
export function sessionLive(session: SessionTimes, now: Date, config: BankConfig): boolean {
  const signedIn = new Date(session.created_at).getTime();
  const lifetimeEnds = signedIn + config.sessionLifetimeHours * 3_600_000;
  // Idle since the later of sign-in and the last activity (none yet: the epoch, so since sign-in).
  const idleSince = Math.max(signedIn, new Date(session.last_active_at ?? 0).getTime());
  const idleEnds = idleSince + idleLimitMs(config);
  return now.getTime() < lifetimeEnds && now.getTime() < idleEnds;
}
