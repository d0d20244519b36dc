import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IconButton } from '../IconButton';
import { Tooltip } from './Tooltip';

function CopyButton(props: Partial<Parameters<typeof Tooltip>[0]>) {
  return (
    <Tooltip content="Copies the IBAN to your clipboard" {...props}>
      <IconButton icon="copy" aria-label="Copy IBAN" />
    </Tooltip>
  );
}

describe('Tooltip', () => {
  // First: react-stately keeps tooltips 'warm' for a moment after one closes, then shows the next at once.
  it('shows on hover after the delay and hides when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(<CopyButton delay={300} closeDelay={0} />);
    const trigger = screen.getByRole('button', { name: 'Copy IBAN' });
    // react-aria shows hover tooltips only while the pointer is the input in use (not after keyboard use).
    await user.click(document.body);
    await user.hover(trigger);
    // Not at once: a pointer passing over the button should not flash a tooltip.
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copies the IBAN');
    await user.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows on keyboard focus, describes its trigger and hides on Escape', async () => {
    const user = userEvent.setup();
    render(<CopyButton />);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Copy IBAN' });
    expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Copies the IBAN to your clipboard');
    expect(trigger).toHaveAccessibleDescription('Copies the IBAN to your clipboard');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('can be disabled or controlled', () => {
    const { unmount } = render(<CopyButton isDisabled defaultOpen={false} />);
    screen.getByRole('button', { name: 'Copy IBAN' }).focus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    unmount();
    render(<CopyButton isOpen placement="bottom" />);
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-placement', 'bottom');
  });
});
