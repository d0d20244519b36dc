import { observer } from 'mobx-react-lite';
import { isVerificationSatisfied } from '@axia/core';
import { Banner, Tile } from '@axia/design-system';
import { LoadState } from '../components/LoadState';
import { OnboardingLayout, onboardingStyles as styles } from '../components/OnboardingLayout';
import { StatusBadge } from '../components/status';
import { CHECKLIST_TITLES, checklistItems, type OnboardingKind } from '../registration';
import { useRegistration } from '../useRegistration';

/**
 * /onboarding/individual and /onboarding/business (seed 000 §2.8): the steps to activate the account, each a
 * tile with its status badge, leading to its sub-route.
 */
export const ChecklistScreen = observer(function ChecklistScreen({
  kind,
}: {
  kind: OnboardingKind;
}) {
  const store = useRegistration(kind);
  const registration = store.registration;
  const items = registration ? checklistItems(kind, registration) : [];
  const done = items.filter((item) => isVerificationSatisfied(item.status)).length;
  return (
    <OnboardingLayout
      title={CHECKLIST_TITLES[kind]}
      description="Complete each step below. Your account opens once we have reviewed every step."
    >
      {!registration ? (
        <LoadState
          label="Loading your steps"
          error={store.loadError}
          onRetry={() => void store.load()}
        />
      ) : (
        <>
          {items.length > 0 && done === items.length && (
            <Banner header="Thank you, every step is submitted" tone="info">
              We are reviewing your information. Your account opens as soon as the review is done.
            </Banner>
          )}
          <p className={styles.muted}>
            {done} of {items.length} steps done.
          </p>
          <ul className={styles.checklist} aria-label="Steps">
            {items.map((item) => (
              <li key={item.id}>
                <Tile
                  href={item.href}
                  title={item.title}
                  description={item.description}
                  trailing={<StatusBadge status={item.status} />}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </OnboardingLayout>
  );
});

export const IndividualChecklistScreen = () => <ChecklistScreen kind="individual" />;
export const BusinessChecklistScreen = () => <ChecklistScreen kind="business" />;
