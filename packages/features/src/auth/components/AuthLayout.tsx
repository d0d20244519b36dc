import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { PageHeader } from '@axia/design-system';
import * as styles from './AuthLayout.css';

export interface AuthLayoutProps {
  /** The screen's h1; it takes focus on mount so the new page is announced. */
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** The h1's ref, for screens that move focus to it later (after a modal closes). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** Focus the h1 on mount (default). Off when a modal opens with the page and takes focus itself. */
  autoFocusHeading?: boolean;
}

/** What the brand panel says a customer gets (ours: issue 43, the panel held only the name). */
const BRAND_POINTS = [
  'US dollar, euro and pound accounts beside AXC and USAX',
  'Transfers, staking rewards and debit cards',
  'Every balance and rate, live',
] as const;

/** The auth screens' frame: a brand panel (hidden below 800 px) and the main column with one h1. */
export function AuthLayout({
  title,
  description,
  children,
  headingRef: givenRef,
  autoFocusHeading = true,
}: AuthLayoutProps) {
  const ownRef = useRef<HTMLHeadingElement>(null);
  const headingRef = givenRef ?? ownRef;
  const focusOnMount = useRef(autoFocusHeading);
  useEffect(() => {
    if (focusOnMount.current) headingRef.current?.focus();
  }, [headingRef]);
  return (
    // data-focus-heading: a prerendered page focuses the h1 the same way before the app runs (issue 17).
    <div className={styles.root} data-focus-heading={autoFocusHeading || undefined}>
      <aside className={styles.brand} aria-label="About AXIA">
        <p className={styles.brandName}>AXIA</p>
        <div className={styles.brandBody}>
          <p className={styles.brandTagline}>
            Your bank and crypto wallet: fiat and digital accounts in one place.
          </p>
          <ul className={styles.brandPoints}>
            {BRAND_POINTS.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        <p className={styles.brandFooter}>Sign-in protected by your authenticator app.</p>
      </aside>
      <main className={styles.main}>
        <div className={styles.content}>
          <PageHeader title={title} description={description} headingRef={headingRef} />
          {children}
        </div>
      </main>
    </div>
  );
}

export { muted } from './AuthLayout.css';
