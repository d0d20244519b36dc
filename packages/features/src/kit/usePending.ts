import { useCallback, useState } from 'react';

/**
 * Wraps an async submit handler and says whether it is running. Unlike react-hook-form's isSubmitting it
 * stays false while the form only validates, so a submit with field errors does not flash a busy button.
 */
export function usePending<A extends unknown[]>(action: (...args: A) => Promise<void>) {
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (...args: A) => {
      setPending(true);
      try {
        await action(...args);
      } finally {
        setPending(false);
      }
    },
    [action],
  );
  return [run, pending] as const;
}
