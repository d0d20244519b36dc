import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastQueue } from './ToastQueue';

describe('ToastQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds one toast at a time; a new toast replaces the current one', () => {
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
    expect(queue.current).toMatchObject({ id: second, tone: 'info', title: 'Rates refreshed' });
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

  it('close(id) ignores a toast that was already replaced', () => {
    const queue = new ToastQueue();
    const first = queue.show({ title: 'First' });
    queue.show({ title: 'Second' });
    queue.close(first);
    expect(queue.current?.title).toBe('Second');
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

  it('a replacing toast gets a fresh timer; the old timer cannot close it', () => {
    const queue = new ToastQueue();
    queue.show({ title: 'First' });
    vi.advanceTimersByTime(4000);
    queue.show({ title: 'Second' });
    vi.advanceTimersByTime(4000);
    expect(queue.current?.title).toBe('Second');
    vi.advanceTimersByTime(1000);
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
