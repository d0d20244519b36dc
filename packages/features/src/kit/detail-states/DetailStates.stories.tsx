import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DetailStates } from './DetailStates';

// A detail screen's states before its record shows (the card, staking and gift card detail screens use it): loading,
// not found (a 404), and a failed read with Try again.

const meta = {
  title: 'Kit/Detail states',
  component: DetailStates,
  args: {
    read: { status: 'loading' },
    text: {
      loading: 'Loading the card…',
      notFound: 'Card not found',
      notFoundDescription: 'This card does not exist or is not yours.',
      loadFailed: 'The card could not be loaded',
      tryAgain: 'Try again',
    },
    skeletonLines: 8,
    onRetry: fn(),
  },
} satisfies Meta<typeof DetailStates>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The skeleton, announced once as 'Loading the card…'. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the card…');
  },
};

/** A 404: what is missing, and no retry. */
export const NotFound: Story = {
  args: { read: { status: 'failed', message: 'Card not found', notFound: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Card not found' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Another failure: the error's text, announced, and Try again. */
export const LoadFailed: Story = {
  args: {
    read: { status: 'failed', message: 'The service is unavailable.', notFound: false },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The service is unavailable.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
