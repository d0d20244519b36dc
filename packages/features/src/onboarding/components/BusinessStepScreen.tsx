import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import {
  isVerificationReadOnly,
  type RegistrationStatus,
  type VerificationStatus,
} from '@axia/core';
import { Stack } from '@axia/design-system';
import { checklistPath, ITEM_TITLES } from '../registration';
import type { RegistrationStore } from '../stores/RegistrationStore';
import { useRegistration } from '../useRegistration';
import { LoadState } from './LoadState';
import { OnboardingLayout } from './OnboardingLayout';
import { StatusBanner } from './status';

export interface BusinessStepScreenProps {
  step: 'business-records' | 'business-address';
  description: string;
  /** What the loading state and the status banner call this step ('business records'). */
  what: string;
  statusOf: (registration: RegistrationStatus) => VerificationStatus | undefined;
  /** Shown once the step is submitted or completed. */
  Summary: ComponentType<{ registration: RegistrationStatus }>;
  Form: ComponentType<{ store: RegistrationStore; registration: RegistrationStatus }>;
}

/**
 * A business checklist step: the way back, loading (with Try again), the status banner, then the read-only
 * summary once submitted or completed, else the form.
 */
export const BusinessStepScreen = observer(function BusinessStepScreen({
  step,
  description,
  what,
  statusOf,
  Summary,
  Form,
}: BusinessStepScreenProps) {
  const store = useRegistration('business');
  const registration = store.registration;
  const status = registration ? statusOf(registration) : undefined;
  return (
    <OnboardingLayout
      title={ITEM_TITLES[step]}
      description={description}
      back={{ href: checklistPath('business'), label: 'Back to checklist' }}
    >
      {!registration || !status ? (
        <LoadState
          label={`Loading your ${what}`}
          error={store.loadError}
          onRetry={() => void store.load()}
        />
      ) : (
        <Stack gap="lg">
          <StatusBanner status={status} what={what} />
          {isVerificationReadOnly(status, 'business') ? (
            <Summary registration={registration} />
          ) : (
            <Form store={store} registration={registration} />
          )}
        </Stack>
      )}
    </OnboardingLayout>
  );
});
