import { add, compare, isNetworkV1Address, subtract, transactionPageSchema } from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/audit';
import { internalAccount, postTransaction } from '../src/modules/ledger/post';
import { ensureSeeded } from '../src/sandbox/seed';
import { callApi, signInByEmail, type Caller } from './api-support';
import {
  accountBalance,
  adminCall,
  engine,
  engineUnavailable,
  startTestBank,
  type TestBank,
} from './harness';

// Seed 001 §7: the history (GET /account/transaction), the items with an outside party (GET /transfer/external),
// confirming a pending deposit and cancelling a wire deposit request, on the seeded histories.

let bank: TestBank;
const callers: Record<string, Caller> = {};
const accounts: Record<string, Record<string, string>> = {};
let seedMs = 0;

async function signIn(email: string): Promise<Caller> {
  const { accounts: ids, ...caller } = await signInByEmail(bank, email);
  accounts[email] = ids;
  return caller;
}

const get = (who: string, path: string) => callApi(bank, callers[who]!, 'GET', path);
const post = (who: string, path: string, body?: unknown) =>
  callApi(bank, callers[who]!, 'POST', path, body);

const balance = (id: string) => accountBalance(bank, id);

describe.skipIf(engineUnavailable)(`transactions API (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
    const started = Date.now();
    await ensureSeeded(bank.ctx);
    seedMs = Date.now() - started;
    for (const email of [
      'ada@demo.test',
      'acme@demo.test',
      'heavy@demo.test',
      'privileged@demo.test',
    ])
      callers[email] = await signIn(email);
  }, 180_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('seeds the histories on the demo balances, balanced, in a few seconds', async () => {
    const ada = accounts['ada@demo.test']!;
    expect(await balance(ada.USD!)).toBe('12500.75000');
    expect(await balance(ada.AXC!)).toBe('250000.12345');
    expect(await balance(ada.USAX!)).toBe('1500.50000');
    const audit = await auditLedger(bank.ctx.db);
    expect(audit.ok).toBe(true);
    expect(audit.counts.transactions).toBeGreaterThan(10_000);
    console.log(`seeded ${audit.counts.transactions} transactions in ${seedMs} ms (${engine})`);
  });

  it("counts the seeded interest into the overview's rewards", async () => {
    const interest = await get(
      'ada@demo.test',
      '/account/transaction?typeIn=INTEREST&limit=100&includeTotalCount=true',
    );
    expect(interest.body.totalCount).toBeGreaterThan(0);
    const sum = (currency: string) =>
      interest.body.data
        .filter((t: { currency: string }) => t.currency === currency)
        .reduce((total: string, t: { amount: string }) => add(total, t.amount), '0');
    const overview = await get('ada@demo.test', '/account/overview');
    expect(compare(overview.body.accountTotalRewards.USD.amount, sum('USD'))).toBe(0);
    expect(overview.body.accountTotalRewards.AXC.amount).toBe('0.00000');
    console.log(`ada's seeded rewards: ${overview.body.accountTotalRewards.USD.amount} USD`);
  });

  it("pages an account's history newest first, each balance the one before plus its amount", async () => {
    const usd = accounts['ada@demo.test']!.USD!;
    const res = await get(
      'ada@demo.test',
      `/account/transaction?accountId=${usd}&limit=100&includeTotalCount=true`,
    );
    expect(res.status).toBe(200);
    const page = transactionPageSchema.parse(res.body);
    expect(page.totalCount).toBeGreaterThan(20);
    expect(page.data[0]!.balance).toBe(await balance(usd));
    for (let i = 0; i + 1 < page.data.length; i++) {
      const newer = page.data[i]!;
      const older = page.data[i + 1]!;
      expect(newer.createdAt >= older.createdAt).toBe(true);
      const signed = newer.direction === 'DEPOSIT' ? newer.amount : `-${newer.amount}`;
      expect(compare(add(older.balance!, signed), newer.balance!)).toBe(0);
      expect(newer.accountId).toBe(usd);
    }
    // Every group of the filter and both directions are in the seeded history.
    const all = (
      await get('ada@demo.test', `/account/transaction?limit=100&offset=0&includeTotalCount=true`)
    ).body;
    const types = new Set(all.data.map((t: { type: string }) => t.type));
    for (const type of [
      'WIRE_DEPOSIT',
      'WIRE_TRANSFER',
      'TRANSFER_BETWEEN_ACCOUNTS',
      'INTEREST',
      'SERVICE_FEE',
    ])
      expect(types).toContain(type);
  });

  it('filters by type group, dates and direction, and generates titles on request', async () => {
    const wires = await get(
      'ada@demo.test',
      '/account/transaction?typeIn=WIRE_TRANSFER,WIRE_TRANSFER_REFUND&limit=100',
    );
    expect(wires.body.data.length).toBeGreaterThan(0);
    expect(wires.body.data.every((t: { type: string }) => t.type.startsWith('WIRE_TRANSFER'))).toBe(
      true,
    );

    const all = (await get('ada@demo.test', '/account/transaction?limit=100')).body.data;
    const middle = all[Math.floor(all.length / 2)];
    const day = middle.createdAt.slice(0, 10);
    const next = new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const range = await get(
      'ada@demo.test',
      `/account/transaction?createdAtGte=${day}&createdAtLte=${next}&limit=100`,
    );
    expect(range.body.data.length).toBeGreaterThan(0);
    for (const t of range.body.data)
      expect(t.createdAt.slice(0, 10) === day || t.createdAt === `${next}T00:00:00.000Z`).toBe(
        true,
      );

    const out = await get(
      'ada@demo.test',
      '/account/transaction?transactionDirection=WITHDRAWAL&limit=50',
    );
    expect(out.body.data.every((t: { direction: string }) => t.direction === 'WITHDRAWAL')).toBe(
      true,
    );

    const titled = await get(
      'ada@demo.test',
      '/account/transaction?generateTitleAndDescription=true&limit=20',
    );
    expect(titled.body.data.every((t: { title: string | null }) => t.title)).toBe(true);
  });

  it("never shows another customer's accounts or transactions, and refuses bad queries with a message", async () => {
    const acmeUsd = accounts['acme@demo.test']!.USD!;
    expect((await get('ada@demo.test', `/account/transaction?accountId=${acmeUsd}`)).body).toEqual({
      statusCode: 404,
      message: 'Account not found',
    });
    const acmeTx = (await get('acme@demo.test', '/account/transaction?limit=1')).body.data[0];
    expect((await get('ada@demo.test', `/account/transaction?id=${acmeTx.id}`)).status).toBe(404);
    expect((await get('ada@demo.test', `/account/transaction?id=${acmeTx.publicId}`)).status).toBe(
      404,
    );
    // Its own transaction by public id: found.
    const own = (await get('ada@demo.test', '/account/transaction?limit=1')).body.data[0];
    const found = await get('ada@demo.test', `/account/transaction?id=${own.publicId}`);
    expect(found.body.data.map((t: { id: string }) => t.id)).toContain(own.id);

    for (const [query, message] of [
      ['limit=101', 'limit must be a whole number from 1 to 100'],
      ['offset=-1', 'offset must be a whole number of at least 0'],
      ['createdAtGte=2026-02-31x', 'must be a date'],
      ['typeIn=LOTTERY', 'unknown type LOTTERY'],
      ['transactionDirection=SIDEWAYS', 'transactionDirection'],
    ]) {
      const res = await get('ada@demo.test', `/account/transaction?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toContain(message);
    }
  });

  it("seeds ada@'s gift-card payments with their gift cards, and a valid V1 withdrawal address (issue 29 #13)", async () => {
    const paid = await get(
      'ada@demo.test',
      '/account/transaction?typeIn=GIFT_CARD_ORDER&limit=100&includeTotalCount=true',
    );
    expect(paid.body.totalCount).toBeGreaterThan(0);
    const cards = await get('ada@demo.test', '/gift-card/?limit=100');
    expect(cards.status).toBe(200);
    expect(cards.body.data).toHaveLength(paid.body.totalCount);
    // Each payment names its order (as a real order's does), each order is fulfilled with its voucher.
    const orderIds = (paid.body.data as { metaData: { orderId?: string } }[]).map(
      (t) => t.metaData.orderId,
    );
    const cardIds = (cards.body.data as { id: string }[]).map((card) => card.id);
    expect([...cardIds].sort()).toEqual([...orderIds].sort());
    for (const card of cards.body.data as { status: string; vouchers: { vouchers: unknown[] } }[]) {
      expect(card.status).toBe('PROCESSED');
      expect(card.vouchers.vouchers).toHaveLength(1);
    }
    const withdrawal = await get(
      'ada@demo.test',
      '/transfer/external?methodIn=NETWORK&statusIn=PENDING_REVIEW',
    );
    const address = (
      withdrawal.body.data as { type: string; providerMetaData: { toAddress: string } }[]
    ).find((t) => t.type === 'NETWORK_WITHDRAWAL')!.providerMetaData.toAddress;
    expect(isNetworkV1Address(address), address).toBe(true);
  });

  it('searches for privileged users only', async () => {
    expect((await get('ada@demo.test', '/account/transaction?search=wire')).status).toBe(403);
    const one = (await get('privileged@demo.test', '/account/transaction?limit=1')).body.data[0];
    const res = await get(
      'privileged@demo.test',
      `/account/transaction?search=${one.publicId.slice(2, 10)}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((t: { id: string }) => t.id)).toContain(one.id);
  });

  it('searches the titles and descriptions the list shows, generated ones too (issue 29 #1)', async () => {
    const shown = (
      await get(
        'privileged@demo.test',
        '/account/transaction?limit=100&generateTitleAndDescription=true',
      )
    ).body.data as { id: string; title: string; description: string | null }[];
    const stored = (await get('privileged@demo.test', '/account/transaction?limit=100')).body
      .data as { id: string; title: string | null; description: string | null }[];
    const storedById = new Map(stored.map((t) => [t.id, t]));
    const generatedTitle = shown.find((t) => storedById.get(t.id)?.title === null);
    const generatedDescription = shown.find(
      (t) => t.description && storedById.get(t.id)?.description === null,
    );
    expect(generatedTitle).toBeDefined();
    expect(generatedDescription).toBeDefined();
    for (const [row, text] of [
      [generatedTitle!, generatedTitle!.title.toUpperCase()],
      [generatedDescription!, generatedDescription!.description!.split(' ').slice(1).join(' ')],
    ] as const) {
      const res = await get(
        'privileged@demo.test',
        `/account/transaction?search=${encodeURIComponent(text)}&generateTitleAndDescription=true&limit=100&includeTotalCount=true`,
      );
      expect(res.status, text).toBe(200);
      expect(res.body.totalCount, text).toBeGreaterThan(0);
      // The very row whose shown text it is matches (the id filter and the search together).
      const own = await get(
        'privileged@demo.test',
        `/account/transaction?search=${encodeURIComponent(text)}&id=${row.id}`,
      );
      expect(own.status, text).toBe(200);
      expect(own.body.data.map((t: { id: string }) => t.id)).toContain(row.id);
      for (const found of res.body.data as { title: string; description: string | null }[])
        expect(`${found.title} ${found.description}`.toLowerCase(), text).toContain(
          text.toLowerCase(),
        );
    }
  });

  it('reaches the last page of 10,000 transactions with the total count', async () => {
    const usd = accounts['heavy@demo.test']!.USD!;
    const first = await get(
      'heavy@demo.test',
      `/account/transaction?accountId=${usd}&limit=100&includeTotalCount=true`,
    );
    const total = first.body.totalCount as number;
    expect(total).toBeGreaterThan(1000);
    const lastOffset = Math.floor((total - 1) / 100) * 100;
    const last = await get(
      'heavy@demo.test',
      `/account/transaction?accountId=${usd}&limit=100&offset=${lastOffset}&includeTotalCount=true`,
    );
    expect(last.status).toBe(200);
    expect(last.body.data).toHaveLength(total - lastOffset);
    // The oldest is the opening balance.
    expect(last.body.data.at(-1).type).toBe('USER_CREATION');
    // Without the count asked for, a deep page is the same rows (the count is read anyway to page from the far
    // end), and so is one a page before it, read from the far end too.
    const ids = (res: { body: { data: { id: string }[] } }) => res.body.data.map((t) => t.id);
    const uncounted = await get(
      'heavy@demo.test',
      `/account/transaction?accountId=${usd}&limit=100&offset=${lastOffset}`,
    );
    expect(uncounted.body.totalCount).toBeUndefined();
    expect(ids(uncounted)).toEqual(ids(last));
    const before = await get(
      'heavy@demo.test',
      `/account/transaction?accountId=${usd}&limit=100&offset=${lastOffset - 50}&includeTotalCount=true`,
    );
    expect(ids(before).slice(50)).toEqual(ids(last).slice(0, 50));
    const everything = await get(
      'heavy@demo.test',
      '/account/transaction?limit=1&includeTotalCount=true',
    );
    expect(everything.body.totalCount).toBeGreaterThanOrEqual(10_000);
  });

  it('pages a history the same from either end: a deep page is read from the far end (issue 44)', async () => {
    const { body } = await adminCall(bank, '/customers', {
      like: 'ada@demo.test',
      email: 'far-end@transactions.test',
    });
    callers.farEnd = await signIn(body.email);
    const usd = accounts[body.email]!.USD!;
    // Seven interest payments of 1 … 7 USD, a minute apart on a day before the copied history: newest first they
    // read 7, 6, … 1.
    const start = Date.parse('2019-06-01T12:00:00.000Z');
    for (let i = 1; i <= 7; i++)
      await postTransaction(bank.ctx.db, {
        type: 'INTEREST',
        method: 'INTEREST',
        status: 'COMPLETED',
        amount: `${i}`,
        currency: 'USD',
        userId: callers.farEnd.id,
        createdAt: new Date(start + i * 60_000),
        legs: [
          {
            accountId: await internalAccount(bank.ctx.db, 'SANDBOX_FUNDING', 'USD'),
            amount: `-${i}`,
          },
          { accountId: usd, amount: `${i}` },
        ],
      });
    const page = async (offset: number, limit: number, count: boolean) => {
      const res = await get(
        'farEnd',
        `/account/transaction?accountId=${usd}&typeIn=INTEREST&createdAtGte=2019-06-01&createdAtLte=2019-06-02&limit=${limit}&offset=${offset}&includeTotalCount=${count}`,
      );
      expect(res.status).toBe(200);
      if (count) expect(res.body.totalCount).toBe(7);
      return (res.body.data as { amount: string }[]).map((t) => t.amount.replace('.00000', ''));
    };
    // Pages of 2 at every offset, with the count (the far end read from offset 4 on) and without.
    const expected: Record<number, string[]> = {
      0: ['7', '6'],
      1: ['6', '5'],
      2: ['5', '4'],
      3: ['4', '3'],
      4: ['3', '2'],
      5: ['2', '1'],
      6: ['1'],
      7: [],
      9: [],
    };
    for (const [offset, amounts] of Object.entries(expected)) {
      expect(await page(Number(offset), 2, true), `offset ${offset}`).toEqual(amounts);
      expect(await page(Number(offset), 2, false), `offset ${offset}`).toEqual(amounts);
    }
    expect(await page(3, 100, true)).toEqual(['4', '3', '2', '1']);
    expect(await page(5, 1, true)).toEqual(['2']);
  });

  it('lists the items under review and awaiting confirmation', async () => {
    const review = await get(
      'ada@demo.test',
      '/transfer/external?statusIn=PENDING_REVIEW&includeTotalCount=true',
    );
    expect(review.status).toBe(200);
    expect(review.body.data.map((t: { type: string }) => t.type).sort()).toEqual([
      'NETWORK_WITHDRAWAL',
      'WIRE_DEPOSIT',
    ]);
    const pending = await get('ada@demo.test', '/transfer/external?status=PENDING_CONFIRMATION');
    expect(pending.body.data).toMatchObject([
      {
        type: 'DIGITAL_CURRENCY_DEPOSIT',
        amount: '1500.00000',
        currency: 'AXC',
        direction: 'DEPOSIT',
        accountId: null,
      },
    ]);
    expect((await get('ada@demo.test', '/transfer/external?statusIn=LATER')).status).toBe(400);
  });

  it('confirms a pending deposit into an AXC account, once', async () => {
    const ada = accounts['ada@demo.test']!;
    const [item] = (await get('ada@demo.test', '/transfer/external?status=PENDING_CONFIRMATION'))
      .body.data;
    const before = await balance(ada.AXC!);
    expect(
      (
        await post('ada@demo.test', '/deposit/confirm', {
          externalTransactionId: item.id,
          accountId: ada.USD,
        })
      ).body,
    ).toEqual({ statusCode: 400, message: 'This deposit can only go to an account in AXC' });
    expect(
      (
        await post('ada@demo.test', '/deposit/confirm', {
          externalTransactionId: item.id,
          accountId: accounts['acme@demo.test']!.AXC,
        })
      ).status,
    ).toBe(404);
    const ok = await post('ada@demo.test', '/deposit/confirm', {
      externalTransactionId: item.id,
      accountId: ada.AXC,
    });
    expect(ok.body).toEqual({ statusCode: 200, message: 'Funds are deposited successfully!' });
    expect(await balance(ada.AXC!)).toBe(add(before, '1500'));
    const again = await post('ada@demo.test', '/deposit/confirm', {
      externalTransactionId: item.id,
      accountId: ada.AXC,
    });
    expect(again.body).toEqual({
      statusCode: 409,
      message: 'This deposit has already been confirmed',
    });
    // Now a DEPOSIT row of the AXC history, and no longer pending.
    const newest = (await get('ada@demo.test', `/account/transaction?accountId=${ada.AXC}&limit=1`))
      .body.data[0];
    expect(newest).toMatchObject({
      id: item.id,
      direction: 'DEPOSIT',
      amount: '1500.00000',
      status: 'COMPLETED',
    });
    expect(
      (await get('ada@demo.test', '/transfer/external?status=PENDING_CONFIRMATION')).body.data,
    ).toEqual([]);
    expect((await auditLedger(bank.ctx.db)).ok).toBe(true);
  });

  it('asks for the source of funds at 10,000 USD or more', async () => {
    const ada = accounts['ada@demo.test']!;
    // 500,000 AXC × 0.0245 = 12,250 USD.
    const posted = await postTransaction(bank.ctx.db, {
      type: 'NETWORK_DEPOSIT',
      method: 'NETWORK',
      status: 'PENDING_CONFIRMATION',
      amount: '500000',
      currency: 'AXC',
      userId: callers['ada@demo.test']!.id,
      createdAt: bank.clock.now(),
      legs: [
        {
          accountId: await internalAccount(bank.ctx.db, 'CRYPTO_CUSTODY', 'AXC'),
          amount: '-500000',
        },
        { accountId: await internalAccount(bank.ctx.db, 'PENDING_HOLD', 'AXC'), amount: '500000' },
      ],
    });
    const confirm = (sourceOfFund?: unknown) =>
      post('ada@demo.test', '/deposit/confirm', {
        externalTransactionId: posted.id,
        accountId: ada.AXC,
        sourceOfFund,
      });
    expect((await confirm()).body.message).toBe(
      'The source of funds declaration is required for this amount',
    );
    const declaration = {
      declarationAccepted: true,
      signature: 'Ada Lovelace',
      date: '2026-11-21',
    };
    expect(
      (await confirm({ ...declaration, source: 'Other', otherText: '   ' })).body.message,
    ).toBe('Please specify the source of fund');
    expect((await confirm({ ...declaration, source: 'Lottery' })).status).toBe(400);
    expect(
      (await confirm({ ...declaration, declarationAccepted: false, source: 'Income' })).status,
    ).toBe(400);
    const before = await balance(ada.AXC!);
    expect((await confirm({ ...declaration, source: 'Income' })).status).toBe(200);
    expect(subtract(await balance(ada.AXC!), before)).toBe('500000');
    // The declaration is kept with the deposit.
    const confirmed = await get('ada@demo.test', `/account/transaction?id=${posted.id}`);
    expect(confirmed.body.data[0].metaData).toEqual({
      sourceOfFund: { ...declaration, source: 'Income' },
    });
  });

  it('cancels a wire deposit request under review, once, and only its own', async () => {
    const [wire] = (
      await get('ada@demo.test', '/transfer/external?status=PENDING_REVIEW&limit=10')
    ).body.data.filter((t: { type: string }) => t.type === 'WIRE_DEPOSIT');
    expect((await post('acme@demo.test', `/transfer/wire-deposit/${wire.id}/cancel`)).status).toBe(
      404,
    );
    expect((await post('ada@demo.test', `/transfer/wire-deposit/${wire.id}/cancel`)).body).toEqual({
      statusCode: 200,
      message: 'Wire deposit request canceled!',
    });
    expect((await post('ada@demo.test', `/transfer/wire-deposit/${wire.id}/cancel`)).body).toEqual({
      statusCode: 409,
      message: 'Only a wire deposit under review can be canceled',
    });
    const review = await get('ada@demo.test', '/transfer/external?status=PENDING_REVIEW');
    expect(review.body.data.map((t: { type: string }) => t.type)).toEqual(['NETWORK_WITHDRAWAL']);
    expect((await auditLedger(bank.ctx.db)).ok).toBe(true);
  });
});
