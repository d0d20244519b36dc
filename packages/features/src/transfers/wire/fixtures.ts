import type { Account, Beneficiary } from '@axia/core';
import {
  SAMPLE_USD_RATES,
  sampleEurAccount,
  sampleFrozenGbpAccount,
  sampleUsdAccount,
  sampleUsdRate,
} from '../../kit/money/fixtures';

// Sample data for the wire transfer wizard's stories and tests (never imported by the screen).

export const usdAccount = sampleUsdAccount('12500.75');

export const eurAccount = sampleEurAccount;

/** Frozen: listed greyed with 'Action Required', not selectable. */
const frozenGbpAccount = sampleFrozenGbpAccount;

export const wireAccounts: Account[] = [usdAccount, eurAccount, frozenGbpAccount];

export const wireRecipient: Beneficiary = {
  id: 'ben-1',
  type: 'WIRE_TRANSFER',
  beneficiaryName: 'Landlord',
  beneficiaryEmail: null,
  beneficiaryUserId: null,
  status: 'active',
  extraData: {
    currency: 'USD',
    beneficiaryBankName: 'First Harbor Bank',
    beneficiaryBankAddress: '1 Harbor Way, Boston MA',
    beneficiaryBankSwiftOrABA: '011000015',
    beneficiaryName: 'Charles Babbage',
    beneficiaryAddress: '5 Analytical St, Boston MA',
    beneficiaryIBAN: '000123456789',
  },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

/** The bank's wire fee: 0.1 % between 25 and 100 USD (its default WIRE_TRANSFER type). */
export const WIRE_TYPE = {
  name: 'WIRE_TRANSFER',
  fee: null,
  feeCurrency: 'USD',
  feeRate: '0.001',
  minFee: '25',
  maxFee: '100',
  impactOnSpendableAmount: 'DEBIT',
};

export const DONE = {
  statusCode: 200,
  message: 'Wire transfer request sent successfully!',
  transactionId: 'tx-1',
  publicId: 'TX00WIRE0001',
};

export const CODE_SENT = {
  statusCode: 207,
  message: 'A verification code has been sent to your email',
  transaction2faRecordId: 'rec-1',
  expiresAt: '2026-11-21T10:05:00.000Z',
};

/** The bank's rates to USD. */
export const USD_RATES = SAMPLE_USD_RATES;

/** The bank's answers the wizard needs. */
export function wireTransferResponses(overrides: Record<string, unknown> = {}) {
  return {
    getAllowTransferFrom: { accounts: wireAccounts, stakings: [] },
    getBeneficiaries: [wireRecipient],
    getTransferType: WIRE_TYPE,
    getSpendable: { spendableAmountInAxc: '0', spendableAmountInUsd: '20000.00' },
    getConversionRate: sampleUsdRate,
    wireTransfer: DONE,
    ...overrides,
  };
}

export const TODAY = new Date('2026-11-21T10:00:00');
