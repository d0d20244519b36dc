import { describe, expect, it } from 'vitest';
import { CARD_FLAGS, CARD_MESSAGES, createBankClient, type Card } from '@axia/core';
import { fakeTransport } from '../../kit/testing';
import { cardIn, cardWith, sampleCard } from '../components/CardFace/fixtures';
import { CardDetailStore } from './CardDetailStore';
import { detailResponses } from './samples';

const httpError = (message: string, status = 400) => Object.assign(new Error(message), { status });

const storeFor = (card: Card, features: string[] = [], overrides: Record<string, unknown> = {}) =>
  new CardDetailStore(
    createBankClient(fakeTransport(detailResponses(card, overrides))),
    card.id,
    features,
  );

describe('CardDetailStore', () => {
  it('reads the card; a 404 reads as not found', async () => {
    const store = storeFor(sampleCard);
    await store.load();
    expect(store.value).toEqual(sampleCard);
    const missing = storeFor(sampleCard, [], {
      getCard: () => Promise.reject(httpError('Card not found', 404)),
    });
    await missing.load();
    expect(missing.card).toEqual({ status: 'failed', message: 'Card not found', notFound: true });
  });

  it('offers §4 actions per status', async () => {
    const active = storeFor(cardIn('ACTIVE'));
    await active.load();
    expect(active.actions).toMatchObject({
      load: true,
      suspend: true,
      showPin: true,
      activate: false,
    });
    const inactive = storeFor(cardIn('INACTIVE'));
    await inactive.load();
    expect(inactive.actions).toMatchObject({ load: false, suspend: false, activate: true });
  });

  it("activates: 'Card activated successfully!' and the answered card", async () => {
    const store = storeFor(cardIn('INACTIVE'));
    await store.load();
    await expect(store.activate()).resolves.toEqual({
      status: 'done',
      message: CARD_MESSAGES.cardActivated,
    });
    expect(store.value?.status).toBe('ACTIVE');
    expect(store.changing).toBeNull();
  });

  it("suspends: 'Card suspended successfully!'; a refusal gives its text", async () => {
    const store = storeFor(sampleCard);
    await store.load();
    await expect(store.suspend()).resolves.toEqual({
      status: 'done',
      message: 'Card suspended successfully!',
    });
    expect(store.value?.status).toBe('SUSPENDED');
    const refused = storeFor(sampleCard, [], {
      suspendCard: () => Promise.reject(httpError('Only an active card can do this')),
    });
    await refused.load();
    await expect(refused.suspend()).resolves.toEqual({
      status: 'failed',
      message: 'Only an active card can do this',
    });
    expect(refused.value?.status).toBe('ACTIVE');
  });

  it('gates the physical card: the flag and an ACTIVE virtual card; tracking for Courier', async () => {
    const without = storeFor(sampleCard);
    await without.load();
    expect(without.canRequestPhysical).toBe(false);
    const withFlag = storeFor(sampleCard, [CARD_FLAGS.physical]);
    await withFlag.load();
    expect(withFlag.canRequestPhysical).toBe(true);
    expect(withFlag.canTrack).toBe(false);
    expect(withFlag.canActivatePhysical).toBe(false);
    const ordered = storeFor(cardWith({ convertPhysicalRequested: true, delivery: 'Courier' }), [
      CARD_FLAGS.tracking,
    ]);
    await ordered.load();
    expect(ordered.canRequestPhysical).toBe(false);
    expect(ordered.canTrack).toBe(true);
    expect(ordered.canActivatePhysical).toBe(true);
    const standard = storeFor(cardWith({ convertPhysicalRequested: true, delivery: 'Standard' }), [
      CARD_FLAGS.tracking,
    ]);
    await standard.load();
    expect(standard.canTrack).toBe(false);
    const noTrackingFlag = storeFor(
      cardWith({ convertPhysicalRequested: true, delivery: 'Courier' }),
    );
    await noTrackingFlag.load();
    expect(noTrackingFlag.canTrack).toBe(false);
  });
});
