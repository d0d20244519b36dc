import { decimal, toPlainString } from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIRE_BENEFICIARY } from './payment-support';
import { internalAccount } from '../src/modules/ledger/post';
import { suiteCustomers } from './api-support';
import { staffReviewHeld } from './staff-support';
import {
  accountBalance,
  adminCall,
  engine,
  engineUnavailable,
  startTestBank,
  type TestBank,
} from './harness';

// Seed 001 §9 'Wire transfer': the fee is amount × feeRate bounded between minFee and maxFee, "conversions use the
// rate to USD"; GET /transfer/types gives the bounds in USD (feeCurrency USD: 0.5 %, 15..75 USD). A wire from a EUR
// or GBP account (seed 001 §5: "minimum 100 in the account currency") pays the bounds converted into its own
// currency at the sandbox's rates to USD (the defaults of the rate source, which this suite does not move):
//   EUR 1.08 USD, GBP 1.27 USD.
// The fee rounds half-up to the currency's 2 decimals (docs/money.md 'Rounding'); the beneficiary gets the amount less the fee.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'wire-fee.test');
const { accounts, post } = customers;
let beneficiaryId: string;

const plain = (value: string) => toPlainString(decimal(value));
const balance = async (id: string) => plain(await accountBalance(bank, id));

// 20,000 EUR is 21,600 USD and 20,000 GBP 25,400 USD: from 10,000 USD the declaration is needed (seed 001 §5).
const declaration = {
  source: 'Income',
  declarationAccepted: true,
  signature: 'Wile Coyote',
  date: '2026-11-21',
} as const;

async function wire(currency: 'EUR' | 'GBP', amount: string) {
  bank.clock.advance(1000);
  const res = await post('wile', '/transfer/wire-transfer', {
    accountId: accounts.wile![currency],
    beneficiaryId,
    amount,
    sourceOfFund: declaration,
  });
  expect(res.status).toBe(200);
  const row = await bank.ctx.db
    .selectFrom('transactions')
    .select(['provider_amount', 'provider_fee_amount', 'provider_fee_currency', 'meta'])
    .where('id', '=', res.body.transactionId)
    .executeTakeFirstOrThrow();
  return { publicId: res.body.publicId as string, row };
}

describe.skipIf(engineUnavailable)(
  `the wire fee's bounds in the account's currency (${engine})`,
  () => {
    beforeAll(async () => {
      bank = await startTestBank();
      await customers.add('wile', 'acme@demo.test');
      // The demo copies' GBP account is frozen (seed 'Action Required'); this customer's is in use.
      await bank.ctx.db
        .updateTable('accounts')
        .set({ status: 'ACTIVE' })
        .where('id', '=', accounts.wile!.GBP!)
        .execute();
      // The wires below need their USD worth within the spendable amount in USD, which is what the USD account holds
      // (GET /user/spendable): 12,500.75 + 20,000 covers 25,400 USD.
      for (const currency of ['EUR', 'GBP', 'USD'])
        expect(
          (
            await adminCall(bank, '/deposit', {
              email: customers.emails.wile,
              currency,
              amount: '20000',
            })
          ).status,
        ).toBe(200);
      const added = await post('wile', '/beneficiary/wire-transfer/add', WIRE_BENEFICIARY);
      expect(added.status).toBe(200);
      beneficiaryId = added.body.id;
    }, 180_000);
    afterAll(async () => {
      await bank?.close();
    });

    it('caps the fee of a 20,000 EUR wire at 75 USD in euros: 69.44 EUR, 19,930.56 EUR sent', async () => {
      // 0.5 % of 20,000 EUR = 100 EUR; the cap 75 USD ÷ 1.08 USD per EUR = 69.4444… EUR → 69.44 (half-up), below
      // 100, so the fee is 69.44 EUR (not 75.00, the USD figure taken as euros) and 20,000 − 69.44 = 19,930.56 leaves.
      const before = await balance(accounts.wile!.EUR!);
      const fees = await internalAccount(bank.ctx.db, 'FEES', 'EUR');
      const clearing = await internalAccount(bank.ctx.db, 'WIRE_CLEARING', 'EUR');
      const feesBefore = await balance(fees);
      const clearingBefore = await balance(clearing);
      const { publicId, row } = await wire('EUR', '20000');
      expect({
        fee: plain(row.provider_fee_amount!),
        received: plain(row.provider_amount!),
        feeCurrency: row.provider_fee_currency,
      }).toEqual({ fee: '69.44', received: '19930.56', feeCurrency: 'EUR' });
      expect(row.meta).toMatchObject({ fee: '69.44', received: '19930.56' });
      expect(await balance(accounts.wile!.EUR!)).toBe(
        plain(decimal(before).minus('20000').toString()),
      );

      // Sent by the back office: FEES gets 69.44 EUR, wire clearing 19,930.56 EUR.
      const sent = await staffReviewHeld(bank, publicId, 'approve');
      expect(sent.status).toBe(200);
      expect(await balance(fees)).toBe(plain(decimal(feesBefore).plus('69.44').toString()));
      expect(await balance(clearing)).toBe(
        plain(decimal(clearingBefore).plus('19930.56').toString()),
      );
    });

    it('converts both bounds into pounds: 75 USD is 59.06 GBP at most, 15 USD is 11.81 GBP at least', async () => {
      // 0.5 % of 20,000 GBP = 100 GBP; the cap 75 USD ÷ 1.27 USD per GBP = 59.0551… GBP → 59.06 (half-up);
      // 20,000 − 59.06 = 19,940.94.
      const big = await wire('GBP', '20000');
      expect({
        fee: plain(big.row.provider_fee_amount!),
        received: plain(big.row.provider_amount!),
        feeCurrency: big.row.provider_fee_currency,
      }).toEqual({ fee: '59.06', received: '19940.94', feeCurrency: 'GBP' });
      // 0.5 % of 100 GBP = 0.50 GBP; the floor 15 USD ÷ 1.27 = 11.8110… GBP → 11.81; 100 − 11.81 = 88.19.
      const small = await wire('GBP', '100');
      expect({
        fee: plain(small.row.provider_fee_amount!),
        received: plain(small.row.provider_amount!),
      }).toEqual({ fee: '11.81', received: '88.19' });
    });
  },
);
