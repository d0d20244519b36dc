import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './CopyButton';

const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');

function mockClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

afterEach(() => {
  if (originalClipboard) Object.defineProperty(navigator, 'clipboard', originalClipboard);
  else delete (navigator as unknown as Record<string, unknown>).clipboard;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function iconPath(button: HTMLElement) {
  return button.querySelector('svg path')?.getAttribute('d');
}

describe('CopyButton', () => {
  it('is an icon button named by its label that writes the text and calls onCopied', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    mockClipboard(writeText);
    const onCopied = vi.fn();
    render(<CopyButton text="DE89 3704 0044" label="Copy account number" onCopied={onCopied} />);
    const button = screen.getByRole('button', { name: 'Copy account number' });
    await userEvent.click(button);
    expect(writeText).toHaveBeenCalledWith('DE89 3704 0044');
    expect(onCopied).toHaveBeenCalledOnce();
  });

  it('shows a check icon briefly after copying, then the copy icon again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockClipboard(vi.fn().mockResolvedValue(undefined));
    render(<CopyButton text="abc" label="Copy address" confirmationDuration={1000} />);
    const button = screen.getByRole('button', { name: 'Copy address' });
    const copyIcon = iconPath(button);
    await userEvent.click(button);
    expect(iconPath(button)).not.toBe(copyIcon);
    expect(button).toHaveAttribute('data-copied', 'true');
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(iconPath(button)).toBe(copyIcon);
    expect(button).not.toHaveAttribute('data-copied');
  });

  it('calls onCopyError, not onCopied, when the clipboard rejects', async () => {
    const failure = new DOMException('Denied', 'NotAllowedError');
    mockClipboard(vi.fn().mockRejectedValue(failure));
    const onCopied = vi.fn();
    const onCopyError = vi.fn();
    render(<CopyButton text="abc" label="Copy" onCopied={onCopied} onCopyError={onCopyError} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(onCopyError).toHaveBeenCalledWith(failure);
    expect(onCopied).not.toHaveBeenCalled();
  });

  it('falls back to a hidden textarea and execCommand without the Clipboard API, keeping focus', async () => {
    mockClipboard(undefined);
    let copiedValue: string | undefined;
    const execCommand = vi.fn((command: string) => {
      copiedValue = (document.activeElement as HTMLTextAreaElement).value;
      return command === 'copy';
    });
    Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
    const onCopied = vi.fn();
    render(<CopyButton text="0xAbC123" label="Copy wallet address" onCopied={onCopied} />);
    const button = screen.getByRole('button', { name: 'Copy wallet address' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copiedValue).toBe('0xAbC123');
    expect(onCopied).toHaveBeenCalledOnce();
    expect(document.querySelector('textarea')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('reports an error when the fallback copy is refused', async () => {
    mockClipboard(undefined);
    Object.defineProperty(document, 'execCommand', { configurable: true, value: () => false });
    const onCopyError = vi.fn();
    render(<CopyButton text="abc" label="Copy" onCopyError={onCopyError} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(onCopyError).toHaveBeenCalledWith(expect.any(Error));
  });

  it('shows the label as visible text in the text variant', async () => {
    mockClipboard(vi.fn().mockResolvedValue(undefined));
    render(<CopyButton text="abc" label="Copy reference" variant="text" />);
    const button = screen.getByRole('button', { name: 'Copy reference' });
    expect(button).toHaveTextContent('Copy reference');
  });

  it('does nothing when disabled', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    mockClipboard(writeText);
    render(<CopyButton text="abc" label="Copy" isDisabled />);
    const button = screen.getByRole('button', { name: 'Copy' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(writeText).not.toHaveBeenCalled();
  });
});
