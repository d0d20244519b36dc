import { useEffect, useRef } from 'react';

const APP_NAME = 'Axia Staff';

/**
 * A page's title and focus: document.title is '<Page> | Axia Staff' and the page's h1 takes focus when the page
 * opens (every route change mounts a page), so a screen reader announces where the staff member now is.
 */
export function usePage(title: string) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} | ${APP_NAME}`;
  }, [title]);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return headingRef;
}
