import type { Account, TransportRequest } from '@axia/core';
import { sampleAxcAccount } from '../../kit/money/fixtures';
import { sampleAccount as account } from '../../kit/testing';

// Sample data for the external transfer wizards' stories and tests (never imported by the screen).

const axcAccount: Account = { ...sampleAxcAccount, amount: '1500.00000' };

const usaxAccount = account({
  id: 'acc-usax',
  currency: 'USAX',
  publicId: 'USAX3302948571',
  typePublicName: 'USAX Wallet',
  type: 'CRYPTO_WALLET',
  currencyType: 'CRYPTO',
  amount: '250.00000',
});

/** A frozen AXC account: listed greyed with 'Action Required', not selectable. */
const frozenAxcAccount = account({
  id: 'acc-axc-2',
  currency: 'AXC',
  publicId: 'AXC1100293847',
  typePublicName: 'AXC Savings',
  type: 'CRYPTO_WALLET',
  currencyType: 'CRYPTO',
  amount: '40.00000',
  status: 'FROZEN',
});

export const externalAccounts: Account[] = [axcAccount, usaxAccount, frozenAxcAccount];

/** A valid EIP-55 address (also a V2 address) and a V1 one in the sandbox's format. */
export const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
export const V1_ADDRESS = 'axc1qpzry9x8gf2tvdw0s3jn54khce6mua7lqpzry9';

export const DONE = {
  statusCode: 200,
  message: 'ok',
  transactionId: 'tx-1',
  publicId: 'TX00EXT0001',
};

/** The bank's answers the wizard needs: the accounts it may send from, the transfer accepted. */
export function externalResponses(overrides: Record<string, unknown> = {}) {
  return {
    getAllowTransferFrom: (_request: TransportRequest) => ({
      accounts: externalAccounts,
      stakings: [],
    }),
    externalWalletTransfer: DONE,
    externalAxtendTransfer: DONE,
    custodyWithdrawal: DONE,
    ...overrides,
  };
}
