import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankContext } from '../src/context';
import type { BankDatabase } from '../src/db/open';
import { CAPABILITIES, checkGate, enforceCapability, enforceGate } from '../src/modules/gates';
import { engine, engineUnavailable, freshDatabase } from './harness';

// Seed 000 §2.2, seed 001 §6, issue 27 #4: how a gate is enforced (src/modules/gates, enforceGate and
// enforceCapability), without a bank: over a fresh database holding one customer per status, registered or not.
// A gate with statuses reads the profile (404 without one), refuses a status it does not list (403 with the
// status's words) and then, when it needs registration, a customer who has not completed it (403 'Please complete
// user registration.'); the open gate reads nothing. The table of which call has which gate is gates-table.test.ts;
// the same refusals through the API are api-gates.test.ts.

const SUSPENDED = 'Your account is suspended, so this action is not available.';
const CLOSED =
  'Your account is closed, so this action is not available. For further inquiries, please contact customer support.';
const REGISTER = 'Please complete user registration.';
const NO_PROFILE = 'User profile not found';

let database: BankDatabase;
let cleanup: () => void;
let ctx: BankContext;

/** Customers by status and registration: `active-registered`, `suspended-unregistered`, ... */
const STATUSES = ['ACTIVE', 'SUSPENDED', 'DEACTIVATED'] as const;
const who = (status: (typeof STATUSES)[number], registered: boolean) =>
  `${status.toLowerCase()}-${registered ? 'registered' : 'unregistered'}`;

/** What a gate answers `userId`: 'passes', or the refusal's status and message. */
async function outcome(check: () => Promise<void>) {
  try {
    await check();
    return 'passes';
  } catch (error) {
    const { statusCode, message } = error as { statusCode?: number; message: string };
    return `${statusCode} ${message}`;
  }
}

const capability = (name: Parameters<typeof enforceCapability>[1], userId: string) =>
  outcome(() => enforceCapability(ctx, name, userId));
const call = (name: Parameters<typeof enforceGate>[1], userId: string) =>
  outcome(() => enforceGate(ctx, name, userId));

describe.skipIf(engineUnavailable)(`the gates' enforcement (${engine})`, () => {
  beforeAll(async () => {
    ({ database, cleanup } = await freshDatabase());
    ctx = { db: database.db } as BankContext;
    for (const status of STATUSES)
      for (const registered of [true, false]) {
        const id = who(status, registered);
        // An INDIVIDUAL is registered with identity and tax ID completed and a PEP declaration made.
        await database.db
          .insertInto('users')
          .values({
            id,
            email: `${id}@gates.test`,
            first_name: 'Ada',
            last_name: 'Lovelace',
            status,
            created_at: new Date('2026-11-21T12:00:00Z'),
            features: JSON.stringify([]),
            consent: JSON.stringify({}),
            user_type: 'INDIVIDUAL',
            kyc_status: registered ? 'COMPLETED' : 'INCOMPLETE',
            tax_id_status: registered ? 'COMPLETED' : 'INCOMPLETE',
            business_records_status: 'INCOMPLETE',
            business_address_status: 'INCOMPLETE',
            pep_status: registered ? 'NO' : null,
            business_records: JSON.stringify({}),
            business_address: JSON.stringify({}),
            settings: JSON.stringify({}),
          })
          .execute();
      }
  });

  afterAll(async () => {
    await database?.close();
    cleanup?.();
  });

  it('lets anyone through the open gate without reading a profile, even a signed-in identity with none', async () => {
    expect(await capability('open', 'no-such-customer')).toBe('passes');
    expect(await call('getBankSetting', 'no-such-customer')).toBe('passes');
  });

  it('answers 404 to a signed-in identity without a bank profile at every gate that reads one', async () => {
    for (const name of [
      'account',
      'onboarding',
      'profile',
      'depositInfo',
      'deposit',
      'area',
      'banking',
    ] as const)
      expect(await capability(name, 'no-such-customer')).toBe(`404 ${NO_PROFILE}`);
    expect(await call('getUser', 'no-such-customer')).toBe(`404 ${NO_PROFILE}`);
  });

  it('lets every status, registered or not, read its own account', async () => {
    for (const status of STATUSES)
      for (const registered of [true, false])
        expect(await capability('account', who(status, registered))).toBe('passes');
  });

  it('lets only ACTIVE customers through the onboarding, profile and area gates, registration not needed', async () => {
    for (const name of ['onboarding', 'profile', 'area'] as const) {
      expect(await capability(name, 'active-unregistered')).toBe('passes');
      expect(await capability(name, 'active-registered')).toBe('passes');
      expect(await capability(name, 'suspended-registered')).toBe(`403 ${SUSPENDED}`);
      expect(await capability(name, 'deactivated-registered')).toBe(`403 ${CLOSED}`);
    }
  });

  it('lets a SUSPENDED customer see what a deposit offers, but not a closed one', async () => {
    expect(await capability('depositInfo', 'active-unregistered')).toBe('passes');
    expect(await capability('depositInfo', 'suspended-unregistered')).toBe('passes');
    expect(await capability('depositInfo', 'deactivated-registered')).toBe(`403 ${CLOSED}`);
  });

  it('lets ACTIVE and SUSPENDED customers deposit once registered', async () => {
    expect(await capability('deposit', 'active-registered')).toBe('passes');
    expect(await capability('deposit', 'suspended-registered')).toBe('passes');
    expect(await capability('deposit', 'active-unregistered')).toBe(`403 ${REGISTER}`);
    expect(await capability('deposit', 'suspended-unregistered')).toBe(`403 ${REGISTER}`);
    expect(await capability('deposit', 'deactivated-registered')).toBe(`403 ${CLOSED}`);
  });

  it('lets only a registered ACTIVE customer move money', async () => {
    expect(await capability('banking', 'active-registered')).toBe('passes');
    expect(await capability('banking', 'active-unregistered')).toBe(`403 ${REGISTER}`);
    expect(await capability('banking', 'suspended-registered')).toBe(`403 ${SUSPENDED}`);
    expect(await capability('banking', 'deactivated-registered')).toBe(`403 ${CLOSED}`);
  });

  it("names the customer's status before their registration when both stand in the way", async () => {
    expect(await capability('banking', 'suspended-unregistered')).toBe(`403 ${SUSPENDED}`);
    expect(await capability('deposit', 'deactivated-unregistered')).toBe(`403 ${CLOSED}`);
  });

  it("enforces a contract call's own gate", async () => {
    expect(await call('transferBetweenMembers', 'active-registered')).toBe('passes');
    expect(await call('transferBetweenMembers', 'active-unregistered')).toBe(`403 ${REGISTER}`);
    expect(await call('getUser', 'deactivated-unregistered')).toBe('passes');
    expect(await call('updateUser', 'suspended-registered')).toBe(`403 ${SUSPENDED}`);
    expect(await call('getTokenWallet', 'suspended-unregistered')).toBe('passes');
  });

  it('checks a profile already read (checkGate) with the same answers, reading nothing', async () => {
    const row = async (id: string) =>
      database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const checked = async (name: keyof typeof CAPABILITIES, id: string) => {
      const user = await row(id);
      return outcome(async () => checkGate(CAPABILITIES[name], user));
    };
    expect(await checked('banking', 'active-registered')).toBe('passes');
    expect(await checked('banking', 'active-unregistered')).toBe(`403 ${REGISTER}`);
    expect(await checked('banking', 'suspended-unregistered')).toBe(`403 ${SUSPENDED}`);
    expect(await checked('banking', 'deactivated-registered')).toBe(`403 ${CLOSED}`);
    expect(await checked('profile', 'active-unregistered')).toBe('passes');
    expect(await checked('account', 'deactivated-unregistered')).toBe('passes');
    // The open gate lets any row through.
    expect(await checked('open', 'suspended-unregistered')).toBe('passes');
  });
});
