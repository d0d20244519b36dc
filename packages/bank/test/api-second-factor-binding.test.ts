import { add, decimal, subtract, toPlainString } from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditFrom } from '../src/modules/ledger/post';
import { withSecondUsdAccount } from '../src/sandbox/second-account';
import { ledgerCounts, suiteCustomers } from './api-support';
import { accountBalance, engine, engineUnavailable, startTestBank, type TestBank } from './harness';

// Seed 001 §2, §7 'Transfer requests for second-factor'; docs/money.md 'Transaction second factor': a transaction
// second-factor code approves "this very request" and no other. The wire and member suites vary the amount, memo,
// source of funds and the member recipient; this file varies what they do not: the wire's payee (beneficiary), the
// account the money leaves (wire and member transfer; a second USD account, so the currency stays the same), and the
// notification part of a settings change. Each time
// the code of request A is sent with request B: 422 'This code was issued for another transfer…', nothing moves,
// and the code still approves request A (so the refusal was the binding, not a spent or wrong code). One code
// mail per test: within the per-address limit of 5 per 15 minutes.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'binding.test');
const { accounts, post, get } = customers;

const MISMATCH = 'This code was issued for another transfer. Please send the transfer again.';

const plain = (value: string) => toPlainString(decimal(value));
const balance = async (who: string, currency: string) =>
  plain(await accountBalance(bank, accounts[who]![currency]!));
const books = () => ledgerCounts(bank);
/** The code of the newest mail to `who` (each call moves the clock a second first, so the newest is its own). */
const lastCode = async (who: string) =>
  (await bank.ctx.mailbox.list(customers.emails[who]!))[0]!.code!;

const call = (who: string, path: string, body: unknown) => {
  bank.clock.advance(1000);
  return post(who, path, body);
};

const WIRE_BENEFICIARY = {
  currency: 'USD',
  beneficiaryBankName: 'First Sandbox Bank',
  beneficiaryBankAddress: '1 Main Street, Springfield',
  beneficiaryBankSwiftOrABA: '021000021',
  beneficiaryAddress: '2 Elm Street, Springfield',
};
const payees: Record<'landlord' | 'stranger', string> = { landlord: '', stranger: '' };

describe.skipIf(engineUnavailable)(
  `a second-factor code approves only its own request (${engine})`,
  () => {
    beforeAll(async () => {
      bank = await startTestBank();
      // ada@ has the TRANSACTION2FA feature and the factor on for wires and member transfers; acme@ receives.
      await customers.add('ada', 'ada@demo.test');
      await customers.add('acme', 'acme@demo.test');
      for (const [key, name, iban] of [
        ['landlord', 'Jane Landlord', 'US12345678901234567890'],
        ['stranger', 'Mallory Stranger', 'US99999999999999999999'],
      ] as const) {
        const added = await post('ada', '/beneficiary/wire-transfer/add', {
          ...WIRE_BENEFICIARY,
          alias: name,
          beneficiaryName: name,
          beneficiaryIBAN: iban,
        });
        expect(added.status).toBe(200);
        payees[key] = added.body.id;
      }
      expect(payees.landlord).not.toBe(payees.stranger);
      // A second USD account of ada's with 1,000 USD, so a request can differ in the source account alone (the same
      // currency, amount and payee).
      const { usd2 } = await withSecondUsdAccount(bank.ctx.db, customers.emails.ada!, {
        prefix: 'binding',
        publicId: 'BINDINGUSD2',
      });
      await creditFrom(bank.ctx.db, 'SANDBOX_FUNDING', {
        accountId: usd2,
        amount: '1000',
        type: 'EXTERNAL_TRANSACTION',
        method: 'SANDBOX',
        title: 'Deposit',
        createdAt: bank.clock.now(),
      });
      accounts.ada!.USD2 = usd2;
    }, 180_000);
    afterAll(async () => {
      await bank?.close();
    });

    it('a wire code issued for one beneficiary does not approve a wire to another beneficiary', async () => {
      const wire = (beneficiaryId: string, extra: Record<string, unknown> = {}) =>
        call('ada', '/transfer/wire-transfer', {
          accountId: accounts.ada!.USD,
          beneficiaryId,
          amount: '300',
          ...extra,
        });
      const before = await balance('ada', 'USD');
      const counts = await books();
      const first = await wire(payees.landlord);
      expect(first.status).toBe(207);
      const code = await lastCode('ada');
      const approval = { mfaCode: code, transaction2faRecordId: first.body.transaction2faRecordId };

      const redirected = await wire(payees.stranger, approval);
      expect({ status: redirected.status, message: redirected.body.message }).toEqual({
        status: 422,
        message: MISMATCH,
      });
      expect(await books()).toEqual(counts);
      expect(await balance('ada', 'USD')).toBe(before);

      // The same code still approves the wire it was issued for, to the landlord.
      const done = await wire(payees.landlord, approval);
      expect(done.status).toBe(200);
      const posted = await bank.ctx.db
        .selectFrom('transactions')
        .select('meta')
        .where('id', '=', done.body.transactionId)
        .executeTakeFirstOrThrow();
      expect(posted.meta).toMatchObject({ beneficiaryId: payees.landlord });
      expect(await balance('ada', 'USD')).toBe(subtract(before, '300'));
    });

    it('a wire code issued for one source account does not approve the same wire from another account', async () => {
      const wire = (account: 'USD' | 'USD2', extra: Record<string, unknown> = {}) =>
        call('ada', '/transfer/wire-transfer', {
          accountId: accounts.ada![account],
          beneficiaryId: payees.landlord,
          amount: '300',
          ...extra,
        });
      const before = { USD: await balance('ada', 'USD'), USD2: await balance('ada', 'USD2') };
      const counts = await books();
      const first = await wire('USD');
      expect(first.status).toBe(207);
      const approval = {
        mfaCode: await lastCode('ada'),
        transaction2faRecordId: first.body.transaction2faRecordId,
      };

      const otherAccount = await wire('USD2', approval);
      expect({ status: otherAccount.status, message: otherAccount.body.message }).toEqual({
        status: 422,
        message: MISMATCH,
      });
      expect(await books()).toEqual(counts);
      expect({ USD: await balance('ada', 'USD'), USD2: await balance('ada', 'USD2') }).toEqual(
        before,
      );

      expect((await wire('USD', approval)).status).toBe(200);
      expect(await balance('ada', 'USD')).toBe(subtract(before.USD, '300'));
      expect(await balance('ada', 'USD2')).toBe(before.USD2);
    });

    it('a member-transfer code issued for one source account does not approve the same transfer from another account', async () => {
      const send = (account: 'USD' | 'USD2', extra: Record<string, unknown> = {}) =>
        call('ada', '/transfer/between-members/send', {
          fromAccountId: accounts.ada![account],
          amount: '250',
          currency: 'USD',
          beneficiaryEmail: customers.emails.acme,
          ...extra,
        });
      const before = {
        ada: { USD: await balance('ada', 'USD'), USD2: await balance('ada', 'USD2') },
        acme: await balance('acme', 'USD'),
      };
      const counts = await books();
      const first = await send('USD');
      expect(first.status).toBe(207);
      const approval = {
        mfaCode: await lastCode('ada'),
        transaction2faRecordId: first.body.transaction2faRecordId,
      };

      const otherAccount = await send('USD2', approval);
      expect({ status: otherAccount.status, message: otherAccount.body.message }).toEqual({
        status: 422,
        message: MISMATCH,
      });
      expect(await books()).toEqual(counts);
      expect({
        ada: { USD: await balance('ada', 'USD'), USD2: await balance('ada', 'USD2') },
        acme: await balance('acme', 'USD'),
      }).toEqual(before);

      expect((await send('USD', approval)).status).toBe(200);
      expect(await balance('ada', 'USD')).toBe(subtract(before.ada.USD, '250'));
      expect(await balance('acme', 'USD')).toBe(add(before.acme, '250'));
      expect(await balance('ada', 'USD2')).toBe(before.ada.USD2);
    });

    it('a settings code issued for a second-factor change does not approve that change with other notifications', async () => {
      const change = {
        transaction2fa: { WIRE_TRANSFER: { enabled: false, method: 'EMAIL' } },
        notifications: { ON_LOGIN: { enabledEmail: false } },
      };
      const first = await call('ada', '/user/setting', change);
      expect(first.status).toBe(207);
      const approval = {
        mfaCode: await lastCode('ada'),
        transaction2faRecordId: first.body.transaction2faRecordId,
      };

      const widened = await call('ada', '/user/setting', {
        ...change,
        notifications: { ON_LOGIN: { enabledEmail: true } },
        ...approval,
      });
      expect({ status: widened.status, message: widened.body.message }).toEqual({
        status: 422,
        message: MISMATCH,
      });
      const unchanged = await get('ada', '/user/setting');
      expect(unchanged.body.notifications).toEqual({ ON_LOGIN: { enabledEmail: false } });
      expect(unchanged.body.transaction2fa.WIRE_TRANSFER.enabled).toBe(true);

      const done = await call('ada', '/user/setting', { ...change, ...approval });
      expect(done.status).toBe(200);
      expect(done.body.transaction2fa.WIRE_TRANSFER.enabled).toBe(false);
      expect(done.body.notifications).toEqual({ ON_LOGIN: { enabledEmail: false } });
    });
  },
);
