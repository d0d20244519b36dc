import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBankClient, GIFT_CARD_LIMITS, type TransportRequest } from '@axia/core';
import { fakeTransport } from '../../kit/testing';
import {
  archivedGiftCard,
  buyOffUser,
  giftCardUser,
  listGiftCards,
  manyGiftCards,
} from './fixtures';
import { GiftCardsStore } from './GiftCardsStore';
import { giftCardResponses } from './storySupport';

function storeWith(
  records = [...listGiftCards, archivedGiftCard],
  features = giftCardUser.features,
  overrides: Record<string, unknown> = {},
) {
  const responses = giftCardResponses(records, overrides);
  const queries: Record<string, unknown>[] = [];
  const getGiftCards = responses.getGiftCards as (r: TransportRequest) => unknown;
  const client = createBankClient(
    fakeTransport({
      ...responses,
      getGiftCards: (request: TransportRequest) => {
        queries.push(request.query ?? {});
        return getGiftCards(request);
      },
    }),
  );
  return { store: new GiftCardsStore(client, features, {}, 20), queries };
}

afterEach(() => vi.useRealTimers());

describe('GiftCardsStore', () => {
  it('a quiet re-read (a live event) keeps the page shown, even when it fails', async () => {
    let fail = false;
    const read = giftCardResponses(listGiftCards).getGiftCards as (r: TransportRequest) => unknown;
    const { store } = storeWith(undefined, undefined, {
      getGiftCards: (request: TransportRequest) => {
        if (fail) throw new Error('offline');
        return read(request);
      },
    });
    await store.load();
    fail = true;
    const quiet = store.load({ quiet: true });
    expect(store.list.status).toBe('ready');
    await quiet;
    expect(store.list.status).toBe('ready');
    await store.load();
    expect(store.list.status).toBe('failed');
  });

  it('reads the first page of 50 unarchived orders', async () => {
    const { store, queries } = storeWith();
    await store.load();
    expect(queries).toEqual([{ archive: 'false', offset: 0, limit: 50 }]);
    expect(store.list.status === 'ready' && store.list.value.data.map((r) => r.id)).toEqual([
      'gc-1001',
      'gc-1002',
      'gc-1003',
    ]);
  });

  it('the archived toggle sends archive=true and back to false, from page 1', async () => {
    const { store, queries } = storeWith();
    await store.load();
    store.setArchived(true);
    await vi.waitFor(() => expect(store.list.status).toBe('ready'));
    expect(queries.at(-1)).toMatchObject({ archive: 'true', offset: 0 });
    expect(store.list.status === 'ready' && store.list.value.data.map((r) => r.id)).toEqual([
      'gc-0999',
    ]);
    store.setArchived(false);
    await vi.waitFor(() => expect(queries.at(-1)).toMatchObject({ archive: 'false' }));
  });

  it('sends the search (trimmed) once typing pauses, and at once on Enter', async () => {
    vi.useFakeTimers();
    const { store, queries } = storeWith();
    await store.load();
    store.typeSearch('sp');
    store.typeSearch('spot ');
    expect(queries).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(25);
    expect(queries).toHaveLength(2);
    expect(queries[1]).toMatchObject({ search: 'spot', archive: 'false' });
    store.submitSearch('gc-1003');
    expect(queries).toHaveLength(3);
    expect(queries[2]).toMatchObject({ search: 'gc-1003' });
    store.submitSearch('');
    expect(queries[3]).not.toHaveProperty('search');
  });

  it('pages by offset and counts the pages', async () => {
    const { store, queries } = storeWith(manyGiftCards(120));
    await store.load();
    expect(store.pageCount).toBe(3);
    store.setPage(3);
    await vi.waitFor(() => expect(store.list.status).toBe('ready'));
    expect(queries.at(-1)).toMatchObject({
      offset: 2 * GIFT_CARD_LIMITS.pageSize,
      limit: 50,
    });
    expect(store.list.status === 'ready' && store.list.value.data).toHaveLength(20);
  });

  it('tells the empty states apart: none, none archived, no match', async () => {
    const { store } = storeWith([]);
    await store.load();
    expect(store.emptyKind).toBe('none');
    store.setArchived(true);
    await vi.waitFor(() => expect(store.emptyKind).toBe('noArchived'));
    store.submitSearch('x');
    await vi.waitFor(() => expect(store.emptyKind).toBe('noMatch'));
  });

  it('keeps only the latest answer', async () => {
    let release: (value: unknown) => void = () => {};
    const slow = new Promise((resolve) => (release = resolve));
    let first = true;
    const { store } = storeWith(listGiftCards, giftCardUser.features, {
      getGiftCards: (request: TransportRequest) => {
        if (first) {
          first = false;
          return slow.then(() => ({ data: listGiftCards, totalCount: 3 }));
        }
        return { data: [], totalCount: 0, query: request.query };
      },
    });
    const stale = store.load();
    store.setArchived(true);
    await vi.waitFor(() => expect(store.emptyKind).toBe('noArchived'));
    release(null);
    await stale;
    expect(store.emptyKind).toBe('noArchived');
  });

  it('Buy Gift Card needs GIFT_CARD', () => {
    expect(storeWith([], giftCardUser.features).store.buyOn).toBe(true);
    expect(storeWith([], buyOffUser.features).store.buyOn).toBe(false);
  });

  it('a failed read keeps the bank’s message', async () => {
    const { store } = storeWith([], giftCardUser.features, {
      getGiftCards: () => Promise.reject(new Error('Down for a moment')),
    });
    await store.load();
    expect(store.list).toEqual({ status: 'failed', message: 'Down for a moment' });
  });
});
