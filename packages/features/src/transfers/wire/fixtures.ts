import type { Account, Beneficiary, TransportRequest } from '@axia/core';
import { sampleAccount as account } from '../../kit/testing';

// Sample data for the wire transfer wizard's stories and tests (never imported by the screen).

export const usdAccount = account({
  id: 'acc-usd',
  currency: 'USD',
  publicId: 'USD4820193746',
  typePublicName: 'US Dollar Account',
  amount: '12500.75',
});

export const eurAccount = account({
  id: 'acc-eur',
  currency: 'EUR',
  publicId: 'EUR1938475602',
  typePublicName: 'Euro Account',
  amount: '250.00',
});

/** Frozen: listed greyed with 'Action Required', not selectable. */
export const frozenGbpAccount = account({
  id: 'acc-gbp',
  currency: 'GBP',
  publicId: 'GBP5519203847',
  typePublicName: 'British Pound Account',
  amount: '80.10',
  status: 'FROZEN',
});

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

export const USD_RATES: Record<string, string> = { EUR: '1.08', GBP: '1.27' };

/** The bank's answers the wizard needs. */
export function wireTransferResponses(overrides: Record<string, unknown> = {}) {
  return {
    getAllowTransferFrom: { accounts: wireAccounts, stakings: [] },
    getBeneficiaries: [wireRecipient],
    getTransferType: WIRE_TYPE,
    getSpendable: { spendableAmountInAxc: '0', spendableAmountInUsd: '20000.00' },
    getConversionRate: (request: TransportRequest) => ({
      conversionRate: USD_RATES[request.query?.fromCurrency ?? ''] ?? '1',
    }),
    wireTransfer: DONE,
    ...overrides,
  };
}

export const TODAY = new Date('2026-11-21T10:00:00');
