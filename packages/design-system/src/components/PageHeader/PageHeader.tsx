import { useEffect, type FocusEvent, type ReactNode, type Ref } from 'react';
import * as styles from './PageHeader.css';

/**
 * Whether the last input was the keyboard. A page heading takes focus only programmatically (its tabIndex is -1):
 * on a route change, or as a screen opens. The browser's own :focus-visible draws a ring for a focus moved by
 * script before any input (a page's first load: issue 42, /sign-up's h1 ringed at load), so the ring follows the
 * input that led to the move instead: a key press (Enter on a link), not a click, a tap or nothing at all.
 */
let keyboardLast = false;
let listening = false;

function listenForInput() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener(
    'keydown',
    (event) => {
      // A shortcut with a modifier (the browser's or a screen reader's) is not navigation in the page.
      if (!event.metaKey && !event.ctrlKey && !event.altKey) keyboardLast = true;
    },
    true,
  );
  for (const type of ['pointerdown', 'mousedown', 'touchstart'])
    document.addEventListener(type, () => (keyboardLast = false), true);
}

/** Marks the heading `data-focus-visible` while it has a focus the keyboard led to (the ring's selector). */
function markFocus(event: FocusEvent<HTMLHeadingElement>) {
  event.currentTarget.toggleAttribute('data-focus-visible', keyboardLast);
}

function unmarkFocus(event: FocusEvent<HTMLHeadingElement>) {
  event.currentTarget.removeAttribute('data-focus-visible');
}

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface PageHeaderProps {
  /** The page title. */
  title: ReactNode;
  /** Heading level. Default 1: one h1 per page. */
  level?: HeadingLevel;
  /** A sentence under the title. */
  description?: ReactNode;
  /** Slot above the title for a back link, e.g. `<Link href="/accounts" variant="standalone">Back</Link>`. */
  backLink?: ReactNode;
  /** Slot for page actions (buttons), beside the title from tablet up, under it on mobile. */
  actions?: ReactNode;
  /**
   * Ref to the heading. It has tabIndex -1, so the app can move focus to it after a client-side route
   * change (`headingRef.current?.focus()`), which announces the new page to screen-reader users. The focus ring
   * shows only when the keyboard led there (`data-focus-visible`), never for a focus moved at load or after a click.
   */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The title block at the top of a page: optional back link, heading, description and actions. */
export function PageHeader({
  title,
  level = 1,
  description,
  backLink,
  actions,
  headingRef,
}: PageHeaderProps) {
  const Heading = `h${level}` as const;
  useEffect(listenForInput, []);
  return (
    // A div, not <header>: a top-level <header> would be a second banner landmark beside the app's.
    <div className={styles.root}>
      {backLink && <div className={styles.back}>{backLink}</div>}
      <div className={styles.row}>
        <div className={styles.titles}>
          <Heading
            ref={headingRef}
            tabIndex={-1}
            onFocus={markFocus}
            onBlur={unmarkFocus}
            className={`${styles.heading} ${level === 1 ? styles.headingSize.page : styles.headingSize.section}`}
          >
            {title}
          </Heading>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>
  );
}
