import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastQueue } from './ToastQueue';

describe('ToastQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds one toast at a time; a new toast waits for the current one to close (issue 43 #3)', () => {
    const queue = new ToastQueue();
    expect(queue.current).toBeNull();
    const first = queue.show({ tone: 'success', title: 'Text has been copied to clipboard.' });
    expect(queue.current).toMatchObject({
      id: first,
      tone: 'success',
      title: 'Text has been copied to clipboard.',
    });
    const second = queue.show({ title: 'Rates refreshed' });
    expect(second).not.toBe(first);
    expect(queue.current?.id).toBe(first);
    expect(queue.waiting).toBe(1);
    queue.close();
    expect(queue.current).toMatchObject({ id: second, tone: 'info', title: 'Rates refreshed' });
    expect(queue.waiting).toBe(0);
    expect(queue.last?.id).toBe(second);
  });

  it('three outcomes within a second: each on screen in turn for its whole time, none replaced (issue 43 #3)', () => {
    const queue = new ToastQueue();
    const seen: string[] = [];
    queue.subscribe(() => {
      const title = queue.current?.title;
      if (title && seen.at(-1) !== title) seen.push(title);
    });
    queue.show({ title: 'Received $1.00 from Acme Corp' });
    vi.advanceTimersByTime(400);
    queue.show({ title: 'Received $2.00 from Acme Corp' });
    vi.advanceTimersByTime(400);
    queue.show({ tone: 'error', title: 'Your payment of $3.00 failed' });
    // The first keeps its 5 s from when it showed.
    vi.advanceTimersByTime(4199);
    expect(queue.current?.title).toBe('Received $1.00 from Acme Corp');
    vi.advanceTimersByTime(1);
    expect(queue.current?.title).toBe('Received $2.00 from Acme Corp');
    // Then the second its whole 5 s, and the error its 8 s.
    vi.advanceTimersByTime(4999);
    expect(queue.current?.title).toBe('Received $2.00 from Acme Corp');
    vi.advanceTimersByTime(1);
    expect(queue.current?.title).toBe('Your payment of $3.00 failed');
    vi.advanceTimersByTime(7999);
    expect(queue.current?.title).toBe('Your payment of $3.00 failed');
    vi.advanceTimersByTime(1);
    expect(queue.current).toBeNull();
    expect(seen).toEqual([
      'Received $1.00 from Acme Corp',
      'Received $2.00 from Acme Corp',
      'Your payment of $3.00 failed',
    ]);
  });

  it('notifies subscribers on every change and stops after unsubscribe', () => {
    const queue = new ToastQueue();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    const id = queue.show({ title: 'One' });
    queue.close(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    queue.show({ title: 'Two' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('close(id) closes that toast only: a waiting one never shows, a closed one is not closed twice', () => {
    const queue = new ToastQueue();
    const first = queue.show({ title: 'First' });
    const second = queue.show({ title: 'Second' });
    queue.show({ title: 'Third' });
    queue.close(second);
    expect(queue.current?.title).toBe('First');
    expect(queue.waiting).toBe(1);
    queue.close(first);
    expect(queue.current?.title).toBe('Third');
    // First is gone: closing it again leaves Third on screen.
    queue.close(first);
    expect(queue.current?.title).toBe('Third');
    queue.close();
    expect(queue.current).toBeNull();
    queue.close();
    expect(queue.current).toBeNull();
  });

  it('auto-dismisses after 5 s by default and 8 s for errors', () => {
    const queue = new ToastQueue();
    queue.show({ tone: 'success', title: 'Saved' });
    vi.advanceTimersByTime(4999);
    expect(queue.current).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(queue.current).toBeNull();

    queue.show({ tone: 'error', title: 'Transfer failed' });
    vi.advanceTimersByTime(7999);
    expect(queue.current?.title).toBe('Transfer failed');
    vi.advanceTimersByTime(1);
    expect(queue.current).toBeNull();
  });

  it('honours per-toast and per-queue timeouts, and null keeps the toast until closed', () => {
    const queue = new ToastQueue({ timeout: 1000, errorTimeout: 2000 });
    queue.show({ title: 'Quick' });
    vi.advanceTimersByTime(1000);
    expect(queue.current).toBeNull();
    queue.show({ title: 'Custom', timeout: 300 });
    vi.advanceTimersByTime(300);
    expect(queue.current).toBeNull();
    queue.show({ title: 'Sticky', timeout: null });
    vi.advanceTimersByTime(60_000);
    expect(queue.current?.title).toBe('Sticky');
  });

  it('a toast shown after a dismissal gets a fresh timer; the old timer cannot close it', () => {
    const queue = new ToastQueue();
    queue.show({ title: 'First' });
    vi.advanceTimersByTime(4000);
    queue.show({ title: 'Second' });
    queue.close();
    expect(queue.current?.title).toBe('Second');
    vi.advanceTimersByTime(4999);
    expect(queue.current?.title).toBe('Second');
    vi.advanceTimersByTime(1);
    expect(queue.current).toBeNull();
  });

  it('a waiting toast shown while paused waits for resume, then has its whole time', () => {
    const queue = new ToastQueue();
    queue.show({ title: 'First' });
    queue.show({ title: 'Second' });
    queue.pause();
    queue.close();
    expect(queue.current?.title).toBe('Second');
    vi.advanceTimersByTime(60_000);
    expect(queue.current?.title).toBe('Second');
    queue.resume();
    vi.advanceTimersByTime(4999);
    expect(queue.current?.title).toBe('Second');
    vi.advanceTimersByTime(1);
    expect(queue.current).toBeNull();
  });

  it('pause keeps the time left and resume continues from there', () => {
    const queue = new ToastQueue();
    queue.show({ title: 'Saved' });
    vi.advanceTimersByTime(3000);
    queue.pause();
    expect(queue.isPaused).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(queue.current).not.toBeNull();
    queue.resume();
    vi.advanceTimersByTime(1999);
    expect(queue.current).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(queue.current).toBeNull();
  });

  it('a toast shown while paused waits for resume', () => {
    const queue = new ToastQueue();
    queue.pause();
    queue.show({ title: 'Held' });
    vi.advanceTimersByTime(10_000);
    expect(queue.current?.title).toBe('Held');
    queue.resume();
    vi.advanceTimersByTime(5000);
    expect(queue.current).toBeNull();
  });
});
