import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUSES, accountStatusHelp, isAccountActive } from './account';

describe("an account's status (seed 000 §2.6, seed 001 §2: 'Action Required' with what it calls for)", () => {
  it('is usable only when ACTIVE, and needs no help then', () => {
    expect(isAccountActive({ status: 'ACTIVE' })).toBe(true);
    expect(accountStatusHelp({ status: 'ACTIVE' })).toBeNull();
  });

  it('says what each other status means and what to do', () => {
    expect(accountStatusHelp({ status: 'FROZEN' })).toBe(
      'This account is frozen: contact support to use it again.',
    );
    expect(accountStatusHelp({ status: 'PENDING' })).toBe(
      'This account is still being opened: you can use it once it is active.',
    );
    expect(accountStatusHelp({ status: 'INACTIVE' })).toBe(
      'This account is not active: contact support.',
    );
    for (const status of ACCOUNT_STATUSES.filter((s) => s !== 'ACTIVE'))
      expect(accountStatusHelp({ status })).toMatch(/\.$/);
  });

  it('reads a status it does not know as not active', () => {
    expect(accountStatusHelp({ status: 'CLOSED' as never })).toBe(
      'This account is not active: contact support.',
    );
  });
});
