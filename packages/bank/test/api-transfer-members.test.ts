import { add, decimal, PROFILE_LIMITS, subtract, toPlainString } from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/audit';
import { ledgerCounts, suiteCustomers } from './api-support';
import { accountBalance, engine, engineUnavailable, startTestBank, type TestBank } from './harness';

// Seed 001 §2 'Transfer to a member', §5, §7, §8; docs/money.md 'Transaction second factor': POST
// /transfer/between-members/send, without the second factor (200 at once) and with it (207, the emailed code, then
// 200), each refusal a 4xx with its message and nothing posted, exact balances on both sides, the history of each.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'members.test');
const { callers, accounts, get, post } = customers;
const customer = customers.add;

/**
 * A transfer call. The test clock moves a second first, so the newest mail (the mailbox orders by time) is the one
 * this call sent.
 */
const send = (who: string, body: unknown, headers: Record<string, string> = {}) => {
  bank.clock.advance(1000);
  return post(who, '/transfer/between-members/send', body, headers);
};

/** A decimal without the zeros NUMERIC pads it with. */
const plain = (value: string) => toPlainString(decimal(value));
/** An account's balance as a plain decimal. */
const balance = async (who: string, currency: string) =>
  plain(await accountBalance(bank, accounts[who]![currency]!));

const books = () => ledgerCounts(bank);
/** Past the per-address limit's window (5 code mails per 15 minutes): ada@ may be sent codes again. */
const newCodeMailWindow = () => bank.clock.advance(PROFILE_LIMITS.codeMailWindowMs);

async function mail(email: string) {
  return bank.ctx.mailbox.list(email);
}
async function lastCode(email: string) {
  return (await mail(email))[0]?.code ?? null;
}
/** A 6-digit code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const toAcme = (amount: string, extra: Record<string, unknown> = {}) => ({
  fromAccountId: accounts.ada!.USD!,
  amount,
  currency: 'USD',
  beneficiaryEmail: 'acme-1@members.test',
  ...extra,
});

describe.skipIf(engineUnavailable)(`transfer to a member API (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
    await customer('ada', 'ada@demo.test');
    await customer('acme-1', 'acme@demo.test');
    await customer('acme-2', 'acme@demo.test');
    await customer('sam', 'suspended@demo.test');
    await customer('eve', 'acme@demo.test');
    await customer('nina', 'new@demo.test');
  }, 180_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('without the second factor (acme@): 200 at once, exact balances and each side in its history', async () => {
    const before = {
      from: await balance('acme-1', 'EUR'),
      to: await balance('acme-2', 'EUR'),
    };
    const counts = await books();
    const res = await send('acme-1', {
      fromAccountId: accounts['acme-1']!.EUR,
      amount: '120.55',
      currency: 'EUR',
      beneficiaryEmail: '  ACME-2@Members.TEST ',
      userMemo: '  rent share  ',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      statusCode: 200,
      message: 'Transaction sent successfully!',
      transactionId: expect.any(String),
      publicId: expect.stringMatching(/^TX[0-9A-F]{12}$/),
    });
    expect(await balance('acme-1', 'EUR')).toBe(subtract(before.from, '120.55'));
    expect(await balance('acme-2', 'EUR')).toBe(add(before.to, '120.55'));
    expect(await books()).toEqual({
      transactions: counts.transactions + 1,
      postings: counts.postings + 2,
    });

    const sent = await get(
      'acme-1',
      `/account/transaction?id=${res.body.publicId}&generateTitleAndDescription=true`,
    );
    expect(sent.body.data).toHaveLength(1);
    expect(sent.body.data[0]).toMatchObject({
      type: 'TRANSFER_BETWEEN_MEMBERS',
      method: 'INTERNAL',
      status: 'COMPLETED',
      direction: 'WITHDRAWAL',
      currency: 'EUR',
      accountId: accounts['acme-1']!.EUR,
      userMemo: 'rent share',
      description: 'To Wile Coyote',
    });
    expect(plain(sent.body.data[0].amount)).toBe('120.55');
    expect(sent.body.data[0].to).toMatchObject({
      email: 'acme-2@members.test',
      accountId: accounts['acme-2']!.EUR,
    });
    const received = await get('acme-2', `/account/transaction?id=${res.body.publicId}`);
    expect(received.body.data).toHaveLength(1);
    expect(received.body.data[0]).toMatchObject({
      direction: 'DEPOSIT',
      currency: 'EUR',
      accountId: accounts['acme-2']!.EUR,
    });
    expect(plain(received.body.data[0].amount)).toBe('120.55');
    expect(plain(received.body.data[0].balance)).toBe(add(before.to, '120.55'));
    expect(received.body.data[0].from).toMatchObject({ email: 'acme-1@members.test' });
  });

  it('with the second factor (ada@): 207 and a mailed code, a wrong code keeps the record, the right one posts once', async () => {
    const before = { from: await balance('ada', 'USD'), to: await balance('acme-1', 'USD') };
    const counts = await books();
    const first = await send('ada', toAcme('250.00'));
    expect(first.status).toBe(207);
    expect(first.body).toEqual({
      statusCode: 207,
      message: 'A verification code has been sent to your email',
      transaction2faRecordId: expect.stringMatching(/^[0-9a-f]{32}$/),
      expiresAt: new Date(bank.clock.now().getTime() + 5 * 60_000).toISOString(),
    });
    const recordId = first.body.transaction2faRecordId as string;
    const code = (await lastCode('ada@members.test'))!;
    expect(code).toMatch(/^\d{6}$/);
    // Nothing moved; only the code's hash is kept.
    expect(await books()).toEqual(counts);
    const row = await bank.ctx.db
      .selectFrom('second_factor_records')
      .selectAll()
      .where('id', '=', recordId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(code);

    const bad = await send(
      'ada',
      toAcme('250.00', { mfaCode: wrong(code), transaction2faRecordId: recordId }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Verification code is invalid');
    expect(await books()).toEqual(counts);

    // The code approves only the transfer it was issued for: another amount, memo or recipient is refused.
    for (const other of [
      toAcme('250.01'),
      toAcme('250.00', { userMemo: 'changed' }),
      toAcme('250.00', { beneficiaryEmail: 'acme-2@members.test' }),
    ]) {
      const mismatch = await send('ada', {
        ...other,
        mfaCode: code,
        transaction2faRecordId: recordId,
      });
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.message).toBe(
        'This code was issued for another transfer. Please send the transfer again.',
      );
    }
    expect(await books()).toEqual(counts);

    const done = await send(
      'ada',
      toAcme('250', { mfaCode: code, transaction2faRecordId: recordId }),
    );
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Transaction sent successfully!');
    expect(await balance('ada', 'USD')).toBe(subtract(before.from, '250'));
    expect(await balance('acme-1', 'USD')).toBe(add(before.to, '250'));
    expect(await books()).toEqual({
      transactions: counts.transactions + 1,
      postings: counts.postings + 2,
    });

    // Single use.
    const again = await send(
      'ada',
      toAcme('250', { mfaCode: code, transaction2faRecordId: recordId }),
    );
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('Verification code is invalid');
    expect(await balance('ada', 'USD')).toBe(subtract(before.from, '250'));
  });

  it('refuses an expired code with "Verification code is expired"; asking again sends a new one', async () => {
    const counts = await books();
    const first = await send('ada', toAcme('10'));
    expect(first.status).toBe(207);
    const code = (await lastCode('ada@members.test'))!;
    bank.clock.advance(5 * 60_000);
    const expired = await send(
      'ada',
      toAcme('10', { mfaCode: code, transaction2faRecordId: first.body.transaction2faRecordId }),
    );
    expect(expired.status).toBe(422);
    expect(expired.body.message).toBe('Verification code is expired');
    expect(await books()).toEqual(counts);

    const resent = await send('ada', toAcme('10'));
    expect(resent.status).toBe(207);
    expect(resent.body.transaction2faRecordId).not.toBe(first.body.transaction2faRecordId);
    const fresh = (await lastCode('ada@members.test'))!;
    bank.clock.advance(4 * 60_000);
    const done = await send(
      'ada',
      toAcme('10', { mfaCode: fresh, transaction2faRecordId: resent.body.transaction2faRecordId }),
    );
    expect(done.status).toBe(200);
  });

  it('voids the record after 5 wrong codes', async () => {
    const counts = await books();
    const first = await send('ada', toAcme('5'));
    const recordId = first.body.transaction2faRecordId as string;
    const code = (await lastCode('ada@members.test'))!;
    const attempt = (mfaCode: string) =>
      send('ada', toAcme('5', { mfaCode, transaction2faRecordId: recordId }));
    for (let i = 0; i < 4; i++) {
      const res = await attempt(wrong(code));
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Verification code is invalid');
    }
    const fifth = await attempt('12345x');
    expect(fifth.status).toBe(422);
    expect(fifth.body.message).toBe('Too many incorrect codes. Please send the transfer again.');
    const right = await attempt(code);
    expect(right.status).toBe(422);
    expect(right.body.message).toBe('Too many incorrect codes. Please send the transfer again.');
    expect(await books()).toEqual(counts);
  });

  it('counts every wrong code sent with an Idempotency-Key too (a refused keyed call is rolled back)', async () => {
    newCodeMailWindow();
    const counts = await books();
    const first = await send('ada', toAcme('5'), { 'idempotency-key': 'first-step' });
    const recordId = first.body.transaction2faRecordId as string;
    const code = (await lastCode('ada@members.test'))!;
    // The app sends each confirmation with a key of its own (its body differs from the last one's).
    let n = 0;
    const attempt = (mfaCode: string) =>
      send('ada', toAcme('5', { mfaCode, transaction2faRecordId: recordId }), {
        'idempotency-key': `code-${n++}`,
      });
    for (let i = 0; i < 5; i++) expect((await attempt(wrong(code))).status).toBe(422);
    const right = await attempt(code);
    expect(right.status).toBe(422);
    expect(right.body.message).toBe('Too many incorrect codes. Please send the transfer again.');
    expect(await books()).toEqual(counts);
  });

  it("refuses another customer's record and a code without its record id", async () => {
    const first = await send('ada', toAcme('5'));
    const code = (await lastCode('ada@members.test'))!;
    const stolen = await send('eve', {
      fromAccountId: accounts.eve!.USD,
      amount: '5',
      currency: 'USD',
      beneficiaryEmail: 'acme-1@members.test',
      mfaCode: code,
      transaction2faRecordId: first.body.transaction2faRecordId,
    });
    // eve has no second factor on, so her transfer goes through without it; the record stays ada's.
    expect(stolen.status).toBe(200);
    await bank.ctx.db
      .updateTable('users')
      .set({
        settings: JSON.stringify({
          transaction2fa: { TRANSFER_BETWEEN_MEMBERS: { enabled: true, method: 'EMAIL' } },
        }),
      })
      .where('id', '=', callers.eve!.id)
      .execute();
    const eveBody = {
      fromAccountId: accounts.eve!.USD,
      amount: '5',
      currency: 'USD',
      beneficiaryEmail: 'acme-1@members.test',
    };
    const foreign = await send('eve', {
      ...eveBody,
      mfaCode: code,
      transaction2faRecordId: first.body.transaction2faRecordId,
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.message).toBe('Verification code is invalid');
    const noRecord = await send('eve', { ...eveBody, mfaCode: code });
    expect(noRecord.status).toBe(400);
    expect(noRecord.body.message).toBe('transaction2faRecordId is required with mfaCode');
    // ada's record is still usable.
    const done = await send(
      'ada',
      toAcme('5', { mfaCode: code, transaction2faRecordId: first.body.transaction2faRecordId }),
    );
    expect(done.status).toBe(200);
  });

  it('posts once when the right code is sent twice at the same time', async () => {
    newCodeMailWindow();
    const before = await balance('ada', 'USD');
    const first = await send('ada', toAcme('7.25'));
    const code = (await lastCode('ada@members.test'))!;
    const second = toAcme('7.25', {
      mfaCode: code,
      transaction2faRecordId: first.body.transaction2faRecordId,
    });
    const answers = await Promise.all([
      send('ada', second),
      send('ada', second),
      send('ada', second),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422]);
    expect(await balance('ada', 'USD')).toBe(subtract(before, '7.25'));
  });

  it('an Idempotency-Key repeat gets the first answer: the same 207, then the same 200, money moved once', async () => {
    newCodeMailWindow();
    const before = await balance('ada', 'USD');
    const mails = (await mail('ada@members.test')).length;
    const body = toAcme('3.10');
    const first = await send('ada', body, { 'idempotency-key': 'members-step-1' });
    const repeat = await send('ada', body, { 'idempotency-key': 'members-step-1' });
    expect(first.status).toBe(207);
    expect(repeat).toEqual(first);
    expect((await mail('ada@members.test')).length).toBe(mails + 1);
    const code = (await lastCode('ada@members.test'))!;
    const confirm = {
      ...body,
      mfaCode: code,
      transaction2faRecordId: first.body.transaction2faRecordId,
    };
    const done = await send('ada', confirm, { 'idempotency-key': 'members-step-2' });
    const doneAgain = await send('ada', confirm, { 'idempotency-key': 'members-step-2' });
    expect(done.status).toBe(200);
    expect(doneAgain).toEqual(done);
    expect(await balance('ada', 'USD')).toBe(subtract(before, '3.10'));
  });

  describe('refusals: a 4xx with its message, nothing posted, no code sent', () => {
    beforeAll(async () => {
      // acme-2 has no active USD account.
      await bank.ctx.db
        .updateTable('accounts')
        .set({ status: 'INACTIVE' })
        .where('id', '=', accounts['acme-2']!.USD!)
        .execute();
    });

    const cases: [string, () => Record<string, unknown>, number, string][] = [
      [
        'a currency other than the source',
        () => toAcme('10', { currency: 'EUR' }),
        400,
        "currency must be the source account's currency (USD)",
      ],
      [
        'too many decimals',
        () => toAcme('10.001'),
        400,
        'amount has more than 2 decimals, which USD allows',
      ],
      ['an amount of 0', () => toAcme('0'), 400, 'amount must be an amount above 0'],
      [
        'an invalid email',
        () => toAcme('10', { beneficiaryEmail: 'not-an-email' }),
        400,
        'Please enter a valid email.',
      ],
      [
        'yourself',
        () => toAcme('10', { beneficiaryEmail: 'ADA@members.test' }),
        400,
        'You cannot send money to yourself; use a transfer between your accounts',
      ],
      [
        'an email of no member',
        () => toAcme('10', { beneficiaryEmail: 'nobody@members.test' }),
        422,
        'No member has this email address',
      ],
      [
        "a member not active (answered as no member: it tells no one's status)",
        () => toAcme('10', { beneficiaryEmail: 'sam@members.test' }),
        422,
        'No member has this email address',
      ],
      [
        'a member whose registration is incomplete (issue 29 #11: cannot receive, answered as no member)',
        () => toAcme('10', { beneficiaryEmail: 'nina@members.test' }),
        422,
        'No member has this email address',
      ],
      [
        'a beneficiaryUserId of someone else (answered as no member)',
        () => toAcme('10', { beneficiaryUserId: callers.eve!.id }),
        422,
        'No member has this email address',
      ],
      [
        'a recipient without an active account in the currency',
        () => toAcme('10', { beneficiaryEmail: 'acme-2@members.test' }),
        422,
        'The recipient has no active USD account',
      ],
      [
        'more than the balance',
        () => toAcme('99999999'),
        422,
        'You do not have enough balance for this transaction',
      ],
      [
        "another customer's account",
        () => toAcme('10', { fromAccountId: accounts.eve!.USD }),
        404,
        'Account not found',
      ],
      [
        'a frozen source account',
        () => toAcme('10', { fromAccountId: accounts.ada!.GBP, currency: 'GBP' }),
        400,
        'Only an active account can be used for this transfer',
      ],
    ];
    it.each(cases)('%s', async (_name, body, status, message) => {
      const counts = await books();
      const mails = (await mail('ada@members.test')).length;
      const res = await send('ada', body());
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
      expect(await books()).toEqual(counts);
      expect((await mail('ada@members.test')).length).toBe(mails);
    });

    it('refuses a suspended sender (403)', async () => {
      const res = await send('sam', {
        fromAccountId: accounts.sam!.USD,
        amount: '1',
        currency: 'USD',
        beneficiaryEmail: 'acme-1@members.test',
      });
      expect(res.status).toBe(403);
    });
  });

  it('leaves the ledger balanced', async () => {
    const audit = await auditLedger(bank.ctx.db);
    expect(audit.ok).toBe(true);
  });
});
