import { GENERAL_MESSAGES, ONBOARDING_MESSAGES } from '@axia/core';
import { Button, Link, PageHeader, Stack } from '@axia/design-system';
import { useState } from 'react';
import { useServices } from '../../kit';
import { SystemPage } from './SystemPage';

/** '/maintenance', and what the start page shows while the maintenance flag is set. */
export function MaintenancePage() {
  const { config } = useServices();
  return (
    <SystemPage
      title={GENERAL_MESSAGES.maintenance}
      description="We are improving our services and will be back shortly. Thank you for your patience."
    >
      <Link href={config.statusPageUrl} target="_blank" variant="standalone">
        Service status details
      </Link>
    </SystemPage>
  );
}

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
