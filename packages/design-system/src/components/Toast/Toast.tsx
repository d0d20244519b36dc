import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton';
import { visuallyHidden } from '../../styles/shared.css';
import * as styles from './Toast.css';
import { ToastQueue, type Toast, type ToastTone } from './ToastQueue';

const toneIcons: Record<ToastTone, IconName> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'error',
};

export const defaultToneLabels: Record<ToastTone, string> = {
  info: 'Information',
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
};

export interface ToastRegionProps {
  queue: ToastQueue;
  /** Accessible name of the dismiss button. */
  dismissLabel?: string;
  /** Words that say each tone (shown and announced), so it is never told by colour alone. */
  toneLabels?: Partial<Record<ToastTone, string>>;
  /** The landmark's name. */
  label?: string;
  /** Introduces the last message once its toast has closed (kept in the landmark, not live). */
  lastLabel?: string;
}

function ToastContent({ toast, toneLabel }: { toast: Toast; toneLabel: string }) {
  return (
    <div className={styles.content}>
      <Icon name={toneIcons[toast.tone]} className={styles.icon[toast.tone]} />
      <div className={styles.text}>
        <p className={styles.title}>
          <span className={styles.toneLabel[toast.tone]}>{toneLabel}:</span> {toast.title}
        </p>
        {toast.description && <p className={styles.description}>{toast.description}</p>}
      </div>
    </div>
  );
}

/**
 * Renders the queue's current toast in a landmark named 'Notifications'. Mount it once, near the root. Its two
 * live regions are always in the DOM, so screen readers announce each message as it is inserted: politely, or
 * assertively for errors. The toast stays on screen while hovered or focused, and Dismiss gives focus back to
 * where it came from. Once it closes, the landmark keeps 'Last notification: …' (not live) to be found again.
 */
export function ToastRegion({
  queue,
  dismissLabel = 'Dismiss notification',
  toneLabels,
  label = 'Notifications',
  lastLabel = 'Last notification',
}: ToastRegionProps) {
  const toast = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  // Hover and focus are tracked in refs and pushed straight to the queue: the clock is external state.
  const isHovered = useRef(false);
  const isFocused = useRef(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const focusWithin = useRef(false);
  const labels = { ...defaultToneLabels, ...toneLabels };

  const syncPause = () => {
    if (isHovered.current || isFocused.current) queue.pause();
    else queue.resume();
  };

  // Focus that entered the toast came from somewhere; closing the toast sends it back there rather than
  // dropping it on <body>.
  const restoreFocus = () => {
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target?.isConnected) target.focus();
  };

  const hasToast = toast !== null;
  useEffect(() => {
    if (hasToast) return;
    // The card is gone from under the pointer and focus; do not keep the next toast paused.
    isHovered.current = false;
    isFocused.current = false;
    queue.resume();
    if (focusWithin.current && document.activeElement === document.body) restoreFocus();
    focusWithin.current = false;
    returnFocusTo.current = null;
  }, [hasToast, queue]);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) {
      returnFocusTo.current =
        event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
    }
    focusWithin.current = true;
    isFocused.current = true;
    syncPause();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    isFocused.current = false;
    syncPause();
    // A blur with nowhere to go is the focused button being removed: keep the way back for the effect.
    if (event.relatedTarget) {
      focusWithin.current = false;
      returnFocusTo.current = null;
    }
  };

  // A new key re-inserts the text, so the live region says it again (ToastQueue.repeatAfterNavigation).
  const content = toast && (
    <ToastContent
      key={`${toast.id}-${toast.repeat}`}
      toast={toast}
      toneLabel={toast.label ?? labels[toast.tone]}
    />
  );
  const last = toast ? null : queue.last;
  return (
    // A named landmark, so a message can be found again. react-aria's top layer: an open modal neither hides
    // this from assistive tech nor traps focus away from it, and a click on it does not count as a click
    // outside the modal.
    <section aria-label={label} className={styles.viewport} data-react-aria-top-layer="">
      {last && (
        <p className={visuallyHidden}>
          {lastLabel}: {last.label ?? labels[last.tone]}: {last.title}
          {last.description ? ` ${last.description}` : ''}
        </p>
      )}
      <div
        className={toast ? `${styles.toast} ${styles.toneBorder[toast.tone]}` : styles.toast}
        data-tone={toast?.tone}
        onMouseEnter={() => {
          isHovered.current = true;
          syncPause();
        }}
        onMouseLeave={() => {
          isHovered.current = false;
          syncPause();
        }}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        <div role="status" aria-live="polite" aria-atomic="true" className={styles.live}>
          {toast?.tone !== 'error' && content}
        </div>
        <div role="alert" aria-live="assertive" aria-atomic="true" className={styles.live}>
          {toast?.tone === 'error' && content}
        </div>
        {toast && (
          <IconButton
            icon="close"
            size="small"
            aria-label={dismissLabel}
            onPress={() => {
              restoreFocus();
              queue.close(toast.id);
            }}
          />
        )}
      </div>
    </section>
  );
}

const ToastContext = createContext<ToastQueue | null>(null);

export interface ToastProviderProps extends Omit<ToastRegionProps, 'queue'> {
  /** Share a queue with non-React code; by default the provider makes its own. */
  queue?: ToastQueue;
  children: ReactNode;
}

/** Provides a queue to `useToast()` and renders its `ToastRegion` after the children. */
export function ToastProvider({ queue, children, ...regionProps }: ToastProviderProps) {
  const [ownQueue] = useState(() => new ToastQueue());
  const activeQueue = queue ?? ownQueue;
  return (
    <ToastContext.Provider value={activeQueue}>
      {children}
      <ToastRegion queue={activeQueue} {...regionProps} />
    </ToastContext.Provider>
  );
}

/** The nearest ToastProvider's queue: `useToast().show({ tone: 'success', title: '…' })`. */
export function useToast(): ToastQueue {
  const queue = useContext(ToastContext);
  if (!queue) throw new Error('useToast() must be used inside a <ToastProvider>.');
  return queue;
}
