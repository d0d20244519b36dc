import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { openDialog } from '../storySupport';
import { ConfirmStatusDialog } from './ConfirmStatusDialog';

// Seed 002 §4: Activate and Suspend, each with its confirmation.

const meta = {
  title: 'Screens/Cards/Card status confirmation',
  component: ConfirmStatusDialog,
  args: { change: 'suspend', onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof ConfirmStatusDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Suspend: Story = {
  play: async () => {
    const dialog = await openDialog('Suspend card', 'alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const Activate: Story = {
  args: { change: 'activate' },
  play: async () => {
    await openDialog('Activate card', 'alertdialog');
  },
};

export const Pending: Story = { args: { change: 'activate', isPending: true } };
