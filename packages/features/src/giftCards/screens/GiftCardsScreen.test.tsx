import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GENERAL_MESSAGES, type TransportRequest, type User } from '@axia/core';
import { createFakeServices, ScreenInRoute } from '../../kit/testing';
import {
  archivedGiftCard,
  buyOffUser,
  giftCardUser,
  listGiftCards,
  manyGiftCards,
} from './fixtures';
import { GiftCardsView } from './GiftCardsScreen';
import { giftCardResponses } from './storySupport';

// Seed 001 §2 Gift cards, §4, §8, §9: the tiles (id, name, image, face value, status colour), the search and the
// archived toggle sent to GET /gift-card/, page size 50, the empty states, and 'Buy Gift Card' (GIFT_CARD; off:
// greyed with 'This service is temporarily unavailable, please try again later.').

function setup({
  user = giftCardUser,
  records = [...listGiftCards, archivedGiftCard],
  overrides = {},
}: {
  user?: User;
  records?: Parameters<typeof giftCardResponses>[0];
  overrides?: Record<string, unknown>;
} = {}) {
  const responses = giftCardResponses(records, overrides);
  const queries: Record<string, unknown>[] = [];
  const list = responses.getGiftCards as (request: TransportRequest) => unknown;
  const services = createFakeServices({
    session: { user },
    responses: {
      ...responses,
      getGiftCards: (request: TransportRequest) => {
        queries.push({ ...request.query });
        return list(request);
      },
    },
  });
  render(
    <ScreenInRoute services={services} path="/gift-cards">
      <GiftCardsView />
    </ScreenInRoute>,
  );
  return { queries, user: userEvent.setup() };
}

const tiles = async () =>
  within(await screen.findByRole('list', { name: 'Your gift cards' })).getAllByRole('link');

describe('/gift-cards', () => {
  it('shows the heading and a tile per order: id, name, decorative image, face value with 2 decimals, status', async () => {
    const { queries } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Gift cards' })).toBeVisible();
    const links = await tiles();
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/gift-cards/gc-1001',
      '/gift-cards/gc-1002',
      '/gift-cards/gc-1003',
    ]);
    // Named by what was bought and when, not by its id (issue 43); the id is its description.
    expect(links[0]).toHaveAccessibleName(
      'Amazon.com Face value $50.00 Processed Bought 14 Mar 2026, 09:30',
    );
    expect(links[0]).toHaveAccessibleDescription('Order gc-1001');
    expect(links[0]).toHaveTextContent('Order gc-1001');
    expect(links[0]).toHaveTextContent('$50.00');
    expect(links[0]).toHaveTextContent('Processed');
    expect(links[1]).toHaveTextContent('Pending');
    expect(links[2]).toHaveTextContent('€100.00');
    expect(links[2]).toHaveTextContent('Failed');
    const image = links[0]!.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image?.getAttribute('src')).toBe(listGiftCards[0]!.productImage);
    expect(queries[0]).toEqual({ archive: 'false', offset: 0, limit: 50 });
  });

  it("'Buy Gift Card' links to /gift-cards/buy with GIFT_CARD", async () => {
    setup();
    expect(screen.getByRole('link', { name: 'Buy Gift Card' })).toHaveAttribute(
      'href',
      '/gift-cards/buy',
    );
  });

  it("GIFT_CARD off: 'Buy Gift Card' greyed and focusable, with 'This service is temporarily unavailable, please try again later.'", async () => {
    const { user } = setup({ user: buyOffUser });
    expect(screen.queryByRole('link', { name: 'Buy Gift Card' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Buy Gift Card' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(GENERAL_MESSAGES.serviceUnavailable);
    await user.tab();
    expect(button).toHaveFocus();
  });

  it('the archived toggle sends archive=true and shows the archived orders', async () => {
    const { queries, user } = setup();
    await tiles();
    await user.click(screen.getByRole('switch', { name: 'Show archived gift cards' }));
    await waitFor(async () => expect(await tiles()).toHaveLength(1));
    expect(queries.at(-1)).toMatchObject({ archive: 'true', offset: 0 });
    expect((await tiles())[0]).toHaveTextContent('Order gc-0999');
    await user.click(screen.getByRole('switch', { name: 'Show archived gift cards' }));
    await waitFor(async () => expect(await tiles()).toHaveLength(3));
    expect(queries.at(-1)).toMatchObject({ archive: 'false' });
  });

  it('sends the search (debounced) by product name or id', async () => {
    const { queries, user } = setup();
    await tiles();
    await user.type(screen.getByRole('searchbox', { name: 'Search gift cards' }), 'Spot');
    await waitFor(async () => expect(await tiles()).toHaveLength(1));
    // One request for the typing pause, not one per keystroke.
    expect(queries.filter((query) => 'search' in query)).toEqual([
      { archive: 'false', search: 'Spot', offset: 0, limit: 50 },
    ]);
    await user.clear(screen.getByRole('searchbox', { name: 'Search gift cards' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search gift cards' }), 'gc-1003{Enter}');
    await waitFor(async () => expect((await tiles())[0]).toHaveTextContent('Zalando'));
  });

  it('empty states: none yet, none archived, no search match', async () => {
    const { user } = setup({ records: [] });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No gift cards yet' }),
    ).toBeVisible();
    await user.click(screen.getByRole('switch', { name: 'Show archived gift cards' }));
    expect(await screen.findByRole('heading', { name: 'No archived gift cards' })).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Search gift cards' }), 'zzz{Enter}');
    expect(await screen.findByRole('heading', { name: 'No gift cards found' })).toBeVisible();
    expect(screen.getByText('No gift card matches “zzz”.')).toBeVisible();
  });

  it('pages by 50 with the pagination', async () => {
    const { queries, user } = setup({ records: manyGiftCards(120) });
    expect(await tiles()).toHaveLength(50);
    const pages = screen.getByRole('navigation', { name: 'Gift card pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(async () => expect(await tiles()).toHaveLength(20));
    expect(queries.at(-1)).toMatchObject({ offset: 100, limit: 50 });
  });

  it('no pagination for a single page', async () => {
    setup();
    await tiles();
    expect(screen.queryByRole('navigation', { name: 'Gift card pages' })).toBeNull();
  });

  it('a failed read shows the bank’s message and Try again', async () => {
    let calls = 0;
    const { user } = setup({
      overrides: {
        getGiftCards: () =>
          ++calls === 1
            ? Promise.reject(new Error('Gift cards are not available'))
            : { data: listGiftCards, totalCount: 3 },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Gift cards are not available');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await tiles()).toHaveLength(3);
  });
});
