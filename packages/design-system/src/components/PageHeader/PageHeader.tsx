import type { ReactNode, Ref } from 'react';
import * as styles from './PageHeader.css';

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
   * change (`headingRef.current?.focus()`), which announces the new page to screen-reader users.
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
  return (
    // A div, not <header>: a top-level <header> would be a second banner landmark beside the app's.
    <div className={styles.root}>
      {backLink && <div className={styles.back}>{backLink}</div>}
      <div className={styles.row}>
        <div className={styles.titles}>
          <Heading
            ref={headingRef}
            tabIndex={-1}
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
