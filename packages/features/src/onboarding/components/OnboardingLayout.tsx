import type { ReactNode } from 'react';
import { Link, PageHeader } from '@axia/design-system';
import * as styles from './OnboardingLayout.css';

export interface OnboardingLayoutProps {
  /** The route title: the page's one h1 (the app focuses it on route change). */
  title: string;
  description?: ReactNode;
  /** A link above the title, back to the checklist. */
  back?: { href: string; label: string };
  /**
   * Signed-in screens sit in the app's shell (its header, menu with Log out, and main landmark; seed 000 §2.2: a menu
   * or tab item chosen before registration is complete says 'Please complete user registration.'). The public
   * verification page (false) stands alone: a top bar with the brand and its own main landmark. Default true.
   */
  signedIn?: boolean;
  children?: ReactNode;
}

/** The onboarding screens' one column with the h1: in the shell, or standalone for the public page. */
export function OnboardingLayout({
  title,
  description,
  back,
  signedIn = true,
  children,
}: OnboardingLayoutProps) {
  const column = (
    <div className={styles.content}>
      <PageHeader
        title={title}
        description={description}
        backLink={
          back && (
            <Link href={back.href} variant="standalone">
              {back.label}
            </Link>
          )
        }
      />
      {children}
    </div>
  );
  if (signedIn) return column;
  return (
    <div className={styles.root}>
      <header className={styles.bar}>
        <p className={styles.brand}>AXIA</p>
      </header>
      <main id="main" className={styles.main}>
        {column}
      </main>
    </div>
  );
}

export { styles as onboardingStyles };
