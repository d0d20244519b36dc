import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { BankContext } from '../context';
import type { Database } from '../db/schema';
import { sha256 } from './tokens';

// One-time e-mail codes (sign-up confirmation, password reset): six digits, delivered to the sandbox mailbox,
// stored only as a hash bound to the user and purpose, single use, expiring, with a limited number of tries.

export type CodePurpose = 'SIGN_UP' | 'FORGOT_PASSWORD';

const CODE_TTL_MS: Record<CodePurpose, number> = {
  SIGN_UP: 24 * 3600_000,
  FORGOT_PASSWORD: 3600_000,
};
/** Wrong tries a code survives; the last one deletes it, so only a new code can succeed. */
const MAX_CODE_ATTEMPTS = 5;

type Db = Kysely<Database> | Transaction<Database>;

const hashCode = (sub: string, purpose: CodePurpose, code: string) =>
  sha256(`${purpose}:${sub}:${code}`);

/** Replaces any earlier code of this purpose with a new one and returns it (to be delivered). */
export async function createCode(db: Db, sub: string, purpose: CodePurpose, now: Date) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .deleteFrom('identity_codes')
    .where('sub', '=', sub)
    .where('purpose', '=', purpose)
    .execute();
  await db
    .insertInto('identity_codes')
    .values({
      sub,
      purpose,
      code_hash: hashCode(sub, purpose, code),
      expires_at: new Date(now.getTime() + CODE_TTL_MS[purpose]),
      created_at: now,
    })
    .execute();
  return code;
}

/**
 * Checks a code inside the caller's transaction. 'ok' consumes it; 'mismatch' counts a try (the last allowed
 * try deletes the code); 'expired' when there is no live code (never sent, used, expired or tried too often).
 */
export async function checkCode(
  trx: Transaction<Database>,
  sub: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<'ok' | 'mismatch' | 'expired'> {
  const row = await trx
    .selectFrom('identity_codes')
    .selectAll()
    .where('sub', '=', sub)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return 'expired';
  if (new Date(row.expires_at).getTime() <= now.getTime()) {
    await trx.deleteFrom('identity_codes').where('id', '=', row.id).execute();
    return 'expired';
  }
  const given = Buffer.from(hashCode(sub, purpose, code.trim()));
  const expected = Buffer.from(row.code_hash);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    if (row.attempts + 1 >= MAX_CODE_ATTEMPTS) {
      await trx.deleteFrom('identity_codes').where('id', '=', row.id).execute();
    } else {
      await trx
        .updateTable('identity_codes')
        .set({ attempts: row.attempts + 1 })
        .where('id', '=', row.id)
        .execute();
    }
    return 'mismatch';
  }
  await trx
    .deleteFrom('identity_codes')
    .where('sub', '=', sub)
    .where('purpose', '=', purpose)
    .execute();
  return 'ok';
}

const MAIL: Record<CodePurpose, { subject: string; body: (code: string) => string }> = {
  SIGN_UP: {
    subject: 'Your verification code',
    body: (code) => `Your verification code is ${code}. It expires in 24 hours.`,
  },
  FORGOT_PASSWORD: {
    subject: 'Your password reset code',
    body: (code) =>
      `Your password reset code is ${code}. It expires in 1 hour. If you did not ask to reset your password, ignore this message.`,
  },
};

/** Delivers a code to the sandbox mailbox (outside any transaction: the mailbox uses its own connection). */
export async function deliverCode(
  ctx: BankContext,
  email: string,
  purpose: CodePurpose,
  code: string,
) {
  const mail = MAIL[purpose];
  await ctx.mail.send({ to: email, subject: mail.subject, code, body: mail.body(code) });
}
