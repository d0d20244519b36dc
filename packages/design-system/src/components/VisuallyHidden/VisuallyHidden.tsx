import type { ReactNode } from 'react';
import { visuallyHidden } from '../../styles/shared.css';

export interface VisuallyHiddenProps {
  children: ReactNode;
  /** `span` (default) inside phrasing content, `div` for block content. */
  as?: 'span' | 'div';
  id?: string;
}

/**
 * Content read by screen readers but not shown: extra context for a control ('(opens in a new tab)'),
 * a heading for a visually obvious section, a live status. Never hide focusable content with it.
 */
export function VisuallyHidden({ children, as: Element = 'span', id }: VisuallyHiddenProps) {
  return (
    <Element className={visuallyHidden} id={id}>
      {children}
    </Element>
  );
}
