import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CARD_MESSAGES, type User } from '@axia/core';
import type { Services } from '../../kit';
import { createFakeServices, ScreenInRoute } from '../../kit/testing';
import {
  cardOffUser,
  cardResponses,
  cardUser,
  inactiveCards,
  listCards,
  notOfferedUser,
} from '../apply/fixtures';
import { CardsView } from './CardsScreen';

// Seed 002 §2 Cards: the tiles, the empty state's Order Card, Order new card without an ACTIVE card, the CARD flag
// (greyed, focusable, 'This service is temporarily unavailable, please try again later.') and the country check
// ('Card service is not available in your country at the moment.').

function setup({
  user = cardUser,
  responses = {},
}: { user?: User; responses?: Record<string, unknown> } = {}) {
  const navigate = vi.fn<Services['navigate']>();
  const services = createFakeServices({
    navigate,
    session: { user },
    responses: cardResponses({ getUser: user, ...responses }),
  });
  render(
    <ScreenInRoute services={services} path="/cards">
      <CardsView />
    </ScreenInRoute>,
  );
  return { navigate, user: userEvent.setup() };
}

describe('/cards', () => {
  it('shows a tile per card linking to /cards/{id}, with balance and status; no order button while one is ACTIVE', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Your cards' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/cards/card-1',
      '/cards/card-2',
    ]);
    expect(links[0]).toHaveTextContent('$1,234.50');
    expect(links[0]).toHaveTextContent('Active');
    expect(links[1]).toHaveTextContent('Inactive');
    expect(screen.queryByRole('button', { name: /Order/ })).toBeNull();
  });

  it("the empty state offers 'Order Card', which checks and opens /cards/apply", async () => {
    const getCardTypes = vi.fn(() => cardResponses().getCardTypes);
    const { navigate, user } = setup({ responses: { getCards: { data: [] }, getCardTypes } });
    await user.click(await screen.findByRole('button', { name: 'Order Card' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cards/apply'));
    expect(getCardTypes).toHaveBeenCalled();
  });

  it("offers 'Order new card' when no card is ACTIVE", async () => {
    setup({ responses: { getCards: { data: inactiveCards } } });
    expect(await screen.findByRole('button', { name: 'Order new card' })).toBeVisible();
  });

  it("CARD off: the button is greyed (aria-disabled, focusable) with 'This service is temporarily unavailable, please try again later.'", async () => {
    const { navigate, user } = setup({ user: cardOffUser, responses: { getCards: { data: [] } } });
    const button = await screen.findByRole('button', { name: 'Order Card' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(button).toHaveAccessibleDescription(CARD_MESSAGES.serviceOff);
    await user.tab();
    expect(button).toHaveFocus();
    await user.click(button);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("region null: 'Card service is not available in your country at the moment.'", async () => {
    const { navigate, user } = setup({
      user: notOfferedUser,
      responses: { getCards: { data: [] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Order Card' }));
    expect(await screen.findByText(CARD_MESSAGES.notInCountry)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Order Card' })).toHaveAccessibleDescription(
      CARD_MESSAGES.notInCountry,
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it("no card type for the country: 'Card service is not available in your country at the moment.'", async () => {
    const { navigate, user } = setup({
      responses: { getCards: { data: inactiveCards }, getCardTypes: [] },
    });
    await user.click(await screen.findByRole('button', { name: 'Order new card' }));
    expect(await screen.findByText(CARD_MESSAGES.notInCountry)).toBeVisible();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a failed read shows the bank’s message and Try again', async () => {
    const getCards = vi
      .fn()
      .mockRejectedValueOnce(new Error('Cards are not available'))
      .mockResolvedValueOnce({ data: listCards });
    const { user } = setup({ responses: { getCards } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Cards are not available');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your cards' })).toBeVisible();
  });
});
