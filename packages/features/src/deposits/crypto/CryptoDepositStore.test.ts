import { createBankClient } from '@axia/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTransport } from '../../kit/testing';
import { amountProblem, CryptoDepositStore, ECHO_SUPPRESSION_MS } from './CryptoDepositStore';
import { btcToAxc, cryptoResponses, failingCall, sampleBtcAddress } from './fixtures';

// Seed 001 §4, §5: the wizard's steps, the estimator linked both ways with its echo suppressed for 50 ms, the
// minimum rule, and the provider's failures.

const storeWith = (responses = cryptoResponses(), initial = {}) =>
  new CryptoDepositStore(createBankClient(fakeTransport(responses)), ['AXC', 'USAX'], initial);

const atEstimator = (responses = cryptoResponses()) =>
  storeWith(responses, { step: 2, currencyFrom: 'BTC', rate: btcToAxc });

describe('the estimator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pay → receive: pay × rate × 0.992, 5 decimals, rounded down', () => {
    const store = atEstimator();
    store.setPay('0.001');
    expect(store.receive).toBe('3694.69387');
    store.dispose();
  });

  it('receive → pay: receive ÷ (rate × 0.992), the least 5-decimal amount that covers it', () => {
    const store = atEstimator();
    store.setReceive('3694.69387');
    expect(store.pay).toBe('0.00100');
    store.dispose();
  });

  it('ignores the other field’s echo for 50 ms, then follows it again', () => {
    const store = atEstimator();
    store.setPay('0.001');
    // The receive field reporting the value it was just given (an echo) changes nothing.
    store.setReceive('1');
    expect(store.receive).toBe('3694.69387');
    expect(store.pay).toBe('0.001');
    vi.advanceTimersByTime(ECHO_SUPPRESSION_MS - 1);
    store.setReceive('1');
    expect(store.pay).toBe('0.001');
    vi.advanceTimersByTime(1);
    store.setReceive('3694.69387');
    expect(store.pay).toBe('0.00100');
    // And the other way round: pay is now the computed side.
    store.setPay('5');
    expect(store.pay).toBe('0.00100');
    vi.advanceTimersByTime(ECHO_SUPPRESSION_MS);
    store.setPay('0.002');
    expect(store.receive).toBe('7389.38775');
    store.dispose();
  });

  it('keeps typing in one field going: each keystroke there restarts the window for the other', () => {
    const store = atEstimator();
    store.setPay('0.00');
    vi.advanceTimersByTime(30);
    store.setPay('0.001');
    expect(store.receive).toBe('3694.69387');
    store.dispose();
  });

  it('an empty amount empties the other', () => {
    const store = atEstimator();
    store.setPay('0.001');
    vi.advanceTimersByTime(ECHO_SUPPRESSION_MS);
    store.setPay('');
    expect(store.receive).toBe('');
    store.dispose();
  });
});

describe('the minimum (§5)', () => {
  it.each([
    ['', '0.0001', 'Amount cannot be smaller than 0.0001'],
    ['0', '0.0001', 'Amount cannot be smaller than 0.0001'],
    ['0.00009', '0.0001', 'Amount cannot be smaller than 0.0001'],
    ['0.0001', '0.0001', null],
    ['12.5', '10', null],
  ])('pay %j against %s → %s', (pay, min, problem) => {
    expect(amountProblem(pay, min)).toBe(problem);
  });

  it('stops the flow below the minimum, and lets it on at the minimum', async () => {
    const getCryptoDepositAddress = vi.fn(async () => ({ data: sampleBtcAddress }));
    const store = atEstimator(cryptoResponses({ getCryptoDepositAddress }));
    store.setTermsAccepted(true);
    store.setPay('0.00009');
    expect(await store.continueFromAmount()).toBe(false);
    expect(store.amountError).toBe('Amount cannot be smaller than 0.0001');
    expect(store.step).toBe(2);
    expect(getCryptoDepositAddress).not.toHaveBeenCalled();
    store.dispose();
    const fresh = atEstimator(cryptoResponses({ getCryptoDepositAddress }));
    fresh.setTermsAccepted(true);
    fresh.setPay('0.0001');
    expect(await fresh.continueFromAmount()).toBe(true);
    expect(fresh.step).toBe(3);
    expect(fresh.address).toBe(sampleBtcAddress);
    expect(getCryptoDepositAddress).toHaveBeenCalledWith(
      expect.objectContaining({ body: { currencyFrom: 'BTC', currencyTo: 'AXC' } }),
    );
    fresh.dispose();
  });

  it('does not go on without the terms', async () => {
    const store = atEstimator();
    store.setPay('1');
    expect(await store.continueFromAmount()).toBe(false);
    expect(store.step).toBe(2);
    store.dispose();
  });
});

describe('the steps and the provider', () => {
  it('reads the sources on step 1 and the rate for the pair on the way to step 2', async () => {
    const getCryptoDepositRate = vi.fn(async () => ({ data: btcToAxc }));
    const store = storeWith(cryptoResponses({ getCryptoDepositRate }));
    expect(store.currencyTo).toBe('AXC');
    await store.continueFromTarget();
    expect(store.step).toBe(1);
    expect(store.sources).toHaveLength(12);
    store.chooseSource('BTC');
    await store.continueFromSource();
    expect(store.step).toBe(2);
    expect(store.rate).toEqual(btcToAxc);
    expect(getCryptoDepositRate).toHaveBeenCalledWith(
      expect.objectContaining({ body: { currencyFrom: 'BTC', currencyTo: 'AXC' } }),
    );
  });

  it('says which call failed, stays on the step, and tries it again', async () => {
    let fail = true;
    const store = storeWith(
      cryptoResponses({
        getCryptoDepositRate: () => (fail ? failingCall() : { data: btcToAxc }),
      }),
      { step: 1, currencyFrom: 'BTC' },
    );
    await store.continueFromSource();
    expect(store.failed).toBe('rate');
    expect(store.step).toBe(1);
    fail = false;
    await store.retry();
    expect(store.failed).toBeNull();
    expect(store.step).toBe(2);
  });

  it('a new pair forgets the rate and the amounts', () => {
    const store = atEstimator();
    store.setPay('1');
    store.back();
    store.chooseSource('ETH');
    expect(store.rate).toBeNull();
    expect(store.pay).toBe('');
    expect(store.receive).toBe('');
    store.dispose();
  });
});
