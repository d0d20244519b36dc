import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import * as styles from './money.css';

// Rich text the bank's back office writes (the wire deposit information, seed 001 §2, §3) is HTML from outside
// the app: it goes through DOMPurify before it reaches the page. Scripts, event handlers, javascript: URLs, inline
// styles (the app's CSP refuses them anyway) and form controls are removed; text, paragraphs, lists, emphasis and
// links stay.

const FORBID_TAGS = ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'object'];

/** The HTML with everything that could run or restyle the page removed. */
export function sanitizeHtml(html: string): string {
  // DOMPurify's defaults also drop `target`, so a link cannot open a window that holds on to the app.
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR: ['style'],
  });
}

export interface SanitizedHtmlProps {
  /** HTML from outside the app (the bank's settings). */
  html: string;
  className?: string;
}

/** Shows outside HTML as rich text, sanitised (see sanitizeHtml). */
export function SanitizedHtml({ html, className }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={[styles.richText, className].filter(Boolean).join(' ')}
      // The one place the app sets HTML: only after sanitizeHtml.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
