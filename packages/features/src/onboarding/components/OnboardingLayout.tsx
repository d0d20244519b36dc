import { useState, type ReactNode } from 'react';
import { Button, Icon, Link, PageHeader } from '@axia/design-system';
import { useServices } from '../../kit';
import * as styles from './OnboardingLayout.css';

export interface OnboardingLayoutProps {
  /** The route title: the page's one h1 (the app focuses it on route change). */
  title: string;
  description?: ReactNode;
  /** A link above the title, back to the checklist. */
  back?: { href: string; label: string };
  /** The Log out button in the top bar (off for the public verification page). Default true. */
  signedIn?: boolean;
  children?: ReactNode;
}

/** The frame of the onboarding screens: a top bar (brand, Log out) and one main column with the h1. */
export function OnboardingLayout({
  title,
  description,
  back,
  signedIn = true,
  children,
}: OnboardingLayoutProps) {
  const { auth, navigate } = useServices();
  const [leaving, setLeaving] = useState(false);
  const logOut = async () => {
    setLeaving(true);
    try {
      await auth.signOut();
    } finally {
      setLeaving(false);
      navigate('/', { replace: true });
    }
  };
  return (
    <div className={styles.root}>
      <header className={styles.bar}>
        <p className={styles.brand}>AXIA</p>
        {signedIn && (
          <Button
            variant="tertiary"
            icon={<Icon name="logOut" />}
            isPending={leaving}
            onPress={() => void logOut()}
          >
            Log out
          </Button>
        )}
      </header>
      <main id="main" className={styles.main}>
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
      </main>
    </div>
  );
}

export { styles as onboardingStyles };
