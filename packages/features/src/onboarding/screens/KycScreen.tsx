import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { isVerificationReadOnly } from '@axia/core';
import { Button, Inline, Spinner, Stack } from '@axia/design-system';
import { useServices } from '../../kit';
import { errorText, isServiceUnavailable } from '../../kit/errors';
import { useIdentityVerification } from '../identity/useIdentityVerification';
import { ErrorAlert, LoadState } from '../components/LoadState';
import { OnboardingLayout, onboardingStyles as styles } from '../components/OnboardingLayout';
import { StatusBanner } from '../components/status';
import { checklistPath, ITEM_TITLES, type OnboardingKind } from '../registration';
import { useRegistration } from '../useRegistration';

const PHASE_TEXT = {
  idle: '',
  starting: 'Starting identity verification…',
  open: 'The verification window is open. Follow the steps there; this page updates when you close it.',
  blocked:
    'Your browser did not open the verification window. Choose Start verification to open it.',
  closed: 'The verification window was closed.',
} as const;

/**
 * /onboarding/{individual,business}/kyc (seed 000 §4): identity verification starts by itself in the
 * provider's widget unless it is already submitted or completed; closing the widget reloads the status.
 */
export const KycScreen = observer(function KycScreen({ kind }: { kind: OnboardingKind }) {
  const services = useServices();
  const store = useRegistration(kind);
  const [startError, setStartError] = useState<string | null>(null);
  const session = useRef<{ refId: string; widgetUrl?: string } | null>(null);
  const widget = useIdentityVerification({
    onClose: () => void store.load(),
    onSubmitted: () => void store.load(),
  });
  const status = store.registration?.userRegistrationData.kycStatus;
  const readOnly = status !== undefined && isVerificationReadOnly(status, 'kyc');

  const start = async () => {
    setStartError(null);
    // A session whose widget the browser refused is opened again by this click.
    if (widget.phase === 'blocked' && session.current) {
      widget.open(session.current);
      return;
    }
    widget.setPhase('starting');
    try {
      session.current = await services.api.createKycSession();
      widget.open(session.current);
    } catch (error) {
      widget.setPhase('idle');
      if (isServiceUnavailable(error)) services.navigate('/', { replace: true });
      else setStartError(errorText(error));
      // An answer such as 'already submitted' means the status changed elsewhere.
      void store.load();
    }
  };

  // Starts once, as soon as the status says verification is still to do.
  const autoStarted = useRef(false);
  useEffect(() => {
    if (status === undefined || readOnly || autoStarted.current) return;
    autoStarted.current = true;
    void start();
  });

  const canStart =
    !readOnly && (widget.phase === 'blocked' || widget.phase === 'closed' || Boolean(startError));
  return (
    <OnboardingLayout
      title={ITEM_TITLES.kyc}
      description="We verify your identity with our identity-verification partner."
      back={{ href: checklistPath(kind), label: 'Back to checklist' }}
    >
      {status === undefined ? (
        <LoadState
          label="Loading your verification status"
          error={store.loadError}
          onRetry={() => void store.load()}
        />
      ) : (
        <Stack gap="lg">
          <StatusBanner status={status} what="identity verification" />
          {startError && (
            <ErrorAlert header="Identity verification could not start">{startError}</ErrorAlert>
          )}
          {!readOnly && (
            <Stack gap="md">
              <p role="status" className={styles.muted}>
                {PHASE_TEXT[widget.phase]}
              </p>
              {widget.phase === 'starting' && <Spinner decorative />}
              <Inline gap="sm">
                {canStart && (
                  <Button onPress={() => void start()}>
                    {widget.phase === 'closed' ? 'Start verification again' : 'Start verification'}
                  </Button>
                )}
                {widget.phase === 'open' && (
                  <Button variant="secondary" onPress={widget.focus}>
                    Show verification window
                  </Button>
                )}
              </Inline>
            </Stack>
          )}
        </Stack>
      )}
    </OnboardingLayout>
  );
});

export const IndividualKycScreen = () => <KycScreen kind="individual" />;
export const BusinessKycScreen = () => <KycScreen kind="business" />;
