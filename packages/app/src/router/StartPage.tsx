import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterSignInPath } from '@axia/core';
import { PageHeader, Spinner } from '@axia/design-system';
import { useApp } from '../appContext';
import { rememberedFrom } from './Guard';
import * as styles from '../shell/shell.css';

/** Where the start page sends a signed-in user whose registration is incomplete (seed 000 §4). */
export function onboardingTarget(navigateTo: string, features: readonly string[]): string {
  if (!features.includes('ENABLE_ONBOARDING')) return '/onboarding/disabled';
  return navigateTo.startsWith('/') && !navigateTo.startsWith('//')
    ? navigateTo
    : '/onboarding/user-type-select';
}

/**
 * '/': maintenance → nothing yet (Root shows the maintenance page over it, and this page goes on once the flag
 * clears); tk → /accounts; signed out → /login; registration incomplete →
 * the server's navigateTo (or /onboarding/disabled without ENABLE_ONBOARDING); else the remembered page when
 * this navigation carries one (the login flow's, handed on by the guard of /login), or /accounts.
 */
export const StartPage = observer(function StartPage({ hasLogin }: { hasLogin: boolean }) {
  const app = useApp();
  const { session, services } = app;
  const navigate = useNavigate();
  const remembered = rememberedFrom(useLocation().state);
  const [problem, setProblem] = useState<string | null>(null);
  const maintaining = session.isMaintaining;
  const override = session.tokenOverride !== null;
  const user = session.signedIn ? session.user : null;

  useEffect(() => {
    if (maintaining) return;
    if (override) {
      navigate('/accounts', { replace: true });
      return;
    }
    if (!user && session.signedIn) {
      // Signed in, the profile never read: the bank was under maintenance when the app started (issue 39 #5).
      // Read it now; the page goes on once it is there (a refusal other than maintenance signs out).
      let active = true;
      services.auth.loadUser().catch(async () => {
        if (!active || session.isMaintaining) return;
        await app.signOut();
        navigate('/', { replace: true });
      });
      return () => {
        active = false;
      };
    }
    if (!user) {
      if (hasLogin) navigate('/login', { replace: true });
      else setProblem('Sign-in is not available in this build yet.');
      return;
    }
    if (user.registration.registrationCompleted) {
      const target = afterSignInPath(remembered);
      navigate(target === '/' ? '/accounts' : target, { replace: true });
      return;
    }
    let active = true;
    services.api
      .getRegistration()
      .then((registration) => {
        if (!active) return;
        if (registration.registrationCompleted) navigate('/accounts', { replace: true });
        else navigate(onboardingTarget(registration.navigateTo, user.features), { replace: true });
      })
      .catch(async (error: unknown) => {
        if (!active || session.isMaintaining) return;
        services.notify({
          tone: 'error',
          title: error instanceof Error ? error.message : String(error),
        });
        await app.signOut();
        navigate('/', { replace: true });
      });
    return () => {
      active = false;
    };
  }, [maintaining, override, user, hasLogin, navigate, session, services, app, remembered]);

  return (
    // While it is only on the way elsewhere, route focus skips this page (a problem is a destination).
    <main id="main" className={styles.loading} data-route-transit={problem ? undefined : ''}>
      <div>
        <PageHeader title={problem ?? 'Axia'} description={problem ? undefined : 'Loading…'} />
        {!problem && <Spinner label="Loading" />}
      </div>
    </main>
  );
});
