import { GENERAL_MESSAGES, ONBOARDING_MESSAGES } from '@axia/core';
import { Button, Inline, Link, PageHeader, Stack } from '@axia/design-system';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useServices } from '../../kit';
import { SystemPage } from './SystemPage';

/** Said (politely) when 'Try again' finds the bank still under maintenance. */
export const STILL_MAINTAINING_TEXT =
  'We are still under maintenance. This page checks again by itself at least every 30 seconds.';

/**
 * What the app shows while the maintenance flag is set, and '/maintenance' — only while it is set: without it
 * '/maintenance' goes to the start page (issue 42: it claimed maintenance when there was none). The app asks the bank
 * by itself meanwhile (issue 39 #5: after the 503's Retry-After, then less often, at least every 30 seconds), and
 * 'Try again' asks at once; once the bank answers the flag clears and the customer is back where they were.
 */
export const MaintenancePage = observer(function MaintenancePage() {
  const { config, session, navigate, checkMaintenance } = useServices();
  const maintaining = session.isMaintaining;
  const [checking, setChecking] = useState(false);
  const [said, setSaid] = useState('');

  useEffect(() => {
    if (!maintaining) navigate('/', { replace: true });
  }, [maintaining, navigate]);

  const recheck = async () => {
    setSaid('');
    setChecking(true);
    const on = await checkMaintenance();
    setChecking(false);
    if (on) setSaid(STILL_MAINTAINING_TEXT);
  };

  if (!maintaining) return null;
  return (
    <SystemPage
      title={GENERAL_MESSAGES.maintenance}
      description="We are improving our services and will be back shortly. Thank you for your patience."
    >
      <Inline gap="md" align="center">
        <Button variant="secondary" isPending={checking} onPress={() => void recheck()}>
          Try again
        </Button>
        <Link href={config.statusPageUrl} target="_blank" variant="standalone">
          Service status details
        </Link>
      </Inline>
      <p role="status">{said}</p>
    </SystemPage>
  );
});

/** '/error': a page-level failure. */
export function ErrorPage() {
  const { navigate } = useServices();
  return (
    <SystemPage
      title={GENERAL_MESSAGES.errorPage}
      description="Please try again. If the problem continues, contact customer support."
    >
      <div>
        <Button onPress={() => navigate('/accounts')}>Back to Home</Button>
      </div>
    </SystemPage>
  );
}

/** '/onboarding/disabled': registration is incomplete and onboarding is switched off. */
export function OnboardingDisabledPage() {
  const { auth, navigate } = useServices();
  const [pending, setPending] = useState(false);
  const logOut = async () => {
    setPending(true);
    try {
      await auth.signOut();
    } finally {
      setPending(false);
      navigate('/', { replace: true });
    }
  };
  // In the app's shell (signed in), so no main landmark of its own.
  return (
    <Stack gap="lg">
      <PageHeader
        title={ONBOARDING_MESSAGES.onboardingDisabled}
        description="Opening new accounts is paused at the moment. Please come back later."
      />
      <div>
        <Button variant="secondary" isPending={pending} onPress={() => void logOut()}>
          Log out
        </Button>
      </div>
    </Stack>
  );
}
