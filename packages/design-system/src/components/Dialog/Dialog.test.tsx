import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Dialog, DialogTrigger } from './Dialog';
import * as styles from './Dialog.css';

const backdropOf = (dialog: HTMLElement) => dialog.closest<HTMLElement>(`.${styles.overlay}`);

function TriggeredDialog({ isDismissable = true }: { isDismissable?: boolean }) {
  return (
    <DialogTrigger>
      <Button>Edit beneficiary</Button>
      <Dialog
        title="Edit beneficiary"
        description="Changes apply to future transfers."
        isDismissable={isDismissable}
        footer={
          <>
            <Button variant="secondary" slot="close">
              Cancel
            </Button>
            <Button>Save</Button>
          </>
        }
      >
        <p>Beneficiary details</p>
      </Dialog>
    </DialogTrigger>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, is named by its title and described by its description', async () => {
    const user = userEvent.setup();
    render(<TriggeredDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit beneficiary' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit beneficiary' });
    expect(dialog).toHaveAccessibleDescription('Changes apply to future transfers.');
    expect(screen.getByRole('heading', { level: 2, name: 'Edit beneficiary' })).toBeInTheDocument();
  });

  it('traps Tab inside, closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<TriggeredDialog />);
    const trigger = screen.getByRole('button', { name: 'Edit beneficiary' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    // Wraps around instead of leaving the dialog.
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes from the close button and from a footer button with slot="close"', async () => {
    const user = userEvent.setup();
    render(<TriggeredDialog />);
    const trigger = screen.getByRole('button', { name: 'Edit beneficiary' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is controlled by isOpen / onOpenChange', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    function Controlled() {
      const [isOpen, setOpen] = useState(true);
      return (
        <Dialog
          title="Terms"
          isOpen={isOpen}
          onOpenChange={(open) => {
            onOpenChange(open);
            setOpen(open);
          }}
        >
          Terms text
        </Dialog>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('dialog', { name: 'Terms' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('passes close to function content so actions can close the dialog', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(
      <Dialog
        title="Rename"
        defaultOpen
        footer={(close) => (
          <Button
            onPress={() => {
              onSave();
              close();
            }}
          >
            Save
          </Button>
        )}
      >
        Body
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on an outside click only when dismissable', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <Dialog title="Dismissable" defaultOpen>
        Body
      </Dialog>,
    );
    const backdrop = backdropOf(screen.getByRole('dialog'));
    expect(backdrop).toBeInstanceOf(HTMLElement);
    await user.click(backdrop as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();

    render(
      <Dialog title="Sticky" defaultOpen isDismissable={false}>
        Body
      </Dialog>,
    );
    await user.click(backdropOf(screen.getByRole('dialog')) as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Sticky' })).toBeInTheDocument();
  });

  it('uses the given close label and can hide the close button', () => {
    const { unmount } = render(
      <Dialog title="Fermer" defaultOpen closeLabel="Fermer la fenêtre">
        Body
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Fermer la fenêtre' })).toBeInTheDocument();
    unmount();
    render(
      <Dialog
        title="No close"
        defaultOpen
        hideCloseButton
        footer={<Button slot="close">Done</Button>}
      >
        Body
      </Dialog>,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('with titleRef, its title is a heading that script can focus (a step change says the new title); none without', async () => {
    const titleRef = createRef<HTMLHeadingElement>();
    const { unmount } = render(
      <Dialog title="Confirm your staking" defaultOpen titleRef={titleRef}>
        Body
      </Dialog>,
    );
    const heading = screen.getByRole('heading', { name: 'Confirm your staking' });
    expect(titleRef.current).toBe(heading);
    expect(heading).toHaveAttribute('tabindex', '-1');
    titleRef.current?.focus();
    expect(heading).toHaveFocus();
    // The dialog is named by that heading.
    expect(screen.getByRole('dialog', { name: 'Confirm your staking' })).toContainElement(heading);
    unmount();
    render(
      <Dialog title="Plain" defaultOpen>
        Body
      </Dialog>,
    );
    expect(screen.getByRole('heading', { name: 'Plain' })).not.toHaveAttribute('tabindex');
  });

  it('calls onEscape when Escape closes it, not when keyboard dismissal is disabled', async () => {
    const user = userEvent.setup();
    const onEscape = vi.fn();
    const { unmount } = render(
      <Dialog title="Locked" defaultOpen isKeyboardDismissDisabled onEscape={onEscape}>
        Body
      </Dialog>,
    );
    await user.keyboard('{Escape}');
    expect(onEscape).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    unmount();
    render(
      <Dialog title="Open" defaultOpen onEscape={onEscape}>
        Body
      </Dialog>,
    );
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(onEscape).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('makes an overflowing body a focusable region, named for what it is and not by the title again (issue 43), even when opened later', async () => {
    const user = userEvent.setup();
    // jsdom does no layout: pretend every box is 1000 px of content in 300 px.
    const scrollHeight = vi
      .spyOn(HTMLElement.prototype, 'scrollHeight', 'get')
      .mockReturnValue(1000);
    const clientHeight = vi
      .spyOn(HTMLElement.prototype, 'clientHeight', 'get')
      .mockReturnValue(300);
    try {
      render(<TriggeredDialog />);
      await user.click(screen.getByRole('button', { name: 'Edit beneficiary' }));
      const body = screen.getByRole('region', { name: 'Scrollable content' });
      expect(body).toHaveAttribute('tabindex', '0');
      expect(body).toHaveTextContent('Beneficiary details');
      // The title is said by the dialog's name and its heading, and by nothing else.
      expect(screen.getByRole('dialog')).toHaveAccessibleName('Edit beneficiary');
      expect(screen.queryByRole('region', { name: 'Edit beneficiary' })).not.toBeInTheDocument();
    } finally {
      scrollHeight.mockRestore();
      clientHeight.mockRestore();
    }
  });

  it('adds no tab stop when the body fits', async () => {
    const user = userEvent.setup();
    render(<TriggeredDialog />);
    await user.click(screen.getByRole('button', { name: 'Edit beneficiary' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('Beneficiary details').parentElement).not.toHaveAttribute('tabindex');
  });
});
