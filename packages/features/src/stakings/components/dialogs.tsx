import { useRef, type ReactNode } from 'react';
import * as styles from '../stakings.css';

// What the staking dialogs (stake funds, claim, re-enrollment) share: mounted while open, closed once whatever ends
// them, not dismissable while their call is in flight, focus on the first invalid field after a refused submit.

/** A close that calls `onClose` once, whatever ends the dialog (Cancel, Escape, success, failure). */
export function useCloseOnce(onClose: () => void) {
  const closed = useRef(false);
  return () => {
    if (closed.current) return;
    closed.current = true;
    onClose();
  };
}

/** The Dialog's dismissal props: Escape, an outside press or a close slot close it, except while `submitting`. */
export const dismissUnlessSubmitting = (submitting: boolean, close: () => void) => ({
  onOpenChange: (open: boolean) => {
    if (!open && !submitting) close();
  },
  isDismissable: !submitting,
  isKeyboardDismissDisabled: submitting,
});

/** Moves focus to the first invalid field inside `root` (the kit's, shared with other features' dialogs). */
export { focusFirstInvalid } from '../../kit';

/** One label/value row of a dialog's details list (`<dl className={styles.details}>`). */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
