import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left of a countdown that starts on mount; `restart()` starts it again. Counted from a deadline, not
 * by ticks, so a throttled background tab (or a skipped timer) still ends on time.
 */
export function useCountdown(seconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [remaining, setRemaining] = useState(seconds);
  useEffect(() => {
    const tick = () => {
      const value = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(value);
      if (value === 0) window.clearInterval(timer);
    };
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => window.clearInterval(timer);
  }, [deadline]);
  const restart = useCallback(() => setDeadline(Date.now() + seconds * 1000), [seconds]);
  return { remaining, restart };
}

/**
 * What the polite live region says about a countdown: it changes only every 10 seconds and at the end, so
 * screen readers are not interrupted every second.
 */
export function countdownAnnouncement(remaining: number): string {
  if (remaining <= 0) return 'You can now request a new code.';
  return `You can request a new code in ${Math.ceil(remaining / 10) * 10} seconds or less.`;
}
