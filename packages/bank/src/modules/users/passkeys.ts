import {
  normalizeText,
  PASSKEY_NAME_MAX,
  PASSKEY_NAME_MESSAGE,
  type Passkey,
  type PasskeyList,
} from '@axia/core';
import { inTransaction } from '../../db/transaction';
import type { BankContext } from '../../context';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { passkeysOf, type WebAuthnCredentialRow } from '../../identity/passkeys';

// Issue 45: Profile → Security's passkeys (docs/identity.md 'Passkeys'). The identity service adds and removes them;
// the bank API lists them, renames one and turns password sign-in off or on.

const iso = (value: Date | string) => new Date(value).toISOString();

function passkeyOf(row: WebAuthnCredentialRow): Passkey {
  return {
    credentialId: row.credential_id,
    name: row.name,
    createdAt: iso(row.created_at),
    lastUsedAt: row.last_used_at ? iso(row.last_used_at) : null,
    synced: row.backed_up,
  };
}

/** The caller's passkeys, newest first, and whether password sign-in is on (on for a user of another identity). */
export async function listPasskeys(ctx: BankContext, sub: string): Promise<PasskeyList> {
  const user = await ctx.db
    .selectFrom('identity_users')
    .select('password_sign_in')
    .where('sub', '=', sub)
    .executeTakeFirst();
  const passkeys = await passkeysOf(ctx.db, sub);
  return { passwordSignIn: user?.password_sign_in ?? true, passkeys: passkeys.map(passkeyOf) };
}

/** Renames one of the caller's passkeys: spaces trimmed and collapsed, 1–64 characters. */
export async function renamePasskey(
  ctx: BankContext,
  sub: string,
  credentialId: string,
  name: string,
): Promise<Passkey> {
  const trimmed = normalizeText(name);
  if (trimmed.length < 1 || trimmed.length > PASSKEY_NAME_MAX)
    throw badRequest(PASSKEY_NAME_MESSAGE);
  const row = await ctx.db
    .updateTable('webauthn_credentials')
    .set({ name: trimmed })
    .where('credential_id', '=', credentialId)
    .where('sub', '=', sub)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound('Passkey not found.');
  return passkeyOf(row);
}

/**
 * Turns password sign-in off (only while a passkey exists: 422 otherwise) or back on. The customer's row is locked
 * so a passkey removed at the same time (DeleteWebAuthnCredential) cannot leave an account without a way in.
 */
export async function setPasswordSignIn(
  ctx: BankContext,
  sub: string,
  enabled: boolean,
): Promise<{ passwordSignIn: boolean }> {
  return inTransaction(ctx.db, async (trx) => {
    const user = await trx
      .selectFrom('identity_users')
      .select('sub')
      .where('sub', '=', sub)
      .forUpdate()
      .executeTakeFirst();
    if (!enabled && (!user || (await passkeysOf(trx, sub)).length === 0))
      throw new HttpError(422, 'Add a passkey before you turn password sign-in off.');
    if (user)
      await trx
        .updateTable('identity_users')
        .set({ password_sign_in: enabled, updated_at: ctx.clock.now() })
        .where('sub', '=', sub)
        .execute();
    return { passwordSignIn: enabled };
  });
}
