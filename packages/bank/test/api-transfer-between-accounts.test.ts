import { add, creditedAmount, decimal, subtract, toPlainString } from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/audit';
import { internalAccount } from '../src/modules/ledger/post';
import { ledgerCounts, suiteCustomers } from './api-support';
import {
  accountBalance,
  adminCall,
  engine,
  engineUnavailable,
  startTestBank,
  type TestBank,
} from './harness';

// Seed 001 §2 'Transfer between accounts', §5, §7: POST /transfer/between-accounts (one posted, balanced
// transaction; through the bank's FX accounts across currencies, the credit rounded down), its refusals (4xx with a
// message, nothing written), GET /account/allow-transfer-from|to and the cross rates of GET /currency/conversionRate.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'own.test');
const { callers, accounts, get, post } = customers;
const customer = customers.add;

const admin = (path: string, body: unknown) => adminCall(bank, path, body);

const transfer = (who: string, body: unknown) => post(who, '/transfer/between-accounts', body);
/** A balance without the column's trailing zeros, to compare with core's decimal results. */
const plain = (value: string) => toPlainString(decimal(value));
const balance = async (id: string) => plain(await accountBalance(bank, id));

async function setAccountStatus(id: string, status: string) {
  await bank.ctx.db.updateTable('accounts').set({ status }).where('id', '=', id).execute();
}

const books = () => ledgerCounts(bank);

/** Balances of the given accounts, for an 'unchanged' check. */
const balancesOf = async (ids: string[]) => Promise.all(ids.map(balance));

describe.skipIf(engineUnavailable)(`transfer between own accounts (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
    await customer('wile', 'acme@demo.test');
    await customer('other', 'acme@demo.test');
    await customer('sam', 'suspended@demo.test');
    await customer('nina', 'new@demo.test');
    await customer('nousd', 'acme@demo.test');
    await admin(`/users/${encodeURIComponent(callers.nousd!.email)}/features`, {
      remove: ['FIAT_TO_CRYPTO'],
    });
    await customer('notransfer', 'acme@demo.test');
    await admin(`/users/${encodeURIComponent(callers.notransfer!.email)}/features`, {
      remove: ['MENU_TRANSFER'],
    });
  }, 120_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('moves money between two accounts of the same currency in two legs', async () => {
    const eur = accounts.wile!.EUR!;
    // A second EUR account (the sandbox opens one per currency; a bank may hold more).
    const second = `acct-second-eur-${callers.wile!.id}`;
    await bank.ctx.db
      .insertInto('accounts')
      .values({
        id: second,
        user_id: callers.wile!.id,
        public_id: `EUR9${Date.now().toString().slice(-9)}`,
        type: 'CURRENT',
        type_public_name: 'Euro Account',
        alias: 'Savings',
        currency: 'EUR',
        amount: '0',
        status: 'ACTIVE',
        created_at: bank.clock.now(),
      })
      .execute();
    const before = await balance(eur);
    const res = await transfer('wile', {
      fromAccountId: eur,
      toAccountId: second,
      amount: '400.10',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      statusCode: 200,
      message: 'Transfer completed successfully!',
      transactionId: expect.any(String),
      publicId: expect.stringMatching(/^TX[0-9A-F]{12}$/),
      debited: '400.10',
      credited: '400.10',
      rate: null,
    });
    expect(await balance(eur)).toBe(plain(subtract(before, '400.10')));
    expect(await balance(second)).toBe('400.1');
    const legs = await bank.ctx.db
      .selectFrom('postings')
      .select(['account_id', 'amount'])
      .where('transaction_id', '=', res.body.transactionId)
      .execute();
    expect(legs).toHaveLength(2);
    const row = await bank.ctx.db
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', res.body.transactionId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      type: 'TRANSFER_BETWEEN_ACCOUNTS',
      method: 'INTERNAL',
      status: 'COMPLETED',
      user_id: callers.wile!.id,
      currency: 'EUR',
    });
    expect(row.from_side).toMatchObject({ accountId: eur, amount: '400.10', currency: 'EUR' });
    expect(row.to_side).toMatchObject({ accountId: second, amount: '400.10', currency: 'EUR' });
    // The target is listed among the accounts a transfer may credit (EUR only when asked).
    const to = await get(
      'wile',
      '/account/allow-transfer-to?transactionType=TRANSFER_BETWEEN_ACCOUNTS&currency=EUR',
    );
    expect(to.status).toBe(200);
    expect(to.body.accounts.map((a: { id: string }) => a.id).sort()).toEqual([eur, second].sort());
  });

  it('converts USD → EUR at the rate, the credit rounded down, through the FX accounts', async () => {
    const { USD: usd, EUR: eur } = accounts.wile as { USD: string; EUR: string };
    const rate = await get('wile', '/currency/conversionRate?fromCurrency=USD&toCurrency=EUR');
    expect(rate.body.conversionRate).toBe('0.92592592');
    const fxUsd = await internalAccount(bank.ctx.db, 'FX', 'USD');
    const fxEur = await internalAccount(bank.ctx.db, 'FX', 'EUR');
    const [usdBefore, eurBefore, fxUsdBefore, fxEurBefore] = await balancesOf([
      usd,
      eur,
      fxUsd,
      fxEur,
    ]);
    const res = await transfer('wile', { fromAccountId: usd, toAccountId: eur, amount: '100.00' });
    expect(res.status).toBe(200);
    // 100 × 0.92592592 = 92.592592 → 92.59 (down): never more than the rate allows.
    expect(res.body).toMatchObject({ debited: '100.00', credited: '92.59', rate: '0.92592592' });
    expect(creditedAmount('100.00', '0.92592592', 'EUR')).toBe('92.59');
    expect(await balance(usd)).toBe(plain(subtract(usdBefore!, '100.00')));
    expect(await balance(eur)).toBe(plain(add(eurBefore!, '92.59')));
    expect(await balance(fxUsd)).toBe(plain(add(fxUsdBefore!, '100.00')));
    expect(await balance(fxEur)).toBe(plain(subtract(fxEurBefore!, '92.59')));
    const row = await bank.ctx.db
      .selectFrom('transactions')
      .select(['meta', 'amount', 'currency', 'from_side', 'to_side'])
      .where('id', '=', res.body.transactionId)
      .executeTakeFirstOrThrow();
    expect(row.meta).toMatchObject({ rate: '0.92592592', debited: '100.00', credited: '92.59' });
    expect(row.to_side).toMatchObject({ accountId: eur, amount: '92.59', currency: 'EUR' });
    const legs = await bank.ctx.db
      .selectFrom('postings')
      .select(['account_id', 'amount'])
      .where('transaction_id', '=', res.body.transactionId)
      .execute();
    const byAccount = (list: string[][]) => list.sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
    expect(byAccount(legs.map((l) => [l.account_id, plain(l.amount)]))).toEqual(
      byAccount([
        [usd, '-100'],
        [fxUsd, '100'],
        [fxEur, '-92.59'],
        [eur, '92.59'],
      ]),
    );
  });

  it('converts EUR → GBP at the cross rate through USD', async () => {
    const { EUR: eur, GBP: gbp } = accounts.other as { EUR: string; GBP: string };
    await setAccountStatus(gbp, 'ACTIVE');
    const rate = await get('other', '/currency/conversionRate?fromCurrency=EUR&toCurrency=GBP');
    expect(rate.status).toBe(200);
    expect(rate.body.conversionRate).toBe('0.85039370');
    const [eurBefore, gbpBefore] = await balancesOf([eur, gbp]);
    const res = await transfer('other', { fromAccountId: eur, toAccountId: gbp, amount: '250.55' });
    expect(res.status).toBe(200);
    // 250.55 × 0.85039370 = 213.0661415… → 213.06.
    expect(res.body).toMatchObject({ debited: '250.55', credited: '213.06', rate: '0.85039370' });
    expect(await balance(eur)).toBe(plain(subtract(eurBefore!, '250.55')));
    expect(await balance(gbp)).toBe(plain(add(gbpBefore!, '213.06')));
    // AXC → EUR too (5 decimals in, 2 out).
    const axc = await transfer('other', {
      fromAccountId: accounts.other!.AXC!,
      toAccountId: eur,
      amount: '1000.12345',
    });
    expect(axc.status).toBe(200);
    // 0.0245 ÷ 1.08 = 0.02268518 (down); 1000.12345 × 0.02268518 = 22.68798… → 22.68.
    expect(axc.body).toMatchObject({ rate: '0.02268518', credited: '22.68' });
  });

  it('refuses an overdraw with 422 and moves nothing', async () => {
    const { USD: usd, EUR: eur } = accounts.wile as { USD: string; EUR: string };
    const before = await balancesOf([usd, eur]);
    const counts = await books();
    const over = add(before[0]!, '0.01');
    const res = await transfer('wile', { fromAccountId: usd, toAccountId: eur, amount: over });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('You do not have enough balance for this transaction');
    expect(await balancesOf([usd, eur])).toEqual(before);
    expect(await books()).toEqual(counts);
  });

  it('refuses other customers’ and unknown accounts (404), the same account, inactive ones and bad amounts (400)', async () => {
    const { USD: usd, EUR: eur, GBP: gbp, AXC: axc } = accounts.wile as Record<string, string>;
    const counts = await books();
    const cases: [unknown, number, string | RegExp][] = [
      [
        { fromAccountId: accounts.other!.USD, toAccountId: eur, amount: '1' },
        404,
        'Account not found',
      ],
      [
        { fromAccountId: usd, toAccountId: accounts.other!.EUR, amount: '1' },
        404,
        'Account not found',
      ],
      [{ fromAccountId: 'no-such', toAccountId: eur, amount: '1' }, 404, 'Account not found'],
      [
        { fromAccountId: usd, toAccountId: usd, amount: '1' },
        400,
        'The source and target accounts must differ',
      ],
      // The seeded GBP account is FROZEN: neither a source nor a target.
      [
        { fromAccountId: gbp, toAccountId: eur, amount: '1' },
        400,
        'Only an active account can be used for this transfer',
      ],
      [
        { fromAccountId: eur, toAccountId: gbp, amount: '1' },
        400,
        'Only an active account can be used for this transfer',
      ],
      [
        { fromAccountId: usd, toAccountId: eur, amount: '1.001' },
        400,
        'amount has more than 2 decimals, which USD allows',
      ],
      [
        { fromAccountId: axc, toAccountId: usd, amount: '0.00001' },
        400,
        /^The amount is too small/,
      ],
      [{ fromAccountId: usd, toAccountId: eur, amount: '0' }, 400, /amount/],
      [{ fromAccountId: usd, toAccountId: eur, amount: '-5' }, 400, /amount/],
      [{ fromAccountId: usd, toAccountId: eur, amount: 'ten' }, 400, /amount/],
    ];
    for (const [body, status, message] of cases) {
      const res = await transfer('wile', body);
      expect({ body, status: res.status }).toEqual({ body, status });
      expect(res.body.message).toMatch(message);
    }
    expect(await books()).toEqual(counts);
  });

  it('takes a USD source only with FIAT_TO_CRYPTO (the spec’s feature permission)', async () => {
    const { USD: usd, EUR: eur } = accounts.nousd as Record<string, string>;
    const res = await transfer('nousd', { fromAccountId: usd, toAccountId: eur, amount: '1' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Transfers from a USD account are not available to you');
    // …but USD stays a target.
    const back = await transfer('nousd', { fromAccountId: eur, toAccountId: usd, amount: '1' });
    expect(back.status).toBe(200);
    const from = await get(
      'nousd',
      '/account/allow-transfer-from?transactionType=TRANSFER_BETWEEN_ACCOUNTS',
    );
    expect(from.body.accounts.map((a: { currency: string }) => a.currency)).toEqual([
      'EUR',
      'AXC',
      'USAX',
    ]);
  });

  it('refuses users who may not transfer (403)', async () => {
    const body = (who: string) => ({
      fromAccountId: accounts[who]!.EUR,
      toAccountId: accounts[who]!.AXC,
      amount: '1',
    });
    const sam = await transfer('sam', body('sam'));
    expect(sam.status).toBe(403);
    expect(sam.body.message).toBe('Your account is suspended, so this action is not available.');
    const nina = await transfer('nina', body('nina'));
    expect(nina.status).toBe(403);
    expect(nina.body.message).toBe('Please complete user registration.');
    const none = await transfer('notransfer', body('notransfer'));
    expect(none.status).toBe(403);
    expect(none.body.message).toBe('Transfers are not available to you');
    const list = await get('sam', '/account/allow-transfer-from?transactionType=WIRE_TRANSFER');
    expect(list.status).toBe(403);
  });

  it('lists the sources a kind may be paid from, filtered by amount and spendable amount', async () => {
    const from = async (query: string) => {
      const res = await get('wile', `/account/allow-transfer-from?${query}`);
      expect(res.status).toBe(200);
      expect(res.body.stakings).toEqual([]);
      return res.body.accounts.map((a: { currency: string }) => a.currency);
    };
    // GBP is FROZEN: never listed.
    expect(await from('transactionType=TRANSFER_BETWEEN_ACCOUNTS')).toEqual([
      'USD',
      'EUR',
      'EUR',
      'AXC',
      'USAX',
    ]);
    expect(await from('transactionType=TRANSFER_BETWEEN_MEMBERS')).toHaveLength(5);
    expect(await from('transactionType=WIRE_TRANSFER')).toEqual(['USD', 'EUR', 'EUR']);
    expect(await from('transactionType=EXTERNAL_WALLET_TRANSFER')).toEqual(['AXC']);
    expect(await from('transactionType=NETWORK_WITHDRAWAL')).toEqual(['AXC']);
    expect(await from('transactionType=NETWORK_V2_WITHDRAWAL')).toEqual(['AXC', 'USAX']);
    // At least 5,000 USD's worth: USD (12,400.75), AXC (250,000 × 0.0245 = 6,125); not EUR (≈3,240 USD), USAX.
    expect(
      await from(
        'transactionType=TRANSFER_BETWEEN_MEMBERS&validAmount=5000&validAmountCurrency=USD',
      ),
    ).toEqual(['USD', 'AXC']);
    expect(
      await from(
        'transactionType=TRANSFER_BETWEEN_MEMBERS&validSpendableAmount=1000&validSpendableAmountCurrency=USAX',
      ),
    ).toEqual(['USD', 'EUR', 'AXC', 'USAX']);
    // Without a currency the minimum is in each account's own currency.
    expect(await from('transactionType=TRANSFER_BETWEEN_MEMBERS&validAmount=2000')).toEqual([
      'USD',
      'EUR',
      'AXC',
    ]);
    const bad = await get(
      'wile',
      '/account/allow-transfer-from?transactionType=WIRE_TRANSFER&validAmount=lots',
    );
    expect(bad.status).toBe(400);
    const noV2Usax = await customer('nousax', 'acme@demo.test');
    await admin(`/users/${encodeURIComponent(noV2Usax.email)}/features`, {
      remove: ['USAX_ACCOUNT'],
    });
    const v2 = await get(
      'nousax',
      '/account/allow-transfer-from?transactionType=NETWORK_V2_WITHDRAWAL',
    );
    expect(v2.body.accounts.map((a: { currency: string }) => a.currency)).toEqual(['AXC']);
    // Targets: the ACTIVE accounts (all currencies), in the contract's account shape.
    const to = await get(
      'wile',
      '/account/allow-transfer-to?transactionType=TRANSFER_BETWEEN_ACCOUNTS',
    );
    expect(to.status).toBe(200);
    expect(to.body.accounts.map((a: { currency: string }) => a.currency)).toEqual([
      'USD',
      'EUR',
      'EUR',
      'AXC',
      'USAX',
    ]);
    expect(to.body.accounts[0]).toMatchObject({
      id: accounts.wile!.USD,
      currency: 'USD',
      currencyType: 'FIAT',
      status: 'ACTIVE',
      amount: expect.stringMatching(/^\d+\.\d{2}$/),
      spendableAmount: expect.stringMatching(/^\d+\.\d{2}$/),
    });
  });

  it('moves money once for concurrent duplicates of one Idempotency-Key; another body under it is 422', async () => {
    const { USD: usd, AXC: axc } = accounts.wile as { USD: string; AXC: string };
    const before = await balancesOf([usd, axc]);
    const counts = await books();
    const body = { fromAccountId: usd, toAccountId: axc, amount: '12.34' };
    const send = async (payload: unknown) => {
      const res = await fetch(`${bank.url}/api/transfer/between-accounts`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${callers.wile!.token}`,
          'content-type': 'application/json',
          'idempotency-key': 'own-race-1',
        },
        body: JSON.stringify(payload),
      });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return { status: res.status, body: (await res.json()) as any };
    };
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(body)));
    const done = answers.filter((a) => a.status === 200);
    expect(done.length).toBeGreaterThanOrEqual(1);
    for (const a of answers) {
      if (a.status === 200) expect(a.body).toEqual(done[0]!.body);
      else {
        expect(a.status).toBe(409);
        expect(a.body.message).toBe('A request with this Idempotency-Key is still being processed');
      }
    }
    // A late repeat gets the first answer too; the money moved once.
    expect(await send(body)).toEqual(done[0]);
    const credited = done[0]!.body.credited as string;
    expect(await balancesOf([usd, axc])).toEqual([
      plain(subtract(before[0]!, '12.34')),
      plain(add(before[1]!, credited)),
    ]);
    const after = await books();
    expect(after.transactions).toBe(counts.transactions + 1);
    const other = await send({ ...body, amount: '12.35' });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('This Idempotency-Key was used for another request');
    expect(await books()).toEqual(after);
  });

  it('posts a keyed transfer at once exactly as the general path does, and keeps a balance refusal', async () => {
    const { USD: usd, EUR: eur } = accounts.wile as { USD: string; EUR: string };
    const send = async (payload: unknown, key?: string) => {
      const res = await fetch(`${bank.url}/api/transfer/between-accounts`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${callers.wile!.token}`,
          'content-type': 'application/json',
          ...(key && { 'idempotency-key': key }),
        },
        body: JSON.stringify(payload),
      });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return { status: res.status, body: (await res.json()) as any };
    };
    const body = { fromAccountId: usd, toAccountId: eur, amount: '10.01' };
    const general = await send(body);
    const before = await balancesOf([usd, eur]);
    const keyed = await send(body, 'at-once-1');
    expect(keyed.status).toBe(200);
    expect({ ...keyed.body, transactionId: '', publicId: '' }).toEqual({
      ...general.body,
      transactionId: '',
      publicId: '',
    });
    const rowOf = (id: string) =>
      bank.ctx.db
        .selectFrom('transactions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const legsOf = (id: string) =>
      bank.ctx.db
        .selectFrom('postings')
        .select(['account_id', 'amount', 'balance_after'])
        .where('transaction_id', '=', id)
        .orderBy('account_id')
        .execute();
    const [a, b] = [await rowOf(general.body.transactionId), await rowOf(keyed.body.transactionId)];
    const same = ({ id: _i, public_id: _p, created_at: _c, updated_at: _u, ...rest }: typeof a) =>
      rest;
    expect(same(b)).toEqual(same(a));
    expect(typeof b.from_side).toBe('object');
    const keyedLegs = await legsOf(keyed.body.transactionId);
    expect(keyedLegs.map((l) => [l.account_id, l.amount])).toEqual(
      (await legsOf(general.body.transactionId)).map((l) => [l.account_id, l.amount]),
    );
    const after = await balancesOf([usd, eur]);
    expect(after).toEqual([
      plain(subtract(before[0]!, '10.01')),
      plain(add(before[1]!, keyed.body.credited)),
    ]);
    for (const [id, balance] of [
      [usd, after[0]],
      [eur, after[1]],
    ])
      expect(plain(keyedLegs.find((l) => l.account_id === id)!.balance_after)).toBe(balance);
    expect(await send(body, 'at-once-1')).toEqual(keyed);

    // More than the balance: refused, and the refusal is the key's answer (nothing posted, then or later).
    const counts = await books();
    const tooMuch = { fromAccountId: usd, toAccountId: eur, amount: '99999999.99' };
    const refused = await send(tooMuch, 'at-once-2');
    expect(refused).toEqual({
      status: 422,
      body: { statusCode: 422, message: 'You do not have enough balance for this transaction' },
    });
    expect(await send(tooMuch, 'at-once-2')).toEqual(refused);
    expect(await books()).toEqual(counts);
  });

  it('plans a keyed transfer again when a row it was planned on changed since (renamed, then frozen)', async () => {
    const { USD: usd, EUR: eur } = accounts.wile as { USD: string; EUR: string };
    const send = async (amount: string, key: string) => {
      const res = await fetch(`${bank.url}/api/transfer/between-accounts`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${callers.wile!.token}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify({ fromAccountId: usd, toAccountId: eur, amount }),
      });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return { status: res.status, body: (await res.json()) as any };
    };
    const fromSide = async (id: string) =>
      (
        await bank.ctx.db
          .selectFrom('transactions')
          .select('from_side')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).from_side as { accountAlias: string | null };
    // Planned once (the bank keeps what it read), then the account is renamed behind its back.
    expect((await send('1.00', 'replan-1')).status).toBe(200);
    const setAccount = (values: { alias?: string | null; status?: string }) =>
      bank.ctx.db.updateTable('accounts').set(values).where('id', '=', usd).execute();
    await setAccount({ alias: 'Renamed' });
    const renamed = await send('1.00', 'replan-2');
    expect(renamed.status).toBe(200);
    expect((await fromSide(renamed.body.transactionId)).accountAlias).toBe('Renamed');
    // Frozen: refused with the rule's message, kept for the key, nothing posted.
    const counts = await books();
    await setAccount({ status: 'FROZEN' });
    try {
      const refused = await send('1.00', 'replan-3');
      expect(refused).toEqual({
        status: 400,
        body: { statusCode: 400, message: 'Only an active account can be used for this transfer' },
      });
      expect(await send('1.00', 'replan-3')).toEqual(refused);
      expect(await books()).toEqual(counts);
    } finally {
      await setAccount({ status: 'ACTIVE', alias: null });
    }
  });

  it('gates a keyed transfer on the profile as it is now, though its plan was read before (issue 44: no gate read of its own)', async () => {
    await customer('gated', 'acme@demo.test');
    const { USD: usd, EUR: eur } = accounts.gated as { USD: string; EUR: string };
    const send = async (key: string, body: unknown) => {
      const res = await fetch(`${bank.url}/api/transfer/between-accounts`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${callers.gated!.token}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify(body),
      });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return { status: res.status, body: (await res.json()) as any };
    };
    const one = { fromAccountId: usd, toAccountId: eur, amount: '1.00' };
    const setStatus = (status: string) =>
      bank.ctx.db
        .updateTable('users')
        .set({ status })
        .where('id', '=', callers.gated!.id)
        .execute();
    // Planned and posted (the bank keeps what it read), then the customer is suspended behind its back.
    const first = await send('gated-1', one);
    expect(first.status).toBe(200);
    const counts = await books();
    const usdBefore = await balance(usd);
    await setStatus('SUSPENDED');
    try {
      const suspended = {
        status: 403,
        body: {
          statusCode: 403,
          message: 'Your account is suspended, so this action is not available.',
        },
      };
      // A replay of the answered key (its kept answer found before the profile is checked), a new key, and a body
      // the rules refuse: each is the gate's refusal.
      expect(await send('gated-1', one)).toEqual(suspended);
      expect(await send('gated-2', one)).toEqual(suspended);
      expect(await send('gated-3', { ...one, amount: 'lots' })).toEqual(suspended);
      expect(await books()).toEqual(counts);
      expect(await balance(usd)).toBe(usdBefore);
      // Registration undone: 'Please complete user registration.'
      await setStatus('ACTIVE');
      await bank.ctx.db
        .updateTable('users')
        .set({ kyc_status: 'INCOMPLETE' })
        .where('id', '=', callers.gated!.id)
        .execute();
      expect(await send('gated-4', one)).toEqual({
        status: 403,
        body: { statusCode: 403, message: 'Please complete user registration.' },
      });
    } finally {
      await setStatus('ACTIVE');
      await bank.ctx.db
        .updateTable('users')
        .set({ kyc_status: 'COMPLETED' })
        .where('id', '=', callers.gated!.id)
        .execute();
    }
    // As it was: the replay of the first key is its answer again, and a new key posts.
    expect(await send('gated-1', one)).toEqual(first);
    expect((await send('gated-5', one)).status).toBe(200);
  });

  it('leaves a ledger the audit passes', async () => {
    const audit = await auditLedger(bank.ctx.db);
    expect(audit).toMatchObject({
      ok: true,
      unbalanced: [],
      balanceMismatches: [],
      negativeCustomerBalances: [],
    });
  });
});
