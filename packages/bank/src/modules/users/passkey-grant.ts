import type { z } from 'zod';
import type { contract } from '@axia/core';
import type { BankContext } from '../../context';
import { MultiStatus } from '../../http/api-route';
import { HttpError } from '../../http/errors';
import { requireUser } from '../common/user';
import { inTransaction } from '../ledger/post';
import { secondFactor } from '../transfers/second-factor';

// POST /user/passkeys/grant (issue 45): the identity adds a passkey only after a sign-in of the last 10 minutes or
// with this grant (identity_users.passkey_grant_until, read and cleared by StartWebAuthnRegistration). The grant is
// the second-factor flow with the purpose ADD_PASSKEY, always a mailed code (a passkey cannot vouch for adding one
// when the customer may have none): the first call mails it (207), the same call with the code grants 5 minutes.

type GrantBody = z.output<(typeof contract)['grantPasskey']['body']>;

/** How long the grant lets the customer add a passkey. */
const GRANT_MS = 5 * 60 * 1000;

const GRANT_MESSAGES = {
  external: 'Passkeys are added with your identity provider.',
} as const;

export async function grantPasskey(ctx: BankContext, userId: string, body: GrantBody) {
  // An external user pool keeps its own passkeys: this bank grants nothing there.
  if (ctx.config.identity.provider !== 'sandbox') throw new HttpError(409, GRANT_MESSAGES.external);
  const user = await requireUser(ctx.db, userId);
  const approval = await secondFactor(ctx, user, 'ADD_PASSKEY', { sub: userId }, body);
  if (approval instanceof MultiStatus) return approval;
  const grantedUntil = new Date(ctx.clock.now().getTime() + GRANT_MS);
  await inTransaction(ctx.db, async (trx) => {
    await approval.consume(trx);
    await trx
      .updateTable('identity_users')
      .set({ passkey_grant_until: grantedUntil })
      .where('sub', '=', userId)
      .execute();
  });
  return { grantedUntil: grantedUntil.toISOString() };
}
