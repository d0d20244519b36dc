import type { BankContext } from '../../context';
import { sha256 } from '../tokens';
import { notAuthorized } from './errors';

/** Cognito's answer to a sign-in Session that is unknown, of another challenge, or past its time. */
export const sessionExpired = () =>
  notAuthorized('Invalid session for the user, session is expired.');

/**
 * The live sign-in session `token` names (auth_sessions, kept by its hash) in the state `challenge`, and its user:
 * what every step of a challenge (a code, an authenticator's setup) reads first.
 */
export async function liveChallengeSession(ctx: BankContext, token: string, challenge: string) {
  const id = sha256(token);
  const session = await ctx.db
    .selectFrom('auth_sessions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (
    !session ||
    session.challenge !== challenge ||
    new Date(session.expires_at).getTime() <= ctx.clock.now().getTime()
  )
    throw sessionExpired();
  const user = await ctx.db
    .selectFrom('identity_users')
    .selectAll()
    .where('sub', '=', session.sub)
    .executeTakeFirst();
  if (!user) throw notAuthorized('Invalid session for the user.');
  return { id, user };
}
