import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ConsoleStory, signedIn, loadConsole } from '../../testing/fakes';

const meta = {
  title: 'Backoffice/Queues/Registrations',
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  args: { path: '/queues/registrations', make: signedIn(['operator']) },
  component: ConsoleStory,
  loaders: [loadConsole],
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Operator: Story = {};

export const Viewer: Story = {
  args: { make: signedIn(['viewer']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/acting on it needs the operator role/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Complete/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    make: signedIn(['operator'], { staffRegistrations: () => Promise.resolve({ items: [] }) }),
  },
};

/** Reject without a reason: refused, the error on the reason field. */
export const ReasonRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Reject KYC of finance@acme.test' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      expect.stringContaining('Give a reason (at least 3 characters)'),
    );
  },
};

/** Completing KYC where no identity provider sent the legal name: the reviewer gives it, both parts or neither. */
export const KycWithLegalName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Complete KYC of finance@acme.test' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Complete the KYC check' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Legal first name' }), 'Grace');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Passport checked');
    await userEvent.click(dialog.getByRole('button', { name: 'Complete' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Give both legal names, or neither.',
    );
  },
};
