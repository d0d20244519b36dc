import { describe, expect, it } from 'vitest';
import { transactionQuerySchema } from '../api/contract';
import {
  isOwnAccountTransfer,
  needsSourceOfFunds,
  ownAccountName,
  sourceOfFundsProblem,
  TRANSACTION_GROUPS,
  TRANSACTION_TYPE_NAMES,
  TRANSACTION_TYPES,
  typesInGroup,
} from './transaction';

describe('transaction types and filter groups (seed 001 §9)', () => {
  it('gives every filter group its types', () => {
    expect(typesInGroup('WIRE_TRANSFER')).toEqual(['WIRE_TRANSFER', 'WIRE_TRANSFER_REFUND']);
    expect(typesInGroup('STAKING')).toEqual([
      'STAKING_CREATED',
      'STAKING_LOAD_AMOUNT',
      'STAKING_UNLOAD_AMOUNT',
      'STAKING_LOAD_TO_CARD',
      'STAKING_CLAIM',
    ]);
    expect(typesInGroup('TRANSFERS')).toEqual([
      'TRANSFER_BETWEEN_ACCOUNTS',
      'TRANSFER_BETWEEN_MEMBERS',
    ]);
    expect(typesInGroup('REWARDS')).toEqual(['INTEREST']);
    for (const group of TRANSACTION_GROUPS) expect(typesInGroup(group).length).toBeGreaterThan(0);
  });

  it('keeps the types §9 lists outside the groups out of every group, each with a title', () => {
    for (const type of ['CARD_ISSUE', 'CARD_LOAD', 'GIFT_CARD_ORDER', 'USER_CREATION'] as const)
      expect(TRANSACTION_TYPES[type].group).toBeNull();
    for (const type of TRANSACTION_TYPE_NAMES) expect(TRANSACTION_TYPES[type].title).not.toBe('');
  });
});

describe('source of funds (seed 001 §5)', () => {
  it.each([
    ['9999.99', false],
    ['10000', true],
    ['10000.00', true],
    ['250000', true],
    [null, true],
  ] as const)('%s USD needs a declaration: %s', (amount, needed) => {
    expect(needsSourceOfFunds(amount)).toBe(needed);
  });

  it("asks 'Other' for its text", () => {
    const base = {
      declarationAccepted: true,
      signature: 'Ada Lovelace',
      date: '2026-11-21',
    } as const;
    expect(sourceOfFundsProblem({ ...base, source: 'Income' })).toBeNull();
    expect(sourceOfFundsProblem({ ...base, source: 'Other', otherText: '  ' })).toBe(
      'Please specify the source of fund',
    );
    expect(sourceOfFundsProblem({ ...base, source: 'Other', otherText: 'Sold a car' })).toBeNull();
    expect(sourceOfFundsProblem(undefined)).toMatch(/required/);
  });

  it("checks the signer: the member's full name (case and spaces aside) and today's date somewhere", () => {
    const declaration = {
      source: 'Income',
      declarationAccepted: true,
      signature: '  ada   LOVELACE ',
      date: '2026-11-21',
    } as const;
    const signer = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      now: new Date('2026-11-21T10:00:00Z'),
    };
    expect(sourceOfFundsProblem(declaration, signer)).toBeNull();
    expect(sourceOfFundsProblem({ ...declaration, signature: 'Somebody Else' }, signer)).toBe(
      'The signature must be your full legal name',
    );
    expect(sourceOfFundsProblem({ ...declaration, signature: 'Ada' }, signer)).toBe(
      'The signature must be your full legal name',
    );
    expect(sourceOfFundsProblem({ ...declaration, date: '1999-01-01' }, signer)).toBe(
      "The declaration's date must be today's date",
    );
    // Ahead of UTC (Kiribati, UTC+14) it is already the 22nd; nowhere is it the 23rd or the 19th yet.
    expect(sourceOfFundsProblem({ ...declaration, date: '2026-11-22' }, signer)).toBeNull();
    expect(sourceOfFundsProblem({ ...declaration, date: '2026-11-20' }, signer)).toBeNull();
    expect(sourceOfFundsProblem({ ...declaration, date: '2026-11-23' }, signer)).not.toBeNull();
    expect(sourceOfFundsProblem({ ...declaration, date: '2026-11-19' }, signer)).not.toBeNull();
  });
});

describe('GET /account/transaction query', () => {
  const problem = (query: Record<string, unknown>) => {
    const result = transactionQuerySchema.safeParse(query);
    return result.success
      ? null
      : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('reads lists, dates, flags and paging', () => {
    const parsed = transactionQuerySchema.parse({
      typeIn: 'WIRE_TRANSFER,WIRE_TRANSFER_REFUND',
      createdAtGte: '2026-11-01',
      createdAtLte: '2026-11-22T00:00:00Z',
      includeTotalCount: 'true',
      limit: '100',
      offset: '9995',
    });
    expect(parsed).toMatchObject({
      typeIn: ['WIRE_TRANSFER', 'WIRE_TRANSFER_REFUND'],
      createdAtGte: new Date('2026-11-01T00:00:00Z'),
      createdAtLte: new Date('2026-11-22T00:00:00Z'),
      includeTotalCount: true,
      limit: 100,
      offset: 9995,
    });
    expect(transactionQuerySchema.parse({})).toMatchObject({ limit: 10, offset: 0 });
  });

  it('refuses a bad date, an unknown type, a limit over 100 and a negative offset with a message', () => {
    expect(problem({ createdAtGte: '2026-13-45' })).toEqual(['createdAtGte: must be a real date']);
    expect(problem({ createdAtGte: 'yesterday' })).toEqual([
      'createdAtGte: must be a date (YYYY-MM-DD) or an ISO date and time',
    ]);
    expect(problem({ typeIn: 'WIRE_TRANSFER,LOTTERY' })).toEqual(['typeIn: unknown type LOTTERY']);
    expect(problem({ limit: '101' })).toEqual([
      'limit: limit must be a whole number from 1 to 100',
    ]);
    expect(problem({ offset: '-1' })).toEqual([
      'offset: offset must be a whole number of at least 0',
    ]);
    expect(problem({ includeTotalCount: 'yes' })).toEqual([
      'includeTotalCount: must be true or false',
    ]);
    expect(problem({ sort: 'amount' })).not.toBeNull();
  });
});

describe('own-account transfers (issue 42)', () => {
  it('are the transfers between two currency accounts whose sides carry the same customer', () => {
    const usd = { userId: 'u1', accountType: 'USD', currency: 'USD' };
    const eur = { userId: 'u1', accountType: 'EUR', currency: 'EUR' };
    expect(isOwnAccountTransfer(usd, eur)).toBe(true);
    expect(isOwnAccountTransfer(usd, { ...eur, userId: 'u2' })).toBe(false);
    expect(isOwnAccountTransfer({ ...usd, userId: null }, { ...eur, userId: null })).toBe(false);
    expect(isOwnAccountTransfer(null, eur)).toBe(false);
    expect(isOwnAccountTransfer(usd, null)).toBe(false);
    // A card load or a staking move is between the customer's own things, but not between two accounts.
    expect(isOwnAccountTransfer(usd, { ...usd, accountType: 'CARD' })).toBe(false);
    expect(isOwnAccountTransfer({ ...usd, accountType: 'STAKING' }, usd)).toBe(false);
    expect(isOwnAccountTransfer({ userId: 'u1' }, { userId: 'u1' })).toBe(false);
  });

  it('name the account, not the customer', () => {
    expect(ownAccountName('EUR')).toBe('your EUR account');
  });
});
