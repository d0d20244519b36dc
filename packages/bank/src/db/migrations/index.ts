import type { MigrationProvider } from 'kysely';
import { initial } from './0001-initial';
import { doubleEntry } from './0002-double-entry';
import { tokenWallets } from './0003-token-wallets';
import { idempotencyKeys } from './0004-idempotency-keys';
import { transfers } from './0005-transfers';
import { stakings } from './0006-stakings';
import { custodyAddresses } from './0007-custody-addresses';
import { cards } from './0008-cards';
import { giftCards } from './0009-gift-cards';
import { profileDocuments } from './0010-profile-documents';
import { totpVerifiedAt } from './0011-totp-verified-at';
import { sharedState } from './0012-shared-state';
import { postKeyedFunction } from './0013-post-keyed-function';
import { rateLimits } from './0014-rate-limits';
import { sessionActivity } from './0015-session-activity';
import { uniqueExternalRecipients } from './0016-unique-external-recipients';
import { reEnrollmentFailure } from './0017-re-enrollment-failure';
import { rateHistory } from './0018-rate-history';
import { bankEvents } from './0019-bank-events';
import { perClientAbuseLimits } from './0020-per-client-abuse-limits';
import { webhookEvents } from './0021-webhook-events';
import { idempotencyKeysCreatedAt } from './0022-idempotency-keys-created-at';
import { staffConsole } from './0023-staff-console';
import { applyLegs } from './0024-apply-legs';
import { passkeys } from './0025-passkeys';
import { countedKeyedMoves } from './0026-counted-keyed-moves';
import { postingEventsPerStatement } from './0027-posting-events-per-statement';
import { keyedPostingBatches } from './0028-keyed-posting-batches';
import { keyedBatchesSetBased } from './0029-keyed-batches-set-based';
import { postingsLookUpByKey } from './0030-postings-look-up-by-key';
import { batchesWriteTheirEvents } from './0031-batches-write-their-events';
import { postingsPlannedOnce } from './0032-postings-planned-once';

// Migrations in code, run by Kysely's Migrator on PGlite and PostgreSQL alike. One statement per call:
// PGlite rejects several statements in one prepared query.
//
// One file per migration (NNNN-what-it-does.ts), listed here in the order they run. The names below are what each
// database records in kysely_migration: never rename, reorder or remove one, or existing databases stop migrating
// (test/migrations-layout.test.ts holds them, with the schema they build, in test/fixtures/migrated-schema.txt). A
// change to the schema is a new migration at the end; a migration that changes a function replaces it whole
// (CREATE OR REPLACE).

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return {
      '0001_initial': initial,
      '0002_double_entry': doubleEntry,
      '0003_token_wallets': tokenWallets,
      '0004_idempotency_keys': idempotencyKeys,
      '0005_transfers': transfers,
      '0006_stakings': stakings,
      '0007_custody_addresses': custodyAddresses,
      '0008_cards': cards,
      '0009_gift_cards': giftCards,
      '0010_profile_documents': profileDocuments,
      '0011_totp_verified_at': totpVerifiedAt,
      '0012_shared_state': sharedState,
      '0013_post_keyed_function': postKeyedFunction,
      '0014_rate_limits': rateLimits,
      '0015_session_activity': sessionActivity,
      '0016_unique_external_recipients': uniqueExternalRecipients,
      '0017_re_enrollment_failure': reEnrollmentFailure,
      '0018_rate_history': rateHistory,
      '0019_bank_events': bankEvents,
      '0020_per_client_abuse_limits': perClientAbuseLimits,
      '0021_webhook_events': webhookEvents,
      '0022_idempotency_keys_created_at': idempotencyKeysCreatedAt,
      '0023_staff_console': staffConsole,
      '0024_apply_legs': applyLegs,
      '0025_passkeys': passkeys,
      '0026_counted_keyed_moves': countedKeyedMoves,
      '0027_posting_events_per_statement': postingEventsPerStatement,
      '0028_keyed_posting_batches': keyedPostingBatches,
      '0029_keyed_batches_set_based': keyedBatchesSetBased,
      '0030_postings_look_up_by_key': postingsLookUpByKey,
      '0031_batches_write_their_events': batchesWriteTheirEvents,
      '0032_postings_planned_once': postingsPlannedOnce,
    };
  },
};
