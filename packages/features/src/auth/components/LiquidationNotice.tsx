import { useId, useLayoutEffect, useRef } from 'react';
import { Button } from '@axia/design-system';
import * as styles from './LiquidationNotice.css';

export interface LiquidationNoticeProps {
  isOpen: boolean;
  onClose: () => void;
  /**
   * Modal (default): the page behind is inert and the notice takes focus. Not modal when the app takes over a
   * prerendered /login whose visitor is already working in the form past the open notice: it stays open where it
   * is without taking their focus.
   */
  modal?: boolean;
}

/**
 * The notice to coin holders about the operating company's voluntary liquidation (seed 000 §1), a native modal
 * <dialog> (issue 17): the browser traps focus in it, makes the page inert, closes it on Escape and gives focus back.
 * Its form (`method="dialog"`) closes it without JavaScript too: the prerendered /login sends it open (not modal),
 * so it paints with the page and a visitor can close it before the app has loaded.
 */
const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Moves focus to the next (or previous) focusable element of the dialog, wrapping around. */
function containTab(dialog: HTMLElement, event: KeyboardEvent) {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (focusable.length === 0) return;
  event.preventDefault();
  const index = focusable.indexOf(document.activeElement as HTMLElement);
  const step = event.shiftKey ? -1 : 1;
  focusable[(index + step + focusable.length) % focusable.length]?.focus();
}

export function LiquidationNotice({ isOpen, onClose, modal = true }: LiquidationNoticeProps) {
  const ref = useRef<HTMLDialogElement>(null);
  /** A close this component makes itself (re-showing it modal, unmounting): not the visitor's. */
  const ownClose = useRef(false);
  const titleId = useId();
  useLayoutEffect(() => {
    const dialog = ref.current;
    // Rendered open (as the prerendered page shows it); made modal once in the document (the take-over renders
    // off-document first), in one step so it never disappears in between. jsdom has no modal dialogs.
    if (!isOpen || !dialog || !modal || typeof dialog.showModal !== 'function') return;
    let frame = 0;
    const showModal = () => {
      if (!dialog.isConnected) {
        frame = requestAnimationFrame(showModal);
        return;
      }
      if (dialog.matches(':modal')) return;
      if (dialog.open) {
        ownClose.current = true;
        dialog.close();
      }
      dialog.showModal();
    };
    showModal();
    return () => {
      cancelAnimationFrame(frame);
      if (dialog.open) {
        ownClose.current = true;
        dialog.close();
      }
    };
  }, [isOpen, modal]);
  if (!isOpen) return null;
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      data-notice="liquidation"
      open
      onCancel={(event) => {
        // Escape: close through the screen's state, as the Close button does.
        event.preventDefault();
        onClose();
      }}
      // The form's submission (the Close button, by pointer, Enter or Space) closes the dialog natively.
      onClose={() => {
        if (ownClose.current) ownClose.current = false;
        else onClose();
      }}
      onKeyDown={(event) => {
        // Tab stays in the modal (the browser would let it leave for its own controls), as it does in the design
        // system's dialogs.
        if (event.key === 'Tab' && modal) containTab(event.currentTarget, event.nativeEvent);
      }}
    >
      <h2 id={titleId} className={styles.title}>
        Notice to AXIA Coin holders
      </h2>
      <p className={styles.body}>
        The company operating AXIA has entered voluntary liquidation. Your accounts remain
        accessible while the process runs. We will contact holders directly about any action they
        need to take.
      </p>
      <form method="dialog" className={styles.footer}>
        <Button type="submit" onPress={onClose}>
          Close
        </Button>
      </form>
    </dialog>
  );
}
