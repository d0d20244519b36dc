import { describe, expect, it } from 'vitest';
import { createBankClient, GIFT_CARD_MESSAGES, type TransportRequest } from '@axia/core';
import { fakeTransport } from '../../kit/testing';
import { archivedGiftCard, giftCardIn, sampleGiftCard } from '../screens/fixtures';
import { giftCardResponses } from '../screens/storySupport';
import { GiftCardDetailStore } from './GiftCardDetailStore';

const storeFor = (
  id: string,
  records = [sampleGiftCard],
  overrides: Record<string, unknown> = {},
) => {
  const bodies: unknown[] = [];
  const responses = giftCardResponses(records, overrides);
  const archive = responses.archiveGiftCard as (request: TransportRequest) => unknown;
  const client = createBankClient(
    fakeTransport({
      ...responses,
      archiveGiftCard: (request: TransportRequest) => {
        bodies.push(request.body);
        return archive(request);
      },
    }),
  );
  return { store: new GiftCardDetailStore(client, id), bodies };
};

describe('GiftCardDetailStore', () => {
  it('reads the order; vouchers only when PROCESSED', async () => {
    const processed = storeFor(sampleGiftCard.id).store;
    await processed.load();
    expect(processed.vouchers).toHaveLength(1);
    for (const status of ['PENDING', 'FAILED'] as const) {
      // Even if the bank sent some, a non-PROCESSED order shows none.
      const { store } = storeFor('gc-x', [
        giftCardIn(status, { id: 'gc-x', vouchers: sampleGiftCard.vouchers }),
      ]);
      await store.load();
      expect(store.value?.status).toBe(status);
      expect(store.vouchers).toEqual([]);
    }
  });

  it('archive and unarchive: POST /gift-card/archive {id, archive}, the label flips, the toast message', async () => {
    const { store, bodies } = storeFor(sampleGiftCard.id);
    await store.load();
    expect(store.archiveLabel).toBe(GIFT_CARD_MESSAGES.archive);
    expect(await store.toggleArchive()).toEqual({
      status: 'done',
      message: GIFT_CARD_MESSAGES.archived,
    });
    expect(bodies).toEqual([{ id: sampleGiftCard.id, archive: true }]);
    expect(store.archiveLabel).toBe('Unarchive Gift Card');
    expect(await store.toggleArchive()).toEqual({
      status: 'done',
      message: GIFT_CARD_MESSAGES.unarchived,
    });
    expect(bodies.at(-1)).toEqual({ id: sampleGiftCard.id, archive: false });
    expect(store.archiveLabel).toBe('Archive Gift Card');
  });

  it('an archived order offers Unarchive Gift Card', async () => {
    const { store } = storeFor(archivedGiftCard.id, [archivedGiftCard]);
    await store.load();
    expect(store.archiveLabel).toBe(GIFT_CARD_MESSAGES.unarchive);
  });

  it('a refused archive keeps the order and says why', async () => {
    const { store } = storeFor(sampleGiftCard.id, [sampleGiftCard], {
      archiveGiftCard: () => Promise.reject(new Error('Try later')),
    });
    await store.load();
    expect(await store.toggleArchive()).toEqual({ status: 'failed', message: 'Try later' });
    expect(store.value?.archive).toBe(false);
    expect(store.archiving).toBe(false);
  });

  it('404 → not found; another failure keeps its message', async () => {
    const missing = storeFor('gc-404').store;
    await missing.load();
    expect(missing.record).toMatchObject({ status: 'failed', notFound: true });
    const down = storeFor(sampleGiftCard.id, [], {
      getGiftCard: () => Promise.reject(new Error('Down')),
    }).store;
    await down.load();
    expect(down.record).toEqual({ status: 'failed', message: 'Down', notFound: false });
  });

  it('a quiet refresh keeps the order on screen and takes the new one', async () => {
    let status: 'PENDING' | 'PROCESSED' = 'PENDING';
    const { store } = storeFor('gc-1', [], {
      getGiftCard: () => giftCardIn(status, { id: 'gc-1' }),
    });
    await store.load();
    expect(store.vouchers).toEqual([]);
    status = 'PROCESSED';
    const refreshing = store.load({ quiet: true });
    expect(store.value?.status).toBe('PENDING');
    expect(store.refreshing).toBe(true);
    await refreshing;
    expect(store.refreshing).toBe(false);
    expect(store.vouchers).toHaveLength(1);
  });
});
