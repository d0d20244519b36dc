import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { toBankEvents, type EventRow } from '../src/events/view';
import { internalAccount, postTransaction } from '../src/modules/ledger/post';
import { provisionBankUser } from '../src/modules/users/provision';
import { engine, engineUnavailable, freshDatabase } from './harness';

// The stream reads a customer's outbox rows in batches (src/events/view.ts): a batch about several transactions gives
// each event its own transaction and the customer's own leg of it, never another one's. (One transaction per batch:
// events-view.test.ts.)

const NOW = new Date('2026-11-21T12:00:00.000Z');
const ADA = 'user-ada';

describe.skipIf(engineUnavailable)(
  `a batch of events about several transactions (${engine})`,
  () => {
    let db: Kysely<Database>;
    let close: () => Promise<void>;
    let withdrawal: string;
    let deposit: string;

    beforeAll(async () => {
      const opened = await freshDatabase();
      db = opened.database.db;
      close = async () => {
        await opened.database.close();
        opened.cleanup();
      };
      await provisionBankUser(db, {
        id: ADA,
        email: 'ada@batch.test',
        firstName: 'Ada',
        lastName: 'Lovelace',
        createdAt: NOW,
      });
      const accounts = await db
        .selectFrom('accounts')
        .select(['id', 'currency'])
        .where('user_id', '=', ADA)
        .execute();
      const own = Object.fromEntries(accounts.map((a) => [a.currency, a.id]));
      const usdFunding = await internalAccount(db, 'SANDBOX_FUNDING', 'USD');
      const eurFunding = await internalAccount(db, 'SANDBOX_FUNDING', 'EUR');
      // Posted in this order: the deposit's leg comes before the withdrawal's among Ada's legs.
      deposit = (
        await postTransaction(db, {
          type: 'WIRE_DEPOSIT',
          method: 'WIRE',
          amount: '40',
          currency: 'EUR',
          userId: ADA,
          legs: [
            { accountId: eurFunding, amount: '-40' },
            { accountId: own.EUR!, amount: '40' },
          ],
          createdAt: NOW,
        })
      ).id;
      await postTransaction(db, {
        type: 'WIRE_DEPOSIT',
        method: 'SANDBOX',
        amount: '100',
        currency: 'USD',
        legs: [
          { accountId: usdFunding, amount: '-100' },
          { accountId: own.USD!, amount: '100' },
        ],
        createdAt: NOW,
      });
      withdrawal = (
        await postTransaction(db, {
          type: 'WIRE_TRANSFER',
          method: 'WIRE',
          amount: '12.5',
          currency: 'USD',
          userId: ADA,
          legs: [
            { accountId: own.USD!, amount: '-12.5' },
            { accountId: usdFunding, amount: '12.5' },
          ],
          createdAt: NOW,
        })
      ).id;
    }, 120_000);
    afterAll(async () => {
      await close?.();
    });

    const row = (id: string, entityId: string): EventRow => ({
      id,
      type: 'transaction',
      entity_id: entityId,
      status: null,
      payload: {},
      created_at: NOW,
    });

    it('each event names its own transaction, with the customer’s own leg of it', async () => {
      for (const rows of [
        [row('1', deposit), row('2', withdrawal)],
        [row('1', withdrawal), row('2', deposit)],
      ]) {
        const events = await toBankEvents(db, ADA, rows);
        const seen = events.map((e) => [
          e.entityId,
          e.transaction?.id,
          e.transaction?.direction,
          e.transaction?.amount,
          e.transaction?.currency,
        ]);
        expect(seen).toEqual(
          rows.map((r) =>
            r.entity_id === deposit
              ? [deposit, deposit, 'DEPOSIT', '40.00', 'EUR']
              : [withdrawal, withdrawal, 'WITHDRAWAL', '12.50', 'USD'],
          ),
        );
      }
    });
  },
);
