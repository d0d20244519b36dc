import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, createBankClient } from '@axia/core';
import { fakeTransport } from '../../kit/testing';
import {
  cardOffUser,
  cardResponses,
  cardUser,
  inactiveCards,
  notOfferedUser,
} from '../apply/fixtures';
import { CardsStore } from './CardsStore';

const storeWith = (responses: Record<string, unknown>, features = cardUser.features) =>
  new CardsStore(createBankClient(fakeTransport(cardResponses(responses))), features);

describe('CardsStore', () => {
  it('a quiet re-read (a live event) keeps the cards shown, even when it fails', async () => {
    let fail = false;
    const store = new CardsStore(
      createBankClient(
        fakeTransport(
          cardResponses({
            getCards: () => {
              if (fail) throw new Error('offline');
              return { data: inactiveCards };
            },
          }),
        ),
      ),
      cardUser.features,
    );
    await store.load();
    fail = true;
    const quiet = store.load({ quiet: true });
    expect(store.cards.status).toBe('ready');
    await quiet;
    expect(store.cards.status === 'ready' && store.cards.value).toEqual(inactiveCards);
    await store.load();
    expect(store.cards.status).toBe('failed');
  });

  it('offers Order Card when empty, Order new card without an ACTIVE card, nothing with one', async () => {
    const empty = storeWith({ getCards: { data: [] } });
    await empty.load();
    expect(empty.orderOffer).toBe('orderCard');
    const inactive = storeWith({ getCards: { data: inactiveCards } });
    await inactive.load();
    expect(inactive.orderOffer).toBe('orderNewCard');
    const active = storeWith({});
    await active.load();
    expect(active.orderOffer).toBeNull();
  });

  it('checks the CARD flag, then the region, then the card types', async () => {
    const off = storeWith({}, cardOffUser.features);
    expect(await off.checkOrder()).toBe(false);
    expect(off.notice).toBe(CARD_MESSAGES.serviceOff);
    const region = storeWith({ getUser: notOfferedUser });
    expect(await region.checkOrder()).toBe(false);
    expect(region.notice).toBe(CARD_MESSAGES.notInCountry);
    const noTypes = storeWith({ getCardTypes: [] });
    expect(await noTypes.checkOrder()).toBe(false);
    expect(noTypes.notice).toBe(CARD_MESSAGES.notInCountry);
    const ok = storeWith({ getCardTypes: { data: cardResponses().getCardTypes, totalCount: 1 } });
    expect(await ok.checkOrder()).toBe(true);
    expect(ok.notice).toBeNull();
  });
});
