import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConsoleStory, signedIn, loadConsole } from '../../testing/fakes';

const meta = {
  title: 'Backoffice/Settings',
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  args: { path: '/settings', make: signedIn(['operator']) },
  component: ConsoleStory,
  loaders: [loadConsole],
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Operator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Turn maintenance on' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Restore transfers' })).toBeVisible();
  },
};

export const Viewer: Story = {
  args: { make: signedIn(['viewer']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Maintenance' });
    await expect(canvas.queryByRole('button', { name: /maintenance/ })).toBeNull();
  },
};
