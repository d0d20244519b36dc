import pg from 'pg';
import { COGNITO_DATABASE_URL } from './cognito-env';

// The back office of the cognito-local project. With the sandbox off there is no /sandbox admin: what a real
// operator has is the bank's database. Registration completes when the identity check (the KYC provider's result,
// with the legal name), the tax ID and the PEP declaration are accepted (modules/registration/state.ts).

/** The bank completes `email`'s registration as an individual, as its operator does after the checks. */
export async function completeRegistration(email: string, name: { first: string; last: string }) {
  const client = new pg.Client({ connectionString: COGNITO_DATABASE_URL });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `UPDATE users SET user_type = 'INDIVIDUAL', first_name = $2, last_name = $3,
         kyc_status = 'COMPLETED', tax_id_status = 'COMPLETED', tax_id = '123-45-6789',
         tax_id_country_code = 'US', pep_status = 'NONE',
         business_records_status = 'NOT_REQUIRED', business_address_status = 'NOT_REQUIRED'
       WHERE email = $1`,
      [email, name.first, name.last],
    );
    if (rowCount !== 1) throw new Error(`No bank customer ${email}`);
  } finally {
    await client.end();
  }
}
