import { CARD_MESSAGES } from '@axia/core';

// The card list's texts: the spec's (§2 Cards) verbatim, ours where it is silent.
export const LIST_TEXT = {
  title: 'Cards',
  description: 'Your debit cards: open one to see its details, load it or order a physical card.',
  listLabel: 'Your cards',
  orderCard: 'Order Card',
  orderNewCard: 'Order new card',
  emptyTitle: 'No cards yet',
  emptyDescription: 'Order a debit card to spend your balance anywhere cards are accepted.',
  loading: 'Loading your cards…',
  retry: 'Try again',
  balance: 'Balance',
  checking: 'Checking card availability…',
  serviceOff: CARD_MESSAGES.serviceOff,
  notInCountry: CARD_MESSAGES.notInCountry,
  noActive: 'None of your cards is active.',
} as const;
