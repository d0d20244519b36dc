import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 0010: the profile area (seed 002 §3 'Document request', §4 Documents). A document request is one of the four forms
 * (tax ID, card KYC, beneficiary account, change of address/ID) moving INCOMPLETE → SUBMITTED → COMPLETED |
 * REJECTED (or CANCELED); its files live in document_files, keyed by the sub-document type (CARD_KYC_ID …), the
 * bytes in the database like the registration documents. The avatar is a file of type AVATAR without a request,
 * named by users.avatar_file_id.
 */
export const profileDocuments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('document_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('document_type', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('memo', 'text')
      .addColumn('info', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('info_to_update', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('rejection_reason', 'text')
      .addColumn('submitted_at', 'timestamptz')
      .addColumn('reviewed_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('document_requests_user_created')
      .on('document_requests')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('document_files')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('request_id', 'text', (c) =>
        c.references('document_requests.id').onDelete('cascade'),
      )
      .addColumn('document_type', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('mime_type', 'text', (c) => c.notNull())
      .addColumn('size_bytes', 'integer', (c) => c.notNull())
      .addColumn('content', 'bytea', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('document_files_request')
      .on('document_files')
      .columns(['request_id', 'document_type'])
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('avatar_file_id', 'text', (c) =>
        c.references('document_files.id').onDelete('set null'),
      )
      .execute();
  },
};
