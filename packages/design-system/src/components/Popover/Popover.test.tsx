import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { Popover } from './Popover';

function ServiceStatus({ showArrow }: { showArrow?: boolean }) {
  return (
    <DialogTrigger>
      <Button variant="secondary">Service status</Button>
      <Popover title="Service Status" showArrow={showArrow}>
        <p>All systems operational.</p>
      </Popover>
    </DialogTrigger>
  );
}

describe('Popover', () => {
  it('opens from a real button as a dialog named by its title', async () => {
    const user = userEvent.setup();
    render(<ServiceStatus />);
    const trigger = screen.getByRole('button', { name: 'Service status' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Service Status' });
    expect(dialog).toHaveTextContent('All systems operational.');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'Service Status' })).toBeInTheDocument();
  });

  it('renders an arrow pointing at the trigger unless hidden', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ServiceStatus />);
    await user.click(screen.getByRole('button', { name: 'Service status' }));
    const popover = document.querySelector('[data-trigger="DialogTrigger"]');
    expect(popover).toHaveAttribute('data-placement', 'bottom');
    expect(popover?.querySelector('svg path')).toBeInTheDocument();
    unmount();
    render(<ServiceStatus showArrow={false} />);
    await user.click(screen.getByRole('button', { name: 'Service status' }));
    expect(document.querySelector('[data-trigger="DialogTrigger"] svg')).not.toBeInTheDocument();
  });

  it('moves focus inside, closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<ServiceStatus />);
    const trigger = screen.getByRole('button', { name: 'Service status' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Service Status' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('passes close to function children and supports controlled use with a triggerRef', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    function Controlled() {
      const ref = useRef<HTMLButtonElement>(null);
      const [isOpen, setOpen] = useState(true);
      return (
        <>
          <Button ref={ref} onPress={() => setOpen(true)}>
            Details
          </Button>
          <Popover
            title="Details"
            triggerRef={ref}
            isOpen={isOpen}
            onOpenChange={(open) => {
              onOpenChange(open);
              setOpen(open);
            }}
          >
            {(close) => <Button onPress={close}>Got it</Button>}
          </Popover>
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
