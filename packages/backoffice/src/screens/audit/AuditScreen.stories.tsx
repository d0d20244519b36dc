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
          // A page of 10 of 25 entries: enough to page, few enough rows for axe in three themes on a busy machine.
          items: Array.from({ length: 10 }, (_, i) => auditEntry(i)),
          total: 25,
          page: 1,
          size: 10,
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
