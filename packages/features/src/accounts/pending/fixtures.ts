import type { Transaction, TransactionSide } from '@axia/core';
import type { TransportRequest } from '@axia/core';
import { sampleWireDepositInfo } from '../../kit/money/fixtures';
import { axcAccount, usdAccount } from '../fixtures';

// Sample pending items for the pending sections' stories and tests (never imported by the components), shaped as
// the sandbox bank's seed writes them (packages/bank/src/sandbox/history.ts).

/** A local date and time as the bank sends it (ISO), so 'YYYY-MM-DD HH:mm' reads the same in every time zone. */
const at = (day: number, hour: number, minute = 0) =>
  new Date(2026, 10, day, hour, minute).toISOString();

const side = (overrides: Partial<TransactionSide>): TransactionSide => ({
  accountAlias: null,
  accountId: null,
  accountPublicId: null,
  accountType: null,
  amount: '0',
  currency: 'USD',
  currencyType: 'FIAT',
  email: 'ada@demo.test',
  userFirstName: 'Ada',
  userLastName: 'Lovelace',
  userId: 'user-1',
  ...overrides,
});

const item = (overrides: Partial<Transaction> & Pick<Transaction, 'id' | 'type'>): Transaction => ({
  publicId: `TX-${overrides.id.toUpperCase()}`,
  method: 'WIRE',
  status: 'PENDING_REVIEW',
  direction: 'DEPOSIT',
  amount: '0.00',
  currency: 'USD',
  currencyType: 'FIAT',
  balance: null,
  accountId: null,
  accountPublicId: null,
  title: null,
  description: null,
  userMemo: null,
  createdAt: at(9, 14, 30),
  updatedAt: at(9, 14, 30),
  providerAmount: null,
  providerCurrency: null,
  providerFeeAmount: null,
  providerFeeCurrency: null,
  providerMetaData: null,
  metaData: null,
  spendableAmountChange: null,
  from: null,
  to: null,
  ...overrides,
});

/** A wire deposit request under review, into the USD account. */
export const wireDepositItem = item({
  id: 'wd-1',
  publicId: 'WD7731902846',
  type: 'WIRE_DEPOSIT',
  method: 'WIRE',
  amount: '2500.00',
  accountId: usdAccount.id,
  title: 'Wire deposit',
  description: 'To Ada Lovelace',
  to: side({ accountId: usdAccount.id, amount: '2500.00', accountType: 'USD' }),
  createdAt: at(9, 14, 30),
});

/** An outgoing wire under review, with its beneficiary. */
export const wireTransferItem = item({
  id: 'wt-1',
  publicId: 'WT5518230917',
  type: 'WIRE_TRANSFER',
  method: 'WIRE',
  direction: 'WITHDRAWAL',
  amount: '750.00',
  accountId: usdAccount.id,
  title: 'Wire transfer',
  userMemo: 'Invoice 2026-114',
  providerFeeAmount: '25.00',
  providerFeeCurrency: 'USD',
  providerMetaData: {
    beneficiaryName: 'Charles Babbage',
    extraData: {
      beneficiaryBankName: 'Difference Engine Savings',
      beneficiaryIBAN: 'GB29NWBK60161331926819',
    },
  },
  from: side({ accountId: usdAccount.id, amount: '750.00', accountType: 'USD' }),
  createdAt: at(8, 9, 5),
});

/** A network (V1) withdrawal under review: 120 AXC, 1 % fee. */
export const networkWithdrawalItem = item({
  id: 'nw-1',
  publicId: 'NW2093847561',
  type: 'NETWORK_WITHDRAWAL',
  method: 'NETWORK',
  direction: 'WITHDRAWAL',
  amount: '120.00000',
  currency: 'AXC',
  currencyType: 'CRYPTO',
  accountId: axcAccount.id,
  title: 'AXIA Network withdrawal',
  providerFeeAmount: '1.20000',
  providerFeeCurrency: 'AXC',
  providerMetaData: { toAddress: 'axc1qsandboxwallet0000000000000000000demo' },
  from: side({
    accountId: axcAccount.id,
    amount: '120.00000',
    currency: 'AXC',
    currencyType: 'CRYPTO',
  }),
  createdAt: at(9, 22, 15),
});

/** An external (Ethereum) wallet transfer under review: 40 AXC to a corporate recipient, 1 % fee, with a memo. */
export const walletTransferItem = item({
  id: 'ew-1',
  publicId: 'EW3301928475',
  type: 'EXTERNAL_WALLET_TRANSFER',
  method: 'CRYPTO',
  direction: 'WITHDRAWAL',
  amount: '40.00000',
  currency: 'AXC',
  currencyType: 'CRYPTO',
  accountId: axcAccount.id,
  title: 'External wallet transfer',
  userMemo: 'Supplier payment',
  providerAmount: '39.60000',
  providerCurrency: 'AXC',
  providerFeeAmount: '0.40000',
  providerFeeCurrency: 'AXC',
  providerMetaData: {
    toAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
    beneficiaryName: 'Northwind Ltd',
  },
  from: side({
    accountId: axcAccount.id,
    amount: '40.00000',
    currency: 'AXC',
    currencyType: 'CRYPTO',
  }),
  to: side({
    email: null,
    userFirstName: 'Northwind Ltd',
    userLastName: null,
    userId: null,
    amount: '39.60000',
    currency: 'AXC',
    currencyType: 'CRYPTO',
  }),
  createdAt: at(9, 18, 40),
});

/** A digital-currency deposit awaiting confirmation: 1,500 AXC worth 36.75 USD (no declaration). */
export const digitalDepositItem = item({
  id: 'dd-1',
  publicId: 'DD4410928375',
  type: 'DIGITAL_CURRENCY_DEPOSIT',
  method: 'CRYPTO',
  status: 'PENDING_CONFIRMATION',
  amount: '1500.00000',
  currency: 'AXC',
  currencyType: 'CRYPTO',
  title: 'Digital currency deposit',
  providerAmount: '36.75',
  providerCurrency: 'USDC',
  providerMetaData: { transactionHash: '0x9f3c5e1d', amountInUsd: '36.75' },
  createdAt: at(10, 8, 0),
});

/** A digital-currency deposit in USAX worth 12,000 USD: the declaration is needed. */
export const largeDigitalDepositItem = item({
  id: 'dd-2',
  publicId: 'DD4410928376',
  type: 'DIGITAL_CURRENCY_DEPOSIT',
  method: 'CRYPTO',
  status: 'PENDING_CONFIRMATION',
  amount: '12000.00000',
  currency: 'USAX',
  currencyType: 'CRYPTO',
  title: 'Digital currency deposit',
  providerMetaData: { transactionHash: '0x51aa0c7e', amountInUsd: '12000.00' },
  createdAt: at(10, 7, 45),
});

/** A network deposit without a recorded USD value: its value comes from the conversion rate. */
export const networkDepositItem = item({
  id: 'nd-1',
  publicId: 'ND6620193847',
  type: 'NETWORK_DEPOSIT',
  method: 'NETWORK',
  status: 'PENDING_CONFIRMATION',
  amount: '500000.00000',
  currency: 'AXC',
  currencyType: 'CRYPTO',
  title: 'AXIA Network deposit',
  providerMetaData: { transactionHash: '0x77e01b3a' },
  createdAt: at(10, 6, 20),
});

export const reviewItems = [networkWithdrawalItem, wireDepositItem, wireTransferItem];
export const confirmationItems = [digitalDepositItem, largeDigitalDepositItem, networkDepositItem];

// The bank's wire instructions: kit's sample (the wire deposit wizard shows the same).
export { sampleWireDepositInfo };

/**
 * GET /transfer/external as the bank answers it: the items matching the query's statusIn and methodIn (tests see
 * that the sections ask for the right ones).
 */
export function externalTransfersFrom(items: readonly Transaction[]) {
  return (request: TransportRequest) => {
    const query = request.query ?? {};
    const list = (value: string | undefined) => value?.split(',').filter(Boolean) ?? null;
    const statuses = list(query.statusIn);
    const methods = list(query.methodIn);
    return {
      data: items.filter(
        (row) =>
          (!statuses || statuses.includes(row.status)) &&
          (!methods || methods.includes(row.method)),
      ),
    };
  };
}

/** The bank answers of the pending sections: the items, the wire instructions and the AXC/USD rate. */
export function pendingResponses(
  items: readonly Transaction[],
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    getExternalTransfers: externalTransfersFrom(items),
    getBankSetting: sampleWireDepositInfo,
    getConversionRate: { conversionRate: '0.0245' },
    cancelWireDeposit: { statusCode: 200, message: 'Wire deposit request canceled!' },
    confirmDeposit: { statusCode: 200, message: 'Funds are deposited successfully!' },
    ...overrides,
  };
}
