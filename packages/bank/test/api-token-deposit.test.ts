import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/audit';
import { createDemoCustomer, DEMO_USERS } from '../src/sandbox/seed';
import { callApi, signIn, type Caller, type Customer } from './api-support';
import {
  accountBalance,
  engine,
  engineUnavailable,
  rowCount,
  startTestBank,
  type TestBank,
} from './harness';

// Seed 001 §2 'Token wallet deposit', §5, §7, §9: the legacy ERC-20 token wallet (GET /deposit/erc20AXC/
// userWalletBalance) and its move into an AXC account (POST /deposit/erc20AXC), × 13.43 for legacy token holders.

let bank: TestBank;

async function customerLike(demoEmail: string, email: string): Promise<Customer> {
  const demo = DEMO_USERS.find((u) => u.email === demoEmail)!;
  const id = await createDemoCustomer(bank.ctx, demo, email);
  return signIn(bank, { id, email, firstName: demo.firstName, lastName: demo.lastName });
}

const get = (who: Caller, path: string) => callApi(bank, who, 'GET', path);
const post = (who: Caller, path: string, body?: unknown) => callApi(bank, who, 'POST', path, body);
const deposit = (who: Customer, amountAxc: string, toAccountId = who.accounts.AXC!) =>
  post(who, '/deposit/erc20AXC', { toAccountId, amountAxc });

const balance = (id: string) => accountBalance(bank, id);
const wallet = async (who: Caller) => (await get(who, '/deposit/erc20AXC/userWalletBalance')).body;
const transactionCount = () => rowCount(bank, 'transactions');

describe.skipIf(engineUnavailable)(`token wallet deposit API (${engine})`, () => {
  let legacy: Customer;
  let ada: Customer;

  beforeAll(async () => {
    bank = await startTestBank();
    legacy = await customerLike('legacy@demo.test', 'lee.token@demo.test');
    ada = await customerLike('ada@demo.test', 'ada.token@demo.test');
  }, 120_000);
  afterAll(async () => {
    await bank?.close();
  });

  it("answers the customer's wallet: address, tokens and email", async () => {
    const entry = await wallet(legacy);
    expect(entry).toEqual({
      eth_wallet_address: expect.stringMatching(/^0x[0-9a-f]{40}$/),
      axc: '750.00000',
      email: 'lee.token@demo.test',
    });
    expect((await wallet(ada)).axc).toBe('120.50000');
    expect((await wallet(ada)).eth_wallet_address).not.toBe(entry.eth_wallet_address);
  });

  it('answers null for a flagged customer without a wallet, 403 without the flag', async () => {
    const lone = await customerLike('ada@demo.test', 'ada.nowallet@demo.test');
    await bank.ctx.db.deleteFrom('token_wallets').where('user_id', '=', lone.id).execute();
    const none = await get(lone, '/deposit/erc20AXC/userWalletBalance');
    expect(none).toEqual({ status: 200, body: null });
    expect((await deposit(lone, '1')).body).toMatchObject({
      statusCode: 404,
      message: 'No wallet information!',
    });

    const plain = await customerLike('lowbalance@demo.test', 'lou.token@demo.test');
    const refused = await get(plain, '/deposit/erc20AXC/userWalletBalance');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'This service is temporarily unavailable, please try again later.',
    );
  });

  it('asks a legacy holder to agree to the network V2 token-migration terms first', async () => {
    const before = await transactionCount();
    const refused = await deposit(legacy, '100');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Please agree to the token migration terms first');
    // The login flow's consent is not the page's.
    await post(legacy, '/user/agreeUserConsent', { consentFormName: 'TOKEN_MIGRATION' });
    expect((await deposit(legacy, '100')).status).toBe(403);
    expect(await transactionCount()).toBe(before);
    expect((await wallet(legacy)).axc).toBe('750.00000');
  });

  it('credits a legacy holder 13.43 AXC per token, rounded down to 5 decimals, in one balanced transaction', async () => {
    const agreed = await post(legacy, '/user/agreeUserConsent', {
      consentFormName: 'NETWORK_V2_TOKEN_MIGRATION',
    });
    expect(agreed.status).toBe(200);
    const answer = await deposit(legacy, '100');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      statusCode: 200,
      message: 'Deposit succeeded!',
      multiplier: '13.43',
      creditedAxc: '1343.00000',
    });
    expect(await balance(legacy.accounts.AXC!)).toBe('6343.00000');
    expect((await wallet(legacy)).axc).toBe('650.00000');

    // 1.23456 × 13.43 = 16.5801408 → 16.58014.
    const odd = await deposit(legacy, '1.23456');
    expect(odd.body.creditedAxc).toBe('16.58014');
    expect(await balance(legacy.accounts.AXC!)).toBe('6359.58014');
    expect((await wallet(legacy)).axc).toBe('648.76544');

    const history = await get(
      legacy,
      `/account/transaction?accountId=${legacy.accounts.AXC}&limit=1&generateTitleAndDescription=true`,
    );
    expect(history.body.data[0]).toMatchObject({
      type: 'TOKEN_DEPOSIT',
      title: 'Token wallet deposit',
      direction: 'DEPOSIT',
      amount: '16.58014',
      currency: 'AXC',
      providerAmount: '1.23456',
    });
    const legs = await bank.ctx.db
      .selectFrom('postings')
      .select(['account_id', 'amount'])
      .where('transaction_id', '=', answer.body.transactionId)
      .orderBy('account_id')
      .execute();
    expect(legs).toEqual([
      { account_id: legacy.accounts.AXC, amount: '1343.00000' },
      { account_id: 'internal-LEGACY_TOKEN-AXC', amount: '-1343.00000' },
    ]);
    expect((await auditLedger(bank.ctx.db)).ok).toBe(true);
  });

  it('credits everyone else 1 AXC per token, to the last decimal', async () => {
    const answer = await deposit(ada, '20.5');
    expect(answer.body).toMatchObject({ multiplier: '1', creditedAxc: '20.50000' });
    expect(await balance(ada.accounts.AXC!)).toBe('250020.62345');
    expect((await wallet(ada)).axc).toBe('100.00000');
    // The whole rest of the wallet, then nothing more.
    expect((await deposit(ada, '100.00000')).status).toBe(200);
    expect((await wallet(ada)).axc).toBe('0.00000');
    expect((await deposit(ada, '0.00001')).body.message).toBe(
      'The amount is more than your token wallet holds',
    );
    expect(await balance(ada.accounts.AXC!)).toBe('250120.62345');
  });

  it('refuses bad amounts and accounts with a 4xx and a message, moving nothing', async () => {
    const other = await customerLike('ada@demo.test', 'ada.other@demo.test');
    const before = await transactionCount();
    const cases: [string, string, number, string][] = [
      ['0', ada.accounts.AXC!, 400, 'Please enter a valid amount'],
      ['-5', ada.accounts.AXC!, 400, 'Please enter a valid amount'],
      ['abc', ada.accounts.AXC!, 400, 'Please enter a valid amount'],
      ['1e3', ada.accounts.AXC!, 400, 'Please enter a valid amount'],
      ['1', other.accounts.AXC!, 404, 'Account not found'],
      ['1', ada.accounts.USD!, 400, 'Token deposits can only go to an AXC account'],
      ['1', 'no-such-account', 404, 'Account not found'],
    ];
    for (const [amount, account, status, message] of cases) {
      const answer = await deposit(ada, amount, account);
      expect(answer, `${amount} → ${account}`).toMatchObject({
        status,
        body: { message },
      });
    }
    // More decimals than any amount column holds: refused by the contract's one amount rule (core api/amount.ts).
    expect((await deposit(other, '1.000001')).body.message).toBe(
      'amountAxc must have at most 5 decimals',
    );
    expect((await deposit(other, '120.50001')).body.message).toBe(
      'The amount is more than your token wallet holds',
    );
    await bank.ctx.db
      .updateTable('accounts')
      .set({ status: 'FROZEN' })
      .where('id', '=', other.accounts.AXC!)
      .execute();
    expect((await deposit(other, '1')).body.message).toBe(
      'Only an active account can receive the deposit',
    );
    const missing = await post(other, '/deposit/erc20AXC', { toAccountId: other.accounts.AXC });
    expect(missing.status).toBe(400);
    expect(await transactionCount()).toBe(before);
    expect((await wallet(other)).axc).toBe('120.50000');
  });

  it('never pays out more than the wallet holds under concurrent deposits', async () => {
    const racer = await customerLike('ada@demo.test', 'ada.race@demo.test');
    const answers = await Promise.all(Array.from({ length: 10 }, () => deposit(racer, '50')));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(2);
    expect(answers.every((a) => a.status === 200 || a.status === 400)).toBe(true);
    expect((await wallet(racer)).axc).toBe('20.50000');
    // Two deposits of 50 (× 1) from a copy of ada@ (250,000.12345 AXC).
    expect(await balance(racer.accounts.AXC!)).toBe('250100.12345');
    expect((await auditLedger(bank.ctx.db)).ok).toBe(true);
  });
});
