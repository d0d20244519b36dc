import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiFailure, ConsoleStory, forever, signedIn } from '../../testing/fakes';

const meta = {
  title: 'Backoffice/Queues',
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  args: { path: '/queues', make: signedIn(['operator']) },
  component: ConsoleStory,
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Counts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('main'));
    await expect(await canvas.findByRole('link', { name: 'Wire deposits' })).toBeVisible();
    await expect(canvas.getByText('1 item', { selector: 'span' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { make: signedIn(['operator'], { staffQueueCounts: forever }) },
};

export const Failed: Story = {
  args: {
    make: signedIn(['operator'], { staffQueueCounts: apiFailure('The bank did not answer.') }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The bank did not answer.')).toBeVisible();
  },
};
