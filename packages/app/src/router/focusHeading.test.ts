import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusHeadingWhenThere, HEADING_WAIT_MS } from './focusHeading';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

describe('focusHeadingWhenThere', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('tries again, frame after frame, while the heading does not take focus', async () => {
    document.body.innerHTML = '<button>Send</button><h1>Maintenance</h1>';
    const send = document.querySelector('button')!;
    send.focus();
    const heading = document.querySelector('h1')!;
    // A browser refuses focus to an element React still hides (display: none while a nested chunk loads); jsdom
    // does not know display, so the first two focus calls are refused here by hand.
    const focus = heading.focus.bind(heading);
    let refusals = 2;
    heading.focus = () => {
      if (refusals > 0) refusals -= 1;
      else focus();
    };
    const then = vi.fn();
    const stop = focusHeadingWhenThere(() => heading, then);
    await nextFrame();
    expect(send).toHaveFocus();
    expect(then).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(heading).toHaveFocus());
    expect(refusals).toBe(0);
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(then).toHaveBeenCalledExactlyOnceWith(true);
    stop();
  });

  it('gives up after the wait when no heading comes', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    try {
      const then = vi.fn();
      focusHeadingWhenThere(() => null, then);
      vi.advanceTimersByTime(HEADING_WAIT_MS - 100);
      expect(then).not.toHaveBeenCalled();
      vi.advanceTimersByTime(200);
      expect(then).toHaveBeenCalledExactlyOnceWith(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
