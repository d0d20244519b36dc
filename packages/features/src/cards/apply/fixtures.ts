import type { Card, CardAgreement, CardFeeSetView, CardType, User } from '@axia/core';
import { rates, sources } from '../../kit/payment-source/fixtures';
import { fakeUser } from '../../kit/testing';
import { cardWith, sampleCard } from '../components/CardFace/fixtures';

// Sample data for the card list, the order wizard and PaymentSourceField (stories and tests only; never imported by
// the screens). Amounts are the sandbox issuer's: a 10.00 USD virtual card, 25.00 USD physical, 15.00 USD courier.

/** A customer of Seattle (US → NORTH_AMERICA) with the card flags on, and the card holder profile filled in. */
export const cardUser: User = {
  ...fakeUser,
  firstName: 'Alex',
  lastName: 'Morgan',
  features: [...fakeUser.features, 'CARD'],
  phoneCountryCode: '+1',
  phoneNumber: '2065550123',
  alternativeFirstName: null,
  alternativeLastName: null,
  addressLine1: '1200 Pine Street',
  addressLine2: 'Apt 4',
  addressCity: 'Seattle',
  addressState: 'WA',
  addressPostalCode: '98101',
  addressCountry: 'US',
  dateOfBirth: '1990-04-12',
  region: 'NORTH_AMERICA',
};
/** With the physical-card feature (CARD_COURIER_OPTION: physical card, Courier, tracking). */
export const physicalCardUser: User = {
  ...cardUser,
  features: [...cardUser.features, 'CARD_COURIER_OPTION'],
};
/** The CARD flag off: Order Card greyed. */
export const cardOffUser: User = {
  ...cardUser,
  features: cardUser.features.filter((flag) => flag !== 'CARD'),
};
/** A country where cards are not offered (region null). */
export const notOfferedUser: User = {
  ...cardUser,
  addressCity: 'Tokyo',
  addressState: 'Tokyo',
  addressPostalCode: '1000001',
  addressCountry: 'JP',
  region: null,
};
/** First + last over 20 characters: alternative names needed (prefilled from the profile). */
export const longNameUser: User = {
  ...cardUser,
  firstName: 'Maximiliana',
  lastName: 'Featherstonehaugh',
  alternativeFirstName: 'Max',
  alternativeLastName: 'Feather',
};
/** A name with other than letters. */
export const digitNameUser: User = { ...cardUser, firstName: 'Alex2', alternativeFirstName: null };
/** Invalid characters in the address ('#', ','). */
export const invalidAddressUser: User = {
  ...cardUser,
  addressLine1: '1200 Pine Street #4',
  addressLine2: 'Floor 2, Suite 5',
};

export const cardTypes: CardType[] = [
  {
    code: 'NORMAL_USD',
    type: 'NORMAL',
    currency: 'USD',
    region: 'NORTH_AMERICA',
    name: 'USD card',
  },
];

const feeSet: CardFeeSetView = {
  cardTypeCode: 'NORMAL_USD',
  region: 'NORTH_AMERICA',
  issueFeeAmount: '10.00',
  issuePhysicalFeeAmount: '25.00',
  shippingHandlingAmount: '15.00',
  issueFeeCurrency: 'USD',
  loadFeeTerms: { loadFeePercentage: '0.015', minimumLoadFee: '2.00', currency: 'USD' },
};
export const freeFeeSet: CardFeeSetView = { ...feeSet, issueFeeAmount: '0.00' };

export const agreement: CardAgreement = {
  region: 'NORTH_AMERICA',
  url: 'http://127.0.0.1:8080/api/card/agreements/NORTH_AMERICA.html',
  imageUrl: `data:image/svg+xml;base64,${btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="120" height="60" fill="#dbeafe"/><text x="10" y="35" font-size="14">Agreement</text></svg>',
  )}`,
  header: 'Cardholder Agreement (North America)',
  body: 'By ordering a card you agree to the issuer’s terms: fees are charged when the card is issued, and loaded funds cannot be returned.',
};
export const agreementWithoutBody: CardAgreement = { ...agreement, body: null };

// The payment sources and rates are the kit's (PaymentSourceField's samples).
export const issuedCard: Card = cardWith({
  id: 'card-new',
  cardNumber: '8812',
  firstName: 'Alex',
  lastName: 'Morgan',
  balance: '0.00',
  status: 'INACTIVE',
});
export const activatedCard: Card = { ...issuedCard, status: 'ACTIVE' };

/** The list's samples: an active USD card and an inactive EUR one. */
export const listCards: Card[] = [
  sampleCard,
  cardWith({
    id: 'card-2',
    cardNumber: '1881',
    currency: 'EUR',
    balance: '0.00',
    status: 'INACTIVE',
    cardTypeCode: 'NORMAL_EUR',
    region: 'EUROPE',
  }),
];
export const inactiveCards: Card[] = [
  cardWith({ id: 'card-3', cardNumber: '5150', status: 'SUSPENDED' }),
  cardWith({ id: 'card-4', cardNumber: '7007', status: 'EXPIRED', balance: '0.00' }),
];

/** The card calls answered from the samples; `overrides` replace any of them (a value or a function). */
export function cardResponses(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    getUser: cardUser,
    getCards: { data: listCards },
    getCardTypes: cardTypes,
    getCardProvider: feeSet,
    getCardAgreement: agreement,
    getAllowTransferFrom: sources,
    getConversionRate: (request: { query?: { fromCurrency?: string; toCurrency?: string } }) => {
      const pair = `${request.query?.fromCurrency}>${request.query?.toCurrency}`;
      const rate = rates[pair];
      if (!rate) throw new Error(`No rate ${pair}`);
      return { conversionRate: rate };
    },
    issueCard: issuedCard,
    activateCard: activatedCard,
    loadCard: { Description: 'Success', card: activatedCard, transactionId: 'tx-1' },
    ...overrides,
  };
}
