import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its required aria-label and its icon is hidden from assistive tech', async () => {
    const onPress = vi.fn();
    render(<IconButton icon="close" aria-label="Close dialog" onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Close dialog' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('marks itself busy while pending', () => {
    render(<IconButton icon="refresh" aria-label="Refresh" isPending />);
    expect(screen.getByRole('button', { name: /Refresh/ })).toHaveAttribute('aria-busy', 'true');
  });

  it('while pending it ignores presses and says nothing, at either end: its caller says the outcome (issue 43 #3)', async () => {
    const onPress = vi.fn();
    const { rerender } = render(
      <IconButton icon="refresh" aria-label="Refresh rate" onPress={onPress} />,
    );
    const button = screen.getByRole('button', { name: 'Refresh rate' });
    act(() => button.focus());
    const spoken = () =>
      Array.from(document.querySelectorAll('[aria-live], [data-live-announcer]'), (region) =>
        region.textContent?.trim(),
      ).filter(Boolean);
    // The live announcer is the page's: another file's announcements (a date picker's) may still be in it when the
    // files share a worker. Nothing new may be said here.
    const before = spoken();
    rerender(<IconButton icon="refresh" aria-label="Refresh rate" onPress={onPress} isPending />);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    // react-aria's pending announcement (assertive, labelled by the button) is not made.
    expect(document.querySelector('[data-live-announcer] [aria-labelledby]')).toBeNull();
    rerender(<IconButton icon="refresh" aria-label="Refresh rate" onPress={onPress} />);
    expect(button).not.toHaveAttribute('aria-busy');
    expect(document.querySelector('[data-live-announcer] [aria-labelledby]')).toBeNull();
    expect(spoken()).toEqual(before);
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('rejects a missing label at compile time', () => {
    // @ts-expect-error aria-label is required by the type
    const element = <IconButton icon="close" />;
    expect(element).toBeTruthy();
  });
});
