import { requireClient, requireString } from '../input';
import { authenticate } from '../users';
import type { Operation } from './index';

/** GlobalSignOut: every refresh token of the user is revoked, and with it every access and ID token. */
const GlobalSignOut: Operation = async (ctx, body) => {
  const { user } = await authenticate(ctx, body);
  await ctx.tokens.revokeAll(user.sub);
  await ctx.db.deleteFrom('auth_sessions').where('sub', '=', user.sub).execute();
  return {};
};

/**
 * RevokeToken (what Amplify's signOut sends): revokes one refresh token and the tokens issued from it. An unknown
 * token is answered like a known one, so the call reveals nothing.
 */
const RevokeToken: Operation = async (ctx, body) => {
  requireClient(ctx, body);
  await ctx.tokens.revokeRefreshToken(requireString(body, 'Token', 4096));
  return {};
};

export const signOutOperations = { GlobalSignOut, RevokeToken };
