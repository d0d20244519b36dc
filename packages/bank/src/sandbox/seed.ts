import type {
  Currency,
  FeatureFlag,
  StaffRole,
  UserStatus,
  UserType,
  VerificationStatus,
} from '@axia/core';
import { CONSENT_FORMS } from '@axia/core';
import { sql } from 'kysely';
import type { BankContext } from '../context';
import { runInTransaction } from '../db/ambient';
import { inTransaction, lockForTransaction } from '../db/transaction';
import { createConfirmedIdentity, createStaffIdentity } from '../identity/admin';
import { creditFrom } from '../modules/ledger/post';
import { setWireDepositInfo } from '../modules/settings/service';
import { DEFAULT_FEATURES } from '../modules/users/provision';
import { SETTING_KEYS } from '../settings';
import { seedHistory, type HistoryKind } from './history';
import { seedRateHistory } from './rate-history';
import { createTokenWallet } from '../modules/deposits/token/service';
import { sandboxTokenWalletAddress } from './custody';
import { adminCreateStaking } from '../modules/stakings/admin';
import { ensureStakingProducts } from '../modules/stakings/products';

/** The published password of the demo users (README 'Demo users'): a local sandbox's (config/env.ts demoSeedRules). */
export { DEMO_PASSWORD } from '../config';
/** Documented for the demo: the authenticator secret of mfa@demo.test. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
const DEMO_TERMS_NAME = 'PLATFORM_TERMS_2026';

export interface StaffDemoUser {
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  /** The authenticator's Base32 secret (published: the e2e suites and a demonstration compute its codes). */
  totpSecret: string;
}

/** The staff console's demo users (issue 41; README 'Demo users'): the demo users' password, TOTP required. */
export const STAFF_DEMO_USERS: readonly StaffDemoUser[] = [
  {
    email: 'viewer@staff.demo.test',
    firstName: 'Vera',
    lastName: 'Viewer',
    role: 'viewer',
    totpSecret: 'VIEWERSTAFFDEMOTOTPSECRETKEY2345',
  },
  {
    email: 'operator@staff.demo.test',
    firstName: 'Otto',
    lastName: 'Operator',
    role: 'operator',
    totpSecret: 'OPERATORSTAFFDEMOTOTPSECRETKEY23',
  },
  {
    email: 'operator2@staff.demo.test',
    firstName: 'Olga',
    lastName: 'Operator',
    role: 'operator',
    totpSecret: 'OPERATORTWOSTAFFDEMOTOTPSECRET23',
  },
  {
    email: 'approver@staff.demo.test',
    firstName: 'Abel',
    lastName: 'Approver',
    role: 'approver',
    totpSecret: 'APPROVERSTAFFDEMOTOTPSECRETKEY23',
  },
];

/**
 * The staff demo users, each made once (createStaffIdentity: no bank customer), with the demo users' password. Only
 * with the bank's own identity service: with an external user pool, staff are that pool's users in its groups.
 */
async function ensureStaffDemoUsers(ctx: BankContext, password: string) {
  if (ctx.config.identity.provider !== 'sandbox') return;
  for (const { firstName, lastName, ...staff } of STAFF_DEMO_USERS)
    await createStaffIdentity(ctx, {
      ...staff,
      givenName: firstName,
      familyName: lastName,
      password,
    });
}

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  /** What the README says about this user. */
  description: string;
  status?: UserStatus;
  userType?: UserType;
  complete?: boolean;
  features?: FeatureFlag[];
  createdAt?: string;
  consent?: Record<string, boolean>;
  identityStatus?: 'CONFIRMED' | 'RESET_REQUIRED';
  totpSecret?: string;
  taxIdNotification?: boolean;
  privileged?: boolean;
  balances?: Partial<Record<Currency, string>>;
  /** A seeded transaction history ending on `balances` (else one opening transaction per balance). */
  history?: HistoryKind;
  /** A legacy ERC-20 token wallet holding this many tokens (seed 001 'Token wallet deposit'). */
  tokenWallet?: string;
  /** The transaction second factor per type (users.settings.transaction2fa, GET /user/setting); else off. */
  transaction2fa?: boolean;
  /** The card holder's address on file (seed 002 §3); a registered customer gets DEMO_ADDRESS by default. */
  address?: DemoAddress;
  /** YYYY-MM-DD; a registered customer gets 1990-12-10 by default. */
  dateOfBirth?: string;
}

interface DemoAddress {
  addressLine1: string;
  addressLine2?: string;
  addressCity: string;
  addressState: string;
  addressPostalCode: string;
  /** ISO 3166-1 alpha-2. */
  addressCountry: string;
}

/** Where registered demo customers live unless they say otherwise (a North American card region). */
const DEMO_ADDRESS: DemoAddress = {
  addressLine1: '410 Terry Avenue North',
  addressLine2: 'Suite 7',
  addressCity: 'Seattle',
  addressState: 'WA',
  addressPostalCode: '98109',
  addressCountry: 'US',
};

/**
 * The sandbox bank's wire instructions: a made-up bank (routing numbers starting 50 are not assigned to any bank;
 * this one passes the ABA checksum, so forms that check it accept it). The rich text carries a script on purpose,
 * harmless if it ever ran: the app must strip it (the e2e suite fails on any CSP violation). No event handler: the
 * sanitiser strips those too (its unit tests and stories), but Chromium reports a CSP violation for an inline
 * handler as soon as DOMPurify parses one, although nothing runs, and the e2e suite would count that.
 */
export const SANDBOX_WIRE_DEPOSIT_INFO = {
  bankName: 'Harborline Trust Bank, N.A.',
  bankAccountName: 'Axia Digital Bank Ltd. Client Funds',
  bankAccountNumber: '4400192837',
  bankAba: '501234566',
  wireDepositInformation:
    '<p>Send the wire from a bank account in <strong>your own name</strong> and put your <strong>reference</strong> ' +
    "in the wire's memo field, so we can match it to your request.</p>" +
    '<ul><li>Beneficiary bank address: 200 Harbor Street, Boston, MA 02110, United States</li>' +
    '<li>Wires received before 3 p.m. ET on a business day are usually credited the same day.</li>' +
    '<li>Your bank may charge a fee for sending a wire.</li></ul>' +
    "<script>console.warn('sandbox: this script must never run')</script>",
};

const ALL_FEATURES: FeatureFlag[] = [
  ...DEFAULT_FEATURES,
  'CARD',
  'GIFT_CARD',
  'TRANSACTION2FA',
  'STAKINGS_APPLY',
  'STAKINGS_ADD_AMOUNT',
  'STAKINGS_PRODUCTS',
  'STAKINGS_RE_ENROLLMENT',
  'FIAT_TO_CRYPTO',
  'CARD_COURIER_OPTION',
];
const withoutOnboarding = DEFAULT_FEATURES.filter((f) => f !== 'ENABLE_ONBOARDING');
const RICH: Partial<Record<Currency, string>> = {
  USD: '12500.75',
  EUR: '3400.10',
  GBP: '980.00',
  AXC: '250000.12345',
  USAX: '1500.50000',
};

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'ada@demo.test',
    firstName: 'Ada',
    lastName: 'Lovelace',
    description:
      'active individual, all features, registration complete, three months of history, a token wallet (×1)',
    userType: 'INDIVIDUAL',
    complete: true,
    features: [...ALL_FEATURES, 'TOKEN_MIGRATION_CONSENT'],
    balances: RICH,
    history: 'recent',
    tokenWallet: '120.50000',
    transaction2fa: true,
  },
  {
    email: 'acme@demo.test',
    firstName: 'Wile',
    lastName: 'Coyote',
    description: 'active business (Acme), registration complete',
    userType: 'BUSINESS',
    complete: true,
    features: ALL_FEATURES,
    balances: RICH,
    transaction2fa: false,
  },
  {
    email: 'suspended@demo.test',
    firstName: 'Sam',
    lastName: 'Suspended',
    description: 'SUSPENDED individual',
    status: 'SUSPENDED',
    userType: 'INDIVIDUAL',
    complete: true,
    balances: { USD: '20.00', AXC: '10.00000' },
  },
  {
    email: 'closed@demo.test',
    firstName: 'Cleo',
    lastName: 'Closed',
    description: 'DEACTIVATED (closed account) individual',
    status: 'DEACTIVATED',
    userType: 'INDIVIDUAL',
    complete: true,
    balances: { USD: '35.50' },
  },
  {
    email: 'new@demo.test',
    firstName: 'Nina',
    lastName: 'New',
    description: 'registration incomplete, user type unset, ENABLE_ONBOARDING on',
    userType: 'UNKNOWN',
  },
  {
    email: 'newbiz@demo.test',
    firstName: 'Bea',
    lastName: 'Business',
    description: 'business, registration incomplete',
    userType: 'BUSINESS',
  },
  {
    email: 'noonboard@demo.test',
    firstName: 'Otto',
    lastName: 'Offboard',
    description: 'registration incomplete, no ENABLE_ONBOARDING',
    userType: 'UNKNOWN',
    features: withoutOnboarding,
  },
  {
    email: 'legacy@demo.test',
    firstName: 'Lee',
    lastName: 'Legacy',
    description:
      'created 2022-03-01 with TOKEN_MIGRATION_CONSENT, consent not agreed, a token wallet (×13.43)',
    userType: 'INDIVIDUAL',
    complete: true,
    createdAt: '2022-03-01T09:00:00Z',
    features: [...DEFAULT_FEATURES, 'TOKEN_MIGRATION_CONSENT'],
    consent: { [CONSENT_FORMS.tokenMigration]: false },
    balances: { USD: '410.00', AXC: '5000.00000' },
    tokenWallet: '750.00000',
  },
  {
    email: 'mfa@demo.test',
    firstName: 'Max',
    lastName: 'Factor',
    description: `TOTP on (authenticator secret ${DEMO_TOTP_SECRET})`,
    userType: 'INDIVIDUAL',
    complete: true,
    totpSecret: DEMO_TOTP_SECRET,
    balances: RICH,
  },
  {
    email: 'terms@demo.test',
    firstName: 'Terry',
    lastName: 'Terms',
    description: `an enabled terms entry (${DEMO_TERMS_NAME}) not agreed`,
    userType: 'INDIVIDUAL',
    complete: true,
    consent: { [DEMO_TERMS_NAME]: false },
    balances: { USD: '300.00' },
  },
  {
    email: 'reset@demo.test',
    firstName: 'Rita',
    lastName: 'Reset',
    description: 'password reset required',
    userType: 'INDIVIDUAL',
    complete: true,
    identityStatus: 'RESET_REQUIRED',
    balances: { USD: '150.00' },
  },
  {
    email: 'taxnotice@demo.test',
    firstName: 'Tax',
    lastName: 'Notice',
    description: 'tax-ID notification flagged (MANDATORY_TAX_ID)',
    userType: 'INDIVIDUAL',
    complete: true,
    taxIdNotification: true,
    features: [...DEFAULT_FEATURES, 'MANDATORY_TAX_ID'],
    balances: { USD: '800.00' },
  },
  {
    email: 'usax@demo.test',
    firstName: 'Uma',
    lastName: 'Usax',
    description: 'USAX terms update not agreed',
    userType: 'INDIVIDUAL',
    complete: true,
    consent: { [CONSENT_FORMS.usaxTerms]: false },
    balances: { USD: '250.00', USAX: '100.00000' },
  },
  {
    email: 'lowbalance@demo.test',
    firstName: 'Lou',
    lastName: 'Balance',
    description: 'total asset below the 100 USD threshold',
    userType: 'INDIVIDUAL',
    complete: true,
    balances: { USD: '12.34', AXC: '100.00000' },
  },
  {
    email: 'privileged@demo.test',
    firstName: 'Priya',
    lastName: 'Privileged',
    description: 'privileged user (transaction search and export), three months of history',
    userType: 'INDIVIDUAL',
    complete: true,
    privileged: true,
    features: ALL_FEATURES,
    balances: RICH,
    history: 'recent',
  },
  {
    email: 'eu@demo.test',
    firstName: 'Elsa',
    lastName: 'Europa',
    description: 'active individual in Germany (the EUROPE card region), all features',
    userType: 'INDIVIDUAL',
    complete: true,
    features: ALL_FEATURES,
    balances: RICH,
    address: {
      addressLine1: 'Friedrichstrasse 68',
      addressCity: 'Berlin',
      addressState: 'Berlin',
      addressPostalCode: '10117',
      addressCountry: 'DE',
    },
  },
  {
    email: 'heavy@demo.test',
    firstName: 'Hal',
    lastName: 'Heavy',
    description: '10,000 transactions over three years',
    userType: 'INDIVIDUAL',
    complete: true,
    features: ALL_FEATURES,
    balances: RICH,
    history: 'long',
  },
];

const COMPLETE: VerificationStatus = 'COMPLETED';

/** The card holder's profile columns of a demo customer: an address and birth date once registered, else none. */
function holderProfile(demo: DemoUser) {
  const address = demo.address ?? (demo.complete ? DEMO_ADDRESS : null);
  return {
    address_line1: address?.addressLine1 ?? null,
    address_line2: address?.addressLine2 ?? null,
    address_city: address?.addressCity ?? null,
    address_state: address?.addressState ?? null,
    address_postal_code: address?.addressPostalCode ?? null,
    address_country: address?.addressCountry ?? null,
    date_of_birth: demo.dateOfBirth ?? (demo.complete ? '1990-12-10' : null),
  };
}

/**
 * Seeds the demo bank once. Several processes may start at the same moment on one PostgreSQL: the seed runs in ONE
 * database transaction under an advisory lock, so exactly one process seeds, the others wait for it and find the
 * bank seeded (a no-op once ada@demo.test exists), and nobody ever sees half a seed. True when this call seeded.
 *
 * `demoPassword` is the demo users' password (by default the bank's configuration: the published one in local,
 * SEED_DEMO_PASSWORD with SEED_DEMO=1 elsewhere); null seeds the staking pools and the rate history but no demo user
 * (a dev/uat sandbox without SEED_DEMO=1).
 */
export async function ensureSeeded(
  ctx: BankContext,
  demoPassword: string | null = ctx.config.seedDemo ? ctx.config.demoPassword : null,
): Promise<boolean> {
  return inTransaction(ctx.db, (trx) =>
    runInTransaction({ trx, keptIfRefused: [] }, async () => {
      // No statement timeout here: the others wait as long as the one seeding takes (it can pass the bank's 30 s on a
      // busy machine, and a waiter that gave up exited and restarted: the fault suite's start failed so), and the
      // seed's own statements may take long once. The lock goes with the seeder's connection if it dies.
      await sql`SET LOCAL statement_timeout = 0`.execute(trx);
      await lockForTransaction(trx, 'axia:seed');
      return seedOnce(ctx, demoPassword);
    }),
  );
}

async function seedOnce(ctx: BankContext, demoPassword: string | null): Promise<boolean> {
  // The staking pools (README 'Staking pools'): each made once, also in a database seeded before they existed.
  await ensureStakingProducts(ctx.db, ctx.clock.now());
  // The rate source's past year, so the rate card's 24 h / 7 d line has something to draw (issue 30): once, also in a
  // database seeded before the rate history existed.
  if (!(await ctx.db.selectFrom('rate_history').select('id').limit(1).executeTakeFirst()))
    await seedRateHistory(ctx);
  if (demoPassword === null) return false;
  // Also in a database seeded before the staff console existed.
  await ensureStaffDemoUsers(ctx, demoPassword);
  const exists = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'ada@demo.test')
    .executeTakeFirst();
  if (exists) return false;
  const now = ctx.clock.now();
  await ctx.db
    .insertInto('terms')
    .values({
      name: DEMO_TERMS_NAME,
      enabled: true,
      value_json: JSON.stringify({
        header: 'Updated Terms of Use',
        body: 'We have updated our Terms of Use. Please read and accept them to continue.',
      }),
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  await ctx.settings.set(SETTING_KEYS.banner, {
    enabled: true,
    header: 'Welcome to the Axia sandbox',
    body: 'This is a demonstration bank. No real money moves here.',
    lastUpdatedAt: now.toISOString(),
  });
  await setWireDepositInfo(ctx, SANDBOX_WIRE_DEPOSIT_INFO);

  for (const demo of DEMO_USERS) await createDemoCustomer(ctx, demo, undefined, demoPassword);
  // ada@ has one staking in term (applied 20 days ago, funded by the bank: her balances stay as listed).
  await adminCreateStaking(ctx, {
    email: 'ada@demo.test',
    productCode: 'AXC_QUARTER_3M',
    amount: '5000',
    appliedAt: new Date(now.getTime() - 20 * 86_400_000).toISOString(),
    description: 'Sandbox demo staking',
  });
  return true;
}

/**
 * A customer in the state a demo user describes (identity, status, flags, verification, consent, balances, a
 * frozen GBP account), under `email` when given: the seed makes each demo user with it, and the back office makes
 * fresh copies of one for tests that change a customer's state (agreeing to terms, resetting a password).
 * `password` is the demo users' (by default the bank's configuration, config.demoPassword). Returns the customer's id.
 */
export async function createDemoCustomer(
  ctx: BankContext,
  demo: DemoUser,
  email?: string,
  password: string | null = ctx.config.demoPassword,
) {
  if (password === null) {
    throw new Error('No demo password is configured: SEED_DEMO_PASSWORD (outside local)');
  }
  const now = ctx.clock.now();
  const createdAt = new Date(demo.createdAt ?? '2025-01-15T10:00:00Z');
  const sub = await createConfirmedIdentity(ctx, {
    email: (email ?? demo.email).toLowerCase(),
    password,
    givenName: demo.firstName,
    familyName: demo.lastName,
    createdAt,
    status: demo.identityStatus ?? 'CONFIRMED',
    totpSecret: demo.totpSecret,
  });
  const business = demo.userType === 'BUSINESS';
  const done = (required: boolean): VerificationStatus =>
    demo.complete && required ? COMPLETE : 'INCOMPLETE';
  await ctx.db
    .updateTable('users')
    .set({
      status: demo.status ?? 'ACTIVE',
      features: JSON.stringify(demo.features ?? DEFAULT_FEATURES),
      user_type: demo.userType ?? 'UNKNOWN',
      kyc_status: demo.complete ? COMPLETE : 'INCOMPLETE',
      tax_id_status: demo.complete ? COMPLETE : 'INCOMPLETE',
      business_records_status: business ? done(true) : 'NOT_REQUIRED',
      business_address_status: business ? done(true) : 'NOT_REQUIRED',
      pep_status: demo.complete ? 'NONE' : null,
      tax_id: demo.complete ? '123-45-6789' : null,
      tax_id_country_code: demo.complete ? 'US' : null,
      // Everyone but the user the demo is about has agreed to the terms and USAX update.
      consent: JSON.stringify({
        [DEMO_TERMS_NAME]: true,
        [CONSENT_FORMS.usaxTerms]: true,
        ...demo.consent,
      }),
      tax_id_notification: demo.taxIdNotification ?? false,
      privileged: demo.privileged ?? false,
      ...holderProfile(demo),
      // The transaction second factor of both types (on for ada@, off for acme@ and the others).
      settings: sql<string>`settings || ${JSON.stringify({
        transaction2fa: {
          TRANSFER_BETWEEN_MEMBERS: { enabled: demo.transaction2fa ?? false, method: 'EMAIL' },
          WIRE_TRANSFER: { enabled: demo.transaction2fa ?? false, method: 'EMAIL' },
        },
      })}::jsonb`,
    })
    .where('id', '=', sub)
    .execute();
  const accounts = await ctx.db
    .selectFrom('accounts')
    .select(['id', 'currency'])
    .where('user_id', '=', sub)
    .execute();
  if (demo.history) {
    const byCurrency = Object.fromEntries(accounts.map((a) => [a.currency, a.id]));
    await seedHistory(
      ctx,
      {
        id: sub,
        email: email ?? demo.email,
        firstName: demo.firstName,
        lastName: demo.lastName,
        template: demo.email,
      },
      demo.history,
      byCurrency,
      demo.balances ?? {},
    );
  } else {
    for (const account of accounts) {
      const amount = demo.balances?.[account.currency as Currency];
      if (amount)
        await creditFrom(ctx.db, 'SANDBOX_FUNDING', {
          accountId: account.id,
          amount,
          type: 'USER_CREATION',
          method: 'SANDBOX',
          createdAt: now,
        });
    }
  }
  if (demo.tokenWallet)
    await createTokenWallet(ctx.db, {
      userId: sub,
      address: sandboxTokenWalletAddress(sub),
      axc: demo.tokenWallet,
      email: (email ?? demo.email).toLowerCase(),
      createdAt,
    });
  // One account per user needs action, so 'Action Required' can be seen.
  const gbp = accounts.find((a) => a.currency === 'GBP');
  if (gbp)
    await ctx.db
      .updateTable('accounts')
      .set({ status: 'FROZEN' })
      .where('id', '=', gbp.id)
      .execute();
  return sub;
}
