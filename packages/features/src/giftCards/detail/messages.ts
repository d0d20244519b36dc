import { GIFT_CARD_MESSAGES } from '@axia/core';

// The gift-card detail page's texts: the spec's (seed 001 §2 Gift cards) from core GIFT_CARD_MESSAGES, ours where
// it shows none.
export const DETAIL_TEXT = {
  title: 'Gift card details',
  back: 'Gift cards',
  loading: 'Loading the gift card…',
  notFound: GIFT_CARD_MESSAGES.orderNotFound,
  notFoundDescription: 'This gift card order does not exist or is not yours.',
  loadFailed: 'The gift card could not be loaded',
  tryAgain: 'Try again',
  // The order.
  order: 'Order',
  status: 'Status',
  faceValue: 'Face value',
  fee: (percent: string) => `Fee (${percent})`,
  paid: 'Amount paid',
  date: 'Date',
  archivedNote: 'This gift card is archived.',
  // §2 'Archive Gift Card' / 'Unarchive Gift Card'.
  archive: GIFT_CARD_MESSAGES.archive,
  unarchive: GIFT_CARD_MESSAGES.unarchive,
  archived: GIFT_CARD_MESSAGES.archived,
  unarchived: GIFT_CARD_MESSAGES.unarchived,
  // Status notes (ours).
  pendingTitle: 'Your order is being processed',
  pendingBody:
    'The vouchers appear here as soon as the gift card provider has fulfilled your order. This usually takes a few minutes.',
  refresh: 'Refresh',
  failedTitle: 'This order failed',
  failedReason: (reason: string) => `Reason: ${reason}`,
  refunded: 'The amount paid was refunded in full to the account or staking you paid from:',
  // Vouchers (PROCESSED only).
  vouchers: 'Vouchers',
  voucher: (index: number, count: number) => (count > 1 ? `Voucher ${index + 1}` : 'Voucher'),
  code: 'Code',
  pin: 'PIN',
  copyCode: (index: number, count: number) =>
    count > 1 ? `Copy code of voucher ${index + 1}` : 'Copy code',
  copyPin: (index: number, count: number) =>
    count > 1 ? `Copy PIN of voucher ${index + 1}` : 'Copy PIN',
  redeem: 'Redeem online',
  validUntil: 'Valid until',
  value: 'Value',
  // §3 infoToDisplay.
  description: 'Description',
  terms: 'Terms and conditions',
  howToUse: 'How to use',
  expiry: 'Expiry and validity',
} as const;
