import { describe, expect, it } from 'vitest';
import { isLegacyTokenHolder } from './legacyToken';
import {
  needsTokenDepositConsent,
  tokenDepositAmountProblem,
  tokenDepositCredit,
  tokenDepositMultiplier,
} from './tokenDeposit';

const legacy = { createdAt: '2022-07-28T23:59:59.000Z', features: ['TOKEN_MIGRATION_CONSENT'] };

describe('token wallet deposit (seed 001 §2, §5, §9)', () => {
  it.each([
    ['created before 2022-07-29 with the flag', legacy, '13.43'],
    ['created on 2022-07-29', { ...legacy, createdAt: '2022-07-29T00:00:00.000Z' }, '1'],
    ['created before, without the flag', { ...legacy, features: [] }, '1'],
    ['created later, with the flag', { ...legacy, createdAt: '2025-01-15T10:00:00.000Z' }, '1'],
  ])('multiplies by the right factor: %s', (_, user, multiplier) => {
    expect(tokenDepositMultiplier(user)).toBe(multiplier);
    expect(isLegacyTokenHolder(user)).toBe(multiplier === '13.43');
  });

  it('asks legacy holders for the network V2 token-migration consent until agreed', () => {
    expect(needsTokenDepositConsent(legacy)).toBe(true);
    expect(needsTokenDepositConsent({ ...legacy, consent: { TOKEN_MIGRATION: true } })).toBe(true);
    expect(
      needsTokenDepositConsent({ ...legacy, consent: { NETWORK_V2_TOKEN_MIGRATION: true } }),
    ).toBe(false);
    expect(needsTokenDepositConsent({ ...legacy, features: [] })).toBe(false);
  });

  it.each([
    ['100', '13.43', '1343.00000'],
    ['0.00001', '13.43', '0.00013'],
    ['1.23456', '13.43', '16.58014'],
    ['20.5', '1', '20.50000'],
    ['0.00001', '1', '0.00001'],
  ])('credits %s × %s = %s AXC, rounded down to 5 decimals', (amount, multiplier, credit) => {
    expect(tokenDepositCredit(amount, multiplier)).toBe(credit);
  });

  it.each([
    ['', 'Please enter a valid amount'],
    ['0', 'Please enter a valid amount'],
    ['-1', 'Please enter a valid amount'],
    ['abc', 'Please enter a valid amount'],
    ['1.000001', 'The amount takes at most 5 decimals'],
    ['750.00001', 'The amount is more than your token wallet holds'],
    ['750', null],
    ['0.00001', null],
  ])('checks the amount %j against a wallet of 750', (amount, problem) => {
    expect(tokenDepositAmountProblem(amount, '750.00000')).toBe(problem);
  });
});
