import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CardStatus } from '@axia/core';
import { CardFace } from './CardFace';
import { cardIn, cardWith, sampleCard, sampleSecureData } from './fixtures';

// The card image (seed 002 §2 Cards): masked, revealed, and in every §4 status.

const meta = {
  title: 'Screens/Cards/Card face',
  component: CardFace,
  args: { card: sampleCard },
} satisfies Meta<typeof CardFace>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Masked: the last four only; the figure's caption says what the picture is. */
export const Masked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure', {
      name: 'Virtual USD debit card ending in 4242, in the name of Alex Morgan, Active',
    });
    await expect(figure).toBeVisible();
    await expect(canvas.getByText('•••• •••• •••• 4242')).toBeVisible();
    await expect(canvas.queryByText('CVV')).toBeNull();
  },
};

/** Revealed: the full number in groups of four, the expiry, the CVV and the security image. */
export const Revealed: Story = {
  args: { secure: sampleSecureData },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4000 0012 3456 4242')).toBeVisible();
    await expect(canvas.getByText('737')).toBeVisible();
    await expect(canvas.getByText('01/29')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Card security image' })).toBeVisible();
  },
};

/** A physical EUR card. */
export const PhysicalEuro: Story = {
  args: { card: cardWith({ isPhysical: true, currency: 'EUR', cardNumber: '1881' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Physical')).toBeVisible();
  },
};

const statusStory = (status: CardStatus): Story => ({
  args: { card: cardIn(status) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('figure')).toHaveAttribute('data-status', status);
  },
});

export const Active = statusStory('ACTIVE');
export const Inactive = statusStory('INACTIVE');
export const Suspended = statusStory('SUSPENDED');
export const Lost = statusStory('LOST');
export const Stolen = statusStory('STOLEN');
export const Expired = statusStory('EXPIRED');
export const Unknown = statusStory('UNKNOWN');
