import { render, screen } from '@testing-library/react';
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

  it('rejects a missing label at compile time', () => {
    // @ts-expect-error aria-label is required by the type
    const element = <IconButton icon="close" />;
    expect(element).toBeTruthy();
  });
});
