import type { BankContext } from '../../context';

/** How long a passkey prompt may take (the options' `timeout`), and how long its challenge lives. */
export const CEREMONY_TIMEOUT_MS = 5 * 60_000;

/** REGISTRATION: adding a passkey; SIGN_IN: the user named; DISCOVERABLE: the browser's autofill (anyone). */
type Purpose = 'REGISTRATION' | 'SIGN_IN' | 'DISCOVERABLE';

/** Keeps a one-time challenge (webauthn_challenges); expired ones of anyone go at the same time. */
export async function storeChallenge(
  ctx: Pick<BankContext, 'db' | 'clock'>,
  row: { id: string; sub: string | null; purpose: Purpose; challenge: string },
) {
  const now = ctx.clock.now();
  await ctx.db.deleteFrom('webauthn_challenges').where('expires_at', '<', now).execute();
  await ctx.db
    .insertInto('webauthn_challenges')
    .values({
      ...row,
      expires_at: new Date(now.getTime() + CEREMONY_TIMEOUT_MS),
      used_at: null,
      created_at: now,
    })
    .execute();
}

/**
 * Uses a challenge once: the live, unused challenge of `purpose` found by its id or by its value (and of `sub` when
 * given) is marked used in one statement, so two answers to one challenge cannot both pass. Undefined when there
 * is none (unknown, used, expired, of another purpose or customer).
 */
export async function consumeChallenge(
  ctx: Pick<BankContext, 'db' | 'clock'>,
  purpose: Purpose,
  by: { id: string } | { challenge: string },
  sub?: string,
) {
  const now = ctx.clock.now();
  let query = ctx.db
    .updateTable('webauthn_challenges')
    .set({ used_at: now })
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now);
  query = 'id' in by ? query.where('id', '=', by.id) : query.where('challenge', '=', by.challenge);
  if (sub !== undefined) query = query.where('sub', '=', sub);
  return query.returning(['challenge', 'sub']).executeTakeFirst();
}

/** The challenge a browser's answer says it signed (clientDataJSON's), or null when it says none. */
export function signedChallenge(answer: unknown): string | null {
  const clientDataJSON = (answer as { response?: { clientDataJSON?: unknown } } | null)?.response
    ?.clientDataJSON;
  if (typeof clientDataJSON !== 'string') return null;
  try {
    const clientData = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof clientData.challenge === 'string' ? clientData.challenge : null;
  } catch {
    return null;
  }
}

/** A browser's answer sent as a JSON string (Amplify's CREDENTIAL, ClientMetadata.autofillCredential). */
export function parseAnswer(json: string): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return null;
  }
}
