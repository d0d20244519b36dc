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
};
