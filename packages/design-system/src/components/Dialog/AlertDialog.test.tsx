import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { AlertDialog } from './AlertDialog';
import { DialogTrigger } from './Dialog';

function Confirm(props: Partial<Parameters<typeof AlertDialog>[0]>) {
  return (
    <DialogTrigger>
      <Button variant="danger">Delete beneficiary</Button>
      <AlertDialog
        title="Delete beneficiary?"
        confirmLabel="Delete"
        variant="danger"
        onConfirm={() => {}}
        {...props}
      >
        Jane Doe will be removed from your beneficiaries.
      </AlertDialog>
    </DialogTrigger>
  );
}

describe('AlertDialog', () => {
  it('is an alertdialog named by its title, described by its message, with focus on Cancel', async () => {
    const user = userEvent.setup();
    render(<Confirm />);
    await user.click(screen.getByRole('button', { name: 'Delete beneficiary' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete beneficiary?' });
    expect(dialog).toHaveAccessibleDescription('Jane Doe will be removed from your beneficiaries.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    // No close icon: Cancel is the way out.
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('calls onConfirm and closes on confirm', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Confirm onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Delete beneficiary' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('treats Cancel and Escape as cancelling, and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Confirm onConfirm={onConfirm} onCancel={onCancel} />);
    const trigger = screen.getByRole('button', { name: 'Delete beneficiary' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(trigger);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('does not close on an outside click', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<Confirm defaultOpen onCancel={onCancel} />);
    await user.click(document.body);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('while pending, shows a busy confirm button and blocks Cancel and Escape', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <AlertDialog
        title="Close account?"
        confirmLabel="Close account"
        isOpen
        isPending
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        Your balance will be paid out.
      </AlertDialog>,
    );
    const confirm = screen.getByRole('button', { name: 'Close account' });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('stays open after confirming when closeOnConfirm is false', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <AlertDialog
        title="Send transfer?"
        confirmLabel="Send"
        defaultOpen
        closeOnConfirm={false}
        onConfirm={onConfirm}
      >
        100.00 EUR to Jane Doe.
      </AlertDialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('styles the confirm button by variant', () => {
    const { unmount } = render(
      <AlertDialog title="A" confirmLabel="Go" defaultOpen onConfirm={() => {}}>
        Message
      </AlertDialog>,
    );
    const primaryClass = screen.getByRole('button', { name: 'Go' }).className;
    unmount();
    render(
      <AlertDialog title="A" confirmLabel="Go" variant="danger" defaultOpen onConfirm={() => {}}>
        Message
      </AlertDialog>,
    );
    expect(screen.getByRole('button', { name: 'Go' }).className).not.toBe(primaryClass);
  });
});
