import { z } from 'zod';

// Issue 45: where the customer is signed in (Profile → Security). A session is one sign-in of the sandbox identity
// (its refresh token and the tokens refreshed from it); signing one out ends all of them at once.

/** One live session: the device and browser it was signed in from, when, and when it was last used. */
const sessionSchema = z.object({
  /** An opaque id of the session (never a token). */
  id: z.string(),
  /** 'Unknown device' when the browser did not say. */
  device: z.string(),
  /** 'Unknown browser' when the browser did not say. */
  browser: z.string(),
  /** When it was signed in (ISO 8601). */
  signedInAt: z.string(),
  /** When it last called the bank or refreshed its tokens (ISO 8601): the sign-in when it has not since. */
  lastActiveAt: z.string(),
  /** The session of the call's own token. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

/** GET /user/sessions: the live sessions, the most recently active first. */
const sessionListSchema = z.object({ sessions: z.array(sessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

const sessionParamsSchema = z.strictObject({ id: z.string().trim().min(1).max(64) });

/** POST /user/sessions/sign-out-others: how many sessions were signed out. */
const signedOutSchema = z.object({ signedOut: z.number().int().nonnegative() });

export const sessionContract = {
  /** Issue 45: the customer's live sessions (device, browser, first and last activity). */
  getSessions: { method: 'GET', path: '/user/sessions', response: sessionListSchema },
  /** Issue 45: signs one session out (its refresh token and its tokens stop working at once); 204. */
  signOutSession: {
    method: 'DELETE',
    path: '/user/sessions/:id',
    params: sessionParamsSchema,
    response: z.void(),
    noContent: true,
  },
  /** Issue 45: signs out every session but the caller's own. */
  signOutOtherSessions: {
    method: 'POST',
    path: '/user/sessions/sign-out-others',
    response: signedOutSchema,
  },
} as const;
