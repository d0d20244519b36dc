import { describe, expect, it } from 'vitest';
import { createBankClient, type TransportRequest } from '@axia/core';
import { fakeTransport } from '../../../kit/testing';
import { PaymentSourceStore } from '../../../kit';
import { cardWith, sampleCard } from '../../components/CardFace/fixtures';
import { detailResponses, sources } from '../samples';
import { LoadCardForm } from './LoadCardForm';

const httpError = (message: string, status = 422) => Object.assign(new Error(message), { status });

function setup(overrides: Record<string, unknown> = {}, card = sampleCard) {
  const calls: TransportRequest[] = [];
  const answers = detailResponses(card, overrides) as Record<string, unknown>;
  const transport = fakeTransport(
    Object.fromEntries(
      Object.entries(answers).map(([op, answer]) => [
        op,
        (request: TransportRequest) => {
          calls.push(request);
          return typeof answer === 'function'
            ? (answer as (r: unknown) => unknown)(request)
            : answer;
        },
      ]),
    ),
  );
  const api = createBankClient(transport);
  const store = new PaymentSourceStore(api, 'CARD_LOAD', {
    sources: { status: 'ready', value: sources },
    rates: { 'EUR>USD': '1.08', 'AXC>USD': '0.5' },
  });
  let n = 0;
  const form = new LoadCardForm(api, card, store, {}, () => `key-${++n}`);
  return { form, calls: () => calls.filter((c) => c.operation === 'loadCard') };
}

describe('LoadCardForm (§5 Load card, §8, §9)', () => {
  it("refuses a zero amount: 'Please insert a valid amount!', and below 5 the minimum", () => {
    const { form } = setup();
    form.chooseSource({ fromAccountId: 'acc-usd' });
    form.setAmount('0');
    expect(form.continue()).toBe(false);
    expect(form.amountError).toBe('Please insert a valid amount!');
    form.setAmount('4.99');
    expect(form.amountError).toBe('The minimum amount to load is 5 USD.');
    form.setAmount('5');
    expect(form.amountError).toBeNull();
  });

  it("asks for a source: 'Please select an account for amount deduction!'", () => {
    const { form } = setup();
    form.setAmount('100');
    expect(form.sourceError).toBeNull();
    expect(form.continue()).toBe(false);
    expect(form.sourceError).toBe('Please select an account for amount deduction!');
  });

  it('quotes the amount, the 1.7 % platform fee, the load fee with its minimum, and the total', () => {
    const { form } = setup();
    form.setAmount('100');
    expect(form.quote).toEqual({
      amount: '100.00',
      platformFee: '1.70',
      loadFee: '2.00',
      total: '103.70',
      currency: 'USD',
    });
    form.setAmount('1000');
    expect(form.quote).toMatchObject({ platformFee: '17.00', loadFee: '15.00', total: '1032.00' });
  });

  it('prices the total in the source currency, and blocks a source that holds less', () => {
    const { form } = setup();
    form.setAmount('100');
    form.chooseSource({ fromAccountId: 'acc-eur' });
    expect(form.sourceQuote).toMatchObject({ currency: 'EUR', sufficient: false });
    expect(form.continue()).toBe(false);
    form.chooseSource({ fromAccountId: 'acc-usd' });
    expect(form.continue()).toBe(true);
    expect(form.step).toBe('confirm');
  });

  it("loads with one Idempotency-Key; 'Success' is the only success", async () => {
    const { form, calls } = setup();
    form.setAmount('100');
    form.chooseSource({ fromAccountId: 'acc-usd' });
    form.continue();
    await expect(form.submit()).resolves.toMatchObject({ status: 'loaded' });
    expect(calls()[0]).toMatchObject({
      body: { cardId: sampleCard.id, amount: '100.00', fromAccountId: 'acc-usd' },
      idempotencyKey: 'key-1',
    });
  });

  it('shows any other Description in the modal (declined)', async () => {
    const { form } = setup({
      loadCard: { Description: 'Card balance limit exceeded', card: null, transactionId: null },
    });
    form.setAmount('100');
    form.chooseSource({ fromAccountId: 'acc-usd' });
    form.continue();
    await expect(form.submit()).resolves.toEqual({ status: 'not-loaded' });
    expect(form.problem).toEqual({ kind: 'declined', message: 'Card balance limit exceeded' });
  });

  it("shows 'Insufficient funds' as 'Service temporarily unavailable please try again later'", async () => {
    const { form } = setup({ loadCard: () => Promise.reject(httpError('Insufficient funds')) });
    form.setAmount('100');
    form.chooseSource({ fromAccountId: 'acc-usd' });
    form.continue();
    await form.submit();
    expect(form.problem).toEqual({
      kind: 'failed',
      message: 'Service temporarily unavailable please try again later',
    });
  });

  it('shows the staking limit texts as they are, and pays from a staking by fromStakingId', async () => {
    for (const text of [
      "Exceeded staking's daily spend limit",
      "Exceeded staking's weekly spend limit",
      "Exceeded staking's monthly spend limit",
      'Exceeded staking deduction limit',
    ]) {
      const { form, calls } = setup({ loadCard: () => Promise.reject(httpError(text)) });
      form.setAmount('10');
      form.chooseSource({ fromStakingId: sources.stakings[0]!.id });
      expect(form.continue()).toBe(true);
      await form.submit();
      expect(form.problem?.message).toBe(text);
      expect(calls()[0]?.body).toMatchObject({ fromStakingId: sources.stakings[0]!.id });
      expect(calls()[0]?.body).not.toHaveProperty('fromAccountId');
    }
  });

  it('retries a call that got no answer with the same key; an answered one frees it', async () => {
    let attempt = 0;
    const { form, calls } = setup({
      loadCard: () => {
        attempt++;
        if (attempt === 1) return Promise.reject(new Error('Network Error'));
        if (attempt === 2) return Promise.reject(httpError('Insufficient funds'));
        return { Description: 'Success', card: null, transactionId: 't' };
      },
    });
    form.setAmount('100');
    form.chooseSource({ fromAccountId: 'acc-usd' });
    form.continue();
    await form.submit();
    await form.submit();
    await form.submit();
    expect(calls().map((c) => c.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('uses the card currency decimals (GBP card)', () => {
    const { form } = setup({}, cardWith({ currency: 'GBP' }));
    form.setAmount('5.001');
    expect(form.amountError).toBeNull();
    form.continue();
    expect(form.amountError).toBe('Please insert a valid amount!');
  });
});
