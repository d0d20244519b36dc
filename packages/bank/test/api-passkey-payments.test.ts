import { createHash } from 'node:crypto';
import { decimal, subtract, add, toPlainString } from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCounts, suiteCustomers } from './api-support';
import { accountBalance, engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import { SoftwareAuthenticator } from './passkey-authenticator';

// Issue 45, docs/money.md 'Transaction second factor': a customer with a passkey approves a transfer with it. The
// 207 asks the passkey to sign base64url(SHA-256(fingerprint + ':' + nonce)), the fingerprint being that of the
// exact request, so the signature approves that request and no other: replayed with another payee or amount it is
// refused and nothing posts; the same signature twice posts once; another customer's passkey is refused;
// `approveWith: 'CODE'` mails a code as before. The same holds for a change of the transaction 2FA settings.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'passkey-payments.test');
const { accounts, emails } = customers;
const passkeys: Record<string, SoftwareAuthenticator> = {};

const plain = (value: string) => toPlainString(decimal(value));
const balance = async (who: string, currency = 'USD') =>
  plain(await accountBalance(bank, accounts[who]![currency]!));
const books = () => ledgerCounts(bank);
const mailsTo = async (who: string) => (await bank.ctx.mailbox.list(emails[who]!)).length;

/** Each call a second later on the bank's clock. */
const post = (who: string, path: string, body: unknown) => {
  bank.clock.advance(1000);
  return customers.post(who, path, body);
};
const memberTransfer = (
  who: string,
  to: string,
  amount: string,
  extra: Record<string, unknown> = {},
) =>
  post(who, '/transfer/between-members/send', {
    fromAccountId: accounts[who]!.USD,
    amount,
    currency: 'USD',
    beneficiaryEmail: emails[to],
    ...extra,
  });

/** Gives the customer a passkey, stored as the identity stores one it registered. */
async function addPasskey(who: string) {
  const passkey = SoftwareAuthenticator.create(bank.config.publicOrigin);
  await bank.ctx.db
    .insertInto('webauthn_credentials')
    .values({
      credential_id: passkey.credentialId,
      sub: customers.callers[who]!.id,
      public_key: Buffer.from(passkey.cosePublicKey()).toString('base64url'),
      sign_count: 0,
      transports: JSON.stringify(['internal', 'hybrid']),
      device_type: 'singleDevice',
      backed_up: false,
      aaguid: '00000000-0000-0000-0000-000000000000',
      name: 'Passkey',
      created_at: bank.clock.now(),
      last_used_at: null,
    })
    .execute();
  passkeys[who] = passkey;
  return passkey;
}

/** The passkey's answer to a 207's challenge. */
const sign = (who: string, answer: { passkey: { challenge: string; rpId: string } }, spoil = {}) =>
  passkeys[who]!.assert(answer.passkey, spoil);

describe.skipIf(engineUnavailable)(`approving with a passkey (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
    // ada@ copies have the TRANSACTION2FA feature and the factor on for member transfers and wires.
    await customers.add('payer', 'ada@demo.test');
    await customers.add('payee', 'ada@demo.test');
    await customers.add('mallory', 'ada@demo.test');
    await customers.add('other', 'ada@demo.test');
    await addPasskey('payer');
    await addPasskey('other');
  }, 180_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('asks the passkey (no code mailed) with a challenge bound to the exact request, and shows what it approves', async () => {
    const mails = await mailsTo('payer');
    const first = await memberTransfer('payer', 'payee', '25.5', { userMemo: 'Rent' });
    expect(first.status).toBe(207);
    const record = await bank.ctx.db
      .selectFrom('second_factor_records')
      .selectAll()
      .where('id', '=', first.body.transaction2faRecordId)
      .executeTakeFirstOrThrow();
    const account = await bank.ctx.db
      .selectFrom('accounts')
      .select(['alias', 'type_public_name', 'public_id'])
      .where('id', '=', accounts.payer!.USD!)
      .executeTakeFirstOrThrow();
    expect(record.code_hash).toBe('');
    expect(record.passkey_nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.body).toEqual({
      statusCode: 207,
      message: 'Approve this payment with your passkey.',
      transaction2faRecordId: record.id,
      expiresAt: new Date(bank.clock.now().getTime() + 5 * 60_000).toISOString(),
      passkey: {
        challenge: createHash('sha256')
          .update(`${record.fingerprint}:${record.passkey_nonce}`)
          .digest('base64url'),
        rpId: new URL(bank.config.publicOrigin).hostname,
        allowCredentials: [
          {
            id: passkeys.payer!.credentialId,
            type: 'public-key',
            transports: ['internal', 'hybrid'],
          },
        ],
        userVerification: 'required',
        timeout: 300_000,
      },
      payment: {
        // The amount the bank carries out, in the currency's decimals.
        amount: '25.50',
        currency: 'USD',
        payee: emails.payee,
        source: `${account.alias || account.type_public_name} ${account.public_id}`,
      },
    });
    expect(await mailsTo('payer')).toBe(mails);
  });

  it('approves a member transfer with the passkey: the balances move once', async () => {
    const before = { payer: await balance('payer'), payee: await balance('payee') };
    const first = await memberTransfer('payer', 'payee', '40');
    const approval = {
      transaction2faRecordId: first.body.transaction2faRecordId,
      passkeyAssertion: sign('payer', first.body),
    };
    const done = await memberTransfer('payer', 'payee', '40', approval);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await balance('payer')).toBe(subtract(before.payer, '40'));
    expect(await balance('payee')).toBe(add(before.payee, '40'));
    const stored = await bank.ctx.db
      .selectFrom('webauthn_credentials')
      .select(['sign_count', 'last_used_at'])
      .where('credential_id', '=', passkeys.payer!.credentialId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.sign_count)).toBe(passkeys.payer!.counter);
    expect(new Date(stored.last_used_at!).toISOString()).toBe(bank.clock.now().toISOString());

    // The same signature again: the record is used, nothing more posts.
    const counts = await books();
    const again = await memberTransfer('payer', 'payee', '40', approval);
    expect({ status: again.status, message: again.body.message }).toEqual({
      status: 422,
      message: 'This passkey approval is not valid. Please send the request again.',
    });
    expect(await books()).toEqual(counts);
    expect(await balance('payer')).toBe(subtract(before.payer, '40'));
  });

  it('refuses the signature replayed for another payee or another amount, and posts nothing', async () => {
    const before = {
      payer: await balance('payer'),
      payee: await balance('payee'),
      mallory: await balance('mallory'),
    };
    const counts = await books();
    const first = await memberTransfer('payer', 'payee', '30');
    const signed = sign('payer', first.body);
    const approval = {
      transaction2faRecordId: first.body.transaction2faRecordId,
      passkeyAssertion: signed,
    };

    // The same record and signature with another payee or another amount: the record is for another request.
    const mismatch = {
      status: 422,
      message: 'This passkey approval was for another request. Please send the request again.',
    };
    const redirected = await memberTransfer('payer', 'mallory', '30', approval);
    expect({ status: redirected.status, message: redirected.body.message }).toEqual(mismatch);
    const bigger = await memberTransfer('payer', 'payee', '3000', approval);
    expect({ status: bigger.status, message: bigger.body.message }).toEqual(mismatch);

    // A fresh record for the other request, with the first request's signature: its challenge is another one.
    for (const [to, amount] of [
      ['mallory', '30'],
      ['payee', '3000'],
    ] as const) {
      const other = await memberTransfer('payer', to, amount);
      expect(other.status).toBe(207);
      const replayed = await memberTransfer('payer', to, amount, {
        transaction2faRecordId: other.body.transaction2faRecordId,
        passkeyAssertion: signed,
      });
      expect({ status: replayed.status, message: replayed.body.message }).toEqual({
        status: 422,
        message: 'We could not verify your passkey. Please try again.',
      });
    }
    expect(await books()).toEqual(counts);
    expect({
      payer: await balance('payer'),
      payee: await balance('payee'),
      mallory: await balance('mallory'),
    }).toEqual(before);

    // The signature still approves the request it was made for (the refusals were the binding).
    const done = await memberTransfer('payer', 'payee', '30', approval);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await balance('mallory')).toBe(before.mallory);
    expect(await balance('payee')).toBe(add(before.payee, '30'));
  });

  it("refuses another customer's passkey, and a signature of the payer's passkey from another origin", async () => {
    const counts = await books();
    const first = await memberTransfer('payer', 'payee', '10');
    const theirs = await memberTransfer('payer', 'payee', '10', {
      transaction2faRecordId: first.body.transaction2faRecordId,
      passkeyAssertion: sign('other', first.body),
    });
    expect({ status: theirs.status, message: theirs.body.message }).toEqual({
      status: 422,
      message: 'This passkey is not one of your account’s passkeys.',
    });
    const phished = await memberTransfer('payer', 'payee', '10', {
      transaction2faRecordId: first.body.transaction2faRecordId,
      passkeyAssertion: sign('payer', first.body, { origin: 'https://axia-bank.example' }),
    });
    expect({ status: phished.status, message: phished.body.message }).toEqual({
      status: 422,
      message: 'We could not verify your passkey. Please try again.',
    });
    expect(await books()).toEqual(counts);
  });

  it('accepts Secure Payment Confirmation’s signature (type payment.get) for a wire', async () => {
    const added = await post('payer', '/beneficiary/wire-transfer/add', {
      currency: 'USD',
      alias: 'Landlord',
      beneficiaryBankName: 'First Sandbox Bank',
      beneficiaryBankAddress: '1 Main Street, Springfield',
      beneficiaryBankSwiftOrABA: '021000021',
      beneficiaryName: 'Jane Landlord',
      beneficiaryAddress: '2 Elm Street, Springfield',
      beneficiaryIBAN: 'US12345678901234567890',
    });
    expect(added.status).toBe(200);
    const wire = (extra: Record<string, unknown> = {}) =>
      post('payer', '/transfer/wire-transfer', {
        accountId: accounts.payer!.USD,
        beneficiaryId: added.body.id,
        amount: '150',
        ...extra,
      });
    const before = await balance('payer');
    const first = await wire();
    expect(first.status).toBe(207);
    expect(first.body.payment).toMatchObject({
      // The amount the bank carries out, in the currency's decimals.
      amount: '150.00',
      currency: 'USD',
      payee: 'Jane Landlord',
    });
    const done = await wire({
      transaction2faRecordId: first.body.transaction2faRecordId,
      passkeyAssertion: sign('payer', first.body, { type: 'payment.get' }),
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await balance('payer')).toBe(subtract(before, '150'));
  });

  it("approveWith 'CODE' mails a code instead, which approves as before; a passkey cannot approve a code's record", async () => {
    const before = await balance('payer');
    const mails = await mailsTo('payer');
    const first = await memberTransfer('payer', 'payee', '5', { approveWith: 'CODE' });
    expect(first.body).toEqual({
      statusCode: 207,
      message: 'A verification code has been sent to your email',
      transaction2faRecordId: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(await mailsTo('payer')).toBe(mails + 1);
    const withPasskey = await memberTransfer('payer', 'payee', '5', {
      transaction2faRecordId: first.body.transaction2faRecordId,
      passkeyAssertion: passkeys.payer!.assert({ challenge: 'AAAA' }),
    });
    expect(withPasskey.status).toBe(422);
    const code = (await bank.ctx.mailbox.list(emails.payer!))[0]!.code!;
    const done = await memberTransfer('payer', 'payee', '5', {
      transaction2faRecordId: first.body.transaction2faRecordId,
      mfaCode: code,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await balance('payer')).toBe(subtract(before, '5'));
  });

  it('approves a change of the transaction 2FA settings with the passkey too', async () => {
    const change = { transaction2fa: { WIRE_TRANSFER: { enabled: false, method: 'EMAIL' } } };
    const first = await post('payer', '/user/setting', change);
    expect(first.status).toBe(207);
    expect(first.body.message).toBe('Approve this change with your passkey.');
    expect(first.body.payment).toBeUndefined();
    const done = await post('payer', '/user/setting', {
      ...change,
      transaction2faRecordId: first.body.transaction2faRecordId,
      passkeyAssertion: sign('payer', first.body),
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.transaction2fa.WIRE_TRANSFER).toEqual({ enabled: false, method: 'EMAIL' });
  });

  it('grants adding a passkey for 5 minutes by a mailed code (even to a customer with a passkey)', async () => {
    const first = await post('payer', '/user/passkeys/grant', {});
    expect(first.status).toBe(207);
    expect(first.body.passkey).toBeUndefined();
    const code = (await bank.ctx.mailbox.list(emails.payer!))[0]!.code!;
    const wrong = await post('payer', '/user/passkeys/grant', {
      transaction2faRecordId: first.body.transaction2faRecordId,
      mfaCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    const granted = await post('payer', '/user/passkeys/grant', {
      transaction2faRecordId: first.body.transaction2faRecordId,
      mfaCode: code,
    });
    const until = new Date(bank.clock.now().getTime() + 5 * 60_000).toISOString();
    expect(granted).toEqual({ status: 200, body: { grantedUntil: until } });
    const identity = await bank.ctx.db
      .selectFrom('identity_users')
      .select('passkey_grant_until')
      .where('sub', '=', customers.callers.payer!.id)
      .executeTakeFirstOrThrow();
    expect(new Date(identity.passkey_grant_until!).toISOString()).toBe(until);
    // The code is spent.
    const again = await post('payer', '/user/passkeys/grant', {
      transaction2faRecordId: first.body.transaction2faRecordId,
      mfaCode: code,
    });
    expect(again.status).toBe(422);
  });
});
