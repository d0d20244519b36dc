import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A customer copy's accounts by currency, and a second, empty USD account for same-currency transfers between own
 * accounts (no demo customer has two in one currency): for the bench and the fault suite, which load the bank with
 * such transfers. The second account's id is `${prefix}-usd2-${user id}`.
 */
export async function withSecondUsdAccount(
  db: Kysely<Database>,
  email: string,
  options: { prefix: string; publicId: string },
) {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'currency'])
    .where('user_id', '=', user.id)
    .execute();
  const usd2 = `${options.prefix}-usd2-${user.id}`;
  await db
    .insertInto('accounts')
    .values({
      id: usd2,
      user_id: user.id,
      public_id: options.publicId,
      type: 'CURRENT',
      type_public_name: 'US Dollar Account',
      alias: 'Second',
      currency: 'USD',
      amount: '0',
      status: 'ACTIVE',
      created_at: new Date(),
    })
    .execute();
  const of = (currency: string) => rows.find((a) => a.currency === currency)!.id;
  return { userId: user.id, usd: of('USD'), usd2, eur: of('EUR'), axc: of('AXC') };
}
