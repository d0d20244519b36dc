import { add, decimal, subtract, toPlainString } from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIRE_BENEFICIARY } from './payment-support';
import { auditLedger } from '../src/modules/ledger/audit';
import { internalAccount } from '../src/modules/ledger/post';
import { ledgerCounts, suiteCustomers } from './api-support';
import { staffReviewHeld } from './staff-support';
import {
  accountBalance,
  adminCall,
  engine,
  engineUnavailable,
  startTestBank,
  type TestBank,
} from './harness';

// Seed 001 §2 'Wire transfer', §5, §7, §8, §9: POST /transfer/wire-transfer (money held in PENDING_HOLD, the item
// under review), the fee of GET /transfer/types (0.5 % within 15..75 USD by default, or a fixed fee the back office
// sets), the minimum of 100, the balance, the spendable amount in USD, the source-of-funds declaration at 10,000
// USD, the second factor, and the back office's review.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'wire-out.test');
const { accounts, get, post } = customers;
const beneficiaries: Record<string, string> = {};

const admin = (path: string, body: unknown) => adminCall(bank, path, body);
const plain = (value: string) => toPlainString(decimal(value));
const balance = async (who: string, currency: string) =>
  plain(await accountBalance(bank, accounts[who]![currency]!));
const internal = async (
  purpose: 'PENDING_HOLD' | 'WIRE_CLEARING' | 'FEES',
  currency: 'USD' | 'EUR',
) => plain(await accountBalance(bank, await internalAccount(bank.ctx.db, purpose, currency)));

/** A new customer in a demo user's state, signed in, with a wire beneficiary. */
async function customer(label: string, like: string) {
  await customers.add(label, like);
  const added = await post(label, '/beneficiary/wire-transfer/add', WIRE_BENEFICIARY);
  expect(added.status).toBe(200);
  beneficiaries[label] = added.body.id;
}

const wire = (who: string, body: Record<string, unknown>) => {
  // The newest mail is the one this call sent (the mailbox orders by time).
  bank.clock.advance(1000);
  return post(who, '/transfer/wire-transfer', body);
};
const usd = (who: string, amount: string, extra: Record<string, unknown> = {}) => ({
  accountId: accounts[who]!.USD,
  beneficiaryId: beneficiaries[who],
  amount,
  ...extra,
});

const books = () => ledgerCounts(bank);

const declaration = {
  source: 'Income',
  declarationAccepted: true,
  signature: 'Wile Coyote',
  date: '2026-11-21',
} as const;

describe.skipIf(engineUnavailable)(`wire transfer API (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
    await customer('wile', 'acme@demo.test');
    await customer('rich', 'acme@demo.test');
    await customer('poor', 'acme@demo.test');
    await customer('ada', 'ada@demo.test');
    await customer('eve', 'acme@demo.test');
    await admin('/deposit', { email: 'rich@wire-out.test', currency: 'USD', amount: '20000' });
  }, 180_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('GET /transfer/types answers each kind’s fee, defaults where the back office set none', async () => {
    const type = async (name: string) => (await get('wile', `/transfer/types?name=${name}`)).body;
    expect(await type('WIRE_TRANSFER')).toEqual({
      name: 'WIRE_TRANSFER',
      fee: null,
      feeCurrency: 'USD',
      feeRate: '0.005',
      minFee: '15',
      maxFee: '75',
      impactOnSpendableAmount: 'DEBIT',
    });
    expect(await type('TRANSFER_BETWEEN_MEMBERS')).toMatchObject({ fee: '0', feeRate: null });
    expect(await type('TRANSFER_BETWEEN_ACCOUNTS')).toMatchObject({ fee: '0', feeRate: null });
    expect(await type('EXTERNAL_WALLET_TRANSFER')).toMatchObject({
      fee: null,
      feeRate: '0.01',
      minFee: null,
      maxFee: null,
    });
    const unknown = await get('wile', '/transfer/types?name=NOPE');
    expect(unknown.status).toBe(400);
  });

  it('holds the amount in PENDING_HOLD under review, with the minimum fee of 15 USD', async () => {
    const before = await balance('wile', 'USD');
    const hold = await internal('PENDING_HOLD', 'USD');
    const counts = await books();
    const res = await wire('wile', usd('wile', '1000', { userMemo: '  March rent ' }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      statusCode: 200,
      message: 'Wire transfer request sent successfully!',
      transactionId: expect.any(String),
      publicId: expect.stringMatching(/^TX[0-9A-F]{12}$/),
    });
    expect(await balance('wile', 'USD')).toBe(subtract(before, '1000'));
    expect(await internal('PENDING_HOLD', 'USD')).toBe(add(hold, '1000'));
    expect(await books()).toEqual({
      transactions: counts.transactions + 1,
      postings: counts.postings + 2,
    });

    // 'Transactions in Review' lists it (the query the app sends).
    const review = await get(
      'wile',
      '/transfer/external?statusIn=PENDING_REVIEW&methodIn=WIRE,NETWORK,NETWORK_V2&limit=100&offset=0&generateTitleAndDescription=true',
    );
    expect(review.status).toBe(200);
    const item = review.body.data.find((t: { id: string }) => t.id === res.body.transactionId);
    expect(item).toMatchObject({
      type: 'WIRE_TRANSFER',
      method: 'WIRE',
      status: 'PENDING_REVIEW',
      direction: 'WITHDRAWAL',
      currency: 'USD',
      accountId: accounts.wile!.USD,
      userMemo: 'March rent',
      providerCurrency: 'USD',
      providerFeeCurrency: 'USD',
      providerMetaData: {
        beneficiaryName: 'Jane Landlord',
        extraData: expect.objectContaining({ beneficiaryIBAN: 'US12345678901234567890' }),
      },
      metaData: expect.objectContaining({
        beneficiaryId: beneficiaries.wile,
        fee: '15.00',
        received: '985.00',
        sourceOfFund: null,
      }),
    });
    expect(plain(item.amount)).toBe('1000');
    expect(plain(item.providerAmount)).toBe('985');
    expect(plain(item.providerFeeAmount)).toBe('15');

    // The back office sends it: the hold pays wire clearing what arrives and FEES the fee.
    const clearing = await internal('WIRE_CLEARING', 'USD');
    const fees = await internal('FEES', 'USD');
    const sent = await staffReviewHeld(bank, res.body.publicId, 'approve');
    expect(sent.status).toBe(200);
    expect(await internal('PENDING_HOLD', 'USD')).toBe(hold);
    expect(await internal('WIRE_CLEARING', 'USD')).toBe(add(clearing, '985'));
    expect(await internal('FEES', 'USD')).toBe(add(fees, '15'));
    expect(await balance('wile', 'USD')).toBe(subtract(before, '1000'));
  });

  it('charges 0.5 % between the bounds and 75 USD at most; 10,000 USD or more needs the declaration', async () => {
    const mid = await wire('rich', usd('rich', '5000'));
    expect(mid.status).toBe(200);
    const midItem = await bank.ctx.db
      .selectFrom('transactions')
      .select(['provider_amount', 'provider_fee_amount'])
      .where('id', '=', mid.body.transactionId)
      .executeTakeFirstOrThrow();
    expect(plain(midItem.provider_fee_amount!)).toBe('25');
    expect(plain(midItem.provider_amount!)).toBe('4975');

    const counts = await books();
    const undeclared = await wire('rich', usd('rich', '20000'));
    expect(undeclared.status).toBe(400);
    expect(undeclared.body.message).toBe(
      'The source of funds declaration is required for this amount',
    );
    const other = await wire(
      'rich',
      usd('rich', '20000', { sourceOfFund: { ...declaration, source: 'Other', otherText: ' ' } }),
    );
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('Please specify the source of fund');
    expect(await books()).toEqual(counts);

    const before = await balance('rich', 'USD');
    const big = await wire('rich', usd('rich', '20000', { sourceOfFund: declaration }));
    expect(big.status).toBe(200);
    const bigItem = await bank.ctx.db
      .selectFrom('transactions')
      .select(['provider_amount', 'provider_fee_amount', 'meta'])
      .where('id', '=', big.body.transactionId)
      .executeTakeFirstOrThrow();
    expect(plain(bigItem.provider_fee_amount!)).toBe('75');
    expect(plain(bigItem.provider_amount!)).toBe('19925');
    expect(bigItem.meta).toMatchObject({ sourceOfFund: declaration });
    expect(await balance('rich', 'USD')).toBe(subtract(before, '20000'));
  });

  it('converts the bounds into the account currency (EUR) and rejects the wire: refund, balanced', async () => {
    const before = await balance('wile', 'EUR');
    const res = await wire('wile', {
      accountId: accounts.wile!.EUR,
      beneficiaryId: beneficiaries.wile,
      amount: '200',
    });
    expect(res.status).toBe(200);
    const item = await bank.ctx.db
      .selectFrom('transactions')
      .select(['provider_amount', 'provider_fee_amount', 'provider_fee_currency'])
      .where('id', '=', res.body.transactionId)
      .executeTakeFirstOrThrow();
    // 15 USD at 1.08 USD per EUR = 13.888… EUR, half-up to 13.89.
    expect(plain(item.provider_fee_amount!)).toBe('13.89');
    expect(plain(item.provider_amount!)).toBe('186.11');
    expect(item.provider_fee_currency).toBe('EUR');
    expect(await balance('wile', 'EUR')).toBe(subtract(before, '200'));

    const rejected = await staffReviewHeld(bank, res.body.publicId, 'reject');
    expect(rejected.status).toBe(200);
    expect(await balance('wile', 'EUR')).toBe(before);
  });

  it('charges a fixed fee the back office sets (converted), never more than the amount', async () => {
    const set = await admin('/transfer-types', {
      name: 'WIRE_TRANSFER',
      fee: '20',
      feeCurrency: 'USD',
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ fee: '20', feeCurrency: 'USD', feeRate: null });
    const shown = await get('wile', '/transfer/types?name=WIRE_TRANSFER');
    expect(shown.body).toMatchObject({ fee: '20', feeRate: null, minFee: null, maxFee: null });
    const res = await wire('wile', {
      accountId: accounts.wile!.EUR,
      beneficiaryId: beneficiaries.wile,
      amount: '150',
    });
    expect(res.status).toBe(200);
    const item = await bank.ctx.db
      .selectFrom('transactions')
      .select(['provider_amount', 'provider_fee_amount'])
      .where('id', '=', res.body.transactionId)
      .executeTakeFirstOrThrow();
    // 20 USD / 1.08 = 18.518… EUR → 18.52.
    expect(plain(item.provider_fee_amount!)).toBe('18.52');
    expect(plain(item.provider_amount!)).toBe('131.48');

    await admin('/transfer-types', { name: 'WIRE_TRANSFER', fee: '500', feeCurrency: 'USD' });
    const whole = await wire('wile', usd('wile', '100'));
    expect(whole.status).toBe(200);
    const wholeItem = await bank.ctx.db
      .selectFrom('transactions')
      .select(['provider_amount', 'provider_fee_amount'])
      .where('id', '=', whole.body.transactionId)
      .executeTakeFirstOrThrow();
    expect(plain(wholeItem.provider_fee_amount!)).toBe('100');
    expect(plain(wholeItem.provider_amount!)).toBe('0');
    const approved = await staffReviewHeld(bank, whole.body.publicId, 'approve');
    expect(approved.status).toBe(200);

    const bad = await admin('/transfer-types', { name: 'WIRE_TRANSFER', fee: '1', feeRate: '0.1' });
    expect(bad.status).toBe(400);
    const reset = await admin('/transfer-types', { name: 'WIRE_TRANSFER', reset: true });
    expect(reset.body).toMatchObject({ feeRate: '0.005', minFee: '15', maxFee: '75' });
  });

  it('refuses more than the spendable amount in USD', async () => {
    // Most of poor's dollars leave first: 500.75 USD stay spendable.
    expect((await wire('poor', usd('poor', '12000', { sourceOfFund: declaration }))).status).toBe(
      200,
    );
    const counts = await books();
    // 3,000 EUR is 3,240 USD at the bank's rate: within the EUR balance, above the spendable dollars.
    const res = await wire('poor', {
      accountId: accounts.poor!.EUR,
      beneficiaryId: beneficiaries.poor,
      amount: '3000',
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The amount is more than your spendable amount');
    expect(await books()).toEqual(counts);
    const spendable = await get('poor', '/user/spendable');
    expect(spendable.body.spendableAmountInUsd).toBe('500.75');
    // 460 EUR is 496.80 USD: allowed.
    const within = await wire('poor', {
      accountId: accounts.poor!.EUR,
      beneficiaryId: beneficiaries.poor,
      amount: '460',
    });
    expect(within.status).toBe(200);
  });

  it('with the second factor (ada@): 207 and a code bound to the exact wire', async () => {
    const before = await balance('ada', 'USD');
    const counts = await books();
    const body = usd('ada', '300', { userMemo: 'invoice 7' });
    const first = await wire('ada', body);
    expect(first.status).toBe(207);
    expect(first.body).toMatchObject({
      statusCode: 207,
      message: 'A verification code has been sent to your email',
      transaction2faRecordId: expect.any(String),
    });
    expect(await books()).toEqual(counts);
    const code = (await bank.ctx.mailbox.list('ada@wire-out.test'))[0]!.code!;
    const recordId = first.body.transaction2faRecordId;
    for (const other of [
      usd('ada', '300.01', { userMemo: 'invoice 7' }),
      usd('ada', '300', { userMemo: 'invoice 8' }),
      usd('ada', '300', {
        userMemo: 'invoice 7',
        sourceOfFund: { ...declaration, signature: 'Ada Lovelace' },
      }),
    ]) {
      const mismatch = await wire('ada', {
        ...other,
        mfaCode: code,
        transaction2faRecordId: recordId,
      });
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.message).toBe(
        'This code was issued for another transfer. Please send the transfer again.',
      );
    }
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const bad = await wire('ada', {
      ...body,
      mfaCode: wrongCode,
      transaction2faRecordId: recordId,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Verification code is invalid');
    expect(await books()).toEqual(counts);
    const done = await wire('ada', { ...body, mfaCode: code, transaction2faRecordId: recordId });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Wire transfer request sent successfully!');
    expect(await balance('ada', 'USD')).toBe(subtract(before, '300'));
    const again = await wire('ada', { ...body, mfaCode: code, transaction2faRecordId: recordId });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('Verification code is invalid');
    expect(await balance('ada', 'USD')).toBe(subtract(before, '300'));
  });

  describe('refusals: a 4xx with its message, nothing posted, no code sent', () => {
    const cases: [string, () => Record<string, unknown>, number, string][] = [
      ['below 100', () => usd('ada', '99.99'), 400, 'The minimum wire transfer amount is 100 USD'],
      [
        'below 100 EUR',
        () => ({ accountId: accounts.ada!.EUR, beneficiaryId: beneficiaries.ada, amount: '99' }),
        400,
        'The minimum wire transfer amount is 100 EUR',
      ],
      [
        'too many decimals',
        () => usd('ada', '100.001'),
        400,
        'amount has more than 2 decimals, which USD allows',
      ],
      [
        'more than the balance',
        () => usd('ada', '99999'),
        422,
        'You do not have enough balance for this transaction',
      ],
      [
        "another customer's beneficiary",
        () => usd('ada', '100', { beneficiaryId: beneficiaries.eve }),
        404,
        'Beneficiary not found',
      ],
      [
        "another customer's account",
        () => usd('ada', '100', { accountId: accounts.eve!.USD }),
        404,
        'Account not found',
      ],
      [
        'a crypto account',
        () => usd('ada', '100', { accountId: accounts.ada!.AXC }),
        400,
        'A wire transfer cannot be paid from an AXC account',
      ],
      [
        'a frozen account',
        () => usd('ada', '100', { accountId: accounts.ada!.GBP }),
        400,
        'Only an active account can be used for this transfer',
      ],
    ];
    it.each(cases)('%s', async (_name, body, status, message) => {
      const counts = await books();
      const mails = (await bank.ctx.mailbox.list('ada@wire-out.test')).length;
      const res = await wire('ada', body());
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
      expect(await books()).toEqual(counts);
      expect((await bank.ctx.mailbox.list('ada@wire-out.test')).length).toBe(mails);
    });
  });

  it('leaves the ledger balanced', async () => {
    const audit = await auditLedger(bank.ctx.db);
    expect(audit.ok).toBe(true);
  });
});
