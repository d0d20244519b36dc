import type * as NodeCrypto from 'node:crypto';
import { createHash, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FixedClock } from '../src/clock';
import type { BankContext } from '../src/context';
import { runInTransaction, type AmbientScope } from '../src/db/ambient';
import type { BankDatabase } from '../src/db/open';
import { MultiStatus } from '../src/http/api-route';
import { takeCodeMailSlot } from '../src/identity/mail-limit';
import type { OutgoingMail } from '../src/mail';
import {
  canonicalJson,
  needsSecondFactor,
  passkeyChallenge,
  requestFingerprint,
  secondFactor,
  sourceName,
  transaction2faSetting,
  type PaymentSummary,
  type SecondFactorApproval,
  type SecondFactorPurpose,
} from '../src/modules/transfers/second-factor';
import { engine, engineUnavailable, freshDatabase } from './harness';
import { SoftwareAuthenticator } from './passkey-authenticator';

// docs/money.md 'Transaction second factor'; seed 001 §2, §7, §8: the transaction second factor without a bank. Its pure
// parts (the request's fingerprint, who needs the factor), then secondFactor() called directly over a fresh
// database on a fixed clock with a mail sender that keeps what it is given: the code mailed and the record written
// by the first call, and every way the second call is refused or approved. The code approves only the request it
// was issued for: the transfer services hand it that request (api-second-factor-binding.test.ts and the transfer
// suites drive it through the API).

// The code is random: one test makes it small, to see its leading zeros kept.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof NodeCrypto>();
  return { ...actual, randomInt: vi.fn(actual.randomInt) };
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const INVALID = 'Verification code is invalid';
const EXPIRED = 'Verification code is expired';
const MISMATCH = 'This code was issued for another transfer. Please send the transfer again.';
const TOO_MANY = 'Too many incorrect codes. Please send the transfer again.';
const CODE_SENT = 'A verification code has been sent to your email';
const RECORD_REQUIRED = 'transaction2faRecordId is required with mfaCode';
const MAILS_LIMITED =
  'Too many verification codes requested. Please wait a few minutes and try again.';
const START = new Date('2026-11-21T12:00:00.000Z');
/** The bank's public origin in these tests: the passkeys' relying party is its host. */
const ORIGIN = 'https://bank.second-factor.test';

/** A wire of 100 USD to a payee: the request a code is asked for. */
const WIRE = {
  kind: 'WIRE_TRANSFER',
  fromAccountId: 'usd-1',
  amount: '100',
  currency: 'USD',
  beneficiaryId: 'landlord',
  userMemo: 'rent',
  sourceOfFunds: 'SALARY',
};

let database: BankDatabase;
let cleanup: () => void;
let ctx: BankContext;
let clock: FixedClock;
let mails: OutgoingMail[];
let mailFails = false;

type Customer = {
  id: string;
  email: string;
  first_name: string;
  settings: Record<string, unknown>;
  features: string[];
};
let customers = 0;

/** A new customer with the TRANSACTION2FA feature and the factor on for wires and member transfers. */
async function customer(): Promise<Customer> {
  customers++;
  const row = {
    id: `customer-${customers}`,
    email: `ada.${customers}@second-factor.test`,
    first_name: 'Ada',
    settings: {
      transaction2fa: {
        WIRE_TRANSFER: { enabled: true },
        TRANSFER_BETWEEN_MEMBERS: { enabled: true },
      },
    },
    features: ['TRANSACTION2FA'],
  };
  await database.db
    .insertInto('users')
    .values({
      ...row,
      last_name: 'Lovelace',
      status: 'ACTIVE',
      created_at: START,
      features: JSON.stringify(row.features),
      consent: JSON.stringify({}),
      user_type: 'INDIVIDUAL',
      kyc_status: 'COMPLETED',
      tax_id_status: 'COMPLETED',
      business_records_status: 'INCOMPLETE',
      business_address_status: 'INCOMPLETE',
      pep_status: 'NO',
      business_records: JSON.stringify({}),
      business_address: JSON.stringify({}),
      settings: JSON.stringify(row.settings),
    })
    .execute();
  return row;
}

const record = (id: string) =>
  database.db
    .selectFrom('second_factor_records')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const recordsOf = (who: Customer) =>
  database.db
    .selectFrom('second_factor_records')
    .selectAll()
    .where('user_id', '=', who.id)
    .execute();

/** The first call: the code mailed, and the id of its record. */
async function askCode(
  who: Customer,
  request: unknown = WIRE,
  purpose: SecondFactorPurpose = 'WIRE_TRANSFER',
) {
  const answer = await secondFactor(ctx, who, purpose, request, {});
  expect(answer).toBeInstanceOf(MultiStatus);
  const recordId = String((answer as MultiStatus).body.transaction2faRecordId);
  return { recordId, code: mails.at(-1)!.code!, body: (answer as MultiStatus).body };
}

/** The second call's approval. */
async function approve(
  who: Customer,
  recordId: string,
  code: string,
  request: unknown = WIRE,
  purpose: SecondFactorPurpose = 'WIRE_TRANSFER',
) {
  const answer = await secondFactor(ctx, who, purpose, request, {
    mfaCode: code,
    transaction2faRecordId: recordId,
  });
  expect(answer).not.toBeInstanceOf(MultiStatus);
  return answer as SecondFactorApproval;
}

/** The second call's refusal: its status and message ('approved' when it was not refused). */
async function refusal(
  who: Customer,
  recordId: string | undefined,
  code: string,
  request: unknown = WIRE,
  purpose: SecondFactorPurpose = 'WIRE_TRANSFER',
) {
  try {
    await secondFactor(ctx, who, purpose, request, {
      mfaCode: code,
      transaction2faRecordId: recordId,
    });
    return 'approved';
  } catch (error) {
    const { statusCode, message } = error as { statusCode?: number; message: string };
    return `${statusCode} ${message}`;
  }
}

/** A six-digit code other than `code`. */
const wrong = (code: string) => (code === '111111' ? '222222' : '111111');

describe('the fingerprint of a request', () => {
  it('prints object keys sorted at every level, arrays in their order, and drops absent fields', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, 1, 2], c: 'x' }, e: undefined })).toBe(
      '{"a":{"c":"x","d":[3,1,2]},"b":1}',
    );
    expect(canonicalJson([{ y: 2, x: 1 }, 'z'])).toBe('[{"x":1,"y":2},"z"]');
  });

  it('prints plain values as JSON and nothing as null', () => {
    expect(canonicalJson('100.50')).toBe('"100.50"');
    expect(canonicalJson(7)).toBe('7');
    expect(canonicalJson(true)).toBe('true');
    expect(canonicalJson(null)).toBe('null');
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson({ memo: null })).toBe('{"memo":null}');
    expect(canonicalJson([])).toBe('[]');
    expect(canonicalJson({})).toBe('{}');
  });

  it('is the sha256 of the purpose and the request, the same whatever order the fields came in', () => {
    expect(requestFingerprint('WIRE_TRANSFER', { currency: 'USD', amount: '100' })).toBe(
      sha256('{"purpose":"WIRE_TRANSFER","request":{"amount":"100","currency":"USD"}}'),
    );
    expect(requestFingerprint('WIRE_TRANSFER', { amount: '100', currency: 'USD' })).toBe(
      requestFingerprint('WIRE_TRANSFER', { currency: 'USD', amount: '100' }),
    );
  });

  it('differs when any part of the request differs: amount, payee, memo, source of funds, account, purpose', () => {
    const of = (request: unknown, purpose: SecondFactorPurpose = 'WIRE_TRANSFER') =>
      requestFingerprint(purpose, request);
    const variants = [
      of(WIRE),
      of({ ...WIRE, amount: '100.01' }),
      of({ ...WIRE, beneficiaryId: 'stranger' }),
      of({ ...WIRE, userMemo: 'rent!' }),
      of({ ...WIRE, userMemo: null }),
      of({ ...WIRE, sourceOfFunds: 'SAVINGS' }),
      of({ ...WIRE, fromAccountId: 'usd-2' }),
      of(WIRE, 'TRANSFER_BETWEEN_MEMBERS'),
    ];
    expect(new Set(variants).size).toBe(8);
  });
});

describe('who needs the second factor', () => {
  const on = { transaction2fa: { WIRE_TRANSFER: { enabled: true } } };

  it("reads a transfer type's setting as on only when it is stored as enabled: true", () => {
    expect(transaction2faSetting({ settings: on }, 'WIRE_TRANSFER')).toBe(true);
    expect(transaction2faSetting({ settings: on }, 'TRANSFER_BETWEEN_MEMBERS')).toBe(false);
    expect(
      transaction2faSetting(
        { settings: { transaction2fa: { WIRE_TRANSFER: { enabled: 'true' } } } },
        'WIRE_TRANSFER',
      ),
    ).toBe(false);
    expect(
      transaction2faSetting(
        { settings: { transaction2fa: { WIRE_TRANSFER: { enabled: false } } } },
        'WIRE_TRANSFER',
      ),
    ).toBe(false);
    expect(transaction2faSetting({ settings: {} }, 'WIRE_TRANSFER')).toBe(false);
    expect(transaction2faSetting({ settings: null as never }, 'WIRE_TRANSFER')).toBe(false);
  });

  it('asks for it only with both the TRANSACTION2FA feature and the setting on', () => {
    expect(needsSecondFactor({ settings: on, features: ['TRANSACTION2FA'] }, 'WIRE_TRANSFER')).toBe(
      true,
    );
    expect(needsSecondFactor({ settings: on, features: [] }, 'WIRE_TRANSFER')).toBe(false);
    expect(needsSecondFactor({ settings: {}, features: ['TRANSACTION2FA'] }, 'WIRE_TRANSFER')).toBe(
      false,
    );
  });
});

describe.skipIf(engineUnavailable)(`the second factor of a request (${engine})`, () => {
  beforeAll(async () => {
    ({ database, cleanup } = await freshDatabase());
    clock = new FixedClock(START);
    mails = [];
    ctx = {
      db: database.db,
      clock,
      config: { publicOrigin: ORIGIN },
      mail: {
        send: async (mail: OutgoingMail) => {
          if (mailFails) throw new Error('the mail server is down');
          mails.push(mail);
        },
      },
    } as unknown as BankContext;
  });

  afterAll(async () => {
    await database?.close();
    cleanup?.();
  });

  it('lets a transfer through without a code when the customer does not have the factor on, and sends nothing', async () => {
    const ada = await customer();
    const withoutFeature = { ...ada, features: [] };
    const settingOff = { ...ada, settings: {} };
    const sent = mails.length;
    for (const who of [withoutFeature, settingOff]) {
      const approval = await secondFactor(ctx, who, 'WIRE_TRANSFER', WIRE, {});
      expect(approval).not.toBeInstanceOf(MultiStatus);
      await expect((approval as SecondFactorApproval).consume(database.db)).resolves.toBe(
        undefined,
      );
    }
    expect(mails.length).toBe(sent);
    expect(await recordsOf(ada)).toEqual([]);
  });

  it('always asks for a code to change the transaction security settings', async () => {
    const ada = { ...(await customer()), features: [], settings: {} };
    const { body } = await askCode(ada, { enable: true }, 'USER_SETTING');
    expect(body.message).toBe(CODE_SENT);
    expect(mails.at(-1)!.body).toContain('your change of the transaction security settings');
  });

  it('mails a six-digit code for this request, valid 5 minutes, and keeps only its hash', async () => {
    const ada = await customer();
    clock.set(START);
    const { recordId, code, body } = await askCode(ada);
    expect(recordId).toMatch(/^[0-9a-f]{32}$/);
    expect(code).toMatch(/^\d{6}$/);
    expect(body).toEqual({
      message: CODE_SENT,
      transaction2faRecordId: recordId,
      expiresAt: '2026-11-21T12:05:00.000Z',
    });
    expect(mails.at(-1)).toEqual({
      to: ada.email,
      subject: 'Your verification code',
      code,
      body:
        `Hello Ada, your verification code for your wire transfer is ${code}. It expires in 5 minutes and ` +
        'approves only this request. If you did not ask for it, contact customer support.',
    });
    expect(await record(recordId)).toEqual({
      id: recordId,
      user_id: ada.id,
      purpose: 'WIRE_TRANSFER',
      fingerprint: sha256(
        '{"purpose":"WIRE_TRANSFER","request":{"amount":"100","beneficiaryId":"landlord","currency":"USD",' +
          '"fromAccountId":"usd-1","kind":"WIRE_TRANSFER","sourceOfFunds":"SALARY","userMemo":"rent"}}',
      ),
      code_hash: sha256(`${recordId}:${code}`),
      attempts: 0,
      expires_at: new Date('2026-11-21T12:05:00.000Z'),
      used_at: null,
      created_at: START,
      // A code's record: no passkey nonce (issue 45).
      passkey_nonce: null,
    });
  });

  it("names a member transfer in the code's mail", async () => {
    const ada = await customer();
    await askCode(ada, { amount: '5' }, 'TRANSFER_BETWEEN_MEMBERS');
    expect(mails.at(-1)!.body).toContain('your verification code for your transfer to a member is');
  });

  it('keeps the leading zeros of a small code', async () => {
    const ada = await customer();
    vi.mocked(randomInt as (min: number, max: number) => number).mockReturnValueOnce(42);
    const { recordId, code } = await askCode(ada);
    expect(code).toBe('000042');
    await approve(ada, recordId, '000042');
  });

  it('sends no code beyond five transaction code mails to one address in 15 minutes: 429, no record', async () => {
    const ada = await customer();
    for (let i = 0; i < 5; i++)
      expect(await takeCodeMailSlot(ctx, ada.email, 'TRANSACTION')).toBe(true);
    const sent = mails.length;
    await expect(secondFactor(ctx, ada, 'WIRE_TRANSFER', WIRE, {})).rejects.toMatchObject({
      statusCode: 429,
      message: MAILS_LIMITED,
    });
    expect(mails.length).toBe(sent);
    expect(await recordsOf(ada)).toEqual([]);
  });

  it('writes no record when the code cannot be mailed', async () => {
    const ada = await customer();
    mailFails = true;
    try {
      await expect(secondFactor(ctx, ada, 'WIRE_TRANSFER', WIRE, {})).rejects.toThrow(
        'the mail server is down',
      );
    } finally {
      mailFails = false;
    }
    expect(await recordsOf(ada)).toEqual([]);
  });

  it('asks for the record id with the code: 400', async () => {
    const ada = await customer();
    expect(await refusal(ada, undefined, '123456')).toBe(`400 ${RECORD_REQUIRED}`);
  });

  it('approves the request once with the right code: the approval marks the record used, at that time', async () => {
    const ada = await customer();
    const { recordId, code } = await askCode(ada);
    const approval = await approve(ada, recordId, code);
    expect((await record(recordId)).used_at).toBe(null);
    expect((await record(recordId)).attempts).toBe(1);
    clock.advance(30_000);
    const usedAt = clock.now();
    await approval.consume(database.db);
    expect((await record(recordId)).used_at).toEqual(usedAt);
    expect(await refusal(ada, recordId, code)).toBe(`422 ${INVALID}`);
  });

  it('approves once when two right codes race: the second approval finds the record used', async () => {
    const ada = await customer();
    const { recordId, code } = await askCode(ada);
    const first = await approve(ada, recordId, code);
    const second = await approve(ada, recordId, code);
    await first.consume(database.db);
    await expect(second.consume(database.db)).rejects.toMatchObject({
      statusCode: 422,
      message: INVALID,
    });
  });

  it('refuses a code issued for another request, and the code still approves its own', async () => {
    const ada = await customer();
    const { recordId, code } = await askCode(ada);
    for (const other of [
      { ...WIRE, amount: '1000' },
      { ...WIRE, beneficiaryId: 'stranger' },
      { ...WIRE, userMemo: 'other' },
      { ...WIRE, sourceOfFunds: 'GIFT' },
    ])
      expect(await refusal(ada, recordId, code, other)).toBe(`422 ${MISMATCH}`);
    expect(await refusal(ada, recordId, code, WIRE, 'TRANSFER_BETWEEN_MEMBERS')).toBe(
      `422 ${MISMATCH}`,
    );
    expect((await record(recordId)).attempts).toBe(0);
    await approve(ada, recordId, code);
  });

  it("answers another customer's record or an unknown one as an invalid code", async () => {
    const ada = await customer();
    const eve = await customer();
    const { recordId, code } = await askCode(ada);
    expect(await refusal(eve, recordId, code)).toBe(`422 ${INVALID}`);
    expect(await refusal(ada, 'no-such-record', code)).toBe(`422 ${INVALID}`);
    expect((await record(recordId)).attempts).toBe(0);
  });

  it('expires the code 5 minutes after it was sent, to the millisecond', async () => {
    const ada = await customer();
    clock.set(START);
    const { recordId, code } = await askCode(ada);
    clock.set(new Date('2026-11-21T12:05:00.000Z'));
    expect(await refusal(ada, recordId, code)).toBe(`422 ${EXPIRED}`);
    clock.set(new Date('2026-11-21T12:04:59.999Z'));
    await approve(ada, recordId, code);
  });

  it('counts wrong codes: four are invalid, the fifth ends the record, even for the right code after', async () => {
    const ada = await customer();
    const { recordId, code } = await askCode(ada);
    for (let i = 1; i <= 4; i++) {
      expect(await refusal(ada, recordId, wrong(code))).toBe(`422 ${INVALID}`);
      expect((await record(recordId)).attempts).toBe(i);
    }
    expect(await refusal(ada, recordId, 'abcdef')).toBe(`422 ${TOO_MANY}`);
    expect((await record(recordId)).attempts).toBe(5);
    expect(await refusal(ada, recordId, code)).toBe(`422 ${TOO_MANY}`);
    expect((await record(recordId)).attempts).toBe(5);
  });

  it('lets the fifth attempt be the right code', async () => {
    const ada = await customer();
    const { recordId, code } = await askCode(ada);
    for (let i = 0; i < 4; i++) await refusal(ada, recordId, wrong(code));
    await approve(ada, recordId, code);
    expect((await record(recordId)).attempts).toBe(5);
  });

  it('lets concurrent guesses claim no more than the five attempts: one right code of two approves', async () => {
    const ada = await customer();
    const { recordId, code } = await askCode(ada);
    for (let i = 0; i < 4; i++) await refusal(ada, recordId, wrong(code));
    const answers = await Promise.all([refusal(ada, recordId, code), refusal(ada, recordId, code)]);
    expect(answers.sort()).toEqual([`422 ${TOO_MANY}`, 'approved']);
    expect((await record(recordId)).attempts).toBe(5);
  });

  it('refuses a code against a damaged record as invalid rather than failing', async () => {
    const ada = await customer();
    const { recordId, code } = await askCode(ada);
    await database.db
      .updateTable('second_factor_records')
      .set({ code_hash: 'abcd' })
      .where('id', '=', recordId)
      .execute();
    expect(await refusal(ada, recordId, code)).toBe(`422 ${INVALID}`);
  });

  it('inside a keyed request, hands over the attempt a wrong code claimed, to be counted again after the rollback', async () => {
    const ada = await customer();
    const { recordId, code } = await askCode(ada);
    const scope: AmbientScope = { trx: null as never, keptIfRefused: [] };
    const answer = await runInTransaction(scope, () => refusal(ada, recordId, wrong(code)));
    expect(answer).toBe(`422 ${INVALID}`);
    expect(scope.keptIfRefused).toHaveLength(1);
    expect((await record(recordId)).attempts).toBe(1);
    await scope.keptIfRefused[0]!(database.db);
    expect((await record(recordId)).attempts).toBe(2);
  });

  it('answers a record whose five attempts are spent as spent, even sent with another request or after it expired', async () => {
    const ada = await customer();
    clock.set(START);
    const { recordId, code } = await askCode(ada);
    for (let i = 0; i < 5; i++) await refusal(ada, recordId, wrong(code));
    expect(await refusal(ada, recordId, code, { ...WIRE, amount: '1' })).toBe(`422 ${TOO_MANY}`);
    clock.set(new Date('2026-11-21T12:05:00.000Z'));
    expect(await refusal(ada, recordId, code)).toBe(`422 ${TOO_MANY}`);
  });
});

describe('the passkey of a payment (issue 45)', () => {
  it('binds the challenge to the fingerprint and the nonce, and names the source account as the app shows it', () => {
    expect(passkeyChallenge('f1', 'n1')).toBe(
      createHash('sha256').update('f1:n1').digest('base64url'),
    );
    expect(passkeyChallenge('f1', 'n2')).not.toBe(passkeyChallenge('f1', 'n1'));
    const account = { alias: 'Savings', type_public_name: 'US Dollar Account', public_id: 'USD1' };
    expect(sourceName(account)).toBe('Savings USD1');
    expect(sourceName({ ...account, alias: null })).toBe('US Dollar Account USD1');
    expect(sourceName({ ...account, alias: '' })).toBe('US Dollar Account USD1');
  });
});

describe.skipIf(engineUnavailable)(`approving by passkey (${engine})`, () => {
  const PAYMENT: PaymentSummary = {
    amount: '100.00',
    currency: 'USD',
    payee: 'Jane Landlord',
    source: 'US Dollar Account USD1',
  };
  const REFUSED = 'We could not verify your passkey. Please try again.';
  const P_INVALID = 'This passkey approval is not valid. Please send the request again.';
  const P_EXPIRED = 'This passkey approval has expired. Please send the request again.';
  const P_MISMATCH =
    'This passkey approval was for another request. Please send the request again.';
  const P_TOO_MANY = 'Too many passkey attempts. Please send the request again.';

  beforeAll(async () => {
    ({ database, cleanup } = await freshDatabase());
    clock = new FixedClock(START);
    mails = [];
    ctx = {
      db: database.db,
      clock,
      config: { publicOrigin: ORIGIN },
      mail: { send: async (mail: OutgoingMail) => void mails.push(mail) },
    } as unknown as BankContext;
  });
  afterAll(async () => {
    await database?.close();
    cleanup?.();
  });

  /** A customer with the factor on and a passkey (`transports` as the identity stored them). */
  async function withPasskey(transports: unknown = ['internal', 'hybrid']) {
    clock.set(START);
    const who = await customer();
    await database.db
      .insertInto('identity_users')
      .values({
        sub: who.id,
        username: who.email,
        email: who.email,
        email_verified: true,
        given_name: 'Ada',
        family_name: 'Lovelace',
        password_hash: 'x',
        status: 'CONFIRMED',
        locked_until: null,
        totp_secret: null,
        totp_pending_secret: null,
        totp_last_step: null,
        totp_verified_at: null,
        created_at: START,
        updated_at: START,
        passkey_grant_until: null,
      })
      .execute();
    const passkey = SoftwareAuthenticator.create(ORIGIN);
    await database.db
      .insertInto('webauthn_credentials')
      .values({
        credential_id: passkey.credentialId,
        sub: who.id,
        public_key: Buffer.from(passkey.cosePublicKey()).toString('base64url'),
        sign_count: 0,
        transports: JSON.stringify(transports),
        device_type: 'singleDevice',
        backed_up: false,
        aaguid: '00000000-0000-0000-0000-000000000000',
        name: 'Passkey',
        created_at: START,
        last_used_at: null,
      })
      .execute();
    return { who, passkey };
  }

  /** The first call of `who` for WIRE (or `request`): the 207's body. */
  async function ask(
    who: Customer,
    options: { request?: unknown; payment?: PaymentSummary; approveWith?: 'CODE' } = {},
  ) {
    const { request = WIRE, payment = PAYMENT, approveWith } = options;
    const answer = await secondFactor(
      ctx,
      who,
      'WIRE_TRANSFER',
      request,
      approveWith ? { approveWith } : {},
      payment,
    );
    expect(answer).toBeInstanceOf(MultiStatus);
    return (answer as MultiStatus).body as {
      transaction2faRecordId: string;
      message: string;
      passkey?: { challenge: string; rpId: string };
    };
  }

  /** The second call with a signature: 'approved' (and the approval) or the refusal's status and message. */
  async function sendSigned(
    who: Customer,
    recordId: string | undefined,
    assertion: ReturnType<SoftwareAuthenticator['assert']>,
    request: unknown = WIRE,
  ) {
    try {
      const approval = await secondFactor(ctx, who, 'WIRE_TRANSFER', request, {
        transaction2faRecordId: recordId,
        passkeyAssertion: assertion,
      });
      expect(approval).not.toBeInstanceOf(MultiStatus);
      return { answer: 'approved', approval: approval as SecondFactorApproval };
    } catch (error) {
      const { statusCode, message } = error as { statusCode?: number; message: string };
      return { answer: `${statusCode} ${message}`, approval: null };
    }
  }

  it('asks the passkey instead of mailing a code: a record with the nonce and no code, the challenge bound to both', async () => {
    const { who, passkey } = await withPasskey();
    const sent = mails.length;
    const body = await ask(who);
    expect(mails.length).toBe(sent);
    const stored = await record(body.transaction2faRecordId);
    expect(stored).toMatchObject({
      purpose: 'WIRE_TRANSFER',
      fingerprint: requestFingerprint('WIRE_TRANSFER', WIRE),
      code_hash: '',
      attempts: 0,
      used_at: null,
    });
    expect(stored.passkey_nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body).toEqual({
      message: 'Approve this payment with your passkey.',
      transaction2faRecordId: stored.id,
      expiresAt: '2026-11-21T12:05:00.000Z',
      passkey: {
        challenge: passkeyChallenge(stored.fingerprint, stored.passkey_nonce!),
        rpId: 'bank.second-factor.test',
        allowCredentials: [
          { id: passkey.credentialId, type: 'public-key', transports: ['internal', 'hybrid'] },
        ],
        userVerification: 'required',
        timeout: 300_000,
      },
      payment: PAYMENT,
    });
    // Each first call its own nonce, so its own challenge.
    const again = await ask(who);
    expect(again.passkey!.challenge).not.toBe(body.passkey!.challenge);
  });

  it('asks a change (no payment) as a change, and lists a passkey stored without transports with none', async () => {
    const { who } = await withPasskey(null);
    const answer = await secondFactor(ctx, who, 'USER_SETTING', { enable: true }, {});
    const body = (answer as MultiStatus).body as Record<string, unknown> & {
      passkey: { allowCredentials: { transports: unknown }[] };
    };
    expect(body.message).toBe('Approve this change with your passkey.');
    expect(body).not.toHaveProperty('payment');
    expect(body.passkey.allowCredentials[0]!.transports).toEqual([]);
  });

  it("mails a code when asked to (approveWith 'CODE') and always to add a passkey", async () => {
    const { who } = await withPasskey();
    const sent = mails.length;
    const code = await ask(who, { approveWith: 'CODE' });
    expect(code.message).toBe(CODE_SENT);
    expect(code).not.toHaveProperty('passkey');
    const grant = await secondFactor(ctx, who, 'ADD_PASSKEY', { sub: who.id }, {});
    expect((grant as MultiStatus).body.message).toBe(CODE_SENT);
    expect(mails.length).toBe(sent + 2);
    expect(mails.at(-1)!.body).toContain('adding a passkey to your account');
    // ADD_PASSKEY needs the factor whatever the transfer settings say.
    const plain = { ...(await customer()), features: [], settings: {} };
    expect(await secondFactor(ctx, plain, 'ADD_PASSKEY', {}, {})).toBeInstanceOf(MultiStatus);
  });

  it('approves the request signed (webauthn.get or payment.get) once', async () => {
    const { who, passkey } = await withPasskey();
    for (const type of ['webauthn.get', 'payment.get']) {
      const body = await ask(who);
      const signed = await sendSigned(
        who,
        body.transaction2faRecordId,
        passkey.assert(body.passkey!, { type }),
      );
      expect(signed.answer).toBe('approved');
      await signed.approval!.consume(database.db);
      expect((await record(body.transaction2faRecordId)).used_at).not.toBeNull();
      expect((await record(body.transaction2faRecordId)).attempts).toBe(1);
      // Used: a second consume of the same approval (a concurrent call) is refused.
      await expect(signed.approval!.consume(database.db)).rejects.toMatchObject({
        statusCode: 422,
        message: P_INVALID,
      });
    }
  });

  it('refuses each way a signature or its record can be wrong, and counts the tries of a bad signature', async () => {
    const { who, passkey } = await withPasskey();
    const body = await ask(who);
    const id = body.transaction2faRecordId;
    const good = () => passkey.assert(body.passkey!);
    expect((await sendSigned(who, undefined, good())).answer).toBe(
      '400 transaction2faRecordId is required with passkeyAssertion',
    );
    expect((await sendSigned(who, 'no-such-record', good())).answer).toBe(`422 ${P_INVALID}`);
    const stranger = await withPasskey();
    expect((await sendSigned(stranger.who, id, good())).answer).toBe(`422 ${P_INVALID}`);
    expect((await sendSigned(who, id, good(), { ...WIRE, amount: '1000' })).answer).toBe(
      `422 ${P_MISMATCH}`,
    );
    expect((await record(id)).attempts).toBe(0);
    // A signature over another challenge, from another origin, of another type: refused, each a try.
    for (const spoiled of [
      passkey.assert({ challenge: 'AAAA' }),
      passkey.assert(body.passkey!, { origin: 'https://phish.example' }),
      passkey.assert(body.passkey!, { type: 'webauthn.create' }),
      passkey.assert(body.passkey!, { userVerified: false }),
    ])
      expect((await sendSigned(who, id, spoiled)).answer).toBe(`422 ${REFUSED}`);
    expect((await record(id)).attempts).toBe(4);
    // Another customer's passkey over the right challenge.
    expect((await sendSigned(who, id, stranger.passkey.assert(body.passkey!))).answer).toBe(
      '422 This passkey is not one of your account’s passkeys.',
    );
    // Five tries spent: even the right signature is refused.
    expect((await sendSigned(who, id, good())).answer).toBe(`422 ${P_TOO_MANY}`);
    expect((await record(id)).used_at).toBeNull();
  });

  it("refuses a code's record, an expired one and a used one", async () => {
    const { who, passkey } = await withPasskey();
    const coded = await ask(who, { approveWith: 'CODE' });
    expect(
      (await sendSigned(who, coded.transaction2faRecordId, passkey.assert({ challenge: 'AAAA' })))
        .answer,
    ).toBe(`422 ${P_INVALID}`);
    const body = await ask(who);
    clock.set(new Date('2026-11-21T12:05:00.000Z'));
    expect(
      (await sendSigned(who, body.transaction2faRecordId, passkey.assert(body.passkey!))).answer,
    ).toBe(`422 ${P_EXPIRED}`);
    clock.set(START);
    const fresh = await ask(who);
    const signed = await sendSigned(
      who,
      fresh.transaction2faRecordId,
      passkey.assert(fresh.passkey!),
    );
    await signed.approval!.consume(database.db);
    expect(
      (await sendSigned(who, fresh.transaction2faRecordId, passkey.assert(fresh.passkey!))).answer,
    ).toBe(`422 ${P_INVALID}`);
    // A mailed code against a passkey's record never matches (its code_hash is '').
    const other = await ask(who);
    expect(await refusal(who, other.transaction2faRecordId, '123456')).toBe(`422 ${INVALID}`);
  });

  it('a record with its tries spent is refused before the signature is looked at', async () => {
    const { who, passkey } = await withPasskey();
    const body = await ask(who);
    await database.db
      .updateTable('second_factor_records')
      .set({ attempts: 5 })
      .where('id', '=', body.transaction2faRecordId)
      .execute();
    expect(
      (await sendSigned(who, body.transaction2faRecordId, passkey.assert(body.passkey!))).answer,
    ).toBe(`422 ${P_TOO_MANY}`);
    // Spent is said first, before its expiry: at exactly five tries, an expired record is still spent.
    clock.set(new Date('2026-11-21T12:05:00.000Z'));
    expect(
      (await sendSigned(who, body.transaction2faRecordId, passkey.assert(body.passkey!))).answer,
    ).toBe(`422 ${P_TOO_MANY}`);
    clock.set(START);
  });
});
