import type { Contract } from '@axia/core';

// Examples of the main calls for the OpenAPI document (test/api-openapi.test.ts checks each against its schema).

interface CallExamples {
  request?: unknown;
  response?: unknown;
  /** The 207 answer of a call that asks for a second factor. */
  secondFactor?: unknown;
}

const ACCOUNT_USD = '8c1f2a5e-3b4d-4e6f-9a0b-1c2d3e4f5a6b';
const ACCOUNT_EUR = '2b7e9d1c-4a3f-4b5e-8c6d-7e8f9a0b1c2d';
const done = {
  statusCode: 200,
  message: 'Transfer completed',
  transactionId: '5d6e7f80-91a2-4b3c-8d4e-5f6a7b8c9d0e',
  publicId: 'TX-20261121-000123',
};
const codeSent = {
  statusCode: 207,
  message: 'A verification code was sent to your email',
  transaction2faRecordId: 'c0ffee00-1234-4abc-8def-0123456789ab',
  expiresAt: '2026-11-21T12:10:00.000Z',
};

export const EXAMPLES: Partial<Record<keyof Contract, CallExamples>> = {
  transferBetweenAccounts: {
    request: { fromAccountId: ACCOUNT_USD, toAccountId: ACCOUNT_EUR, amount: '250.00' },
    response: { ...done, debited: '250.00', credited: '230.75', rate: '0.923' },
  },
  transferBetweenMembers: {
    request: {
      fromAccountId: ACCOUNT_USD,
      amount: '100.00',
      currency: 'USD',
      beneficiaryEmail: 'jane.doe@example.com',
      userMemo: 'Dinner',
    },
    response: done,
    secondFactor: codeSent,
  },
  wireTransfer: {
    request: {
      accountId: ACCOUNT_USD,
      beneficiaryId: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
      amount: '1500.00',
      userMemo: 'Invoice 2026-114',
      mfaCode: '123456',
      transaction2faRecordId: codeSent.transaction2faRecordId,
    },
    response: done,
    secondFactor: codeSent,
  },
  requestWireDeposit: {
    request: { toAccountId: ACCOUNT_USD, amountUsd: '5000.00' },
  },
  applyStaking: { request: { fromAccountId: ACCOUNT_USD, amount: '100' } },
  updateUser: {
    request: { email: 'new.address@example.com' },
    secondFactor: {
      statusCode: 207,
      requestId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      message: 'A code was sent',
    },
  },
  // Issue 30, the pictures' data.
  getBalanceHistory: {
    response: {
      accountId: ACCOUNT_USD,
      currency: 'USD',
      range: '30d',
      points: [
        { date: '2026-10-23', balance: '11900.20' },
        { date: '2026-10-24', balance: '11900.20' },
        { date: '2026-10-25', balance: '9870.00' },
        { date: '2026-11-21', balance: '12500.75' },
      ],
    },
  },
  getHoldings: {
    response: {
      totalUsd: '25233.27',
      ratedAt: '2026-11-21T12:00:00.000Z',
      holdings: [
        {
          key: 'FIAT:USD',
          category: 'FIAT',
          currency: 'USD',
          amount: '12500.75',
          usdRate: '1',
          usdValue: '12500.75',
        },
        {
          key: 'FIAT:EUR',
          category: 'FIAT',
          currency: 'EUR',
          amount: '6004.54',
          usdRate: '1.08',
          usdValue: '6484.90',
        },
        {
          key: 'CRYPTO:AXC',
          category: 'CRYPTO',
          currency: 'AXC',
          amount: '250000.12345',
          usdRate: '0.0245',
          usdValue: '6125.00',
        },
        {
          key: 'STAKED:AXC',
          category: 'STAKED',
          currency: 'AXC',
          amount: '5004.93140',
          usdRate: '0.0245',
          usdValue: '122.62',
        },
      ],
    },
  },
  getRateHistory: {
    response: {
      currency: 'AXC',
      quote: 'USD',
      range: '24h',
      points: [
        { at: '2026-11-20T13:00:00.000Z', rate: '0.024391' },
        { at: '2026-11-21T11:00:00.000Z', rate: '0.024462' },
        { at: '2026-11-21T12:00:00.000Z', rate: '0.0245' },
      ],
    },
  },
  getStakingRewardHistory: {
    response: {
      stakingId: '3e4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7',
      currency: 'AXC',
      termStartDate: '2026-11-02',
      termEndDate: '2027-02-02',
      points: [
        { date: '2026-11-02', reward: '0.98630', cumulative: '0.98630' },
        { date: '2026-11-03', reward: '0.00000', cumulative: '0.98630' },
        { date: '2026-11-04', reward: '0.98630', cumulative: '1.97260' },
      ],
    },
  },
};
