import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';

/**
 * An active, registered individual customer's `users` row, written directly (tests on a fresh database with no bank
 * started: the ledger's tests, the posting events' test).
 */
export async function insertCustomerRow(
  db: Kysely<Database>,
  customer: { id: string; email: string; createdAt: Date },
) {
  await db
    .insertInto('users')
    .values({
      id: customer.id,
      email: customer.email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      status: 'ACTIVE',
      created_at: customer.createdAt,
      features: JSON.stringify([]),
      consent: JSON.stringify({}),
      user_type: 'INDIVIDUAL',
      kyc_status: 'COMPLETED',
      tax_id_status: 'COMPLETED',
      business_records_status: 'NOT_REQUIRED',
      business_address_status: 'NOT_REQUIRED',
      business_records: JSON.stringify({}),
      business_address: JSON.stringify({}),
      settings: JSON.stringify({}),
    } as never)
    .execute();
}
