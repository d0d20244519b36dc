import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { AlertDialog } from './AlertDialog';
import { DialogTrigger } from './Dialog';

const meta = {
  title: 'Overlays/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Delete beneficiary?',
    children: 'Jane Doe will be removed from your beneficiaries. You can add her again later.',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    variant: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'danger'] } },
  parameters: {
    layout: 'centered',
    // Each story in its own frame on the docs page, so open overlays do not pile up over each other.
    docs: { story: { inline: false, iframeHeight: 480 } },
  },
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button variant="danger">Delete beneficiary</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Danger: Story = {
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('alertdialog', { name: 'Delete beneficiary?' });
    // Focus starts on the least destructive action.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
  },
};

export const Primary: Story = {
  args: {
    title: 'Send 250.00 EUR?',
    children: 'The money leaves your account today and reaches Jane Doe within one business day.',
    confirmLabel: 'Send',
    variant: 'primary',
  },
};

export const Pending: Story = {
  args: { isPending: true, confirmLabel: 'Deleting' },
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Deleting' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    title: 'Close your account and pay out the remaining balance to your reference account?',
    children:
      'All standing orders and scheduled transfers will be cancelled, your cards will be blocked immediately and you will no longer be able to sign in. Statements stay available by post for ten years.',
    confirmLabel: 'Close account and pay out',
    cancelLabel: 'Keep my account',
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Keyboard: Escape cancels and focus returns to the trigger. */
export const KeyboardCancel: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Delete beneficiary</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete beneficiary' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Async confirmation: the caller shows isPending, then closes the dialog when the work is done. */
export const AsyncConfirm: Story = {
  render: function Render(args) {
    const [isOpen, setOpen] = useState(true);
    const [isPending, setPending] = useState(false);
    return (
      <>
        <Button variant="danger" onPress={() => setOpen(true)}>
          Delete beneficiary
        </Button>
        <AlertDialog
          {...args}
          isOpen={isOpen}
          onOpenChange={setOpen}
          isPending={isPending}
          closeOnConfirm={false}
          onConfirm={() => {
            args.onConfirm();
            setPending(true);
            setTimeout(() => {
              setPending(false);
              setOpen(false);
            }, 300);
          }}
        />
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const dialog = page(canvasElement).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await waitFor(() =>
      expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument(),
    );
    // The busy state was said in words, not by react-aria's announcer labelled by the (now gone) button.
    await expect(
      canvasElement.ownerDocument.querySelector('[data-live-announcer] [aria-labelledby]'),
    ).toBeNull();
  },
};
