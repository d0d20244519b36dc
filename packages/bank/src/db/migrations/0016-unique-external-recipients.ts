import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 0016 (issue 29 #12): an external transfer's recipient is one beneficiary per customer, kind (individual or
 * corporate), name (case and runs of spaces aside) and address (case aside: an EVM address's case is only its
 * checksum). Existing duplicates are merged into the oldest: the transfers that named a duplicate name the kept one
 * (their history stays whole), then the duplicates go; a unique index keeps it so.
 */
const externalRecipientKey = sql`user_id, type, regexp_replace(lower(btrim(name)), '\\s+', ' ', 'g'), lower(extra_data->>'toAddress')`;
const EXTERNAL_RECIPIENT_TYPES = sql`('EXTERNAL_WALLET_TRANSFER_INDIVIDUAL', 'EXTERNAL_WALLET_TRANSFER_CORPORATE')`;
/** Each duplicate (id) with the beneficiary it merges into (keep, the oldest of its key). */
const recipientDuplicates = sql`(select id, keep from (
    select id, first_value(id) over (partition by ${externalRecipientKey} order by created_at, id) as keep
    from beneficiaries where type in ${EXTERNAL_RECIPIENT_TYPES}
  ) ranked where id <> keep)`;
export const uniqueExternalRecipients: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`update transactions t set meta = jsonb_set(t.meta, '{beneficiaryId}', to_jsonb(d.keep))
      from ${recipientDuplicates} d where t.meta->>'beneficiaryId' = d.id`.execute(db);
    await sql`delete from beneficiaries b using ${recipientDuplicates} d where b.id = d.id`.execute(
      db,
    );
    await sql`create unique index beneficiaries_external_recipient on beneficiaries (${externalRecipientKey})
      where type in ${EXTERNAL_RECIPIENT_TYPES}`.execute(db);
  },
};
