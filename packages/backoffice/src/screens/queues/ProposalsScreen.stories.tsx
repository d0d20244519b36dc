import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConsoleStory, signedIn, loadConsole } from '../../testing/fakes';
import { proposal } from '../../testing/fixtures';
import { NEEDS_APPROVER, OWN_PROPOSAL } from './ProposalsScreen';

const meta = {
  title: 'Backoffice/Queues/Proposals',
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/queues/proposals',
    make: signedIn(['approver'], {}, 'amir.approver@axia.test'),
  },
  component: ConsoleStory,
  loaders: [loadConsole],
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Another approver's view: Approve and Reject. */
export const Approver: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: /^Approve Wire received/ }),
    ).toBeVisible();
  },
};

/** The proposer, an approver too: no decision on their own proposal. */
export const OwnProposal: Story = {
  args: { make: signedIn(['approver'], {}, 'olivia.operator@axia.test') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(OWN_PROPOSAL)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Approve/ })).toBeNull();
  },
};

export const Operator: Story = {
  args: { make: signedIn(['operator'], {}, 'owen@axia.test') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(NEEDS_APPROVER)).toBeVisible();
  },
};

export const Decided: Story = {
  args: {
    make: signedIn(['approver'], {
      staffProposals: () =>
        Promise.resolve({
          items: [
            proposal({
              status: 'APPROVED',
              decidedBy: 'amir.approver@axia.test',
              decidedAt: '2026-12-01T11:00:00.000Z',
              decisionReason: 'Matches the statement',
            }),
          ],
        }),
    }),
  },
};
