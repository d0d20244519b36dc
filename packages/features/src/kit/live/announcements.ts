import { decimalsFor, type BankEvent, type TransactionType } from '@axia/core';
import { formatAmount } from '@axia/design-system';

// What the customer is told of a bank event (issue 31): one short sentence, said politely by the toast's live
// region. The seeds quote no text for these; the issue's example is "Received 25.00 USD from Acme Corp".

/** Withdrawals the back office holds for review: their completion is an approval, their cancel a rejection. */
const HELD_WITHDRAWALS: ReadonlySet<TransactionType> = new Set([
  'WIRE_TRANSFER',
  'NETWORK_WITHDRAWAL',
  'EXTERNAL_WALLET_TRANSFER',
]);

const humanize = (status: string) => status.toLowerCase().replace(/_/g, ' ');

/** The sentence for an event, or null when it is not worth interrupting the customer for. */
export function eventAnnouncement(event: BankEvent): string | null {
  const tx = event.transaction;
  if (!tx) {
    if (!event.status) return null;
    const status = humanize(event.status);
    switch (event.type) {
      case 'staking':
        return `Your staking is now ${status}`;
      case 'card':
        return `Your card is now ${status}`;
      case 'giftCard':
        return `Your gift card order is ${status}`;
      case 'documentRequest':
        return `Your document request is ${status}`;
      default:
        return null;
    }
  }
  const amount = formatAmount(tx.amount, tx.currency, { decimals: decimalsFor(tx.currency) });
  const from = tx.counterparty ? ` from ${tx.counterparty}` : '';
  const to = tx.counterparty ? ` to ${tx.counterparty}` : '';
  const at = tx.counterparty ? ` at ${tx.counterparty}` : '';
  const held = HELD_WITHDRAWALS.has(tx.type);
  const incoming = tx.direction === 'DEPOSIT';

  switch (tx.status) {
    case 'PENDING_REVIEW':
      return incoming
        ? `Your deposit of ${amount} is in review`
        : `Your withdrawal of ${amount} is in review`;
    case 'PENDING_CONFIRMATION':
      return `A deposit of ${amount} awaits your confirmation`;
    case 'CANCELED':
    case 'FAILED':
      if (held) return `Your withdrawal of ${amount} was rejected`;
      return `Your ${incoming ? 'deposit' : 'payment'} of ${amount} ${
        tx.status === 'FAILED' ? 'failed' : 'was canceled'
      }`;
    case 'COMPLETED':
      break;
  }
  if (held) return `Your withdrawal of ${amount} was approved`;
  if (tx.type === 'INTEREST') return `Rewards of ${amount} received`;
  if (tx.type === 'CARD_PAYMENT') return `Card charged ${amount}${at}`;
  if (tx.type === 'SERVICE_FEE') return `Service fee of ${amount} charged`;
  if (tx.type.endsWith('_REFUND')) return `Refunded ${amount}`;
  return incoming ? `Received ${amount}${from}` : `Sent ${amount}${to}`;
}

/** The words that say what an announcement is, shown and said before it ('Money received: Received $25.00 …'). */
export const EVENT_LABELS = {
  moneyIn: 'Money received',
  moneyOut: 'Money sent',
} as const;

/**
 * What an event's announcement is, when it is money that moved: 'Money received' for money in (a transfer, rewards,
 * a refund), 'Money sent' for money out (a payment, a fee, an approved withdrawal). Null for the rest (reviews,
 * cancellations, status changes), which keep the toast's own word ('Information'): it was the label of money
 * received too (issue 43).
 */
export function eventLabel(event: BankEvent): string | null {
  const tx = event.transaction;
  if (!tx || tx.status !== 'COMPLETED') return null;
  return tx.direction === 'DEPOSIT' ? EVENT_LABELS.moneyIn : EVENT_LABELS.moneyOut;
}
