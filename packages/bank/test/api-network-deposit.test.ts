import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/audit';
import { createDemoCustomer, DEMO_USERS } from '../src/sandbox/seed';
import { callApi, signIn, type Caller, type Customer } from './api-support';
import {
  accountBalance,
  adminCall,
  engine,
  engineUnavailable,
  startTestBank,
  type TestBank,
} from './harness';

// Seed 001 §2 'Network deposit address pages', §4, §7, §9: the custody address per network (GET
// /transfer/axcustody/deposit-address), coins arriving at it (the back office's POST /sandbox/admin/network-deposit,
// at least 1 AXC) awaiting the customer's confirmation, and that confirmation into an AXC account only.

let bank: TestBank;

async function customerLike(
  demoEmail: string,
  email: string,
  features: string[] = [],
): Promise<Customer> {
  const demo = DEMO_USERS.find((u) => u.email === demoEmail)!;
  const id = await createDemoCustomer(bank.ctx, demo, email);
  if (features.length) await admin(`/users/${email}/features`, { add: features });
  return signIn(bank, { id, email, firstName: demo.firstName, lastName: demo.lastName });
}

const admin = (path: string, body: unknown) => adminCall(bank, path, body);

const get = (who: Caller, path: string) => callApi(bank, who, 'GET', path);
const post = (who: Caller, path: string, body?: unknown) => callApi(bank, who, 'POST', path, body);
const address = (who: Caller, v2 = false) =>
  get(who, `/transfer/axcustody/deposit-address${v2 ? '?asset=axiaV2' : ''}`);

const balance = (id: string) => accountBalance(bank, id);

describe.skipIf(engineUnavailable)(`network deposit API (${engine})`, () => {
  let ada: Customer;

  beforeAll(async () => {
    bank = await startTestBank();
    ada = await customerLike('ada@demo.test', 'ada.network@demo.test', ['CUSTODY', 'CUSTODY_V2']);
  }, 120_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('gives each customer one stable address per network', async () => {
    const v1 = await address(ada);
    const v2 = await address(ada, true);
    expect(v1).toEqual({
      status: 200,
      body: { data: expect.stringMatching(/^axc1[a-z0-9]{38}$/) },
    });
    expect(v2).toEqual({ status: 200, body: { data: expect.stringMatching(/^0x[0-9a-f]{40}$/) } });
    expect((await address(ada)).body.data).toBe(v1.body.data);
    expect((await address(ada, true)).body.data).toBe(v2.body.data);
    const other = await customerLike('ada@demo.test', 'ada.other@demo.test', ['CUSTODY']);
    expect((await address(other)).body.data).not.toBe(v1.body.data);
    expect((await get(other, '/transfer/axcustody/deposit-address?asset=eth')).status).toBe(400);
  });

  it("answers 403 with the spec's text when the network's feature is off", async () => {
    const v1Only = await customerLike('ada@demo.test', 'ada.v1@demo.test', ['CUSTODY']);
    const refused = await address(v1Only, true);
    expect(refused).toEqual({
      status: 403,
      body: {
        statusCode: 403,
        message: 'This service is temporarily unavailable, please try again later.',
      },
    });
    const suspended = await customerLike('suspended@demo.test', 'sam.network@demo.test', [
      'CUSTODY_V2',
    ]);
    // SUSPENDED customers keep Deposit.
    expect((await address(suspended, true)).status).toBe(200);
  });

  it('records coins at the address as a pending deposit (custody → holding), refusing less than 1 AXC', async () => {
    const before = await balance(ada.accounts.AXC!);
    for (const [amount, message] of [
      ['0.99999', 'The minimum network deposit is 1 AXC; 0.99999 AXC was refused'],
      ['1.000001', 'amount has more than 5 decimals, which AXC allows'],
      ['-3', 'amount must be a positive decimal string'],
    ]) {
      const refused = await admin('/network-deposit', { email: ada.email, amount, network: 'V2' });
      expect(refused.status, amount).toBe(400);
      expect(refused.body.message).toContain(message);
    }
    const none = await customerLike('ada@demo.test', 'ada.nocustody@demo.test');
    expect(
      (await admin('/network-deposit', { email: none.email, amount: '5', network: 'V1' })).body
        .message,
    ).toBe('ada.nocustody@demo.test has no network V1 deposit address (CUSTODY is off)');

    const arrived = await admin('/network-deposit', {
      email: ada.email,
      amount: '1',
      network: 'V2',
    });
    expect(arrived.status).toBe(200);
    expect(arrived.body).toMatchObject({
      network: 'V2',
      address: (await address(ada, true)).body.data,
      amount: '1.00000',
      status: 'PENDING_CONFIRMATION',
    });
    const v1 = await admin('/network-deposit', { email: ada.email, amount: '12.34567' });
    expect(v1.body).toMatchObject({ network: 'V1', amount: '12.34567' });
    expect(await balance(ada.accounts.AXC!)).toBe(before);

    const pending = await get(
      ada,
      '/transfer/external?statusIn=PENDING_CONFIRMATION&methodIn=NETWORK,NETWORK_V2&generateTitleAndDescription=true',
    );
    // Both arrive at the same instant of the test bank's clock, so their order is the ids' (random): any order.
    expect(pending.body.data).toHaveLength(2);
    expect(pending.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: v1.body.transactionId,
          type: 'NETWORK_DEPOSIT',
          method: 'NETWORK',
          title: 'AXIA Network deposit',
          amount: '12.34567',
        }),
        expect.objectContaining({
          id: arrived.body.transactionId,
          type: 'NETWORK_V2_DEPOSIT',
          method: 'NETWORK_V2',
          status: 'PENDING_CONFIRMATION',
          title: 'AXIA Network (V2) deposit',
          direction: 'DEPOSIT',
          amount: '1.00000',
          currency: 'AXC',
          providerFeeAmount: '0.00100',
          providerMetaData: expect.objectContaining({ toAddress: arrived.body.address }),
        }),
      ]),
    );
    const legs = await bank.ctx.db
      .selectFrom('postings')
      .select(['account_id', 'amount'])
      .where('transaction_id', '=', arrived.body.transactionId)
      .orderBy('account_id')
      .execute();
    expect(legs).toEqual([
      { account_id: 'internal-CRYPTO_CUSTODY-AXC', amount: '-1.00000' },
      { account_id: 'internal-PENDING_HOLD-AXC', amount: '1.00000' },
    ]);
    expect((await auditLedger(bank.ctx.db)).ok).toBe(true);
  });

  it('is confirmed into an AXC account only, once, to the last decimal', async () => {
    const arrived = await admin('/network-deposit', {
      email: ada.email,
      amount: '250.5',
      network: 'V2',
    });
    const id = arrived.body.transactionId as string;
    const before = await balance(ada.accounts.AXC!);
    for (const currency of ['USAX', 'USD']) {
      const refused = await post(ada, '/deposit/confirm', {
        externalTransactionId: id,
        accountId: ada.accounts[currency],
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('This deposit can only go to an account in AXC');
    }
    const confirmed = await post(ada, '/deposit/confirm', {
      externalTransactionId: id,
      accountId: ada.accounts.AXC,
    });
    expect(confirmed.body).toEqual({
      statusCode: 200,
      message: 'Funds are deposited successfully!',
    });
    expect(await balance(ada.accounts.AXC!)).toBe('250250.62345');
    expect(before).toBe('250000.12345');
    const again = await post(ada, '/deposit/confirm', {
      externalTransactionId: id,
      accountId: ada.accounts.AXC,
    });
    expect(again.status).toBe(409);
    expect(await balance(ada.accounts.AXC!)).toBe('250250.62345');
    expect((await auditLedger(bank.ctx.db)).ok).toBe(true);
  });
});
