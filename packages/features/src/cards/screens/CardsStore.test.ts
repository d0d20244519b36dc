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
