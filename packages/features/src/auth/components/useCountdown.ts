import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown that starts on mount; `restart()` starts it again. */
export function useCountdown(seconds: number) {
  const [remaining, setRemaining] = useState(seconds);
  const [round, setRound] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => {
      setRemaining((value) => {
        if (value <= 1) window.clearInterval(timer);
        return Math.max(0, value - 1);
      });
    }, 1000);
    return () => window.clearInterval(timer);
  }, [round]);
  const restart = useCallback(() => {
    setRemaining(seconds);
    setRound((value) => value + 1);
  }, [seconds]);
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
