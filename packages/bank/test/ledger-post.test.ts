import { sql, type Kysely, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import {
  checkSettlementLegs,
  creditFrom,
  InsufficientFundsError,
  internalAccount,
  knownInternalAccount,
  newPublicId,
  postLockedIn,
  postTransaction,
  settleTransaction,
  CARD_ACCOUNT_TYPE,
  STAKING_ACCOUNT_TYPE,
  type LockedAccount,
  type NewTransaction,
} from '../src/modules/ledger/post';
import {
  postKeyedAtOnce,
  type CountInStatement,
  type PlannedOn,
} from '../src/modules/ledger/post-keyed';
import { insertCustomerRow } from './customer-row';
import { engine, engineUnavailable, migratedDatabase } from './migrated-database';
import { plannedOn } from './planned-on';

// The one way a balance changes (docs/money.md 'Posting'; src/modules/ledger/post.ts, post-keyed.ts), on a fresh database and no
// bank: a transaction and its legs posted in one database transaction; legs that balance per currency, in exact
// decimals the currency can hold; a customer's (a staking's, a card's) account never below zero, an internal one
// may; each posting with its account's balance after it; and the keyed posting of a transfer with an
// Idempotency-Key, whose answer commits with the money. The same through the API: ledger.test.ts and the
// transfer suites.

const NOW = new Date('2026-11-21T12:00:00Z');
const LATER = new Date('2026-11-22T08:30:00Z');
const NOT_ENOUGH = {
  statusCode: 422,
  message: 'You do not have enough balance for this transaction',
};

describe.skipIf(engineUnavailable)(`posting to the ledger (${engine})`, () => {
  let database: Awaited<ReturnType<typeof migratedDatabase>>['database'];
  let cleanup: () => void;
  let db: Kysely<Database>;
  let people = 0;

  /** A customer with one account per given currency, holding the given balance: the accounts' ids by currency. */
  async function customer(balances: Record<string, string>, prefix = 'acc') {
    const userId = `user-${++people}`;
    await insertCustomerRow(db, { id: userId, email: `${userId}@ledger.test`, createdAt: NOW });
    const ids: Record<string, string> = {};
    for (const [currency, amount] of Object.entries(balances)) {
      const id = `${prefix}-${people}-${currency}`;
      await account(id, { user_id: userId, currency, amount });
      ids[currency] = id;
    }
    return { userId, ...ids } as { userId: string } & Record<string, string>;
  }

  async function account(
    id: string,
    fields: { user_id?: string | null; currency: string; amount: string; type?: string },
  ) {
    await db
      .insertInto('accounts')
      .values({
        id,
        user_id: fields.user_id ?? null,
        public_id: `P-${id}`,
        type: fields.type ?? 'CURRENT',
        type_public_name: 'Current',
        alias: null,
        currency: fields.currency,
        amount: fields.amount,
        status: 'ACTIVE',
        created_at: NOW,
      })
      .execute();
    return id;
  }

  const balance = async (id: string) =>
    (
      await db
        .selectFrom('accounts')
        .select('amount')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).amount;
  const count = async (table: 'transactions' | 'postings') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const postingsOf = (transactionId: string) =>
    db
      .selectFrom('postings')
      .select(['account_id', 'amount', 'balance_after', 'created_at'])
      .where('transaction_id', '=', transactionId)
      .orderBy('id')
      .execute();
  /** A transfer of `amount` USD between two accounts (the headline as a member transfer). */
  const transfer = (from: string, to: string, amount: string): NewTransaction => ({
    type: 'TRANSFER_BETWEEN_MEMBERS',
    method: 'INTERNAL',
    amount,
    currency: 'USD',
    legs: [
      { accountId: from, amount: `-${amount}` },
      { accountId: to, amount },
    ],
    createdAt: NOW,
  });

  /** What `work` leaves written in a database transaction that goes on after it (and is then rolled back). */
  async function writtenInTransaction(work: (trx: Transaction<Database>) => Promise<unknown>) {
    let outcome: { error: unknown; transactions: number; postings: number } | undefined;
    await db
      .transaction()
      .execute(async (trx) => {
        const error = await work(trx).then(
          () => undefined,
          (e: unknown) => e,
        );
        const n = async (table: 'transactions' | 'postings') =>
          Number(
            (
              await trx
                .selectFrom(table)
                .select((eb) => eb.fn.countAll<string>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          );
        outcome = { error, transactions: await n('transactions'), postings: await n('postings') };
        throw new Error('roll back');
      })
      .catch(() => undefined);
    return outcome!;
  }

  beforeAll(async () => {
    ({ database, cleanup } = await migratedDatabase());
    db = database.db;
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    cleanup?.();
  });

  describe('a posting', () => {
    it('moves the legs between the accounts, records each posting with the balance after it, and answers the balances', async () => {
      const ann = await customer({ USD: '500.00' });
      const bob = await customer({ USD: '20.00' });
      const posted = await postTransaction(db, transfer(ann.USD!, bob.USD!, '100.25'));
      expect(posted.balances).toEqual({ [ann.USD!]: '399.75000', [bob.USD!]: '120.25000' });
      expect(posted.publicId).toMatch(/^TX[0-9A-F]{12}$/);
      expect(posted.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(await balance(ann.USD!)).toBe('399.75000');
      expect(await balance(bob.USD!)).toBe('120.25000');
      const postings = await postingsOf(posted.id);
      expect(postings.map(({ created_at: at, ...p }) => ({ ...p, at: new Date(at) }))).toEqual([
        { account_id: ann.USD, amount: '-100.25000', balance_after: '399.75000', at: NOW },
        { account_id: bob.USD, amount: '100.25000', balance_after: '120.25000', at: NOW },
      ]);
    });

    it('writes the transaction row as given, and its defaults for what is left out', async () => {
      const ann = await customer({ USD: '50.00' });
      const bob = await customer({ USD: '0' });
      const full = await postTransaction(db, {
        ...transfer(ann.USD!, bob.USD!, '10'),
        status: 'PENDING_REVIEW',
        userId: ann.userId,
        title: 'Rent',
        description: 'March',
        userMemo: 'thanks',
        from: { accountId: ann.USD },
        to: { accountId: bob.USD },
        providerAmount: '9.5',
        providerCurrency: 'EUR',
        providerFeeAmount: '0.5',
        providerFeeCurrency: 'EUR',
        providerMeta: { ref: 'p-1' },
        meta: { note: 'm' },
        spendableChange: { USD: '-10' },
        createdAt: LATER,
      });
      const bare = await postTransaction(db, transfer(ann.USD!, bob.USD!, '1'));
      const row = (id: string) =>
        db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const fullRow = await row(full.id);
      expect({
        ...fullRow,
        created_at: new Date(fullRow.created_at),
        updated_at: new Date(fullRow.updated_at),
      }).toEqual({
        id: full.id,
        public_id: full.publicId,
        user_id: ann.userId,
        type: 'TRANSFER_BETWEEN_MEMBERS',
        method: 'INTERNAL',
        status: 'PENDING_REVIEW',
        amount: '10.00000',
        currency: 'USD',
        title: 'Rent',
        description: 'March',
        user_memo: 'thanks',
        from_side: { accountId: ann.USD },
        to_side: { accountId: bob.USD },
        provider_amount: '9.50000',
        provider_currency: 'EUR',
        provider_fee_amount: '0.50000',
        provider_fee_currency: 'EUR',
        provider_meta: { ref: 'p-1' },
        meta: { note: 'm' },
        spendable_change: { USD: '-10' },
        created_at: LATER,
        updated_at: LATER,
      });
      const bareRow = await row(bare.id);
      expect({
        ...bareRow,
        created_at: new Date(bareRow.created_at),
        updated_at: new Date(bareRow.updated_at),
      }).toEqual({
        id: bare.id,
        public_id: bare.publicId,
        user_id: null,
        type: 'TRANSFER_BETWEEN_MEMBERS',
        method: 'INTERNAL',
        status: 'COMPLETED',
        amount: '1.00000',
        currency: 'USD',
        title: null,
        description: null,
        user_memo: null,
        from_side: null,
        to_side: null,
        provider_amount: null,
        provider_currency: null,
        provider_fee_amount: null,
        provider_fee_currency: null,
        provider_meta: null,
        meta: null,
        spendable_change: null,
        created_at: NOW,
        updated_at: NOW,
      });
    });

    it('sums several legs of one account, and writes the postings in account-id order, each account in leg order', async () => {
      const z = await account('z-ledger-usd', { user_id: null, currency: 'USD', amount: '0' });
      const ann = await customer({ USD: '100.00' }, 'b');
      const bob = await customer({ USD: '0' }, 'a');
      // Ann pays Bob 30 and a fee of 5 to the internal account; Bob's 30 comes in two legs.
      const posted = await postTransaction(db, {
        type: 'TRANSFER_BETWEEN_MEMBERS',
        method: 'INTERNAL',
        amount: '30',
        currency: 'USD',
        legs: [
          { accountId: z, amount: '5' },
          { accountId: ann.USD!, amount: '-30' },
          { accountId: bob.USD!, amount: '20' },
          { accountId: ann.USD!, amount: '-5' },
          { accountId: bob.USD!, amount: '10' },
        ],
        createdAt: NOW,
      });
      expect(posted.balances).toEqual({
        [ann.USD!]: '65.00000',
        [bob.USD!]: '30.00000',
        [z]: '5.00000',
      });
      expect(
        (await postingsOf(posted.id)).map((p) => [p.account_id, p.amount, p.balance_after]),
      ).toEqual([
        [bob.USD, '20.00000', '20.00000'],
        [bob.USD, '10.00000', '30.00000'],
        [ann.USD, '-30.00000', '70.00000'],
        [ann.USD, '-5.00000', '65.00000'],
        [z, '5.00000', '5.00000'],
      ]);
    });

    it('with no legs (an item that moves no money yet) writes the transaction alone', async () => {
      const postingsBefore = await count('postings');
      const posted = await postTransaction(db, {
        type: 'WIRE_TRANSFER',
        method: 'WIRE',
        status: 'PENDING_REVIEW',
        amount: '250',
        currency: 'USD',
        legs: [],
        createdAt: NOW,
      });
      expect(posted.balances).toEqual({});
      expect(
        await db
          .selectFrom('transactions')
          .select(['status', 'amount'])
          .where('id', '=', posted.id)
          .executeTakeFirst(),
      ).toEqual({ status: 'PENDING_REVIEW', amount: '250.00000' });
      expect(await count('postings')).toBe(postingsBefore);
    });

    it('joins the caller’s database transaction: rolled back with it', async () => {
      const ann = await customer({ USD: '40.00' });
      const bob = await customer({ USD: '0' });
      const written = await writtenInTransaction(async (trx) => {
        await postTransaction(trx, transfer(ann.USD!, bob.USD!, '15'));
        expect(
          await trx
            .selectFrom('accounts')
            .select('amount')
            .where('id', '=', bob.USD!)
            .executeTakeFirst(),
        ).toEqual({ amount: '15.00000' });
      });
      expect(written.error).toBeUndefined();
      expect(await balance(bob.USD!)).toBe('0.00000');
    });
  });

  describe('refused, writing nothing', () => {
    const refused = async (input: NewTransaction) => {
      const before = [await count('transactions'), await count('postings')];
      const error = await postTransaction(db, input).catch((e: unknown) => e);
      expect([await count('transactions'), await count('postings')]).toEqual(before);
      return error;
    };

    it('legs that do not sum to zero in each currency', async () => {
      const ann = await customer({ USD: '10.00', EUR: '10.00' });
      const fees = await internalAccount(db, 'FEES', 'USD');
      expect(
        await refused({
          ...transfer(ann.USD!, fees, '1'),
          legs: [
            { accountId: ann.USD!, amount: '-1' },
            { accountId: fees, amount: '0.99' },
          ],
        }),
      ).toMatchObject({ message: 'Unbalanced transaction: its USD legs sum to -0.01' });
      // Each currency balances on its own: USD against EUR is not a conversion.
      expect(
        await refused({
          ...transfer(ann.USD!, ann.EUR!, '1'),
        }),
      ).toMatchObject({ message: 'Unbalanced transaction: its USD legs sum to -1' });
    });

    it('checkSettlementLegs (also the seeded histories’ check) names a leg of zero or not a plain decimal', () => {
      const currencies = new Map([['a', 'USD']]);
      for (const amount of ['0', '-0.00', '4e1', 'x'])
        expect(() => checkSettlementLegs([{ accountId: 'a', amount }], currencies)).toThrow(
          expect.objectContaining({
            statusCode: 400,
            message: 'Every leg needs a non-zero decimal amount',
          }),
        );
      const both = new Map([...currencies, ['b', 'USD'], ['e', 'EUR']]);
      expect(() =>
        checkSettlementLegs(
          [
            { accountId: 'a', amount: '-1' },
            { accountId: 'b', amount: '1' },
          ],
          both,
        ),
      ).not.toThrow();
      expect(() =>
        checkSettlementLegs(
          [
            { accountId: 'a', amount: '-1' },
            { accountId: 'b', amount: '1' },
            { accountId: 'e', amount: '2' },
          ],
          both,
        ),
      ).toThrow('Unbalanced transaction: its EUR legs sum to 2');
    });

    it('a leg of zero, or not a plain decimal', async () => {
      const ann = await customer({ USD: '10.00' });
      const bob = await customer({ USD: '0' });
      for (const amount of ['0', '-0.00', '1e2', '12,5', ' 1'])
        expect(
          await refused({
            ...transfer(ann.USD!, bob.USD!, '1'),
            legs: [
              {
                accountId: ann.USD!,
                amount: amount.startsWith('-') ? amount.slice(1) : `-${amount}`,
              },
              { accountId: bob.USD!, amount },
            ],
          }),
        ).toMatchObject({ statusCode: 400, message: 'Every leg needs a non-zero decimal amount' });
    });

    it('a leg with more decimals than its currency holds (2 for fiat, 5 for crypto)', async () => {
      const ann = await customer({ USD: '10.00', AXC: '10' });
      const bob = await customer({ USD: '0', AXC: '0' });
      expect(
        await refused({
          ...transfer(ann.USD!, bob.USD!, '0.001'),
          legs: [
            { accountId: ann.USD!, amount: '-0.001' },
            { accountId: bob.USD!, amount: '0.001' },
          ],
        }),
      ).toMatchObject({ statusCode: 400, message: 'A USD leg has more decimals than USD allows' });
      expect(
        await refused({
          ...transfer(ann.AXC!, bob.AXC!, '0.000001'),
          currency: 'AXC',
          legs: [
            { accountId: ann.AXC!, amount: '-0.000001' },
            { accountId: bob.AXC!, amount: '0.000001' },
          ],
        }),
      ).toMatchObject({ statusCode: 400, message: 'A AXC leg has more decimals than AXC allows' });
      // Five decimals fit a crypto account.
      const posted = await postTransaction(db, {
        ...transfer(ann.AXC!, bob.AXC!, '0.00001'),
        currency: 'AXC',
        legs: [
          { accountId: ann.AXC!, amount: '-0.00001' },
          { accountId: bob.AXC!, amount: '0.00001' },
        ],
      });
      expect(posted.balances[bob.AXC!]).toBe('0.00001');
    });

    it('an account that does not exist', async () => {
      const ann = await customer({ USD: '10.00' });
      expect(await refused(transfer(ann.USD!, 'no-such-account', '1'))).toMatchObject({
        statusCode: 404,
        message: 'Account not found',
      });
    });

    it('an unknown type, or a headline amount that is negative or not a decimal', async () => {
      const ann = await customer({ USD: '10.00' });
      const bob = await customer({ USD: '0' });
      expect(
        await refused({ ...transfer(ann.USD!, bob.USD!, '1'), type: 'GIFT' as 'WIRE_TRANSFER' }),
      ).toMatchObject({ statusCode: 400, message: 'Unknown type GIFT' });
      for (const amount of ['-1', 'one', '1.'])
        expect(await refused({ ...transfer(ann.USD!, bob.USD!, '1'), amount })).toMatchObject({
          statusCode: 400,
          message: 'amount must be a decimal string of at least 0',
        });
      // A headline of zero is allowed (a free item), the legs still move money.
      const posted = await postTransaction(db, {
        ...transfer(ann.USD!, bob.USD!, '1'),
        amount: '0',
      });
      expect(posted.balances[bob.USD!]).toBe('1.00000');
    });

    it('a debit of a customer’s account beyond its balance', async () => {
      const ann = await customer({ USD: '10.00' });
      const bob = await customer({ USD: '0' });
      const error = await refused(transfer(ann.USD!, bob.USD!, '10.01'));
      expect(error).toBeInstanceOf(InsufficientFundsError);
      expect(error).toMatchObject(NOT_ENOUGH);
      expect(await balance(ann.USD!)).toBe('10.00000');
      // The whole balance may go.
      await postTransaction(db, transfer(ann.USD!, bob.USD!, '10'));
      expect(await balance(ann.USD!)).toBe('0.00000');
    });

    it('a debit beyond the balance is refused before anything is written, even in the caller’s transaction', async () => {
      const ann = await customer({ USD: '10.00' });
      const bob = await customer({ USD: '0' });
      const before = {
        transactions: await count('transactions'),
        postings: await count('postings'),
      };
      const written = await writtenInTransaction((trx) =>
        postTransaction(trx, transfer(ann.USD!, bob.USD!, '11')),
      );
      expect(written).toEqual({ error: expect.objectContaining(NOT_ENOUGH), ...before });
    });
  });

  describe('which accounts may go below zero', () => {
    it('the staking’s and the card’s account types the modules write are the ones it protects', async () => {
      const ann = await customer({ USD: '0' });
      for (const type of [STAKING_ACCOUNT_TYPE, CARD_ACCOUNT_TYPE]) {
        const id = await account(`${type}-typed`, { currency: 'USD', amount: '1', type });
        await expect(postTransaction(db, transfer(id, ann.USD!, '2'))).rejects.toMatchObject(
          NOT_ENOUGH,
        );
      }
    });

    it('an internal account may; a staking’s or a card’s account, without a customer, may not', async () => {
      const custody = await internalAccount(db, 'CRYPTO_CUSTODY', 'USD');
      const staking = await account('staking-1', {
        currency: 'USD',
        amount: '5',
        type: 'STAKING',
      });
      const card = await account('card-1', {
        currency: 'USD',
        amount: '5',
        type: 'CARD',
      });
      const ann = await customer({ USD: '0' });
      const posted = await postTransaction(db, transfer(custody, ann.USD!, '7'));
      expect(posted.balances[custody]).toBe('-7.00000');
      for (const id of [staking, card]) {
        const before = {
          transactions: await count('transactions'),
          postings: await count('postings'),
        };
        // Refused before anything is written, like a customer's debit.
        const written = await writtenInTransaction((trx) =>
          postTransaction(trx, transfer(id, ann.USD!, '6')),
        );
        expect(written).toEqual({ error: expect.objectContaining(NOT_ENOUGH), ...before });
        expect(await balance(id)).toBe('5.00000');
      }
      await postTransaction(db, transfer(staking, ann.USD!, '5'));
      await postTransaction(db, transfer(card, ann.USD!, '5'));
      expect([await balance(staking), await balance(card)]).toEqual(['0.00000', '0.00000']);
    });
  });

  describe('over accounts the caller locked (postLockedIn)', () => {
    const lockedRows = (trx: Kysely<Database>, ids: string[]) =>
      trx
        .selectFrom('accounts')
        .select(['id', 'currency', 'user_id', 'amount', 'type'])
        .where('id', 'in', ids)
        .orderBy('id')
        .forUpdate()
        .execute();

    it('posts with the balances the lock read (more accounts locked than the legs name)', async () => {
      const ann = await customer({ USD: '30.00', EUR: '1.00' });
      const bob = await customer({ USD: '0' });
      const posted = await db
        .transaction()
        .execute(async (trx) =>
          postLockedIn(
            trx,
            transfer(ann.USD!, bob.USD!, '4'),
            await lockedRows(trx, [ann.USD!, ann.EUR!, bob.USD!]),
          ),
        );
      expect(posted.balances).toEqual({ [ann.USD!]: '26.00000', [bob.USD!]: '4.00000' });
      expect(await balance(ann.EUR!)).toBe('1.00000');
    });

    it('refuses a leg whose account the caller did not lock', async () => {
      const ann = await customer({ USD: '30.00' });
      const bob = await customer({ USD: '0' });
      const written = await writtenInTransaction(async (trx) =>
        postLockedIn(trx, transfer(ann.USD!, bob.USD!, '1'), await lockedRows(trx, [ann.USD!])),
      );
      expect(written.error).toMatchObject({
        message: `Account ${bob.USD} was not locked before posting`,
      });
    });

    it('refuses a customer’s debit the database does not cover though the read said it would (the conditional debit)', async () => {
      const ann = await customer({ USD: '10.00' });
      const fees = await internalAccount(db, 'FEES', 'USD');
      const stale: LockedAccount[] = [
        { id: ann.USD!, currency: 'USD', user_id: ann.userId, amount: '100' },
        ...(await lockedRows(db, [fees])),
      ].sort((a, b) => (a.id < b.id ? -1 : 1));
      const written = await writtenInTransaction((trx) =>
        postLockedIn(trx, transfer(ann.USD!, fees, '50'), stale),
      );
      expect(written.error).toMatchObject(NOT_ENOUGH);
      expect(await balance(ann.USD!)).toBe('10.00000');
    });

    it('refuses a balance that is not the one computed from the lock’s read', async () => {
      const ann = await customer({ USD: '10.00' });
      const fx = await internalAccount(db, 'FX', 'USD');
      await postTransaction(db, transfer(ann.USD!, fx, '2'));
      const stale: LockedAccount[] = [
        { id: ann.USD!, currency: 'USD', user_id: ann.userId, amount: '8.00' },
        { id: fx, currency: 'USD', user_id: null, amount: '0', type: 'INTERNAL' },
      ];
      const written = await writtenInTransaction((trx) =>
        postLockedIn(trx, transfer(ann.USD!, fx, '1'), stale),
      );
      expect(written.error).toMatchObject({
        message: `Account ${fx}: balance 3.00000, expected 1`,
      });
      expect(await balance(fx)).toBe('2.00000');
    });
  });

  describe('internal accounts', () => {
    it('are made on first use, one per purpose and currency, at zero', async () => {
      expect(knownInternalAccount(db, 'STAKING_POOL', 'GBP')).toBeUndefined();
      const id = await internalAccount(db, 'STAKING_POOL', 'GBP');
      expect(id).toBe('internal-STAKING_POOL-GBP');
      expect(knownInternalAccount(db, 'STAKING_POOL', 'GBP')).toBe('internal-STAKING_POOL-GBP');
      expect(knownInternalAccount(db, 'STAKING_POOL', 'EUR')).toBeUndefined();
      expect(knownInternalAccount(db, 'FEES', 'GBP')).toBeUndefined();
      const row = await db
        .selectFrom('accounts')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect({ ...row, created_at: new Date(row.created_at).getTime() }).toEqual({
        id: 'internal-STAKING_POOL-GBP',
        user_id: null,
        public_id: 'INTERNAL-STAKING_POOL-GBP',
        type: 'INTERNAL',
        type_public_name: 'STAKING_POOL',
        alias: null,
        currency: 'GBP',
        amount: '0.00000',
        interest_rate: expect.anything(),
        status: 'ACTIVE',
        purpose: 'STAKING_POOL',
        created_at: 0,
      });
    });

    it('once made outside a transaction are only named after, never written again', async () => {
      const id = await internalAccount(db, 'INTEREST_EXPENSE', 'EUR');
      await db.deleteFrom('accounts').where('id', '=', id).execute();
      expect(await internalAccount(db, 'INTEREST_EXPENSE', 'EUR')).toBe(id);
      expect(
        await db.selectFrom('accounts').select('id').where('id', '=', id).executeTakeFirst(),
      ).toBeUndefined();
    });

    it('made inside a transaction are not remembered (it might roll back), and an existing one is kept as it is', async () => {
      await db.transaction().execute(async (trx) => {
        const id = await internalAccount(trx, 'LEGACY_TOKEN', 'AXC');
        await trx.deleteFrom('accounts').where('id', '=', id).execute();
        await internalAccount(trx, 'LEGACY_TOKEN', 'AXC');
        expect(
          await trx.selectFrom('accounts').select('id').where('id', '=', id).executeTakeFirst(),
        ).toEqual({ id });
      });
      const gift = await internalAccount(db, 'GIFT_CARD_VENDOR', 'USD');
      await sql`UPDATE accounts SET amount = 12 WHERE id = ${gift}`.execute(db);
      await db.transaction().execute((trx) => internalAccount(trx, 'GIFT_CARD_VENDOR', 'USD'));
      expect(await balance(gift)).toBe('12.00000');
    });
  });

  describe('creditFrom', () => {
    it('credits a customer’s account from an internal one, in the account’s currency, for its owner', async () => {
      const ann = await customer({ EUR: '1.00' });
      const after = await creditFrom(db, 'SANDBOX_FUNDING', {
        accountId: ann.EUR!,
        amount: '99.5',
        type: 'USER_CREATION',
        method: 'SANDBOX',
        title: 'Opening balance',
        createdAt: NOW,
      });
      expect(after).toBe('100.50000');
      expect(await balance('internal-SANDBOX_FUNDING-EUR')).toMatch(/^-/);
      const tx = await db
        .selectFrom('transactions')
        .select(['id', 'user_id', 'currency', 'amount', 'title'])
        .where('title', '=', 'Opening balance')
        .executeTakeFirstOrThrow();
      expect(tx).toMatchObject({ user_id: ann.userId, currency: 'EUR', amount: '99.50000' });
      expect((await postingsOf(tx.id)).map((p) => [p.account_id, p.amount])).toEqual([
        [ann.EUR, '99.50000'],
        ['internal-SANDBOX_FUNDING-EUR', '-99.50000'],
      ]);
    });

    it('names another customer when told to, and refuses an account that does not exist', async () => {
      const ann = await customer({ GBP: '0' });
      const bob = await customer({});
      const after = await creditFrom(db, 'WIRE_CLEARING', {
        accountId: ann.GBP!,
        amount: '3',
        type: 'WIRE_TRANSFER',
        method: 'WIRE',
        userId: bob.userId,
        title: 'Wire for another customer',
        createdAt: NOW,
      });
      expect(after).toBe('3.00000');
      expect(
        await db
          .selectFrom('transactions')
          .select('user_id')
          .where('title', '=', 'Wire for another customer')
          .executeTakeFirstOrThrow(),
      ).toEqual({ user_id: bob.userId });
      await expect(
        creditFrom(db, 'WIRE_CLEARING', {
          accountId: 'no-such-account',
          amount: '3',
          type: 'WIRE_TRANSFER',
          method: 'WIRE',
          createdAt: NOW,
        }),
      ).rejects.toMatchObject({ statusCode: 404, message: 'Account not found' });
    });
  });

  describe('settling a pending item', () => {
    async function pending(meta: Record<string, unknown> | null) {
      const ann = await customer({ USD: '0' });
      const hold = await internalAccount(db, 'PENDING_HOLD', 'USD');
      const clearing = await internalAccount(db, 'WIRE_CLEARING', 'USD');
      const item = await postTransaction(db, {
        type: 'WIRE_TRANSFER',
        method: 'WIRE',
        status: 'PENDING_REVIEW',
        amount: '40',
        currency: 'USD',
        meta,
        to: { accountId: ann.USD },
        legs: [
          { accountId: clearing, amount: '-40' },
          { accountId: hold, amount: '40' },
        ],
        createdAt: NOW,
      });
      return { ann, hold, item };
    }
    const row = (id: string) =>
      db
        .selectFrom('transactions')
        .select(['status', 'updated_at', 'created_at', 'to_side', 'meta'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    it('adds its legs to the same transaction, and sets its new status, side and meta', async () => {
      const { ann, hold, item } = await pending({ source: 'wire' });
      const balances = await settleTransaction(db, {
        transactionId: item.id,
        expected: 'PENDING_REVIEW',
        status: 'COMPLETED',
        legs: [
          { accountId: hold, amount: '-40' },
          { accountId: ann.USD!, amount: '40' },
        ],
        now: LATER,
        to: { accountId: ann.USD, name: 'Ann' },
        meta: { sourceOfFunds: 'salary' },
        conflictMessage: 'Already settled',
      });
      expect(balances).toEqual({ [ann.USD!]: '40.00000', [hold]: expect.any(String) });
      const settled = await row(item.id);
      expect({
        ...settled,
        updated_at: new Date(settled.updated_at),
        created_at: new Date(settled.created_at),
      }).toEqual({
        status: 'COMPLETED',
        updated_at: LATER,
        created_at: NOW,
        to_side: { accountId: ann.USD, name: 'Ann' },
        meta: { source: 'wire', sourceOfFunds: 'salary' },
      });
      expect((await postingsOf(item.id)).map((p) => [p.account_id, p.amount])).toEqual([
        ['internal-PENDING_HOLD-USD', '40.00000'],
        ['internal-WIRE_CLEARING-USD', '-40.00000'],
        [ann.USD, '40.00000'],
        ['internal-PENDING_HOLD-USD', '-40.00000'],
      ]);
      expect((await postingsOf(item.id)).slice(2).map((p) => new Date(p.created_at))).toEqual([
        LATER,
        LATER,
      ]);
    });

    it('keeps the side and meta it had when none is given; a meta added to none becomes the meta', async () => {
      const first = await pending({ source: 'wire' });
      await settleTransaction(db, {
        transactionId: first.item.id,
        expected: 'PENDING_REVIEW',
        status: 'CANCELED',
        legs: [],
        now: LATER,
        conflictMessage: 'Already settled',
      });
      expect(await row(first.item.id)).toMatchObject({
        status: 'CANCELED',
        to_side: { accountId: first.ann.USD },
        meta: { source: 'wire' },
      });
      const second = await pending(null);
      await settleTransaction(db, {
        transactionId: second.item.id,
        expected: 'PENDING_REVIEW',
        status: 'CANCELED',
        legs: [],
        now: LATER,
        meta: { reason: 'expired' },
        conflictMessage: 'Already settled',
      });
      expect((await row(second.item.id)).meta).toEqual({ reason: 'expired' });
    });

    it('answers 409 when the item is no longer as expected, 404 when there is none, and changes nothing', async () => {
      const { ann, hold, item } = await pending(null);
      const settle = (transactionId: string) =>
        settleTransaction(db, {
          transactionId,
          expected: 'COMPLETED',
          status: 'CANCELED',
          legs: [
            { accountId: hold, amount: '-40' },
            { accountId: ann.USD!, amount: '40' },
          ],
          now: LATER,
          conflictMessage: 'This deposit was already settled',
        });
      await expect(settle(item.id)).rejects.toMatchObject({
        statusCode: 409,
        message: 'This deposit was already settled',
      });
      await expect(settle('no-such-transaction')).rejects.toMatchObject({
        statusCode: 404,
        message: 'Transaction not found',
      });
      expect((await row(item.id)).status).toBe('PENDING_REVIEW');
      expect(await balance(ann.USD!)).toBe('0.00000');
    });

    it('refuses added legs that do not balance', async () => {
      const { ann, hold, item } = await pending(null);
      await expect(
        settleTransaction(db, {
          transactionId: item.id,
          expected: 'PENDING_REVIEW',
          status: 'COMPLETED',
          legs: [
            { accountId: hold, amount: '-40' },
            { accountId: ann.USD!, amount: '39' },
          ],
          now: LATER,
          conflictMessage: 'Already settled',
        }),
      ).rejects.toThrow('Unbalanced transaction: its USD legs sum to -1');
      expect((await row(item.id)).status).toBe('PENDING_REVIEW');
    });

    it('refuses an added leg of zero or not a plain decimal; with no legs, only the status changes', async () => {
      const { ann, hold, item } = await pending(null);
      const settle = (legs: { accountId: string; amount: string }[]) =>
        settleTransaction(db, {
          transactionId: item.id,
          expected: 'PENDING_REVIEW',
          status: 'COMPLETED',
          legs,
          now: LATER,
          conflictMessage: 'Already settled',
        });
      for (const amount of ['0', '4e1'])
        await expect(
          settle([
            { accountId: hold, amount: `-${amount}` },
            { accountId: ann.USD!, amount },
          ]),
        ).rejects.toMatchObject({
          statusCode: 400,
          message: 'Every leg needs a non-zero decimal amount',
        });
      expect((await row(item.id)).status).toBe('PENDING_REVIEW');
      expect(await settle([])).toEqual({});
      expect((await row(item.id)).status).toBe('COMPLETED');
      expect(await postingsOf(item.id)).toHaveLength(2);
    });
  });

  describe('a keyed posting at once (postKeyedAtOnce)', () => {
    const versions = (userId: string, accountIds: string[]) => plannedOn(db, userId, accountIds);
    const keyed = (
      input: NewTransaction,
      userId: string,
      expect: PlannedOn,
      key = 'key-1',
      fingerprint = 'print-1',
      count?: CountInStatement,
    ) =>
      postKeyedAtOnce(db, input, {
        key: { userId, key, fingerprint },
        expect,
        answer: ({ transactionId, publicId }) => ({ id: transactionId, publicId, ok: true }),
        refusal: {
          statusCode: 422,
          message: 'You do not have enough balance for this transaction',
        },
        count,
      });
    const keptFor = (userId: string) =>
      db
        .selectFrom('idempotency_keys')
        .select(['key', 'fingerprint', 'status_code', 'response', 'created_at'])
        .where('user_id', '=', userId)
        .execute();

    it('posts the transaction, its legs and the key’s answer together', async () => {
      const ann = await customer({ USD: '100.00', EUR: '0' }, 'k');
      const fx = await internalAccount(db, 'FX', 'EUR');
      const fxUsd = await internalAccount(db, 'FX', 'USD');
      const input: NewTransaction = {
        type: 'TRANSFER_BETWEEN_ACCOUNTS',
        method: 'INTERNAL',
        amount: '10',
        currency: 'USD',
        userId: ann.userId,
        title: 'To my euros',
        from: { accountId: ann.USD },
        to: { accountId: ann.EUR },
        providerMeta: { rate: '0.9' },
        meta: { fx: true },
        spendableChange: { USD: '-10' },
        legs: [
          { accountId: fx, amount: '-9' },
          { accountId: ann.USD!, amount: '-10' },
          { accountId: ann.EUR!, amount: '9' },
          { accountId: fxUsd, amount: '10' },
        ],
        createdAt: LATER,
      };
      const result = await keyed(
        input,
        ann.userId,
        await versions(ann.userId, [ann.USD!, ann.EUR!]),
      );
      expect(result).toEqual({
        outcome: 'posted',
        answer: {
          id: expect.any(String),
          publicId: expect.stringMatching(/^TX[0-9A-F]{12}$/),
          ok: true,
        },
      });
      const { id, publicId } = (result as { answer: { id: string; publicId: string } }).answer;
      const tx = await db
        .selectFrom('transactions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect({
        ...tx,
        created_at: new Date(tx.created_at),
        updated_at: new Date(tx.updated_at),
      }).toEqual({
        id,
        public_id: publicId,
        user_id: ann.userId,
        type: 'TRANSFER_BETWEEN_ACCOUNTS',
        method: 'INTERNAL',
        status: 'COMPLETED',
        amount: '10.00000',
        currency: 'USD',
        title: 'To my euros',
        description: null,
        user_memo: null,
        from_side: { accountId: ann.USD },
        to_side: { accountId: ann.EUR },
        provider_amount: null,
        provider_currency: null,
        provider_fee_amount: null,
        provider_fee_currency: null,
        provider_meta: { rate: '0.9' },
        meta: { fx: true },
        spendable_change: { USD: '-10' },
        created_at: LATER,
        updated_at: LATER,
      });
      // The postings in account-id order (as every posting's locks), at the transaction's time.
      const postings = await postingsOf(id);
      expect(postings.map((p) => [p.account_id, p.amount])).toEqual([
        [fx, '-9.00000'],
        [fxUsd, '10.00000'],
        [ann.EUR, '9.00000'],
        [ann.USD, '-10.00000'],
      ]);
      expect(postings.map((p) => new Date(p.created_at))).toEqual([LATER, LATER, LATER, LATER]);
      expect([await balance(ann.USD!), await balance(ann.EUR!)]).toEqual(['90.00000', '9.00000']);
      const kept = await keptFor(ann.userId);
      expect(kept.map((k) => ({ ...k, created_at: new Date(k.created_at) }))).toEqual([
        {
          key: 'key-1',
          fingerprint: 'print-1',
          status_code: 200,
          response: { id, publicId, ok: true },
          created_at: LATER,
        },
      ]);
    });

    it('legs the checks refuse write nothing and keep nothing: named as the general path names them', async () => {
      const ann = await customer({ USD: '100.00' }, 'k');
      const bob = await customer({ USD: '0' }, 'k');
      const planned = await versions(ann.userId, [ann.USD!, bob.USD!]);
      const legs = (from: string, to: string) => [
        { accountId: ann.USD!, amount: from },
        { accountId: bob.USD!, amount: to },
      ];
      await expect(
        keyed({ ...transfer(ann.USD!, bob.USD!, '5'), legs: legs('-5', '0') }, ann.userId, planned),
      ).rejects.toMatchObject({
        statusCode: 400,
        message: 'Every leg needs a non-zero decimal amount',
      });
      await expect(
        keyed({ ...transfer(ann.USD!, bob.USD!, '5'), legs: legs('-5', '4') }, ann.userId, planned),
      ).rejects.toThrow('Unbalanced transaction: its USD legs sum to -1');
      await expect(
        keyed(
          { ...transfer(ann.USD!, bob.USD!, '5'), legs: legs('-5.001', '5.001') },
          ann.userId,
          planned,
        ),
      ).rejects.toMatchObject({
        statusCode: 400,
        message: 'A USD leg has more decimals than USD allows',
      });
      await expect(
        keyed(
          { ...transfer(ann.USD!, bob.USD!, '5'), legs: legs('-4e1', '4e1') },
          ann.userId,
          planned,
        ),
      ).rejects.toMatchObject({
        statusCode: 400,
        message: 'Every leg needs a non-zero decimal amount',
      });
      await expect(
        keyed(
          { ...transfer(ann.USD!, bob.USD!, '5'), type: 'NO_SUCH_TYPE' as never },
          ann.userId,
          planned,
        ),
      ).rejects.toMatchObject({ statusCode: 400, message: 'Unknown type NO_SUCH_TYPE' });
      expect(await keptFor(ann.userId)).toEqual([]);
      expect([await balance(ann.USD!), await balance(bob.USD!)]).toEqual(['100.00000', '0.00000']);
    });

    it('a key already answered gives its kept answer and posts nothing', async () => {
      const ann = await customer({ USD: '100.00' }, 'k');
      const bob = await customer({ USD: '0' }, 'k');
      const planned = await versions(ann.userId, [ann.USD!, bob.USD!]);
      const first = await keyed(transfer(ann.USD!, bob.USD!, '5'), ann.userId, planned);
      const again = await keyed(
        transfer(ann.USD!, bob.USD!, '5'),
        ann.userId,
        planned,
        'key-1',
        'print-2',
      );
      expect(again).toEqual({
        outcome: 'kept',
        fingerprint: 'print-1',
        statusCode: 200,
        response: (first as { answer: unknown }).answer,
      });
      expect(await balance(bob.USD!)).toBe('5.00000');
    });

    it('a debit the balance does not cover keeps the refusal as the key’s answer', async () => {
      const ann = await customer({ USD: '4.00' }, 'k');
      const bob = await customer({ USD: '0' }, 'k');
      const planned = await versions(ann.userId, [ann.USD!, bob.USD!]);
      expect(await keyed(transfer(ann.USD!, bob.USD!, '5'), ann.userId, planned)).toEqual({
        outcome: 'refused',
      });
      expect(await balance(ann.USD!)).toBe('4.00000');
      const kept = await keptFor(ann.userId);
      expect(kept.map((k) => ({ ...k, created_at: new Date(k.created_at) }))).toEqual([
        {
          key: 'key-1',
          fingerprint: 'print-1',
          status_code: 422,
          response: {
            statusCode: 422,
            message: 'You do not have enough balance for this transaction',
          },
          created_at: NOW,
        },
      ]);
    });

    it('an account or customer changed since the plan read them: nothing is written, plan again', async () => {
      const ann = await customer({ USD: '100.00' }, 'k');
      const bob = await customer({ USD: '0' }, 'k');
      const planned = await versions(ann.userId, [ann.USD!, bob.USD!]);
      await db
        .updateTable('accounts')
        .set({ status: 'FROZEN' })
        .where('id', '=', bob.USD!)
        .execute();
      expect(await keyed(transfer(ann.USD!, bob.USD!, '5'), ann.userId, planned)).toEqual({
        outcome: 'changed',
      });
      await db
        .updateTable('accounts')
        .set({ status: 'ACTIVE' })
        .where('id', '=', bob.USD!)
        .execute();
      await db
        .updateTable('users')
        .set({ status: 'SUSPENDED' })
        .where('id', '=', ann.userId)
        .execute();
      expect(await keyed(transfer(ann.USD!, bob.USD!, '5'), ann.userId, planned)).toEqual({
        outcome: 'changed',
      });
      expect(await keptFor(ann.userId)).toEqual([]);
      expect(await balance(ann.USD!)).toBe('100.00000');
      // A balance that changed is no change to the plan: the statement checks the balance itself.
      await db
        .updateTable('users')
        .set({ status: 'ACTIVE' })
        .where('id', '=', ann.userId)
        .execute();
      await postTransaction(db, transfer(ann.USD!, bob.USD!, '1'));
      expect((await keyed(transfer(ann.USD!, bob.USD!, '5'), ann.userId, planned)).outcome).toBe(
        'posted',
      );
    });

    it('counts the money move in its own statement (issue 44): once over its tries, never for a kept answer, and over the max nothing but the count', async () => {
      const ann = await customer({ USD: '100.00' }, 'k');
      const bob = await customer({ USD: '0' }, 'k');
      const planned = await versions(ann.userId, [ann.USD!, bob.USD!]);
      const window = {
        key: `moneyMovesPerCustomer:${ann.userId}`,
        now: '2026-11-21T12:00:00.000Z',
        since: '2026-11-21T11:59:00.000Z',
        max: 2,
      };
      const counter = async () => {
        const row = await db
          .selectFrom('rate_limit_hits')
          .select(['hits', 'window_start'])
          .where('key', '=', window.key)
          .executeTakeFirst();
        return row && { hits: row.hits, since: new Date(row.window_start).toISOString() };
      };
      // A plan that changed is counted (its statement commits), and the move's next try is not counted again.
      await db
        .updateTable('accounts')
        .set({ status: 'FROZEN' })
        .where('id', '=', bob.USD!)
        .execute();
      const first = { window, counted: false };
      const five = transfer(ann.USD!, bob.USD!, '5');
      expect(await keyed(five, ann.userId, planned, 'key-1', 'print-1', first)).toEqual({
        outcome: 'changed',
      });
      expect(first.counted).toBe(true);
      expect(await counter()).toEqual({ hits: 1, since: '2026-11-21T12:00:00.000Z' });
      await db
        .updateTable('accounts')
        .set({ status: 'ACTIVE' })
        .where('id', '=', bob.USD!)
        .execute();
      expect((await keyed(five, ann.userId, planned, 'key-1', 'print-1', first)).outcome).toBe(
        'posted',
      );
      expect(await counter()).toEqual({ hits: 1, since: '2026-11-21T12:00:00.000Z' });
      // A replay of the answered key neither counts nor is refused.
      const replay = { window, counted: false };
      expect((await keyed(five, ann.userId, planned, 'key-1', 'print-1', replay)).outcome).toBe(
        'kept',
      );
      expect(replay.counted).toBe(false);
      expect(await counter()).toEqual({ hits: 1, since: '2026-11-21T12:00:00.000Z' });
      // The second move is the last the window allows; the third is 'limited', with the window's start: only its
      // count is written (no transaction, no kept answer, the money as it was).
      const second = { window, counted: false };
      expect((await keyed(five, ann.userId, planned, 'key-2', 'print-2', second)).outcome).toBe(
        'posted',
      );
      const transactionsBefore = await count('transactions');
      const third = { window, counted: false };
      const limited = await keyed(five, ann.userId, planned, 'key-3', 'print-3', third);
      expect(limited.outcome).toBe('limited');
      expect(new Date((limited as { windowStart: string }).windowStart).toISOString()).toBe(
        '2026-11-21T12:00:00.000Z',
      );
      expect(third.counted).toBe(true);
      expect(await counter()).toEqual({ hits: 3, since: '2026-11-21T12:00:00.000Z' });
      expect(await count('transactions')).toBe(transactionsBefore);
      expect((await keptFor(ann.userId)).map((k) => k.key).sort()).toEqual(['key-1', 'key-2']);
      expect([await balance(ann.USD!), await balance(bob.USD!)]).toEqual(['90.00000', '10.00000']);
      // In the next window the same key posts; a refusal for balance counts as well.
      const nextWindow = {
        ...window,
        now: '2026-11-21T12:01:00.000Z',
        since: '2026-11-21T12:00:00.000Z',
      };
      expect(
        (
          await keyed(five, ann.userId, planned, 'key-3', 'print-3', {
            window: nextWindow,
            counted: false,
          })
        ).outcome,
      ).toBe('posted');
      expect(await counter()).toEqual({ hits: 1, since: '2026-11-21T12:01:00.000Z' });
      const tooMuch = transfer(ann.USD!, bob.USD!, '500');
      expect(
        (
          await keyed(tooMuch, ann.userId, planned, 'key-4', 'print-4', {
            window: nextWindow,
            counted: false,
          })
        ).outcome,
      ).toBe('refused');
      expect(await counter()).toEqual({ hits: 2, since: '2026-11-21T12:01:00.000Z' });
      // A move already counted (by an earlier try) is not counted again, even over the max.
      const counted = { window: nextWindow, counted: true };
      expect((await keyed(five, ann.userId, planned, 'key-5', 'print-5', counted)).outcome).toBe(
        'posted',
      );
      expect(await counter()).toEqual({ hits: 2, since: '2026-11-21T12:01:00.000Z' });
    });

    it('writes several legs of one account in the order given, each with the balance after it', async () => {
      const ann = await customer({ USD: '100.00' }, 'k');
      const bob = await customer({ USD: '0' }, 'k');
      const planned = await versions(ann.userId, [ann.USD!, bob.USD!]);
      const result = await keyed(
        {
          ...transfer(ann.USD!, bob.USD!, '10'),
          legs: [
            { accountId: bob.USD!, amount: '6' },
            { accountId: ann.USD!, amount: '-6' },
            { accountId: ann.USD!, amount: '-4' },
            { accountId: bob.USD!, amount: '4' },
          ],
        },
        ann.userId,
        planned,
      );
      const { id } = (result as { answer: { id: string } }).answer;
      expect((await postingsOf(id)).map((p) => [p.account_id, p.amount, p.balance_after])).toEqual([
        [ann.USD, '-6.00000', '94.00000'],
        [ann.USD, '-4.00000', '90.00000'],
        [bob.USD, '6.00000', '6.00000'],
        [bob.USD, '4.00000', '10.00000'],
      ]);
    });

    it('new public ids are TX and 12 upper-case hex digits, a new one each time', () => {
      // More than two pools of random bytes (512 ids each).
      const ids = new Set(Array.from({ length: 1100 }, () => newPublicId()));
      expect(ids.size).toBe(1100);
      for (const id of ids) expect(id).toMatch(/^TX[0-9A-F]{12}$/);
    });
  });
});
