import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GENERAL_MESSAGES } from '@axia/core';
import { forever } from '../../kit/storySupport';
import { archivedGiftCard, buyOffUser, listGiftCards, manyGiftCards } from './fixtures';
import { GiftCardsView } from './GiftCardsScreen';
import { giftCardParams, giftCardResponses, withGiftCards } from './storySupport';

// Seed 001 §2 Gift cards, §4, §9: /gift-cards in every state: an order in each status, the archived toggle on, a
// search without a match, none yet, none archived, more than a page (50), GIFT_CARD off (Buy Gift Card greyed with
// its message), loading and a failed read.

const meta = {
  title: 'Screens/Gift cards/Gift cards',
  component: GiftCardsView,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  decorators: [withGiftCards],
} satisfies Meta<typeof GiftCardsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** PROCESSED (green), PENDING (grey) and FAILED (red) orders, each a tile linking to /gift-cards/{id}. */
export const WithGiftCards: Story = {
  parameters: giftCardParams({
    responses: giftCardResponses([...listGiftCards, archivedGiftCard]),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your gift cards' });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAttribute('href', '/gift-cards/gc-1001');
    // Named by what was bought and when, the id its description (issue 43: orders were read by their id).
    await expect(links[0]).toHaveAccessibleName(
      /^Amazon\.com Face value \$50\.00 Processed Bought 1[34] Mar 2026, \d{2}:\d{2}$/,
    );
    await expect(links[0]).toHaveAccessibleDescription('Order gc-1001');
    await expect(canvas.getByRole('link', { name: /Buy Gift Card/ })).toHaveAttribute(
      'href',
      '/gift-cards/buy',
    );
  },
};

/** The archived toggle on: the archived orders only. */
export const Archived: Story = {
  parameters: giftCardParams({
    responses: giftCardResponses([...listGiftCards, archivedGiftCard]),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Your gift cards' });
    await userEvent.click(canvas.getByRole('switch', { name: 'Show archived gift cards' }));
    await waitFor(async () => {
      const list = canvas.getByRole('list', { name: 'Your gift cards' });
      await expect(within(list).getAllByRole('link')).toHaveLength(1);
    });
    await expect(canvas.getByText('Order gc-0999')).toBeVisible();
  },
};

/** The archived toggle on, nothing archived. */
export const NoneArchived: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Your gift cards' });
    await userEvent.click(canvas.getByRole('switch', { name: 'Show archived gift cards' }));
    await expect(
      await canvas.findByRole('heading', { name: 'No archived gift cards' }),
    ).toBeVisible();
  },
};

/** A search by product name. */
export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Your gift cards' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search gift cards' }), 'spot');
    await waitFor(async () => {
      const list = canvas.getByRole('list', { name: 'Your gift cards' });
      await expect(within(list).getAllByRole('link')).toHaveLength(1);
    });
    await expect(canvas.getByText('Spotify')).toBeVisible();
  },
};

/** A search without a match. */
export const SearchNoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Your gift cards' });
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search gift cards' }),
      'nothing like it{Enter}',
    );
    await expect(await canvas.findByRole('heading', { name: 'No gift cards found' })).toBeVisible();
  },
};

/** No order yet. */
export const Empty: Story = {
  parameters: giftCardParams({ responses: giftCardResponses([]) }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No gift cards yet' }),
    ).toBeVisible();
  },
};

/** 120 orders: 50 a page, with the pagination. */
export const ManyPages: Story = {
  parameters: giftCardParams({ responses: giftCardResponses(manyGiftCards(120)) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = await canvas.findByRole('navigation', { name: 'Gift card pages' });
    await expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Your gift cards' })).getAllByRole('link'),
    ).toHaveLength(50);
  },
};

/** GIFT_CARD off: Buy Gift Card greyed, still focusable, with the message tied to it. */
export const BuyOff: Story = {
  parameters: giftCardParams({ user: buyOffUser }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Buy Gift Card' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(GENERAL_MESSAGES.serviceUnavailable);
  },
};

export const Loading: Story = {
  parameters: giftCardParams({ responses: giftCardResponses([], { getGiftCards: forever }) }),
};

export const Failed: Story = {
  parameters: giftCardParams({
    responses: giftCardResponses([], {
      getGiftCards: () => Promise.reject(new Error('Gift cards are not available right now')),
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Gift cards are not available right now',
    );
  },
};
