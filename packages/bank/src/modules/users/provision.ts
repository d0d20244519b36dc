import {
  CONSENT_FORMS,
  CURRENCIES,
  DEFAULT_FEATURES as CORE_DEFAULT_FEATURES,
  currencyType,
  type Currency,
  type FeatureFlag,
} from '@axia/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { BankContext } from '../../context';
import { openCustodyCustomer } from '../deposits/network/custody';

/** Features a new sandbox customer gets: every menu and the onboarding flow (core's default). */
export const DEFAULT_FEATURES: FeatureFlag[] = [...CORE_DEFAULT_FEATURES];

const ACCOUNT_NAMES: Record<Currency, string> = {
  USD: 'US Dollar Account',
  EUR: 'Euro Account',
  GBP: 'British Pound Account',
  AXC: 'AXC Wallet',
  USAX: 'USAX Wallet',
};

const INTEREST: Record<Currency, string> = {
  USD: '0.0150',
  EUR: '0.0100',
  GBP: '0.0125',
  AXC: '0.0350',
  USAX: '0.0200',
};

export interface NewBankUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
  features?: FeatureFlag[];
  /** Consent already given (consent[form name] = true): what the customer accepted at sign-up. */
  consent?: Record<string, boolean>;
}

/**
 * What a customer accepts by signing up (the form's Terms of Use, AXIA Coin Terms and Privacy Policy, as they stand):
 * every enabled terms entry and the USAX terms (new customers hold USAX accounts under today's terms), so the first
 * sign-in does not ask again for what was just accepted (issue 42: two 'updated terms' modals in a row).
 */
export async function consentAtSignUp(
  db: Kysely<Database> | Transaction<Database>,
): Promise<Record<string, boolean>> {
  const terms = await db.selectFrom('terms').select('name').where('enabled', '=', true).execute();
  const consent: Record<string, boolean> = { [CONSENT_FORMS.usaxTerms]: true };
  for (const { name } of terms) consent[name] = true;
  return consent;
}

/** A public account id: currency + 10 digits, unique enough for the sandbox and never guessable from the id. */
function publicId(currency: Currency) {
  const digits = Array.from(crypto.getRandomValues(new Uint8Array(10)), (b) => String(b % 10)).join(
    '',
  );
  return `${currency}${digits}`;
}

/**
 * Creates the bank-side customer (profile with registration incomplete), one empty account per currency, and opens
 * the customer at the custodian (their network deposit and token wallet addresses recorded as the bank's). Called when an identity is confirmed (like a Cognito post-confirmation trigger) and by the seed.
 * `onlyIfNew`: when the users row cannot be inserted (its id or its email is taken), nothing else is done and the
 * answer is false, so concurrent first calls of an external identity (identity/external) open one customer.
 * Answers whether the users row was inserted.
 */
export async function provisionBankUser(
  db: Kysely<Database> | Transaction<Database>,
  user: NewBankUser,
  options: { onlyIfNew?: boolean; providers?: Pick<BankContext['providers'], 'custody'> } = {},
): Promise<boolean> {
  const inserted = await db
    .insertInto('users')
    .values({
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      status: 'ACTIVE',
      created_at: user.createdAt,
      features: JSON.stringify(user.features ?? DEFAULT_FEATURES),
      consent: JSON.stringify(user.consent ?? {}),
      user_type: 'UNKNOWN',
      kyc_status: 'INCOMPLETE',
      tax_id_status: 'INCOMPLETE',
      business_records_status: 'INCOMPLETE',
      business_address_status: 'INCOMPLETE',
      business_records: JSON.stringify({}),
      business_address: JSON.stringify({}),
      settings: JSON.stringify({ notifications: { ON_LOGIN: { enabledEmail: false } } }),
    })
    .onConflict((oc) => (options.onlyIfNew ? oc.doNothing() : oc.column('id').doNothing()))
    .returning('id')
    .executeTakeFirst();
  if (!inserted && options.onlyIfNew) return false;
  const existing = await db
    .selectFrom('accounts')
    .select('currency')
    .where('user_id', '=', user.id)
    .execute();
  const have = new Set(existing.map((a) => a.currency));
  for (const currency of CURRENCIES) {
    if (have.has(currency)) continue;
    await db
      .insertInto('accounts')
      .values({
        id: crypto.randomUUID(),
        user_id: user.id,
        public_id: publicId(currency),
        type: currencyType(currency) === 'FIAT' ? 'FIAT_CURRENT' : 'CRYPTO_WALLET',
        type_public_name: ACCOUNT_NAMES[currency],
        alias: null,
        currency,
        amount: '0',
        interest_rate: INTEREST[currency],
        status: 'ACTIVE',
        created_at: user.createdAt,
      })
      .execute();
  }
  // At the custodian, when there is one (a caller without providers, a test's bare database, opens none).
  if (options.providers)
    await openCustodyCustomer({ providers: options.providers }, db, user.id, user.createdAt);
  return Boolean(inserted);
}
