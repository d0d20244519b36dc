import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createBankClient, GIFT_CARD_MESSAGES, type TransportRequest } from '@axia/core';
import type { PaymentSource } from '../../kit';
import { fakeTransport } from '../../kit/testing';
import { BuyStore } from './BuyStore';
import { buyResponses, denominationBrand, eurBrand, placedOrder, rangeBrand } from './fixtures';

// Seed 001 §4, §5 Gift card, §7, §8, §9: the purchase wizard's state.

function makeStore(overrides: Record<string, unknown> = {}) {
  const sent: TransportRequest[] = [];
  const base = buyResponses(overrides);
  const order = base.orderGiftCard;
  const api = createBankClient(
    fakeTransport({
      ...base,
      orderGiftCard: (request: TransportRequest) => {
        sent.push(request);
        return typeof order === 'function' ? (order as (r: unknown) => unknown)(request) : order;
      },
    }),
  );
  let n = 0;
  const store = new BuyStore(api, { newKey: () => `key-${++n}` });
  return { store, sent };
}

async function atAmount(
  store: BuyStore,
  brand = rangeBrand,
  source: PaymentSource = { fromAccountId: 'acc-usd' },
) {
  await store.load();
  store.chooseSource(source);
  expect(store.next()).toBe(true);
  store.chooseCountry(brand.countryCode);
  expect(store.next()).toBe(true);
  await waitFor(() => expect(store.brands?.status).toBe('ready'));
  store.chooseBrand(brand.productId);
  expect(store.next()).toBe(true);
  expect(store.step).toBe(3);
}

describe('BuyStore', () => {
  it('each step asks for its choice before Next', async () => {
    const { store } = makeStore();
    await store.load();
    expect(store.next()).toBe(false);
    expect(store.sourceError).toBe('Please select an account to pay from');
    store.chooseSource({ fromAccountId: 'acc-gbp' }); // frozen
    expect(store.next()).toBe(false);
    store.chooseSource({ fromStakingId: 'stk-1' });
    expect(store.next()).toBe(true);
    expect(store.next()).toBe(false);
    expect(store.countryError).toBe('Please select a country');
    store.chooseCountry('US');
    expect(store.next()).toBe(true);
    expect(store.next()).toBe(false);
    expect(store.brandError).toBe('Please select a gift card');
  });

  it('reads the brands of the country, 12 a page, and searches from page 1', async () => {
    const queries: unknown[] = [];
    const { store } = makeStore({
      getGiftCardBrands: (request: TransportRequest) => {
        const query = request.query as { country: string; currentPage: unknown; search?: string };
        queries.push(`${query.country}|${String(query.currentPage)}|${query.search ?? ''}`);
        return buyResponses().getGiftCardBrands instanceof Function
          ? (buyResponses().getGiftCardBrands as (r: unknown) => unknown)(request)
          : null;
      },
    });
    await store.load();
    store.chooseSource({ fromAccountId: 'acc-usd' });
    store.next();
    store.chooseCountry('US');
    store.next();
    await waitFor(() => expect(store.brands?.status).toBe('ready'));
    expect(store.brandPageCount).toBe(2);
    store.setBrandPage(2);
    await waitFor(() => expect(store.brands?.status).toBe('ready'));
    if (store.brands?.status === 'ready') expect(store.brands.value.brands).toHaveLength(2);
    store.setBrandSearch('stream');
    await waitFor(() => expect(store.brands?.status).toBe('ready'));
    expect(queries).toEqual(['US|1|', 'US|2|', 'US|1|stream']);
  });

  it('checks the amount: a range, the denominations, 2 decimals', async () => {
    const { store } = makeStore();
    await atAmount(store);
    store.setAmount('5');
    expect(store.amountError).toBe('Please enter an amount between 10.00 and 500.00 USD');
    store.setAmount('10.123');
    expect(store.amountError).toBe(GIFT_CARD_MESSAGES.invalidAmount);
    store.setAmount('1,000.00');
    expect(store.amountError).toBe('Please enter an amount between 10.00 and 500.00 USD');
    store.setAmount('100');
    expect(store.amountError).toBeNull();

    const other = makeStore().store;
    await atAmount(other, denominationBrand);
    other.setAmount('30.00');
    expect(other.amountError).toBe('Please choose one of the listed amounts');
    other.setAmount('50.00');
    expect(other.amountError).toBeNull();
  });

  it('quotes the fee (2.5 %) and total, converted into the source currency', async () => {
    const { store } = makeStore();
    await atAmount(store, rangeBrand, { fromStakingId: 'stk-1' });
    store.setAmount('100');
    expect(store.quote).toEqual({
      faceValue: '100.00',
      fee: '2.50',
      total: '102.50',
      currency: 'USD',
    });
    await waitFor(() => expect(store.sourceQuote).not.toBeNull());
    expect(store.sourceQuote).toMatchObject({
      amount: '410.00000',
      currency: 'AXC',
      sufficient: true,
    });
    expect(store.balanceError).toBeNull();
  });

  it("'You do not have enough balance for this transaction' when the source holds less", async () => {
    const { store, sent } = makeStore();
    await atAmount(store, rangeBrand, { fromAccountId: 'acc-eur' });
    store.setAmount('10.00');
    await waitFor(() => expect(store.sourceQuote).not.toBeNull());
    expect(store.balanceError).toBe('You do not have enough balance for this transaction');
    store.setTermsAccepted(true);
    store.setConfirmed(true);
    expect(await store.submit()).toBe(false);
    expect(sent).toHaveLength(0);
  });

  it("needs both checkboxes: 'Please confirm all information is correct before continuing!'", async () => {
    const { store, sent } = makeStore();
    await atAmount(store);
    store.setAmount('100');
    store.setTermsAccepted(true);
    expect(await store.submit()).toBe(false);
    expect(store.confirmError).toBe('Please confirm all information is correct before continuing!');
    store.setTermsAccepted(false);
    store.setConfirmed(true);
    expect(store.confirmError).toBe('Please confirm all information is correct before continuing!');
    expect(sent).toHaveLength(0);
  });

  it('going back clears the data of the step left (§4)', async () => {
    const { store } = makeStore();
    await atAmount(store);
    store.setAmount('100');
    store.setTermsAccepted(true);
    store.setConfirmed(true);
    store.back();
    expect(store.step).toBe(2);
    expect(store.amount).toBe('');
    expect(store.termsAccepted).toBe(false);
    expect(store.confirmed).toBe(false);
    expect(store.brand).toEqual(rangeBrand);
    store.setBrandSearch('shop');
    store.back();
    expect(store.step).toBe(1);
    expect(store.brand).toBeNull();
    expect(store.brandSearch).toBe('');
    expect(store.brandPage).toBe(1);
    expect(store.country).toBe('US');
    store.back();
    expect(store.step).toBe(0);
    expect(store.country).toBeNull();
    expect(store.source).toEqual({ fromAccountId: 'acc-usd' });
  });

  it('sends the order (exact strings) with one Idempotency-Key per submission', async () => {
    const { store, sent } = makeStore();
    await atAmount(store, eurBrand, { fromStakingId: 'stk-1' });
    store.setAmount('150');
    store.setTermsAccepted(true);
    store.setConfirmed(true);
    store.sources.ensureRate('AXC', 'EUR');
    expect(await store.submit()).toBe(false); // the AXC → EUR rate is not in the samples: nothing sent
    expect(sent).toHaveLength(0);

    const usd = makeStore();
    await atAmount(usd.store);
    usd.store.setAmount('100');
    usd.store.setTermsAccepted(true);
    usd.store.setConfirmed(true);
    expect(await usd.store.submit()).toBe(true);
    expect(usd.sent).toHaveLength(1);
    expect(usd.sent[0]!.body).toEqual({
      productId: 'us-shopmart',
      price: '100.00',
      currency: 'USD',
      productImage: rangeBrand.productImage,
      productName: 'Shopmart',
      productDescription: rangeBrand.productDescription,
      termsAndConditions: rangeBrand.termsAndConditions,
      howToUse: rangeBrand.howToUse,
      expiryAndValidity: rangeBrand.expiryAndValidity,
      accountId: 'acc-usd',
    });
    expect(usd.sent[0]!.idempotencyKey).toBe('key-1');
    expect(usd.store.order).toEqual(placedOrder);
  });

  it("a failure shows the bank's message, or 'Unknown error!'", async () => {
    const withMessage = makeStore({
      orderGiftCard: { statusCode: 422, message: 'Insufficient funds', data: placedOrder },
    });
    await atAmount(withMessage.store);
    withMessage.store.setAmount('100');
    withMessage.store.setTermsAccepted(true);
    withMessage.store.setConfirmed(true);
    expect(await withMessage.store.submit()).toBe(false);
    expect(withMessage.store.submitError).toBe('Insufficient funds');

    const without = makeStore({
      orderGiftCard: () => Promise.reject(Object.assign(new Error(''), { status: 500 })),
    });
    await atAmount(without.store);
    without.store.setAmount('100');
    without.store.setTermsAccepted(true);
    without.store.setConfirmed(true);
    expect(await without.store.submit()).toBe(false);
    expect(without.store.submitError).toBe('Unknown error!');
  });
});
