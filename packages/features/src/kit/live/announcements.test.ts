import type { BankEvent } from '@axia/core';
import { eventAnnouncement, eventLabel } from './announcements';

type Tx = NonNullable<BankEvent['transaction']>;

const event = (transaction: Partial<Tx> | null, rest: Partial<BankEvent> = {}): BankEvent => ({
  id: '1',
  type: 'transaction',
  at: '2025-03-10T10:00:00.000Z',
  entityId: 'tx-1',
  status: transaction?.status ?? null,
  transaction: transaction && {
    id: 'tx-1',
    publicId: 'T1',
    type: 'TRANSFER_BETWEEN_MEMBERS',
    status: 'COMPLETED',
    direction: 'DEPOSIT',
    amount: '25',
    currency: 'USD',
    counterparty: 'Acme Corp',
    ...transaction,
  },
  balances: [],
  ...rest,
});

describe('eventAnnouncement', () => {
  it.each<[string, BankEvent, string | null]>([
    ['a member transfer received', event({}), 'Received $25.00 from Acme Corp'],
    ['without a counterparty', event({ counterparty: null }), 'Received $25.00'],
    [
      'crypto takes 5 decimals, rounded down',
      event({ amount: '1.234567', currency: 'AXC' }),
      'Received 1.23456 AXC from Acme Corp',
    ],
    [
      'thousands separated',
      event({ amount: '1234.5', currency: 'EUR' }),
      'Received €1,234.50 from Acme Corp',
    ],
    [
      'a member transfer sent',
      event({ direction: 'WITHDRAWAL', counterparty: 'Ada Lovelace' }),
      'Sent $25.00 to Ada Lovelace',
    ],
    [
      'a held wire approved',
      event({ type: 'WIRE_TRANSFER', direction: 'WITHDRAWAL', amount: '500' }),
      'Your withdrawal of $500.00 was approved',
    ],
    [
      'a held wire rejected',
      event({ type: 'WIRE_TRANSFER', direction: 'WITHDRAWAL', status: 'CANCELED', amount: '500' }),
      'Your withdrawal of $500.00 was rejected',
    ],
    [
      'a network withdrawal rejected',
      event({
        type: 'NETWORK_WITHDRAWAL',
        direction: 'WITHDRAWAL',
        status: 'FAILED',
        currency: 'AXC',
        amount: '3',
      }),
      'Your withdrawal of 3.00000 AXC was rejected',
    ],
    [
      'a withdrawal held for review',
      event({ type: 'WIRE_TRANSFER', direction: 'WITHDRAWAL', status: 'PENDING_REVIEW' }),
      'Your withdrawal of $25.00 is in review',
    ],
    [
      'a wire deposit in review',
      event({ type: 'WIRE_DEPOSIT', status: 'PENDING_REVIEW' }),
      'Your deposit of $25.00 is in review',
    ],
    [
      'a deposit to confirm',
      event({ type: 'DIGITAL_CURRENCY_DEPOSIT', status: 'PENDING_CONFIRMATION', currency: 'USAX' }),
      'A deposit of 25.00000 USAX awaits your confirmation',
    ],
    [
      'a staking reward',
      event({ type: 'INTEREST', currency: 'AXC', amount: '0.5', counterparty: null }),
      'Rewards of 0.50000 AXC received',
    ],
    [
      'a card charged',
      event({
        type: 'CARD_PAYMENT',
        direction: 'WITHDRAWAL',
        amount: '9.99',
        counterparty: 'Coffee Bar',
      }),
      'Card charged $9.99 at Coffee Bar',
    ],
    [
      'a service fee',
      event({ type: 'SERVICE_FEE', direction: 'WITHDRAWAL', amount: '5', counterparty: null }),
      'Service fee of $5.00 charged',
    ],
    ['a refund', event({ type: 'GIFT_CARD_ORDER_REFUND', amount: '10' }), 'Refunded $10.00'],
    [
      'a card payment failed',
      event({ type: 'CARD_PAYMENT', direction: 'WITHDRAWAL', status: 'FAILED' }),
      'Your payment of $25.00 failed',
    ],
    [
      'a wire deposit canceled',
      event({ type: 'WIRE_DEPOSIT', status: 'CANCELED' }),
      'Your deposit of $25.00 was canceled',
    ],
    [
      'a staking matured',
      event(null, { type: 'staking', status: 'MATURED' }),
      'Your staking is now matured',
    ],
    [
      'a card activated',
      event(null, { type: 'card', status: 'ACTIVE' }),
      'Your card is now active',
    ],
    [
      'a gift card order processed',
      event(null, { type: 'giftCard', status: 'PROCESSED' }),
      'Your gift card order is processed',
    ],
    [
      'a document request',
      event(null, { type: 'documentRequest', status: 'PENDING_UPLOAD' }),
      'Your document request is pending upload',
    ],
    [
      'an entity event without a status says nothing',
      event(null, { type: 'card', status: null }),
      null,
    ],
  ])('%s', (_, given, text) => {
    expect(eventAnnouncement(given)).toBe(text);
  });
});

describe('eventLabel', () => {
  it.each<[string, BankEvent, string | null]>([
    ['a member transfer received', event({}), 'Money received'],
    ['a staking reward', event({ type: 'INTEREST', currency: 'AXC' }), 'Money received'],
    ['a refund', event({ type: 'GIFT_CARD_ORDER_REFUND' }), 'Money received'],
    ['a member transfer sent', event({ direction: 'WITHDRAWAL' }), 'Money sent'],
    [
      'a held wire approved',
      event({ type: 'WIRE_TRANSFER', direction: 'WITHDRAWAL' }),
      'Money sent',
    ],
    ['a card charged', event({ type: 'CARD_PAYMENT', direction: 'WITHDRAWAL' }), 'Money sent'],
    ['a deposit in review', event({ type: 'WIRE_DEPOSIT', status: 'PENDING_REVIEW' }), null],
    [
      'a deposit to confirm',
      event({ type: 'DIGITAL_CURRENCY_DEPOSIT', status: 'PENDING_CONFIRMATION' }),
      null,
    ],
    ['a deposit canceled', event({ type: 'WIRE_DEPOSIT', status: 'CANCELED' }), null],
    ['a payment failed', event({ direction: 'WITHDRAWAL', status: 'FAILED' }), null],
    ['a status change', event(null, { type: 'card', status: 'ACTIVE' }), null],
  ])('%s', (_, given, label) => {
    expect(eventLabel(given)).toBe(label);
  });
});
