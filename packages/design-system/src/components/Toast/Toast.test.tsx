import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { ToastProvider, ToastRegion, useToast } from './Toast';
import { ToastQueue } from './ToastQueue';

describe('ToastRegion', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a landmark named Notifications that keeps the last message once the toast has gone (issue 28 #1)', () => {
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toContainElement(screen.getByRole('status'));
    act(() => {
      queue.show({ tone: 'success', title: 'Transfer completed successfully!' });
    });
    act(() => queue.close());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(region).toHaveTextContent(
      'Last notification: Success: Transfer completed successfully!',
    );
  });

  it('says an outcome again after the next page took focus, when it was shown just before navigating (issue 28 #1)', async () => {
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      // An action's outcome, then its landing page, in one task.
      queue.show({ tone: 'success', title: 'Transaction sent successfully!' });
      queue.holdForNavigation();
    });
    const first = screen.getByRole('status').firstElementChild;
    // The route focus has moved to the new page's h1 (which cuts a live message off): the text is re-inserted.
    act(() => queue.repeatAfterNavigation());
    const again = screen.getByRole('status').firstElementChild;
    expect(again).toHaveTextContent('Success: Transaction sent successfully!');
    expect(again).not.toBe(first);
    // Only once.
    act(() => queue.repeatAfterNavigation());
    expect(screen.getByRole('status').firstElementChild).toBe(again);

    // A toast from an earlier task (e.g. 'Copied', then a link) is not repeated by a later navigation.
    act(() => {
      queue.show({ tone: 'success', title: 'Text has been copied to clipboard.' });
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const copied = screen.getByRole('status').firstElementChild;
    act(() => {
      queue.holdForNavigation();
      queue.repeatAfterNavigation();
    });
    expect(screen.getByRole('status').firstElementChild).toBe(copied);
  });

  it('has both live regions in the DOM before any message', () => {
    render(<ToastRegion queue={new ToastQueue()} />);
    const status = screen.getByRole('status');
    const alert = screen.getByRole('alert');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveAttribute('aria-atomic', 'true');
    expect(status).toBeEmptyDOMElement();
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    expect(alert).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('puts the message in the polite region, with the tone in words', () => {
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      queue.show({ tone: 'success', title: 'Text has been copied to clipboard.' });
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Success: Text has been copied to clipboard.',
    );
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    // The icon is decorative; the word carries the tone.
    expect(screen.getByRole('status').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says what the message is with its own label, in place of the tone word (issue 43)', () => {
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      queue.show({ label: 'Money received', title: 'Received $25.00 from Acme Corp' });
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Money received: Received \$25\.00 from Acme Corp$/,
    );
    expect(screen.getByRole('status')).not.toHaveTextContent('Information');
    act(() => queue.close());
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
      'Last notification: Money received: Received $25.00 from Acme Corp',
    );
  });

  it('puts errors in the assertive region, with their description', () => {
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} toneLabels={{ error: 'Problem' }} />);
    act(() => {
      queue.show({
        tone: 'error',
        title: 'Transfer failed',
        description: 'Try again in a minute.',
      });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Problem: Transfer failed');
    expect(screen.getByRole('alert')).toHaveTextContent('Try again in a minute.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows one toast at a time; the next, waiting, is shown and said once the first closes (issue 43 #3)', async () => {
    const user = userEvent.setup();
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      queue.show({ tone: 'info', title: 'First' });
      queue.show({ tone: 'warning', title: 'Second' });
    });
    // The first stays (it was replaced at once before); the second is not on screen yet.
    expect(screen.getByRole('status')).toHaveTextContent('Information: First');
    expect(screen.queryByText(/Second/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(1);
    const status = screen.getByRole('status');
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    // The same live region, new text: said.
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Warning: Second');
    expect(screen.queryByText(/First/)).not.toBeInTheDocument();
  });

  it('closes with the dismiss button', async () => {
    const user = userEvent.setup();
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      queue.show({ title: 'Saved' });
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(queue.current).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('auto-dismisses, but not while hovered (WCAG 2.2.1)', () => {
    vi.useFakeTimers();
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      queue.show({ tone: 'success', title: 'Saved' });
    });
    const card = screen.getByRole('status').parentElement as HTMLElement;
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.mouseEnter(card);
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    fireEvent.mouseLeave(card);
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('does not auto-dismiss while focused, and dismissing gives focus back', async () => {
    const user = userEvent.setup();
    const queue = new ToastQueue({ timeout: 300 });
    render(
      <>
        <Button>Copy IBAN</Button>
        <ToastRegion queue={queue} />
      </>,
    );
    const origin = screen.getByRole('button', { name: 'Copy IBAN' });
    origin.focus();
    act(() => {
      queue.show({ tone: 'success', title: 'Copied' });
    });
    await user.tab();
    const dismiss = screen.getByRole('button', { name: 'Dismiss notification' });
    expect(dismiss).toHaveFocus();
    expect(queue.isPaused).toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(origin).toHaveFocus();
    expect(queue.isPaused).toBe(false);
  });
});

describe('ToastRegion with a modal open', () => {
  it('stays exposed to assistive tech and clicking it does not close the modal', async () => {
    const user = userEvent.setup();
    const queue = new ToastQueue();
    render(
      <>
        <ToastRegion queue={queue} />
        <Dialog title="Edit beneficiary" defaultOpen>
          Body
        </Dialog>
      </>,
    );
    act(() => {
      queue.show({ tone: 'success', title: 'Saved' });
    });
    // Role queries skip aria-hidden content, so this fails if the modal hid the region.
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(queue.current).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Edit beneficiary' })).toBeInTheDocument();
  });
});

describe('ToastProvider and useToast', () => {
  it('lets components notify through the hook', async () => {
    const user = userEvent.setup();
    function CopyButton() {
      const toasts = useToast();
      return (
        <Button
          onPress={() =>
            toasts.show({ tone: 'success', title: 'Text has been copied to clipboard.' })
          }
        >
          Copy
        </Button>
      );
    }
    render(
      <ToastProvider>
        <CopyButton />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('status')).toHaveTextContent('Text has been copied to clipboard.');
  });

  it('shares a given queue with non-React code', () => {
    const queue = new ToastQueue();
    render(
      <ToastProvider queue={queue}>
        <p>App</p>
      </ToastProvider>,
    );
    act(() => {
      queue.show({ tone: 'warning', title: 'Session ends in 2 minutes' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Warning: Session ends in 2 minutes');
  });

  it('throws a clear error outside a provider', () => {
    function Orphan() {
      useToast();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow('useToast() must be used inside a <ToastProvider>.');
    vi.mocked(console.error).mockRestore();
  });
});
