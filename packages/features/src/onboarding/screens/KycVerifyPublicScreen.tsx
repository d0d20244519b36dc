import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Banner, Button, Stack } from '@axia/design-system';
import { useIdentityVerification } from '../identity/useIdentityVerification';
import { KYC_VERIFY_PUBLIC_TITLE } from '../titles';
import { OnboardingLayout, onboardingStyles as styles } from '../components/OnboardingLayout';

/** With trigger=1 the Verify button is pressed by itself after this long (seed 000 §2.7). */
const AUTO_VERIFY_DELAY_MS = 1000;

const PHASE_TEXT = {
  idle: '',
  starting: '',
  open: 'The verification window is open. Follow the steps there.',
  blocked: 'Your browser did not open the verification window. Choose Verify identity to open it.',
  closed: 'The verification window was closed. If you finished, you can close this page.',
} as const;

/**
 * /kyc-verify-public?refId=…&email=…&trigger=1 (seed 000 §2.7): opens the identity-verification widget for a
 * session made elsewhere (e.g. a link sent to a phone), signed in or not. trigger=1 presses Verify after 1 s.
 */
export function KycVerifyPublicScreen() {
  const [params] = useSearchParams();
  const refId = params.get('refId')?.trim() ?? '';
  const email = params.get('email')?.trim() ?? '';
  const trigger = params.get('trigger') === '1';
  const [submitted, setSubmitted] = useState(false);
  const widget = useIdentityVerification({ onSubmitted: () => setSubmitted(true) });
  const verifyButton = useRef<HTMLButtonElement>(null);

  const verify = () => {
    if (refId) widget.open({ refId });
  };

  useEffect(() => {
    if (!trigger || !refId) return;
    // The button is clicked, as a person would: the same path, the same announcement.
    const timer = window.setTimeout(() => verifyButton.current?.click(), AUTO_VERIFY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [trigger, refId]);

  return (
    <OnboardingLayout
      title={KYC_VERIFY_PUBLIC_TITLE}
      signedIn={false}
      description={
        email ? (
          <>
            Identity verification for <strong>{email}</strong>.
          </>
        ) : (
          'Identity verification with our identity-verification partner.'
        )
      }
    >
      {!refId ? (
        <Banner header="This verification link is not valid" tone="danger">
          Please open the link from your email again, or start identity verification from the app.
        </Banner>
      ) : (
        <Stack gap="md">
          {submitted && (
            <Banner header="Verification submitted" tone="success">
              Your identity verification was submitted for review. You can close this page.
            </Banner>
          )}
          <p role="status" className={styles.muted}>
            {PHASE_TEXT[widget.phase]}
          </p>
          <div>
            <Button ref={verifyButton} size="large" onPress={verify}>
              Verify identity
            </Button>
          </div>
        </Stack>
      )}
    </OnboardingLayout>
  );
}
