import { describe, expect, it } from 'vitest';
import { formatAudit, type LedgerAudit } from '../src/modules/ledger/audit';

// What an operator reads from `npm run audit -w @axia/bank` (the ledger audit as lines for a terminal): every kind
// of finding counted and each one named with the figures that disagree, and the verdict on the last line. The
// findings are written here by hand; ledger-audit.test.ts makes the audit find them in a broken ledger.

const counts = {
  transactions: 12,
  postings: 30,
  customerAccounts: 5,
  internalAccounts: 4,
  stakingAccounts: 1,
  cardAccounts: 2,
};

const clean: LedgerAudit = {
  ok: true,
  counts,
  unbalanced: [],
  balanceMismatches: [],
  negativeCustomerBalances: [],
  stakingMismatches: [],
  cardMismatches: [],
  giftCardMismatches: [],
};

describe('the ledger audit as an operator reads it', () => {
  it('says what it counted, that nothing was found, and OK', () => {
    expect(formatAudit(clean)).toBe(
      [
        'transactions 12, postings 30, customer accounts 5, internal accounts 4, staking accounts 1, card accounts 2',
        'unbalanced transactions: 0',
        'balances that are not the sum of their legs: 0',
        'negative customer balances: 0',
        'stakings whose books disagree with their account: 0',
        'cards whose account disagrees with the card issuer: 0',
        'gift card orders whose refund disagrees with their status: 0',
        'ledger audit: OK',
      ].join('\n'),
    );
  });

  it('names every finding with the figures that disagree, and FAILED', () => {
    const broken: LedgerAudit = {
      ok: false,
      counts,
      unbalanced: [{ transactionId: 'TXA1', currency: 'EUR', sum: '1.00000' }],
      balanceMismatches: [{ accountId: 'acc-1', balance: '3400.11000', sumOfLegs: '3400.10000' }],
      negativeCustomerBalances: [{ accountId: 'acc-2', balance: '-20.00000' }],
      stakingMismatches: [
        { stakingId: 'stk-1', status: 'ACTIVE', expected: '1001.00000', balance: '1000.00000' },
      ],
      cardMismatches: [{ cardId: 'card-1', issuerBalance: '49.00000', balance: '50.00000' }],
      giftCardMismatches: [
        { orderId: 'gc-1', status: 'FAILED', refundTransactionId: null },
        { orderId: 'gc-2', status: 'PENDING', refundTransactionId: 'TXR2' },
      ],
    };
    expect(formatAudit(broken)).toBe(
      [
        'transactions 12, postings 30, customer accounts 5, internal accounts 4, staking accounts 1, card accounts 2',
        'unbalanced transactions: 1',
        '  TXA1 EUR legs sum to 1.00000',
        'balances that are not the sum of their legs: 1',
        '  acc-1: balance 3400.11000, legs 3400.10000',
        'negative customer balances: 1',
        '  acc-2: -20.00000',
        'stakings whose books disagree with their account: 1',
        '  stk-1 (ACTIVE): expected 1001.00000, account 1000.00000',
        'cards whose account disagrees with the card issuer: 1',
        '  card-1: issuer 49.00000, account 50.00000',
        'gift card orders whose refund disagrees with their status: 2',
        '  gc-1 (FAILED): refund none',
        '  gc-2 (PENDING): refund TXR2',
        'ledger audit: FAILED',
      ].join('\n'),
    );
  });
});
