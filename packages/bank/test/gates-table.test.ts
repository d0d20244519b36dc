import { contract, type ContractEntry } from '@axia/core';
import { describe, expect, it } from 'vitest';
import { gateOf } from '../src/modules/gates';
import { GROUPS } from './gate-groups';

// The gate table itself, call by call, against who may call what written by hand from the spec (seed 000 §2.1–2.2,
// seed 001 §6; the groups in gate-groups.ts): the statuses each call lets through and whether it needs registration
// complete. No bank is started, so it is the test that holds each row of the table (api-gates.test.ts drives the
// same groups through the API).

type Name = keyof typeof contract;

const ACTIVE_SUSPENDED_DEACTIVATED = ['ACTIVE', 'SUSPENDED', 'DEACTIVATED'];
const EXPECTED: Record<keyof typeof GROUPS, { statuses: string[] | null; registered: boolean }> = {
  account: { statuses: ACTIVE_SUSPENDED_DEACTIVATED, registered: false },
  open: { statuses: null, registered: false },
  depositInfo: { statuses: ['ACTIVE', 'SUSPENDED'], registered: false },
  deposit: { statuses: ['ACTIVE', 'SUSPENDED'], registered: true },
  activeOnly: { statuses: ['ACTIVE'], registered: false },
  areas: { statuses: ['ACTIVE'], registered: false },
  banking: { statuses: ['ACTIVE'], registered: true },
};

describe('the gate table, call by call', () => {
  for (const [group, calls] of Object.entries(GROUPS) as [keyof typeof GROUPS, readonly Name[]][]) {
    it(`lets ${group} calls through for ${JSON.stringify(EXPECTED[group])}`, () => {
      for (const call of calls)
        expect({ call, ...gateOf(call) }).toEqual({ call, ...EXPECTED[group] });
    });
  }

  it('reads no profile for the calls made before signing in', () => {
    const publicCalls = (Object.entries(contract) as [Name, ContractEntry][])
      .filter(([, entry]) => entry.auth === false)
      .map(([name]) => name);
    expect(publicCalls.length).toBeGreaterThan(0);
    for (const call of publicCalls)
      expect({ call, ...gateOf(call) }).toEqual({ call, ...EXPECTED.open });
  });

  it('lets no SUSPENDED or DEACTIVATED customer move money out', () => {
    for (const call of [
      'transferBetweenAccounts',
      'transferBetweenMembers',
      'wireTransfer',
      'externalWalletTransfer',
      'externalAxtendTransfer',
      'custodyWithdrawal',
      'applyStaking',
      'addStakingAmount',
      'loadCard',
      'orderGiftCard',
    ] as const)
      expect({ call, statuses: gateOf(call).statuses }).toEqual({ call, statuses: ['ACTIVE'] });
  });
});
