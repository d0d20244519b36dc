import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiFailure, ConsoleStory, forever, signedIn, loadConsole } from '../../testing/fakes';

const meta = {
  title: 'Backoffice/Queues',
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  args: { path: '/queues', make: signedIn(['operator']) },
  component: ConsoleStory,
  loaders: [loadConsole],
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Counts: Story = {
  play: async ({ canvasElement }) => {
    // The console's chunk and the page's load first (lazy): the page's heading, then its main landmark.
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Queues' });
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
