import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { ONBOARDING_MESSAGES, type UserType } from '@axia/core';
import { StatusTag, Tile } from '@axia/design-system';
import { useServices } from '../../kit';
import { errorText, isServiceUnavailable } from '../../kit/errors';
import { ErrorAlert, LoadState } from '../components/LoadState';
import { USER_TYPE_SELECT_TITLE } from '../titles';
import { OnboardingLayout, onboardingStyles as styles } from '../components/OnboardingLayout';
import { checklistPath, kindOf, type OnboardingKind } from '../registration';
import { reportError, useRegistration } from '../useRegistration';

const OPTIONS: readonly {
  type: Exclude<UserType, 'UNKNOWN'>;
  kind: OnboardingKind;
  title: string;
  description: string;
}[] = [
  {
    type: 'INDIVIDUAL',
    kind: 'individual',
    title: 'Personal account',
    description: 'For you as an individual.',
  },
  {
    type: 'BUSINESS',
    kind: 'business',
    title: 'Company account',
    description: 'For a company or another legal entity.',
  },
];

const TYPE_NAMES: Record<Exclude<UserType, 'UNKNOWN'>, string> = {
  INDIVIDUAL: 'a personal account',
  BUSINESS: 'a company account',
};

/**
 * /onboarding/user-type-select (seed 000 §2.8): personal or company. An unset type is saved with the choice;
 * a set type must match ('User type mismatch!' otherwise) and the other option is disabled.
 */
export const UserTypeSelectScreen = observer(function UserTypeSelectScreen() {
  const services = useServices();
  const store = useRegistration();
  const [saving, setSaving] = useState<UserType | null>(null);
  const [mismatch, setMismatch] = useState(false);
  const registration = store.registration;
  const current = registration?.userType ?? 'UNKNOWN';

  const choose = async (type: Exclude<UserType, 'UNKNOWN'>, kind: OnboardingKind) => {
    setMismatch(false);
    if (current !== 'UNKNOWN') {
      if (current === type) services.navigate(checklistPath(kind));
      else setMismatch(true);
      return;
    }
    setSaving(type);
    try {
      const next = await services.api.updateRegistration({ body: { userType: type } });
      store.apply(next);
      services.navigate(checklistPath(kind));
    } catch (error) {
      if (
        !isServiceUnavailable(error) &&
        errorText(error) === ONBOARDING_MESSAGES.userTypeMismatch
      ) {
        // The type was set elsewhere meanwhile: say so, and read it so the other option is disabled.
        setMismatch(true);
        void store.load();
      } else {
        reportError(services, error);
      }
    } finally {
      setSaving(null);
    }
  };

  const own = kindOf(current);
  return (
    <OnboardingLayout
      title={USER_TYPE_SELECT_TITLE}
      description="Is this account for you, or for a company? You can choose once."
    >
      {mismatch && (
        <ErrorAlert header={ONBOARDING_MESSAGES.userTypeMismatch}>
          {current !== 'UNKNOWN'
            ? `Your account is already ${TYPE_NAMES[current]}. Choose that option to continue.`
            : 'Your account type was set already. Please choose again.'}
        </ErrorAlert>
      )}
      {!registration ? (
        <LoadState
          label="Loading your account type"
          error={store.loadError}
          onRetry={() => void store.load()}
        />
      ) : (
        <ul className={styles.checklist} aria-label="Account types">
          {OPTIONS.map((option) => (
            <li key={option.type}>
              <Tile
                title={option.title}
                description={option.description}
                trailing={
                  own === option.kind ? (
                    <StatusTag tone="info">Your account type</StatusTag>
                  ) : undefined
                }
                isDisabled={(own !== null && own !== option.kind) || saving !== null}
                onPress={() => void choose(option.type, option.kind)}
              />
            </li>
          ))}
        </ul>
      )}
      <p role="status" className={styles.muted}>
        {saving ? 'Saving your choice…' : ''}
      </p>
    </OnboardingLayout>
  );
});
