import type { ColumnType, Generated, JSONColumnType } from 'kysely';

// Kysely table types. Money columns are NUMERIC and come back as strings on both engines; never numbers.

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T extends object | null> = JSONColumnType<T, string, string>;

/** The identity side (what a Cognito user pool stores). */
export interface IdentityUserTable {
  sub: string;
  username: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  password_hash: string;
  /** UNCONFIRMED, CONFIRMED, RESET_REQUIRED */
  status: string;
  failed_attempts: Generated<number>;
  locked_until: Timestamp | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_enabled: Generated<boolean>;
  /** The last accepted TOTP time step, for replay protection. */
  totp_last_step: ColumnType<string | null, string | number | null, string | number | null>;
  /** When a code of the active secret was last verified (VerifySoftwareToken): the proof that turns it off. */
  totp_verified_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The user-pool groups (0023): `cognito:groups` in the tokens; the staff roles (core STAFF_GROUPS). */
  groups: ColumnType<string[], string | undefined, string>;
  /** False once the customer turned password sign-in off (0025: they sign in with a passkey). */
  password_sign_in: Generated<boolean>;
  /** Until when a mailed code lets the customer add a passkey without a fresh sign-in (0025). */
  passkey_grant_until: Timestamp | null;
}

/** A customer's passkey (0025): a WebAuthn credential, verified with @simplewebauthn/server. */
export interface WebAuthnCredentialTable {
  /** base64url, as the browser gives it. */
  credential_id: string;
  sub: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter (0 for authenticators that keep none). */
  sign_count: ColumnType<string, string | number | undefined, string | number>;
  transports: ColumnType<string[], string | undefined, string>;
  /** singleDevice or multiDevice (a synced passkey). */
  device_type: string;
  backed_up: boolean;
  aaguid: string;
  /** The name the customer gave it. */
  name: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}

/** A one-time WebAuthn challenge (0025): a registration or a sign-in. */
interface WebAuthnChallengeTable {
  id: string;
  /** Null for a sign-in by the browser's autofill, which does not yet know who signs in. */
  sub: string | null;
  /** REGISTRATION, SIGN_IN, DISCOVERABLE */
  purpose: string;
  /** base64url */
  challenge: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

interface IdentityCodeTable {
  id: Generated<string>;
  sub: string;
  /** SIGN_UP, FORGOT_PASSWORD, ATTRIBUTE */
  purpose: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  created_at: Timestamp;
}

interface RefreshTokenTable {
  token_hash: string;
  sub: string;
  origin_jti: string;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
  /** The session's last activity (an authenticated call, a refresh), written at most every ACTIVITY_WRITE_MS; null: none since sign-in. */
  last_active_at: Timestamp | null;
  /** The browser's User-Agent at sign-in (0025), null for sessions from before. */
  user_agent: string | null;
}

/** Sessions waiting for the second factor (the Cognito Session string). */
interface AuthSessionTable {
  id: string;
  sub: string;
  challenge: string;
  expires_at: Timestamp;
}

/** Revoked access-token origins (GlobalSignOut / RevokeToken) so the API refuses their tokens. */
interface RevokedOriginTable {
  origin_jti: string;
  sub: string;
  revoked_at: Timestamp;
}

interface MailboxTable {
  id: Generated<string>;
  to_email: string;
  subject: string;
  code: string | null;
  body: string;
  sent_at: Timestamp;
}

/** The bank side: the customer's profile and registration. */
export interface UserTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  status: string;
  created_at: Timestamp;
  features: Json<string[]>;
  consent: Json<Record<string, boolean>>;
  user_type: string;
  kyc_status: string;
  tax_id_status: string;
  business_records_status: string;
  business_address_status: string;
  pep_status: string | null;
  /** The avatar's file in document_files (0010). */
  avatar_file_id: string | null;
  tax_id: string | null;
  tax_id_country_code: string | null;
  tax_id_memo: string | null;
  business_records: Json<Record<string, unknown>>;
  business_address: Json<Record<string, unknown>>;
  tax_id_notification: Generated<boolean>;
  privileged: Generated<boolean>;
  phone_country_code: string | null;
  phone_number: string | null;
  settings: Json<Record<string, unknown>>;
  banner_dismissed_at: Timestamp | null;
  // The card holder's profile (seed 002 §3, migration 0008): the address on file, the date of birth and the
  // alternative names printed on a card when the real ones do not fit (set by the customer in the card wizard or
  // by support).
  alternative_first_name: string | null;
  alternative_last_name: string | null;
  address_line1: string | null;
  address_line2: string | null;
  address_city: string | null;
  address_state: string | null;
  address_postal_code: string | null;
  /** ISO 3166-1 alpha-2; decides the card region and types offered. */
  address_country: string | null;
  /** YYYY-MM-DD. */
  date_of_birth: string | null;
  /** Why staff last suspended, reactivated or closed the customer (0023). */
  status_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AccountTable {
  id: string;
  /** The customer's; null for the bank's own internal accounts (wire clearing, custody, fees, FX…). */
  user_id: string | null;
  public_id: string;
  type: string;
  type_public_name: string;
  alias: string | null;
  currency: string;
  /** Changed only by postings (modules/ledger/post.ts); a customer's never below zero (CHECK). */
  amount: ColumnType<string, string, string>;
  interest_rate: ColumnType<string, string | undefined, string>;
  status: string;
  /** An internal account's purpose (InternalPurpose); null for customers' accounts. */
  purpose: ColumnType<string | null, string | null | undefined, never>;
  created_at: Timestamp;
}

/** What a customer sees: one row per money event, whatever the number of accounts it touches. */
export interface TransactionTable {
  id: string;
  public_id: string;
  /** The customer who made it or whom it concerns first (null for a bank-only movement). */
  user_id: string | null;
  type: string;
  method: string;
  status: string;
  amount: ColumnType<string, string, string>;
  currency: string;
  title: string | null;
  description: string | null;
  user_memo: string | null;
  from_side: Json<Record<string, unknown> | null>;
  to_side: Json<Record<string, unknown> | null>;
  provider_amount: ColumnType<string | null, string | null | undefined, string | null>;
  provider_currency: string | null;
  provider_fee_amount: ColumnType<string | null, string | null | undefined, string | null>;
  provider_fee_currency: string | null;
  provider_meta: Json<Record<string, unknown> | null>;
  meta: Json<Record<string, unknown> | null>;
  spendable_change: Json<Record<string, unknown> | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A leg: one account's balance change by a signed amount; a transaction's legs sum to zero per currency. */
interface PostingTable {
  id: Generated<string>;
  transaction_id: string;
  account_id: string;
  amount: ColumnType<string, string, never>;
  balance_after: ColumnType<string, string, never>;
  created_at: Timestamp;
}

interface DocumentTable {
  id: Generated<string>;
  user_id: string;
  document_type: string;
  file_key: string;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  content: Uint8Array;
  created_at: Timestamp;
}

interface KycSessionTable {
  ref_id: string;
  user_id: string;
  status: string;
  created_at: Timestamp;
}

interface LoginEventTable {
  id: Generated<string>;
  user_id: string;
  created_at: Timestamp;
}

interface TermsTable {
  name: string;
  enabled: boolean;
  value_json: string;
}

/** Bank-wide settings (maintenance, banner, rates, service statuses, clock offset). */
interface SettingTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

/** The sandbox custody of a customer's legacy ERC-20 token wallet (seed 001 §3 'Token wallet'). */
interface TokenWalletTable {
  user_id: string;
  eth_wallet_address: string;
  /** The tokens held, NUMERIC(38, 5), never below zero (CHECK). */
  axc: ColumnType<string, string, string>;
  email: string;
  created_at: Timestamp;
}

/**
 * An address the custodian has handed out or keeps for a customer (migration 0007): the AXIA network V1 and V2
 * deposit addresses and the legacy ERC-20 token wallets' (network 'ETHEREUM'); lowercase on EVM networks (V2,
 * ETHEREUM), exact on V1. What 'whose is this address' (CustodyProvider.ownerOf) reads.
 */
interface CustodyAddressTable {
  network: 'V1' | 'V2' | 'ETHEREUM';
  address: string;
  user_id: string;
  created_at: Timestamp;
}

/** An idempotency key of a money-moving request; `status_code` is null while the first request runs. */
interface IdempotencyKeyTable {
  user_id: string;
  key: string;
  fingerprint: string;
  status_code: number | null;
  response: ColumnType<unknown, string | null, string | null>;
  created_at: Timestamp;
}

/** Seed 001 §3 'Beneficiary': INTERNAL (a member), WIRE_TRANSFER, EXTERNAL_WALLET_TRANSFER_INDIVIDUAL/_CORPORATE. */
export interface BeneficiaryTable {
  id: string;
  user_id: string;
  type: string;
  /** The member's name, the wire beneficiary's alias, the external recipient's name. */
  name: string;
  email: string | null;
  beneficiary_user_id: string | null;
  /** The wire fields or the external recipient (JSON), null for INTERNAL. */
  extra_data: ColumnType<unknown, string | null, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Seed 001 §3 'Internal transaction type': a transfer kind's fee. */
interface TransferTypeTable {
  name: string;
  fee: ColumnType<string | null, string | null, string | null>;
  fee_currency: string | null;
  fee_rate: ColumnType<string | null, string | null, string | null>;
  min_fee: ColumnType<string | null, string | null, string | null>;
  max_fee: ColumnType<string | null, string | null, string | null>;
  impact_on_spendable_amount: string;
}

/** A second-factor code for one exact request (docs/money.md 'Transaction second factor'); only its hash is kept. */
interface SecondFactorRecordTable {
  id: string;
  user_id: string;
  /** TRANSFER_BETWEEN_MEMBERS, WIRE_TRANSFER, or USER_SETTING (a transaction 2FA toggle). */
  purpose: string;
  fingerprint: string;
  code_hash: string;
  attempts: number;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
  /** The nonce of an approval by passkey (0025): the challenge is SHA-256 of fingerprint and nonce; null for a code. */
  passkey_nonce: string | null;
}

type Decimal = ColumnType<string, string, string>;

/** Seed 002 §3 'Staking product' (a pool). */
export interface StakingProductTable {
  code: string;
  name: string;
  short_desc: string;
  long_desc: string;
  currency: string;
  annual_interest_rate: Decimal;
  term: number;
  /** DAYS, MONTHS or YEARS. */
  term_unit: string;
  /** DAILY, MONTHLY or YEARLY. */
  frequency: string;
  end_at: Timestamp | null;
  individual_room_limit: ColumnType<string, string | undefined, string>;
  maximum_apply_numbers: ColumnType<number, number | undefined, number>;
  room_remain: Decimal;
  is_private: ColumnType<boolean, boolean | undefined, boolean>;
  enable_add_amount: ColumnType<boolean, boolean | undefined, boolean>;
  daily_spend_limit: ColumnType<string | null, string | null | undefined, string | null>;
  weekly_spend_limit: ColumnType<string | null, string | null | undefined, string | null>;
  monthly_spend_limit: ColumnType<string | null, string | null | undefined, string | null>;
  deduction_limit: ColumnType<string | null, string | null | undefined, string | null>;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

/** Seed 002 §3 'User staking'; its money is in the ledger account `account_id` (type STAKING). */
export interface StakingTable {
  id: string;
  public_id: string;
  user_id: string;
  product_code: string;
  account_id: string;
  /** The principal; with interest_amount, the account's balance while the staking is live. */
  amount: Decimal;
  interest_amount: ColumnType<string, string | undefined, string>;
  status: string;
  term_start_at: Timestamp;
  term_end_at: Timestamp;
  /** The last day (YYYY-MM-DD, UTC) whose reward is recorded. */
  accrued_through: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface StakingInterestRecordTable {
  staking_id: string;
  /** YYYY-MM-DD, UTC. */
  date: string;
  daily_reward_amount: Decimal;
  currency: string;
  /** The INTEREST transaction that credited it; null until its period ends. */
  transaction_id: string | null;
  created_at: Timestamp;
}

/** A USD rate the bank's rate source produced (issue 30): USD per unit of `currency` from `at`. */
interface RateHistoryTable {
  id: Generated<string>;
  currency: string;
  usd_rate: ColumnType<string, string, never>;
  at: Timestamp;
}

interface StakingActivityTable {
  id: string;
  staking_id: string;
  user_id: string;
  /** A StakingActivityType. */
  type_code: string;
  title: string;
  description: string | null;
  /** Signed: what the staking's total changed by. */
  amount_changed: Decimal;
  currency: string;
  transaction_id: string | null;
  /** { fromUserSpendableAmountChange?, toUserSpendableAmountChange? } and what else the writer keeps. */
  meta: Json<Record<string, unknown> | null>;
  completed_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StakingAutoEnrollmentTable {
  id: string;
  staking_id: string;
  product_code: string;
  amount: Decimal;
  percentage: Decimal;
  executed_at: Timestamp | null;
  /** Why the term end could not carry it out (migration 0017), or null. */
  failure_reason: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The sandbox card issuer's card (migration 0008): what a real issuer keeps and the bank never stores. */
interface IssuerCardTable {
  id: string;
  card_number: string;
  cvv: string;
  /** MM/YY. */
  expire: string;
  pin: string;
  currency: string;
  card_type_code: string;
  status: string;
  name_on_card: string;
  is_physical: Generated<boolean>;
  physical_requested_at: Timestamp | null;
  delivery: string | null;
  tracking_number: string | null;
  tracking_available_at: Timestamp | null;
  /** NUMERIC, never below 0. */
  balance: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A row of the issuer's statement: LOAD (+), SPEND (−), FEE (−), signed in the card currency. */
interface IssuerCardTransactionTable {
  id: string;
  issuer_card_id: string;
  kind: string;
  description: string;
  amount: string;
  currency: string;
  transaction_id: string | null;
  occurred_at: Timestamp;
}

/** The bank's card (migration 0008); its money sits in its own ledger account (account_id, type CARD). */
export interface CardTable {
  id: string;
  user_id: string;
  issuer_card_id: string;
  account_id: string;
  card_type_code: string;
  currency: string;
  region: string;
  status: string;
  last4: string;
  first_name: string;
  last_name: string;
  use_alternative_name: Generated<boolean>;
  is_physical: Generated<boolean>;
  convert_physical_requested: Generated<boolean>;
  delivery: string | null;
  is_full_kyc: Generated<boolean>;
  phone_number: string | null;
  /** The §5 address fields (addressLine1 … addressCountry). */
  billing_address: Json<Record<string, string>>;
  /** deliveryAddress1, deliveryAddress2, deliveryCity, deliveryCountryState, deliveryCountryCode, deliveryPostCode. */
  delivery_address: Json<Record<string, string>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A gift-card order (migration 0009). */
export interface GiftCardOrderTable {
  id: string;
  user_id: string;
  product_id: string;
  country_code: string;
  product_name: string;
  product_image: string;
  face_value: string;
  face_value_currency: string;
  fee: string;
  paid_amount: string;
  paid_currency: string;
  source_account_id: string | null;
  source_staking_id: string | null;
  /** PENDING, PROCESSED, FAILED. */
  status: string;
  archive: Generated<boolean>;
  /** The vouchers (core GiftCardVoucher[]) once PROCESSED. */
  vouchers: Json<Record<string, unknown>[]>;
  /** productDescription, termsAndConditions, expiryAndValidity, howToUse. */
  info: Json<Record<string, string>>;
  failure_reason: string | null;
  transaction_id: string;
  refund_transaction_id: string | null;
  fulfil_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** 0010: one of the four document forms (core DOCUMENT_REQUEST_TYPES) and its status (DOCUMENT_REQUEST_STATUSES). */
export interface DocumentRequestTable {
  id: string;
  user_id: string;
  document_type: string;
  status: string;
  memo: string | null;
  /** taxId, taxIdCountryCode (the tax form). */
  info: Json<Record<string, string | null>>;
  /** cardId (the card-KYC form). */
  info_to_update: Json<Record<string, string | null>>;
  rejection_reason: string | null;
  submitted_at: Timestamp | null;
  reviewed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** 0010: a stored file of a document request (by sub-document type) or the avatar (request_id null). */
export interface DocumentFileTable {
  id: string;
  user_id: string;
  request_id: string | null;
  document_type: string;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  content: Uint8Array;
  created_at: Timestamp;
}

export interface Database {
  webhook_events: WebhookEventTable;
  identity_users: IdentityUserTable;
  identity_lockouts: IdentityLockoutTable;
  identity_codes: IdentityCodeTable;
  refresh_tokens: RefreshTokenTable;
  auth_sessions: AuthSessionTable;
  webauthn_credentials: WebAuthnCredentialTable;
  webauthn_challenges: WebAuthnChallengeTable;
  revoked_origins: RevokedOriginTable;
  mailbox: MailboxTable;
  users: UserTable;
  accounts: AccountTable;
  transactions: TransactionTable;
  postings: PostingTable;
  documents: DocumentTable;
  kyc_sessions: KycSessionTable;
  login_events: LoginEventTable;
  terms: TermsTable;
  settings: SettingTable;
  token_wallets: TokenWalletTable;
  custody_addresses: CustodyAddressTable;
  idempotency_keys: IdempotencyKeyTable;
  beneficiaries: BeneficiaryTable;
  transfer_types: TransferTypeTable;
  second_factor_records: SecondFactorRecordTable;
  staking_products: StakingProductTable;
  stakings: StakingTable;
  staking_interest_records: StakingInterestRecordTable;
  staking_activities: StakingActivityTable;
  rate_history: RateHistoryTable;
  staking_auto_enrollments: StakingAutoEnrollmentTable;
  issuer_cards: IssuerCardTable;
  issuer_card_transactions: IssuerCardTransactionTable;
  cards: CardTable;
  gift_card_orders: GiftCardOrderTable;
  document_requests: DocumentRequestTable;
  document_files: DocumentFileTable;
  code_mail_sends: CodeMailSendTable;
  captcha_redemptions: CaptchaRedemptionTable;
  rate_limit_hits: RateLimitHitTable;
  bank_events: BankEventTable;
  staff_audit: StaffAuditTable;
  staff_proposals: StaffProposalTable;
}

/** 0023: one staff act, append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). */
interface StaffAuditTable {
  id: Generated<string>;
  seq: ColumnType<string, never, never>;
  at: Timestamp;
  staff_sub: string;
  staff_email: string;
  roles: Json<string[]>;
  ip: string;
  action: string;
  subject_type: string;
  subject_id: string;
  user_id: string | null;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  reason: string | null;
}

/** 0023: a four-eyes proposal: a money change one staff member proposed and another (an approver) decides. */
export interface StaffProposalTable {
  id: Generated<string>;
  kind: string;
  /** PROPOSED, APPROVED, REJECTED. */
  status: string;
  user_id: string;
  subject_id: string;
  amount: ColumnType<string, string, string>;
  currency: string;
  amount_usd: ColumnType<string, string, string>;
  summary: string;
  proposed_by: string;
  proposed_by_email: string;
  proposed_at: Timestamp;
  reason: string;
  decided_by: string | null;
  decided_by_email: string | null;
  decided_at: Timestamp | null;
  decision_reason: string | null;
  payload: Json<Record<string, unknown>>;
}

/** A code mail sent to an address (the per-address limit counts these). */
interface CodeMailSendTable {
  email: string;
  /** What the code is for: each purpose has its own budget (identity/mail-limit.ts). */
  purpose: Generated<string>;
  /** The client IP that asked for it (reset codes: counted per client too); '' where not recorded. */
  client: Generated<string>;
  sent_at: Timestamp;
}

/** Consecutive failed sign-in tries of one account from one client IP (identity/lockout.ts). */
interface IdentityLockoutTable {
  sub: string;
  client: string;
  failed_attempts: Generated<number>;
  locked_until: Timestamp | null;
}

/** One rate limit's counter for one subject (src/limits): hits since window_start. */
interface RateLimitHitTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}

/** A sandbox captcha token's nonce, redeemed once across every process until the token expires. */
interface CaptchaRedemptionTable {
  nonce: string;
  expires_at: Timestamp;
}

/** 0019 (issue 31): the live events' outbox, written by triggers with the change (src/events). */
interface WebhookEventTable {
  party: string;
  event_id: string;
  type: string;
  body_sha256: string;
  status: 'DONE';
  answer: unknown;
  received_at: Date;
}

interface BankEventTable {
  /** bigserial: the SSE id, increasing per customer in commit order. */
  id: Generated<string>;
  user_id: string;
  type: string;
  entity_id: string;
  status: string | null;
  /** `{ balances: { accountId: balanceAfter } }`: this customer's accounts the change moved. */
  payload: Generated<{ balances?: Record<string, string> }>;
  xact: Generated<string>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}
