import { describe, expect, it, vi } from 'vitest';
import { CardDepositStore } from './CardDepositStore';
import { sampleCheckoutUrl, sampleMinimums } from './fixtures';

// The wizard's state on its own: what each step keeps, one order per Continue, and when the service is unavailable.

function api(overrides: Partial<ConstructorParameters<typeof CardDepositStore>[0]> = {}) {
  return {
    getMinimumDepositAmounts: vi.fn(async () => sampleMinimums),
    getConversionRate: vi.fn(async () => ({
      fromCurrency: 'USD' as const,
      toCurrency: 'AXC' as const,
      conversionRate: '40.81632653',
    })),
    createCardDepositAddress: vi.fn(async () => ({ data: sampleCheckoutUrl() })),
    ...overrides,
  };
}

describe('CardDepositStore', () => {
  it('is unavailable without a provider or a currency (the feature off), and reads nothing', async () => {
    const calls = api();
    const store = new CardDepositStore(calls, [], []);
    await store.load();
    expect(store.unavailable).toBe(true);
    expect(calls.getMinimumDepositAmounts).not.toHaveBeenCalled();
  });

  it('estimates only a positive amount at a known rate', () => {
    const store = new CardDepositStore(api(), ['CARDPAY'], ['AXC'], { rate: '40.81632653' });
    expect(store.estimate).toBeNull();
    store.setPay('0');
    expect(store.estimate).toBeNull();
    store.setPay('100');
    expect(store.estimate).toEqual({
      gross: '4081.63265',
      fee: '32.65306',
      receive: '4048.97959',
    });
  });

  it('orders once however often Continue is pressed while the order is under way', async () => {
    let answer: (value: { data: string }) => void = () => {};
    const calls = api({
      createCardDepositAddress: vi.fn(
        () => new Promise<{ data: string }>((resolve) => (answer = resolve)),
      ),
    });
    const store = new CardDepositStore(calls, ['CARDPAY'], ['AXC'], {
      step: 2,
      rate: '40.81632653',
      pay: '100',
      termsAccepted: true,
    });
    await store.load();
    const first = store.continueFromAmount();
    const second = store.continueFromAmount();
    answer({ data: sampleCheckoutUrl() });
    await Promise.all([first, second]);
    expect(calls.createCardDepositAddress).toHaveBeenCalledTimes(1);
    expect(store.step).toBe(3);
    expect(store.address).toBe(sampleCheckoutUrl());
  });

  it('forgets the order when the amount, the provider or the currency changes', () => {
    const store = new CardDepositStore(api(), ['CARDPAY', 'ONRAMPER'], ['AXC', 'USAX'], {
      rate: '40.81632653',
      address: sampleCheckoutUrl(),
    });
    store.setPay('50');
    expect(store.address).toBeNull();
    store.chooseCurrency('USAX');
    expect(store.rate).toBeNull();
    // A provider the flags do not allow is ignored.
    const narrow = new CardDepositStore(api(), ['CARDPAY'], ['AXC']);
    narrow.chooseProvider('ONRAMPER');
    expect(narrow.provider).toBe('CARDPAY');
  });
});
