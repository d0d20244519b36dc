import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../src/clock';
import type { Database } from '../src/db/schema';
import { toBankEvents, type EventRow } from '../src/events/view';
import { inTransaction, internalAccount, postTransaction } from '../src/modules/ledger/post';
import { ensureStakingProducts } from '../src/modules/stakings/products';
import { provisionBankUser } from '../src/modules/users/provision';
import { insertTestCard } from './card-support';
import { engine, engineUnavailable, freshDatabase, type TestBank } from './harness';
import { insertTestStaking } from './staking-support';
import type { Kysely } from 'kysely';

// What a customer's live event may name (issue 31, src/events/view.ts), on a database without a bank: the outbox
// rows are given as the stream reads them, and each customer's view of them is checked by hand. A customer sees
// their own side of a transaction (the direction, amount and currency of their first leg, the other side as their
// history names it) and the balances of their own accounts only; nothing of another customer. Through the API, with
// the database's triggers writing the rows: api-events.test.ts.

const NOW = new Date('2026-11-21T12:00:00.000Z');
const ADA = 'user-ada';
const BOB = 'user-bob';

const ADA_SIDE = {
  userFirstName: 'Ada',
  userLastName: 'Lovelace',
  accountPublicId: 'USD1111111111',
};
const BOB_SIDE = {
  userFirstName: 'Bob',
  userLastName: 'Builder',
  accountPublicId: 'USD2222222222',
};

let db: Kysely<Database>;
let close: () => Promise<void>;
/** Each customer's account id per currency. */
const accounts: Record<string, Record<string, string>> = {};
/** The transactions of the scenario, by name: their ids. */
const tx: Record<string, string> = {};
let stakingId: string;

let nextId = 100;
/** An outbox row as the stream reads it. */
const row = (parts: Partial<EventRow> & Pick<EventRow, 'entity_id'>): EventRow => ({
  id: String(++nextId),
  type: 'transaction',
  status: null,
  payload: {},
  created_at: new Date('2026-11-21T12:00:01.000Z'),
  ...parts,
});

describe.skipIf(engineUnavailable)(`a customer's view of their events (${engine})`, () => {
  beforeAll(async () => {
    const opened = await freshDatabase();
    db = opened.database.db;
    close = async () => {
      await opened.database.close();
      opened.cleanup();
    };
    for (const [id, first, last] of [
      [ADA, 'Ada', 'Lovelace'],
      [BOB, 'Bob', 'Builder'],
    ] as const) {
      await provisionBankUser(db, {
        id,
        email: `${first.toLowerCase()}@view.test`,
        firstName: first,
        lastName: last,
        createdAt: NOW,
      });
      const rows = await db
        .selectFrom('accounts')
        .select(['id', 'currency'])
        .where('user_id', '=', id)
        .execute();
      accounts[id] = Object.fromEntries(rows.map((a) => [a.currency, a.id]));
    }
    const ada = accounts[ADA]!;
    const bob = accounts[BOB]!;
    const funding = async (currency: 'USD' | 'EUR' | 'USAX') =>
      internalAccount(db, 'SANDBOX_FUNDING', currency);
    const fund = async (accountId: string, currency: 'USD' | 'EUR' | 'USAX', amount: string) =>
      postTransaction(db, {
        type: 'WIRE_DEPOSIT',
        method: 'SANDBOX',
        amount,
        currency,
        legs: [
          { accountId: await funding(currency), amount: `-${amount}` },
          { accountId, amount },
        ],
        createdAt: NOW,
      });
    await fund(ada.USD!, 'USD', '1000');
    await fund(ada.USAX!, 'USAX', '500');
    await fund(bob.USD!, 'USD', '100');

    tx.member = (
      await postTransaction(db, {
        type: 'TRANSFER_BETWEEN_MEMBERS',
        method: 'INTERNAL',
        amount: '25',
        currency: 'USD',
        userId: ADA,
        from: ADA_SIDE,
        to: BOB_SIDE,
        legs: [
          { accountId: ada.USD!, amount: '-25' },
          { accountId: bob.USD!, amount: '25' },
        ],
        createdAt: NOW,
      })
    ).id;
    // A move between own accounts, its deposit leg posted before its withdrawal leg.
    tx.own = (
      await postTransaction(db, {
        type: 'TRANSFER_BETWEEN_ACCOUNTS',
        method: 'INTERNAL',
        amount: '10',
        currency: 'USD',
        userId: ADA,
        from: ADA_SIDE,
        to: { accountPublicId: 'EUR1111111111' },
        legs: [
          { accountId: ada.EUR!, amount: '9.1' },
          { accountId: await funding('EUR'), amount: '-9.1' },
          { accountId: await funding('USD'), amount: '10' },
          { accountId: ada.USD!, amount: '-10' },
        ],
        createdAt: NOW,
      })
    ).id;
    // A wire deposit awaiting its wire: no legs yet.
    tx.wireAwaited = (
      await postTransaction(db, {
        type: 'WIRE_DEPOSIT',
        method: 'WIRE',
        status: 'PENDING_REVIEW',
        amount: '100',
        currency: 'EUR',
        userId: ADA,
        from: { userFirstName: 'Grace', userLastName: 'Hopper' },
        to: { accountPublicId: 'EUR1111111111' },
        legs: [],
        createdAt: NOW,
      })
    ).id;
    // An outgoing item without legs of the customer.
    tx.wireOut = (
      await postTransaction(db, {
        type: 'WIRE_TRANSFER',
        method: 'WIRE',
        status: 'PENDING_REVIEW',
        amount: '70.5',
        currency: 'USD',
        userId: ADA,
        from: ADA_SIDE,
        to: { accountPublicId: 'GB29NWBK60161331926819' },
        legs: [],
        createdAt: NOW,
      })
    ).id;
    // An item in a currency the app does not know.
    tx.unknownCurrency = (
      await postTransaction(db, {
        type: 'WIRE_DEPOSIT',
        method: 'WIRE',
        amount: '3.14159',
        currency: 'XYZ' as 'USD',
        userId: ADA,
        legs: [],
        createdAt: NOW,
      })
    ).id;

    // Ada's staking (its own ledger account, no user_id) and a reward credited to it.
    await ensureStakingProducts(db, NOW);
    stakingId = await inTransaction(db, async (trx) => {
      const staking = await insertTestStaking(trx, {
        userId: ADA,
        productCode: 'USAX_SAVER_60D',
        currency: 'USAX',
        fromAccountId: ada.USAX!,
        amount: '200',
        status: 'ACTIVE',
        termStartAt: NOW,
        termEndAt: new Date('2027-01-20T12:00:00.000Z'),
        now: NOW,
      });
      return staking.id;
    });
    tx.reward = (
      await postTransaction(db, {
        type: 'INTEREST',
        method: 'STAKING',
        amount: '0.5',
        currency: 'USAX',
        userId: ADA,
        legs: [
          { accountId: await funding('USAX'), amount: '-0.5' },
          { accountId: `staking-${stakingId}`, amount: '0.5' },
        ],
        createdAt: NOW,
      })
    ).id;

    // Ada's card (its own ledger account, no user_id) and a refund credited to it.
    const clock = new FixedClock(NOW);
    const card = await insertTestCard({ ctx: { db }, clock } as unknown as TestBank, {
      userId: ADA,
      currency: 'USD',
      region: 'NORTH_AMERICA',
    });
    tx.cardRefund = (
      await postTransaction(db, {
        type: 'CARD_LOAD_REFUND',
        method: 'CARD',
        amount: '2',
        currency: 'USD',
        userId: ADA,
        legs: [
          { accountId: await funding('USD'), amount: '-2' },
          { accountId: card.accountId, amount: '2' },
        ],
        createdAt: NOW,
      })
    ).id;
  }, 120_000);
  afterAll(async () => {
    await close?.();
  });

  /** The transaction part of `who`'s event about transaction `name`. */
  const transactionOf = async (who: string, name: string, status: string | null = null) => {
    const [event] = await toBankEvents(db, who, [row({ entity_id: tx[name]!, status })]);
    return event!.transaction;
  };
  const publicIdOf = async (name: string) =>
    (
      await db
        .selectFrom('transactions')
        .select('public_id')
        .where('id', '=', tx[name]!)
        .executeTakeFirstOrThrow()
    ).public_id;

  it('no rows, no events', async () => {
    expect(await toBankEvents(db, ADA, [])).toEqual([]);
  });

  it('a transfer between members: each side sees its own direction, amount and the other member’s name', async () => {
    const publicId = await publicIdOf('member');
    expect(await transactionOf(ADA, 'member')).toEqual({
      id: tx.member,
      publicId,
      type: 'TRANSFER_BETWEEN_MEMBERS',
      status: 'COMPLETED',
      direction: 'WITHDRAWAL',
      amount: '25.00',
      currency: 'USD',
      counterparty: 'Bob Builder',
    });
    expect(await transactionOf(BOB, 'member', 'COMPLETED')).toEqual({
      id: tx.member,
      publicId,
      type: 'TRANSFER_BETWEEN_MEMBERS',
      status: 'COMPLETED',
      direction: 'DEPOSIT',
      amount: '25.00',
      currency: 'USD',
      counterparty: 'Ada Lovelace',
    });
  });

  it('a move between own accounts is the withdrawal from its source, whichever leg was posted first', async () => {
    expect(await transactionOf(ADA, 'own')).toMatchObject({
      direction: 'WITHDRAWAL',
      amount: '10.00',
      currency: 'USD',
      counterparty: 'EUR1111111111',
    });
  });

  it('an item with no leg of theirs yet is shown as its type says: a wire deposit comes in, a wire goes out', async () => {
    expect(await transactionOf(ADA, 'wireAwaited', 'PENDING')).toMatchObject({
      type: 'WIRE_DEPOSIT',
      status: 'PENDING',
      direction: 'DEPOSIT',
      amount: '100.00',
      currency: 'EUR',
      counterparty: 'Grace Hopper',
    });
    expect(await transactionOf(ADA, 'wireOut', 'PENDING')).toMatchObject({
      type: 'WIRE_TRANSFER',
      status: 'PENDING',
      direction: 'WITHDRAWAL',
      amount: '70.50',
      currency: 'USD',
      counterparty: 'GB29NWBK60161331926819',
    });
  });

  it('an amount in a currency the app does not know is shown as USD, to its decimals', async () => {
    expect(await transactionOf(ADA, 'unknownCurrency')).toMatchObject({
      direction: 'DEPOSIT',
      amount: '3.14',
      currency: 'USD',
    });
  });

  it('the legs of the customer’s staking and card accounts are the customer’s', async () => {
    expect(await transactionOf(ADA, 'reward')).toMatchObject({
      type: 'INTEREST',
      direction: 'DEPOSIT',
      amount: '0.50000',
      currency: 'USAX',
    });
    expect(await transactionOf(ADA, 'cardRefund')).toMatchObject({
      type: 'CARD_LOAD_REFUND',
      direction: 'DEPOSIT',
      amount: '2.00',
      currency: 'USD',
    });
  });

  it('another customer’s legs are not theirs: named in an event of someone else, the item shows only as its type says', async () => {
    // Ada's reward and card refund are outgoing by their types for Bob, with the headline amount, none of Ada's legs.
    expect(await transactionOf(BOB, 'reward')).toMatchObject({
      direction: 'WITHDRAWAL',
      amount: '0.50000',
      currency: 'USAX',
    });
    expect(await transactionOf(BOB, 'own')).toMatchObject({
      direction: 'WITHDRAWAL',
      amount: '10.00',
      currency: 'USD',
    });
  });

  it('names the balances of the customer’s own accounts in the row, never another customer’s', async () => {
    const ada = accounts[ADA]!;
    const bob = accounts[BOB]!;
    const balances = {
      [ada.USD!]: '965.00000',
      [bob.USD!]: '125.00000',
      [ada.USAX!]: '300.12345',
      'no-such-account': '1.00000',
    };
    const [adaEvent] = await toBankEvents(db, ADA, [
      row({ entity_id: tx.member!, payload: { balances } }),
    ]);
    expect(adaEvent!.balances).toEqual([
      { accountId: ada.USD, currency: 'USD', amount: '965.00', spendableAmount: '965.00' },
      { accountId: ada.USAX, currency: 'USAX', amount: '300.12345', spendableAmount: '300.12345' },
    ]);
    const [bobEvent] = await toBankEvents(db, BOB, [
      row({ entity_id: tx.member!, payload: { balances } }),
    ]);
    expect(bobEvent!.balances).toEqual([
      { accountId: bob.USD, currency: 'USD', amount: '125.00', spendableAmount: '125.00' },
    ]);
  });

  it('an event of another kind names its entity, its status and balances, and no transaction', async () => {
    const ada = accounts[ADA]!;
    const events = await toBankEvents(db, ADA, [
      row({
        id: '7',
        type: 'staking',
        entity_id: stakingId,
        status: 'ACTIVE',
        payload: { balances: { [ada.USAX!]: '300.00000' } },
        created_at: new Date('2026-11-21T12:00:02.000Z'),
      }),
      // An entity of another kind that has a transaction's id is still not that transaction.
      row({ id: '8', type: 'documentRequest', entity_id: tx.member!, status: 'REQUESTED' }),
      row({ id: '9', entity_id: tx.member! }),
    ]);
    expect(events.slice(0, 2)).toEqual([
      {
        id: '7',
        type: 'staking',
        at: '2026-11-21T12:00:02.000Z',
        entityId: stakingId,
        status: 'ACTIVE',
        transaction: null,
        balances: [
          {
            accountId: ada.USAX,
            currency: 'USAX',
            amount: '300.00000',
            spendableAmount: '300.00000',
          },
        ],
      },
      {
        id: '8',
        type: 'documentRequest',
        at: '2026-11-21T12:00:01.000Z',
        entityId: tx.member,
        status: 'REQUESTED',
        transaction: null,
        balances: [],
      },
    ]);
    expect(events[2]).toMatchObject({
      id: '9',
      type: 'transaction',
      entityId: tx.member,
      status: null,
      transaction: { id: tx.member, direction: 'WITHDRAWAL', status: 'COMPLETED' },
      balances: [],
    });
  });

  it('events of other kinds alone read no transaction, and rows without balances name none', async () => {
    const events = await toBankEvents(db, ADA, [
      row({ type: 'card', entity_id: 'card-1', status: 'ACTIVE' }),
      row({ type: 'giftCard', entity_id: 'order-1', status: 'COMPLETED' }),
    ]);
    expect(events.map((e) => [e.type, e.entityId, e.transaction, e.balances])).toEqual([
      ['card', 'card-1', null, []],
      ['giftCard', 'order-1', null, []],
    ]);
  });

  it('a transaction that is not in the books gives an event without a transaction', async () => {
    const [event] = await toBankEvents(db, ADA, [row({ entity_id: 'no-such-transaction' })]);
    expect(event!.transaction).toBeNull();
  });
});
