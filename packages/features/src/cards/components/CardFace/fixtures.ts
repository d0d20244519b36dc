import type { Card, CardLimit, CardSecureData, CardStatus } from '@axia/core';

// Sample cards for stories and tests (the sandbox issuer's shapes): a USD virtual card and its variants.

const sampleLimit: CardLimit = {
  maxCardBalance: '10000.00',
  dailyLoadLimit: '5000.00',
  dailyLoadFrequencyLimit: '5',
  weeklyLoadLimit: '999999',
  weeklyLoadFrequencyLimit: '999999',
  monthlyLoadLimit: '20000.00',
  monthlyLoadFrequencyLimit: '30',
  yearlyLoadLimit: '100000.00',
  yearlyLoadFrequencyLimit: '365',
  dailyPosUnloadLimit: '2500.00',
  dailyPosFrequencyLimit: '20',
  weeklyPosUnloadLimit: '999999',
  weeklyPosFrequencyLimit: '999999',
  monthlyPosUnloadLimit: '10000.00',
  monthlyPosFrequencyLimit: '300',
  yearlyPosUnloadLimit: '50000.00',
  yearlyPosFrequencyLimit: '3000',
  dailyAtmUnloadLimit: '500.00',
  dailyAtmFrequencyLimit: '3',
  weeklyAtmUnloadLimit: '999999',
  weeklyAtmFrequencyLimit: '999999',
  monthlyAtmUnloadLimit: '2000.00',
  monthlyAtmFrequencyLimit: '30',
  yearlyAtmUnloadLimit: '10000.00',
  yearlyAtmFrequencyLimit: '300',
  loadFeeStr: '1.5% (min 2.00 USD)',
  atmCashWithdrawalDomesticFee: '2.50',
  atmCashWithdrawalInternationalFee: '3.50',
  posDomesticFee: '0.00',
  posInternationalFee: '1.00',
  loadFeePercentage: '0.015',
  minimumLoadFee: '2.00',
};

export const sampleCard: Card = {
  id: 'card-1',
  cardNumber: '4242',
  firstName: 'Alex',
  lastName: 'Morgan',
  balance: '1234.50',
  currency: 'USD',
  status: 'ACTIVE',
  isPhysical: false,
  convertPhysicalRequested: false,
  delivery: null,
  isFullKyc: false,
  cardTypeCode: 'NORMAL_USD',
  region: 'NORTH_AMERICA',
  deliveryAddress1: '1200 Pine Street',
  deliveryAddress2: '',
  deliveryCity: 'Seattle',
  deliveryCountryState: 'WA',
  deliveryCountryCode: 'US',
  deliveryPostCode: '98101',
  limit: sampleLimit,
  createdAt: '2026-01-15T10:00:00.000Z',
};

export const cardWith = (changes: Partial<Card>): Card => ({ ...sampleCard, ...changes });
export const cardIn = (status: CardStatus): Card => cardWith({ status });

/** A tiny inline SVG standing in for the issuer's security image (always a data: URL). */
const sampleSecurityImage = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="40"><rect width="64" height="40" fill="#e5e7eb"/><circle cx="20" cy="20" r="12" fill="#1d4ed8"/><circle cx="40" cy="20" r="12" fill="#b91c1c" fill-opacity="0.8"/></svg>',
)}`;

export const sampleSecureData: CardSecureData = {
  imgUrl: sampleSecurityImage,
  cvv: '737',
  expire: '01/29',
  cardNumber: '4000001234564242',
};
