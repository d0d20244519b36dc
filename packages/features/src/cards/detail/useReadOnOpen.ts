import { useEffect, useState } from 'react';
import { errorText } from '../../kit/errors';

/**
 * One read when a dialog opens (the Show PIN and Track Package dialogs, mounted while open): the answer once it
 * arrives (undefined before); a failure closes the dialog and hands the error's text to `onError` (§8: the general
 * error display). An answer after the dialog has gone is dropped.
 */
export function useReadOnOpen<T>(
  read: () => Promise<T>,
  onClose: () => void,
  onError: (message: string) => void,
): T | undefined {
  const [answer, setAnswer] = useState<T>();
  useEffect(() => {
    let live = true;
    read().then(
      (value) => {
        if (live) setAnswer(() => value);
      },
      (error: unknown) => {
        if (!live) return;
        onClose();
        onError(errorText(error));
      },
    );
    return () => {
      live = false;
    };
    // One read per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return answer;
}
