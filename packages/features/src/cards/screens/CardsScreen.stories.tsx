import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CARD_MESSAGES } from '@axia/core';
import { forever } from '../../kit/storySupport';
import { cardOffUser, inactiveCards, notOfferedUser } from '../apply/fixtures';
import { cardParams, withCards } from '../apply/storySupport';
import { CardsView } from './CardsScreen';

// Seed 002 §2 Cards: /cards in every state: cards, none (Order Card), none ACTIVE (Order new card), the CARD flag
// off (greyed with its message), the country where cards are not offered, loading and a failed read.

const meta = {
  title: 'Screens/Cards/Cards',
  component: CardsView,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  decorators: [withCards],
} satisfies Meta<typeof CardsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An ACTIVE USD card and an INACTIVE EUR one: tiles linking to /cards/{id}; no order button. */
export const WithCards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your cards' });
    await expect(within(list).getAllByRole('link')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: /Order/ })).toBeNull();
  },
};

/** No card: the empty state's Order Card. */
export const Empty: Story = {
  parameters: cardParams({ responses: { getCards: { data: [] } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Order Card' })).toBeVisible();
  },
};

/** No ACTIVE card: Order new card. */
export const NoActiveCard: Story = {
  parameters: cardParams({ responses: { getCards: { data: inactiveCards } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Order new card' })).toBeVisible();
  },
};

/** CARD off: Order Card greyed, still focusable, with the message tied to it. */
export const ServiceOff: Story = {
  parameters: cardParams({ user: cardOffUser, responses: { getCards: { data: [] } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Order Card' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(CARD_MESSAGES.serviceOff);
  },
};

/** A country where cards are not offered: pressing Order Card says so. */
export const NotInCountry: Story = {
  parameters: cardParams({ user: notOfferedUser, responses: { getCards: { data: [] } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Order Card' }));
    await expect(await canvas.findByText(CARD_MESSAGES.notInCountry)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: cardParams({ responses: { getCards: forever } }),
};

export const Failed: Story = {
  parameters: cardParams({
    responses: { getCards: () => Promise.reject(new Error('Cards are not available right now')) },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Cards are not available right now',
    );
  },
};
