import { describe, expect, it } from 'vitest';
import { createBankClient, type TransportRequest } from '@axia/core';
import { fakeTransport } from '../../../kit/testing';
import { sampleCard } from '../../components/CardFace/fixtures';
import { PaymentSourceStore } from '../../../kit';
import { feeSet, sources } from '../samples';
import { RequestPhysicalForm } from './RequestPhysicalForm';

const httpError = (message: string, status = 422) => Object.assign(new Error(message), { status });

// The Idempotency-Key of POST /card/{id}/convertToPhysical (the kit's SubmissionKeys): one per submission, kept for
// the retry of a call that got no answer, a new one once answered or when the request changes.
function setup(convert: () => unknown) {
  const calls: TransportRequest[] = [];
  const api = createBankClient(
    fakeTransport({
      convertToPhysical: (request: TransportRequest) => {
        calls.push(request);
        return convert();
      },
    }),
  );
  const store = new PaymentSourceStore(api, 'CARD_CONVERT_TO_PHYSICAL', {
    sources: { status: 'ready', value: sources },
    rates: {},
  });
  let n = 0;
  const form = new RequestPhysicalForm(
    api,
    sampleCard,
    true,
    store,
    { fees: { status: 'ready', value: feeSet } },
    () => `key-${++n}`,
  );
  form.chooseSource({ fromAccountId: 'acc-usd' });
  return { form, keys: () => calls.map((call) => call.idempotencyKey) };
}

describe('RequestPhysicalForm idempotency', () => {
  it('retries a call that got no answer with the same key; an answered one frees it', async () => {
    let attempt = 0;
    const { form, keys } = setup(() => {
      attempt++;
      if (attempt === 1) return Promise.reject(new Error('Network Error'));
      if (attempt === 2) return Promise.reject(httpError('Insufficient funds'));
      return sampleCard;
    });
    await form.submit();
    await form.submit();
    await form.submit();
    expect(keys()).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('sends another request (Courier instead of Standard) with its own key', async () => {
    const { form, keys } = setup(() => Promise.reject(new Error('Network Error')));
    await form.submit();
    form.setDelivery('Courier');
    await form.submit();
    expect(keys()).toEqual(['key-1', 'key-2']);
  });
});
