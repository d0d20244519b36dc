import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { auditLedger, type LedgerAudit } from '../src/modules/ledger/audit';
import { suiteCustomers } from './api-support';
import { insertTestCard, type TestCard } from './card-support';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import { addStakingProduct, openTestStaking } from './payment-support';

// The ledger audit (docs/money.md 'The audit'; src/modules/ledger/audit.ts) re-derives the books from the postings and names six kinds
// of corruption. Each test below breaks a real ledger in exactly one of those ways, by direct SQL inside a database
// transaction that is rolled back afterwards, and expects the audit to name exactly that corruption (its kind, the
// transaction, account, staking, card or order, and the figures) and nothing else; the clean ledger reports none.
//
// The ledger: a copy of acme@demo.test (seeded USD 12,500.75, EUR 3,400.10, GBP 980.00, AXC 250,000.12345, USAX
// 1,500.50, each posted from SANDBOX_FUNDING), a staking of 1,000 AXC posted from the AXC account, a card loaded
// with 50 USD (the issuer records the same 50), and a gift card order of 100 USD, PENDING, with no refund.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'audit.test');
let staking: { id: string; accountId: string };
let card: TestCard;
let giftCardOrderId: string;

/** No finding of any kind: what the audit of a clean ledger reports. */
const NO_FINDINGS = {
  unbalanced: [],
  balanceMismatches: [],
  negativeCustomerBalances: [],
  stakingMismatches: [],
  cardMismatches: [],
  giftCardMismatches: [],
};

const findings = ({ ok, counts: _counts, ...lists }: LedgerAudit) => ({ ok, ...lists });

class Rollback extends Error {
  constructor(readonly audit: LedgerAudit) {
    super('rolled back');
  }
}

/** The audit of the ledger as `corrupt` leaves it, inside a transaction rolled back after (the books stay clean). */
async function auditCorrupted(corrupt: (trx: Kysely<Database>) => Promise<void>) {
  try {
    await bank.ctx.db.transaction().execute(async (trx) => {
      await corrupt(trx);
      throw new Rollback(await auditLedger(trx));
    });
  } catch (error) {
    if (error instanceof Rollback) return error.audit;
    throw error;
  }
  throw new Error('unreachable');
}

/** Moves one leg of a transaction by `delta` and its account's balance with it (balance = sum of legs holds). */
async function shiftLeg(
  trx: Kysely<Database>,
  transactionId: string,
  accountId: string,
  delta: string,
) {
  const moved = await sql`UPDATE postings SET amount = amount + ${delta}::numeric
    WHERE transaction_id = ${transactionId} AND account_id = ${accountId}`.execute(trx);
  expect(Number(moved.numAffectedRows)).toBe(1);
  await sql`UPDATE accounts SET amount = amount + ${delta}::numeric WHERE id = ${accountId}`.execute(
    trx,
  );
}

/** The one transaction that posted to `accountId` and the account of its other leg. */
async function onlyPosting(accountId: string) {
  const legs = await bank.ctx.db
    .selectFrom('postings')
    .select(['transaction_id', 'account_id', 'amount'])
    .where(
      'transaction_id',
      'in',
      bank.ctx.db
        .selectFrom('postings')
        .select('transaction_id')
        .where('account_id', '=', accountId),
    )
    .execute();
  const own = legs.filter((leg) => leg.account_id === accountId);
  expect(own).toHaveLength(1);
  expect(legs).toHaveLength(2);
  const other = legs.find((leg) => leg.account_id !== accountId)!;
  return { transactionId: own[0]!.transaction_id, accountId, otherAccountId: other.account_id };
}

/** The seed deposit of the customer's `currency` account (from SANDBOX_FUNDING). */
const seedFunding = (currency: string) => onlyPosting(customers.accounts.ann![currency]!);

describe.skipIf(engineUnavailable)(`the ledger audit finds each corruption (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
    const ann = await customers.add('ann', 'acme@demo.test');
    await addStakingProduct(bank, 'AUDIT_TEST_AXC', 'AXC');
    staking = await openTestStaking(bank, {
      userId: ann.id,
      productCode: 'AUDIT_TEST_AXC',
      currency: 'AXC',
      fromAccountId: customers.accounts.ann!.AXC!,
      amount: '1000',
    });
    card = await insertTestCard(bank, { userId: ann.id, balance: '50' });
    const ordered = await customers.post('ann', '/gift-card/', {
      productId: 'us-acorn-quill-books',
      price: '100.00',
      currency: 'USD',
      accountId: customers.accounts.ann!.USD,
    });
    expect(ordered.status).toBe(200);
    const order = await bank.ctx.db
      .selectFrom('gift_card_orders')
      .select(['id', 'status', 'refund_transaction_id'])
      .where('user_id', '=', ann.id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'PENDING', refund_transaction_id: null });
    giftCardOrderId = order.id;
  }, 180_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('reports nothing on a clean ledger (stakings, cards and gift card orders included)', async () => {
    const audit = await auditLedger(bank.ctx.db);
    expect(findings(audit)).toEqual({ ok: true, ...NO_FINDINGS });
    expect(audit.counts.stakingAccounts).toBeGreaterThanOrEqual(1);
    expect(audit.counts.cardAccounts).toBeGreaterThanOrEqual(1);
  });

  it('names a transaction whose legs do not sum to zero, with its currency and the sum', async () => {
    // The EUR seed deposit's customer leg becomes 3,400.10 + 1 (the account follows): the legs sum to +1 EUR.
    const { transactionId, accountId } = await seedFunding('EUR');
    const audit = await auditCorrupted((trx) => shiftLeg(trx, transactionId, accountId, '1'));
    expect(findings(audit)).toEqual({
      ...NO_FINDINGS,
      ok: false,
      unbalanced: [{ transactionId, currency: 'EUR', sum: '1.00000' }],
    });
  });

  it('names an account whose balance is not the sum of its legs', async () => {
    // The EUR account says 3,400.11 while its one leg says 3,400.10.
    const accountId = customers.accounts.ann!.EUR!;
    const audit = await auditCorrupted(async (trx) => {
      await trx
        .updateTable('accounts')
        .set({ amount: '3400.11' })
        .where('id', '=', accountId)
        .execute();
    });
    expect(findings(audit)).toEqual({
      ...NO_FINDINGS,
      ok: false,
      balanceMismatches: [{ accountId, balance: '3400.11000', sumOfLegs: '3400.10000' }],
    });
  });

  it("names a customer's account below zero, even when its legs and their sum agree", async () => {
    // Without the CHECK that should make it impossible: the GBP seed deposit of 980 becomes −20 (SANDBOX_FUNDING's
    // leg +20 instead of −980), balanced, each balance the sum of its legs, the customer's GBP at −20.
    const { transactionId, accountId, otherAccountId } = await seedFunding('GBP');
    const audit = await auditCorrupted(async (trx) => {
      await sql`ALTER TABLE accounts DROP CONSTRAINT accounts_customer_amount_check`.execute(trx);
      await shiftLeg(trx, transactionId, accountId, '-1000');
      await shiftLeg(trx, transactionId, otherAccountId, '1000');
    });
    expect(findings(audit)).toEqual({
      ...NO_FINDINGS,
      ok: false,
      negativeCustomerBalances: [{ accountId, balance: '-20.00000' }],
    });
  });

  it("names a staking's own account below zero, even when the staking's books agree with it", async () => {
    // Without the CHECK: the staking's funding of 1,000 AXC becomes −10 (the customer's AXC leg +10 instead of
    // −1,000), and its books say 1,000 principal − 1,010 rewards = −10, so only the sign is wrong.
    const { transactionId, accountId, otherAccountId } = await onlyPosting(staking.accountId);
    expect(otherAccountId).toBe(customers.accounts.ann!.AXC);
    const audit = await auditCorrupted(async (trx) => {
      await sql`ALTER TABLE accounts DROP CONSTRAINT accounts_customer_amount_check`.execute(trx);
      await shiftLeg(trx, transactionId, accountId, '-1010');
      await shiftLeg(trx, transactionId, otherAccountId, '1010');
      await trx
        .updateTable('stakings')
        .set({ interest_amount: '-1010' })
        .where('id', '=', staking.id)
        .execute();
    });
    expect(findings(audit)).toEqual({
      ...NO_FINDINGS,
      ok: false,
      negativeCustomerBalances: [{ accountId: staking.accountId, balance: '-10.00000' }],
    });
  });

  it("names a card's own account below zero, even when the card issuer agrees with it", async () => {
    // Without the CHECKs: the card's load of 50 USD becomes −5 (SANDBOX_FUNDING's leg +5 instead of −50), and
    // the issuer's balance says −5 too, so only the sign is wrong.
    const { transactionId, accountId, otherAccountId } = await onlyPosting(card.accountId);
    const audit = await auditCorrupted(async (trx) => {
      await sql`ALTER TABLE accounts DROP CONSTRAINT accounts_customer_amount_check`.execute(trx);
      await sql`ALTER TABLE issuer_cards DROP CONSTRAINT issuer_cards_balance_check`.execute(trx);
      await shiftLeg(trx, transactionId, accountId, '-55');
      await shiftLeg(trx, transactionId, otherAccountId, '55');
      await trx
        .updateTable('issuer_cards')
        .set({ balance: '-5' })
        .where('id', '=', card.issuerCardId)
        .execute();
    });
    expect(findings(audit)).toEqual({
      ...NO_FINDINGS,
      ok: false,
      negativeCustomerBalances: [{ accountId: card.accountId, balance: '-5.00000' }],
    });
  });

  it("names a live staking whose principal plus rewards is not its account's balance", async () => {
    // The books say 1,001 AXC of principal; the staking's account holds the 1,000 posted.
    const audit = await auditCorrupted(async (trx) => {
      await trx
        .updateTable('stakings')
        .set({ amount: '1001' })
        .where('id', '=', staking.id)
        .execute();
    });
    expect(findings(audit)).toEqual({
      ...NO_FINDINGS,
      ok: false,
      stakingMismatches: [
        { stakingId: staking.id, status: 'IN_TERM', expected: '1001.00000', balance: '1000.00000' },
      ],
    });
  });

  it('names a claimed staking whose account still holds money', async () => {
    // Marked CLAIMED with its 1,000 AXC still in its account: a claimed staking's account must be empty.
    const audit = await auditCorrupted(async (trx) => {
      await trx
        .updateTable('stakings')
        .set({ status: 'CLAIMED' })
        .where('id', '=', staking.id)
        .execute();
    });
    expect(findings(audit)).toEqual({
      ...NO_FINDINGS,
      ok: false,
      stakingMismatches: [
        { stakingId: staking.id, status: 'CLAIMED', expected: '0', balance: '1000.00000' },
      ],
    });
  });

  it("names a card whose ledger account disagrees with the card issuer's balance", async () => {
    // The issuer says 49 USD on the card; its ledger account holds the 50 loaded.
    const audit = await auditCorrupted(async (trx) => {
      await trx
        .updateTable('issuer_cards')
        .set({ balance: '49' })
        .where('id', '=', card.issuerCardId)
        .execute();
    });
    expect(findings(audit)).toEqual({
      ...NO_FINDINGS,
      ok: false,
      cardMismatches: [{ cardId: card.id, issuerBalance: '49.00000', balance: '50.00000' }],
    });
  });

  it('names a FAILED gift card order without its refund', async () => {
    const audit = await auditCorrupted(async (trx) => {
      await trx
        .updateTable('gift_card_orders')
        .set({ status: 'FAILED' })
        .where('id', '=', giftCardOrderId)
        .execute();
    });
    expect(findings(audit)).toEqual({
      ...NO_FINDINGS,
      ok: false,
      giftCardMismatches: [
        { orderId: giftCardOrderId, status: 'FAILED', refundTransactionId: null },
      ],
    });
  });

  it('names a PENDING gift card order that has a refund', async () => {
    // A refund recorded against the order (any transaction will do for the books' link) while it is still PENDING.
    const { transactionId } = await seedFunding('USAX');
    const audit = await auditCorrupted(async (trx) => {
      await trx
        .updateTable('gift_card_orders')
        .set({ refund_transaction_id: transactionId })
        .where('id', '=', giftCardOrderId)
        .execute();
    });
    expect(findings(audit)).toEqual({
      ...NO_FINDINGS,
      ok: false,
      giftCardMismatches: [
        { orderId: giftCardOrderId, status: 'PENDING', refundTransactionId: transactionId },
      ],
    });
  });

  it('leaves the ledger clean after each rolled-back corruption', async () => {
    expect(findings(await auditLedger(bank.ctx.db))).toEqual({ ok: true, ...NO_FINDINGS });
  });
});
