import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 0025 (issue 45): passkeys and the sessions a customer can see.
 * - `webauthn_credentials`: a customer's passkeys (WebAuthn credentials), verified by @simplewebauthn/server: the
 *   public key (COSE, base64url), the signature counter and backup state, the name the customer gave it, when it
 *   was added and last used. A credential belongs to one identity user (`sub`).
 * - `webauthn_challenges`: one-time challenges of a registration or a sign-in (`sub` null for a sign-in that does
 *   not yet know who signs: the browser's passkey autofill), each used at most once before it expires.
 * - `identity_users.password_sign_in`: false once the customer turns password sign-in off (a passkey exists);
 *   `identity_users.passkey_grant_until`: until when a mailed code lets the customer add a passkey without a fresh
 *   sign-in.
 * - `second_factor_records.passkey_nonce`: the fresh nonce of a payment approval by passkey (the challenge is the
 *   SHA-256 of the request's fingerprint and this nonce), null for a mailed code.
 * - `refresh_tokens.user_agent`: the browser a session was signed in from (Profile → Security lists sessions).
 */
export const passkeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('webauthn_credentials')
      .addColumn('credential_id', 'text', (c) => c.primaryKey())
      .addColumn('sub', 'text', (c) =>
        c.notNull().references('identity_users.sub').onDelete('cascade'),
      )
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('sign_count', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('transports', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('device_type', 'text', (c) => c.notNull())
      .addColumn('backed_up', 'boolean', (c) => c.notNull())
      .addColumn('aaguid', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('last_used_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('webauthn_credentials_sub')
      .on('webauthn_credentials')
      .column('sub')
      .execute();
    await db.schema
      .createTable('webauthn_challenges')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('sub', 'text')
      /** REGISTRATION, SIGN_IN (the user named), DISCOVERABLE (the browser's autofill: anyone's passkey) */
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('challenge', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('webauthn_challenges_challenge')
      .on('webauthn_challenges')
      .column('challenge')
      .unique()
      .execute();
    await db.schema
      .alterTable('identity_users')
      .addColumn('password_sign_in', 'boolean', (c) => c.notNull().defaultTo(true))
      .execute();
    await db.schema
      .alterTable('identity_users')
      .addColumn('passkey_grant_until', 'timestamptz')
      .execute();
    await db.schema
      .alterTable('second_factor_records')
      .addColumn('passkey_nonce', 'text')
      .execute();
    await db.schema.alterTable('refresh_tokens').addColumn('user_agent', 'text').execute();
  },
};
