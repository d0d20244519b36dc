import {
  CARD_FLAGS,
  type Card,
  type CardFeeSetView,
  type CardStatement,
  type CardTransaction,
  type User,
} from '@axia/core';
import { fakeUser, sampleAccount } from '../../kit/testing';
import { inTermStaking } from '../../stakings/fixtures';
import { sampleCard, sampleSecureData } from '../components/CardFace/fixtures';

// The card detail page's sample bank answers, for its stories and tests.

/** The pinned now of the stories and tests (the statement's current month is November 2026). */
const detailNow = new Date('2026-11-25T12:00:00.000Z');
export const detailClock = () => new Date(detailNow);

/** A customer with the card menu and the physical-card (courier, tracking) feature. */
export const cardUser: User = {
  ...fakeUser,
  features: [...fakeUser.features, CARD_FLAGS.service, CARD_FLAGS.physical],
};
/** Without the physical-card feature. */
export const virtualOnlyUser: User = fakeUser;

const usdSource = sampleAccount({
  id: 'acc-usd',
  currency: 'USD',
  publicId: 'USD4820193746',
  amount: '2500.00',
  spendableAmount: '2500.00',
});
const eurSource = sampleAccount({
  id: 'acc-eur',
  currency: 'EUR',
  publicId: 'EUR4820193747',
  amount: '3.00',
  spendableAmount: '3.00',
});
const stakingSource = inTermStaking;

export const sources = { accounts: [usdSource, eurSource], stakings: [stakingSource] };

export const feeSet: CardFeeSetView = {
  cardTypeCode: 'NORMAL_USD',
  region: 'NORTH_AMERICA',
  issueFeeAmount: '0.00',
  issuePhysicalFeeAmount: '15.00',
  shippingHandlingAmount: '25.00',
  issueFeeCurrency: 'USD',
  loadFeeTerms: { loadFeePercentage: '0.015', minimumLoadFee: '2.00', currency: 'USD' },
};

const row = (id: string, date: string, description: string, amount: string): CardTransaction => ({
  id,
  date,
  description,
  amount,
  currency: 'USD',
});

export const novemberRows: CardTransaction[] = [
  row('t3', '2026-11-20T18:12:00.000Z', 'Coffee Roasters Seattle', '-4.75'),
  row('t2', '2026-11-10T09:30:00.000Z', 'Card load fee', '-2.00'),
  row('t1', '2026-11-10T09:30:00.000Z', 'Card load', '100.00'),
];

export const statementOf = (
  transactions: CardTransaction[],
  year = 2026,
  month = 11,
): CardStatement => ({ year, month, currency: 'USD', transactions });

/** Every call the page makes, answered for `card`; `overrides` replace some (a function gets the request). */
export function detailResponses(card: Card = sampleCard, overrides: Record<string, unknown> = {}) {
  return {
    getCard: card,
    getCardSecureData: sampleSecureData,
    getCardPin: { pin: '4821' },
    getCardTransactions: statementOf(novemberRows),
    getCardProvider: feeSet,
    getCardTracking: { trackingNumber: 'AXC1Z9990001234' },
    getAllowTransferFrom: sources,
    getConversionRate: (request: { query?: Record<string, string> }) => ({
      conversionRate: request.query?.fromCurrency === 'AXC' ? '0.5' : '1.08',
    }),
    activateCard: { ...card, status: 'ACTIVE' },
    suspendCard: { ...card, status: 'SUSPENDED' },
    loadCard: {
      Description: 'Success',
      card: { ...card, balance: '1334.50' },
      transactionId: 'tx-1',
    },
    convertToPhysical: { ...card, convertPhysicalRequested: true, delivery: 'Courier' },
    activatePhysical: { ...card, isPhysical: true },
    ...overrides,
  };
}
