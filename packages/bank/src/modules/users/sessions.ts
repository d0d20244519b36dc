import type { Session, SessionList } from '@axia/core';
import Bowser from 'bowser';
import type { BankContext } from '../../context';
import { notFound } from '../../http/errors';
import { sessionLive } from '../../identity/session-limits';

// GET /user/sessions, DELETE /user/sessions/:id, POST /user/sessions/sign-out-others (issue 45, Profile → Security):
// the customer's sessions with the sandbox identity. A session is one sign-in: its refresh_tokens row (the browser's
// User-Agent kept at sign-in, identity/operations/auth.ts) and every token refreshed from it, which share its
// origin_jti. That origin_jti is the session's id here: a random id the session's own tokens carry, never a token.
// Signing a session out revokes its refresh token and its origin (identity/tokens.ts revokeOrigin), so its ID and
// access tokens are refused at once, as GlobalSignOut does for every session. With an external user pool the bank
// keeps no sessions (the pool does): the list is empty.

const SESSION_MESSAGES = {
  notFound: 'This session has already ended.',
  unknownDevice: 'Unknown device',
  unknownBrowser: 'Unknown browser',
} as const;

/** The device and browser a User-Agent names ('Unknown device' / 'Unknown browser' when it names none). */
export function describeUserAgent(userAgent: string | null): { device: string; browser: string } {
  const parsed = userAgent ? Bowser.parse(userAgent) : null;
  const os = parsed?.os.name
    ? [parsed.os.name, parsed.os.versionName].filter(Boolean).join(' ')
    : '';
  const device = parsed?.platform.model || os || SESSION_MESSAGES.unknownDevice;
  const name = parsed?.browser.name;
  const major = parsed?.browser.version?.split('.')[0];
  const browser = name ? [name, major].filter(Boolean).join(' ') : SESSION_MESSAGES.unknownBrowser;
  return { device, browser };
}

/** The customer's sessions not signed out, not expired and not over (idle or past their lifetime). */
async function liveSessions(ctx: BankContext, userId: string) {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .selectFrom('refresh_tokens')
    .select(['origin_jti', 'created_at', 'last_active_at', 'user_agent'])
    .where('sub', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('revoked_origins')
            .select('origin_jti')
            .whereRef('revoked_origins.origin_jti', '=', 'refresh_tokens.origin_jti'),
        ),
      ),
    )
    .execute();
  return rows.filter((row) => sessionLive(row, now, ctx.config));
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** GET /user/sessions: the live sessions, the most recently active (then signed in) first; `current` is the call's own. */
export async function listSessions(
  ctx: BankContext,
  userId: string,
  currentSessionId: string,
): Promise<SessionList> {
  const sessions: Session[] = (await liveSessions(ctx, userId)).map((row) => ({
    id: row.origin_jti,
    ...describeUserAgent(row.user_agent),
    signedInAt: iso(row.created_at),
    lastActiveAt: iso(row.last_active_at ?? row.created_at),
    current: row.origin_jti === currentSessionId,
  }));
  sessions.sort(
    (a, b) =>
      b.lastActiveAt.localeCompare(a.lastActiveAt) ||
      b.signedInAt.localeCompare(a.signedInAt) ||
      a.id.localeCompare(b.id),
  );
  return { sessions };
}

/** Signs the customer's sessions `ids` out: their refresh tokens and every token of theirs stop working at once. */
async function signOut(ctx: BankContext, userId: string, ids: string[]) {
  if (ids.length === 0) return;
  await ctx.db
    .updateTable('refresh_tokens')
    .set({ revoked_at: ctx.clock.now() })
    .where('sub', '=', userId)
    .where('origin_jti', 'in', ids)
    .where('revoked_at', 'is', null)
    .execute();
  for (const id of ids) await ctx.tokens.revokeOrigin(id, userId);
}

/** DELETE /user/sessions/:id: one live session of the customer's (their own current one too), else 404. */
export async function signOutSession(ctx: BankContext, userId: string, id: string) {
  const session = (await liveSessions(ctx, userId)).find((row) => row.origin_jti === id);
  if (!session) throw notFound(SESSION_MESSAGES.notFound);
  await signOut(ctx, userId, [id]);
}

/** POST /user/sessions/sign-out-others: every live session but the call's own; how many were signed out. */
export async function signOutOtherSessions(
  ctx: BankContext,
  userId: string,
  currentSessionId: string,
) {
  const others = (await liveSessions(ctx, userId))
    .map((row) => row.origin_jti)
    .filter((id) => id !== currentSessionId);
  await signOut(ctx, userId, others);
  return { signedOut: others.length };
}
