import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, DialogTrigger } from './Dialog';

const footer = (
  <>
    <Button variant="secondary" slot="close">
      Cancel
    </Button>
    <Button slot="close">Save changes</Button>
  </>
);

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Edit beneficiary',
    description: 'Changes apply to transfers you make from now on.',
    children: <p>Jane Doe · IBAN DE89 3704 0044 0532 0130 00</p>,
    footer,
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
  parameters: {
    layout: 'centered',
    // Each story in its own frame on the docs page, so open overlays do not pile up over each other.
    docs: { story: { inline: false, iframeHeight: 480 } },
  },
  // Open stories let axe audit the dialog itself; the trigger stories show the closed state.
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button>Edit beneficiary</Button>
      <Dialog {...args} onOpenChange={undefined} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Edit beneficiary' });
    await expect(dialog).toHaveAccessibleDescription(
      'Changes apply to transfers you make from now on.',
    );
  },
};

export const Small: Story = {
  args: {
    size: 'small',
    title: 'Rename account',
    description: undefined,
    children: <p>The new name shows on your statements.</p>,
  },
};

export const Large: Story = { args: { size: 'large', title: 'Account details' } };

const terms = Array.from({ length: 24 }, (_, index) => (
  <p key={index} style={{ marginBlockEnd: '1em' }}>
    {index + 1}. Transfers made before the cut-off time are processed on the same business day;
    later transfers are processed on the next business day. Fees are shown before you confirm.
  </p>
));

export const LongContent: Story = {
  args: { title: 'Terms and conditions', description: undefined, children: terms },
  play: async ({ canvasElement }) => {
    // The body scrolls inside the dialog and, because it overflows, is a focusable, named region: named for what
    // it is, not by the title the dialog and its heading already say (issue 43).
    const body = await page(canvasElement).findByRole('region', { name: 'Scrollable content' });
    await expect(page(canvasElement).getByRole('dialog')).toHaveAccessibleName(
      'Terms and conditions',
    );
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(body).toHaveAttribute('tabindex', '0');
  },
};

/** Long content opened from the trigger: the body becomes a focusable region once it overflows. */
export const LongContentFromTrigger: Story = {
  args: { title: 'Terms and conditions', description: undefined, children: terms },
  render: (args) => (
    <DialogTrigger>
      <Button>Read the terms</Button>
      <Dialog {...args} onOpenChange={undefined} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Read the terms' }));
    const body = await page(canvasElement).findByRole('region', { name: 'Scrollable content' });
    await expect(body).toHaveAttribute('tabindex', '0');
    // The dialog takes focus in an effect after it renders; wait for it before tabbing.
    const dialog = page(canvasElement).getByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Keyboard users reach it with Tab after the close button (and then scroll it with the arrow keys).
    await userEvent.tab();
    await userEvent.tab();
    await expect(body).toHaveFocus();
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Confirm the new standing order to Jane Doe for the monthly rent of the flat in Berlin',
  },
};

export const WithoutFooter: Story = {
  args: { footer: undefined, title: 'What is an IBAN?', description: undefined },
};

export const NotDismissable: Story = {
  args: { isDismissable: false, title: 'Verify your identity' },
};

export const MobileWidth: Story = {
  args: { title: 'Terms and conditions', description: undefined, children: terms },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const MobileSmall: Story = {
  args: { size: 'small', title: 'Rename account', description: undefined },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Closed: the trigger alone. */
export const Trigger: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button>Edit beneficiary</Button>
      <Dialog {...args} onOpenChange={undefined} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit beneficiary' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Keyboard: open with Enter, Tab cycles inside the dialog, Escape closes, focus returns to the trigger. */
export const KeyboardFocusTrap: Story = {
  render: Trigger.render,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit beneficiary' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Edit beneficiary' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    const close = within(dialog).getByRole('button', { name: 'Close' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const save = within(dialog).getByRole('button', { name: 'Save changes' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(save).toHaveFocus();
    // Tab past the last button wraps to the first one instead of leaving the dialog.
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(save).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Controlled with isOpen / onOpenChange, e.g. opened by app state rather than a trigger. */
export const Controlled: Story = {
  render: function Render(args) {
    const [isOpen, setOpen] = useState(true);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Show details</Button>
        <Dialog
          {...args}
          isOpen={isOpen}
          onOpenChange={(open) => {
            args.onOpenChange?.(open);
            setOpen(open);
          }}
        />
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const dialog = page(canvasElement).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show details' }));
    const reopened = await page(canvasElement).findByRole('dialog');
    // Visible once the entry fade has finished.
    await waitFor(() => expect(reopened).toBeVisible());
  },
};
