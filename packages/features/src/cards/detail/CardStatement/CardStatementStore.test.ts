import { describe, expect, it, vi } from 'vitest';
import { createBankClient, type TransportRequest } from '@axia/core';
import { fakeTransport } from '../../../kit/testing';
import { detailClock, statementOf, novemberRows } from '../samples';
import { CardStatementStore } from './CardStatementStore';

function setup(answer: unknown = statementOf(novemberRows)) {
  const calls: TransportRequest[] = [];
  const api = createBankClient(
    fakeTransport({
      getCardTransactions: (request: TransportRequest) => {
        calls.push(request);
        return typeof answer === 'function' ? (answer as () => unknown)() : answer;
      },
    }),
  );
  const onError = vi.fn();
  const store = new CardStatementStore(api, 'card-1', detailClock, onError);
  return { store, calls, onError };
}

describe('CardStatementStore (§5, §7, §9)', () => {
  it('reads the current month by default with filter 1', async () => {
    const { store, calls } = setup();
    expect(store.month).toBe('2026-11');
    await store.load();
    expect(calls[0]).toMatchObject({
      path: '/card/card-1/transactions',
      query: { year: 2026, month: 11, filter: 1 },
    });
    expect(store.statement.status).toBe('ready');
  });

  it('refuses a month after the current one', async () => {
    const { store, calls } = setup();
    expect(store.setMonth('2026-12')).toBe(false);
    expect(store.month).toBe('2026-11');
    expect(store.setMonth('2026-10')).toBe(true);
    expect(store.month).toBe('2026-10');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.query).toMatchObject({ year: 2026, month: 10 });
  });

  it('sends a failure to the general error display (§8)', async () => {
    const { store, onError } = setup(() => Promise.reject(new Error('Statement unavailable')));
    await store.load();
    expect(store.statement).toEqual({ status: 'failed', message: 'Statement unavailable' });
    expect(onError).toHaveBeenCalledWith('Statement unavailable');
  });
});
