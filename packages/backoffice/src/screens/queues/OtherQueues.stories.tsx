import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConsoleStory, signedIn, loadConsole } from '../../testing/fakes';

// The queues whose screens differ only in their items: each with a list, as an operator.

const meta = {
  title: 'Backoffice/Queues/Items',
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  args: { path: '/queues/documents', make: signedIn(['operator']) },
  component: ConsoleStory,
  loaders: [loadConsole],
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documents: Story = {};

/** One wire to record, one already waiting for approval. */
export const WireDeposits: Story = {
  args: { path: '/queues/wires' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Waiting for approval')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Record AX-1001 as received' })).toBeVisible();
  },
};

export const HeldTransfers: Story = { args: { path: '/queues/held-transfers' } };

export const Cards: Story = { args: { path: '/queues/cards' } };

export const FailedGiftCards: Story = { args: { path: '/queues/gift-cards' } };
