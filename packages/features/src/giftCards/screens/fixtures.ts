import type { GiftCardRecord, GiftCardStatus, User } from '@axia/core';
import { fakeUser } from '../../kit/testing';

// Gift card orders for the list and detail stories and tests (seed 001 §3 'Gift card purchase record').

/** A product image as the bank serves it, inline so stories and tests fetch nothing. */
const productImage = (label: string, colour = '#5b4bdb') =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100" viewBox="0 0 160 100"><rect width="160" height="100" rx="10" fill="${colour}"/><text x="80" y="58" font-family="sans-serif" font-size="20" fill="#fff" text-anchor="middle">${label}</text></svg>`,
  )}`;

const info = {
  productDescription: 'An Amazon.com gift card for millions of items.\nNo fees, no expiry.',
  termsAndConditions:
    'Gift cards cannot be returned or exchanged.\n<b>Not</b> redeemable for cash except where required by law.',
  expiryAndValidity: 'Valid for 10 years from the date of purchase.',
  howToUse: '1. Go to amazon.com/redeem\n2. Enter the code\n3. Shop',
};

export const sampleGiftCard: GiftCardRecord = {
  id: 'gc-1001',
  status: 'PROCESSED',
  archive: false,
  productId: 'amazon-us',
  productName: 'Amazon.com',
  productImage: productImage('Amazon'),
  faceValue: '50.00',
  faceValueCurrency: 'USD',
  fee: '1.25',
  paidAmount: '51.25',
  paidCurrency: 'USD',
  createdAt: '2026-03-14T09:30:00.000Z',
  vouchers: {
    vouchers: [
      {
        code: 'AMZN-7Q4K-92XD-PL3M',
        pin: '4821',
        url: 'https://www.amazon.com/redeem',
        validityDate: '2036-03-14',
        faceValue: '50.00',
        voucherCurrency: 'USD',
      },
    ],
  },
  infoToDisplay: info,
  failureReason: null,
};

/** An order in `status`: vouchers only when PROCESSED; a FAILED one says why. */
export const giftCardIn = (
  status: GiftCardStatus,
  overrides: Partial<GiftCardRecord> = {},
): GiftCardRecord => ({
  ...sampleGiftCard,
  status,
  vouchers: status === 'PROCESSED' ? sampleGiftCard.vouchers : { vouchers: [] },
  failureReason: status === 'FAILED' ? 'The vendor could not fulfil this order.' : null,
  ...overrides,
});

/** A PROCESSED order with two vouchers, one without a pin, url or validity date. */
export const twoVoucherGiftCard: GiftCardRecord = {
  ...sampleGiftCard,
  id: 'gc-1004',
  productId: 'steam-eu',
  productName: 'Steam',
  productImage: productImage('Steam', '#1b2838'),
  faceValue: '40.00',
  faceValueCurrency: 'EUR',
  fee: '1.00',
  paidAmount: '0.41000',
  paidCurrency: 'AXC',
  infoToDisplay: {
    productDescription: 'Steam Wallet credit for games, software and hardware on Steam.',
    termsAndConditions: 'Redeemable on Steam only. Not refundable.',
    expiryAndValidity: 'See each voucher.',
    howToUse: 'Steam → Account → Add funds → Redeem a Steam Gift Card or Wallet Code.',
  },
  vouchers: {
    vouchers: [
      {
        code: 'STEAM-1111-2222',
        pin: null,
        url: null,
        validityDate: null,
        faceValue: '20.00',
        voucherCurrency: 'EUR',
      },
      {
        code: 'STEAM-3333-4444',
        pin: '9090',
        url: 'https://store.steampowered.com/account/redeemwalletcode',
        validityDate: '2031-01-01',
        faceValue: '20.00',
        voucherCurrency: 'EUR',
      },
    ],
  },
};

/** The list's usual page: one order in each status. */
export const listGiftCards: GiftCardRecord[] = [
  sampleGiftCard,
  giftCardIn('PENDING', {
    id: 'gc-1002',
    productName: 'Spotify',
    productImage: productImage('Spotify', '#1db954'),
    faceValue: '25.00',
    fee: '0.63',
    paidAmount: '25.63',
  }),
  giftCardIn('FAILED', {
    id: 'gc-1003',
    productName: 'Zalando',
    productImage: productImage('Zalando', '#ff6900'),
    faceValue: '100.00',
    faceValueCurrency: 'EUR',
    fee: '2.50',
    paidAmount: '102.50',
    paidCurrency: 'EUR',
  }),
];

/** `count` orders (for paging), ids gc-2001 on. */
export const manyGiftCards = (count: number, from = 0): GiftCardRecord[] =>
  Array.from({ length: count }, (_, index) => ({
    ...sampleGiftCard,
    id: `gc-${2001 + from + index}`,
    productName: `Gift card ${from + index + 1}`,
  }));

export const archivedGiftCard = giftCardIn('PROCESSED', { id: 'gc-0999', archive: true });

/** MENU_GIFT_CARDS and GIFT_CARD on. */
export const giftCardUser: User = {
  ...fakeUser,
  features: [...fakeUser.features, 'GIFT_CARD'],
};
/** MENU_GIFT_CARDS on, GIFT_CARD off: Buy Gift Card is greyed. */
export const buyOffUser: User = { ...fakeUser, features: [...fakeUser.features] };

/** The list's answer: the page of `data` (a function of the query for searches and pages). */
export const giftCardPage = (data: readonly GiftCardRecord[], totalCount = data.length) => ({
  data,
  totalCount,
});
