import { GENERAL_MESSAGES } from '@axia/core';

// The gift-card list's texts: the spec's (seed 001 §2 Gift cards, §8) verbatim, ours where it is silent.
export const LIST_TEXT = {
  title: 'Gift cards',
  description: 'Your gift card orders: open one to see its vouchers and details.',
  buy: 'Buy Gift Card',
  /** §8: 'This service is temporarily unavailable, please try again later.' when a feature is off (GIFT_CARD). */
  serviceOff: GENERAL_MESSAGES.serviceUnavailable,
  listLabel: 'Your gift cards',
  search: 'Search gift cards',
  searchDescription: 'By order id or product name.',
  archived: 'Show archived gift cards',
  loading: 'Loading your gift cards…',
  retry: 'Try again',
  order: (id: string) => `Order ${id}`,
  bought: (when: string) => `Bought ${when}`,
  faceValue: 'Face value',
  emptyTitle: 'No gift cards yet',
  emptyDescription: 'Gift cards you buy appear here.',
  emptyArchivedTitle: 'No archived gift cards',
  emptyArchivedDescription: 'Gift cards you archive appear here.',
  noMatchTitle: 'No gift cards found',
  noMatchDescription: (search: string) => `No gift card matches “${search}”.`,
  count: (count: number) => (count === 1 ? '1 gift card' : `${count} gift cards`),
  pagination: 'Gift card pages',
} as const;

/** The search is sent this long after the last keystroke (Enter sends it at once). */
export const SEARCH_DEBOUNCE_MS = 300;
