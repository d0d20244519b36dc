import { useId, type ReactNode } from 'react';
import * as styles from './Card.css';

export type CardHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface CardProps {
  children?: ReactNode;
  /** Visible title, rendered as a heading. */
  title?: ReactNode;
  /** Heading level that fits the page outline; defaults to 2. */
  headingLevel?: CardHeadingLevel;
  /** Content at the end of the header, e.g. a link or a StatusTag. */
  headerEnd?: ReactNode;
  /**
   * The element. 'section' and 'article' are named by the title; keep 'div' (default) for cards
   * repeated in a list, so the page does not fill with same-named landmarks.
   */
  as?: 'div' | 'section' | 'article';
  padding?: 'none' | 'md' | 'lg';
  elevated?: boolean;
}

/** A surface that groups related content. Not interactive; use Tile for a clickable card. */
export function Card({
  children,
  title,
  headingLevel = 2,
  headerEnd,
  as: Element = 'div',
  padding = 'md',
  elevated = true,
}: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const isNamed = title !== undefined && Element !== 'div';
  return (
    <Element
      className={styles.card({ padding, elevated })}
      aria-labelledby={isNamed ? headingId : undefined}
    >
      {(title !== undefined || headerEnd) && (
        <div className={styles.cardHeader}>
          {title !== undefined && (
            <Heading id={headingId} className={styles.cardTitle}>
              {title}
            </Heading>
          )}
          {headerEnd}
        </div>
      )}
      {children}
    </Element>
  );
}
