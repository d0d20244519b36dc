import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiFailure, ConsoleStory, signedIn, loadConsole } from '../../testing/fakes';
import { auditEntry } from '../../testing/fixtures';

const meta = {
  title: 'Backoffice/Audit trail',
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  args: { path: '/audit', make: signedIn(['viewer']) },
  component: ConsoleStory,
  loaders: [loadConsole],
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Entries: Story = {};

/** More than a page: the pagination below the table. */
export const Paginated: Story = {
  args: {
    make: signedIn(['viewer'], {
      staffAudit: () =>
        Promise.resolve({
          // More entries than a page holds, so the trail pages; only the first 10 rows drawn, few enough for axe in
          // three themes on a busy machine.
          items: Array.from({ length: 10 }, (_, i) => auditEntry(i)),
          total: 120,
          page: 1,
          size: 50,
        }),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('navigation', { name: /pagination/i }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    make: signedIn(['viewer'], {
      staffAudit: apiFailure('This needs a staff role.', 403),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This needs a staff role.')).toBeVisible();
  },
};
