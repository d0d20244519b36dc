import { useEffect, useState } from 'react';
import { Icon } from '@axia/design-system';
import * as styles from './AuthLayout.css';

/**
 * Why the visitor is on this auth screen (signed out after inactivity, a password reset the bank requires): an
 * info notice in a polite status region. The region is in the page from the start and the words are put in after
 * it, so screen readers announce them once, without taking focus from the page's heading. Render it only when
 * there is something to say.
 */
export function AuthNotice({
  children,
  held = false,
}: {
  children: string;
  /** Not yet: a modal is over the page (its outside is inert, so nothing there would be heard). */
  held?: boolean;
}) {
  const [shown, setShown] = useState<string | null>(null);
  // A moment after the region is in the page, so assistive technology is watching it when the words come.
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => setShown(children), 100);
    return () => clearTimeout(timer);
  }, [children, held]);
  return (
    <div role="status">
      {shown && (
        <p className={styles.notice}>
          <Icon name="info" className={styles.noticeIcon} />
          <span>{shown}</span>
        </p>
      )}
    </div>
  );
}
