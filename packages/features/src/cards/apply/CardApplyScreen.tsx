import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  Button,
  Dialog,
  Icon,
  Link,
  PageHeader,
  Skeleton,
  SkeletonText,
  Spinner,
  Stack,
} from '@axia/design-system';
import { useServices, WizardFrame } from '../../kit';
import { ReadFailed } from '../components/ReadFailed';
import { CARDS_PATH, cardPath } from '../paths';
import { AddressStep } from './AddressStep';
import { AgreementStep } from './AgreementStep';
import { APPLY_STEPS, ApplyStore, type ApplyMode, type ApplyOptions } from './ApplyStore';
import { HolderStep } from './HolderStep';
import { APPLY_TEXT as TEXT } from './messages';
import { PaymentStep } from './PaymentStep';
import * as styles from './apply.css';

export interface CardApplyViewProps {
  /** 'edit': the last button reads Confirm and nothing is sent (default: the route state's `mode`, else 'order'). */
  mode?: ApplyMode;
  /** Stories and tests: the state to start from and the waits of the issue flow. */
  initial?: ApplyOptions['initial'];
  delay?: ApplyOptions['delay'];
}

/**
 * /cards/apply (seed 002 §2 Cards, §4 Card wizard, §5): Card holder, Address, Payment, Agreement; a Go Back link to
 * /cards; Cancel (step 0, back to /cards) or Back; Next; the last step's Order Card (Confirm in edit mode), greyed
 * until the terms are approved. Focus moves to each step's heading (the design system's Wizard). Ordering shows its
 * progress politely, then 'Congratulations! Your card is activated!' (or the issued-but-not-activated message) with
 * the way to the card.
 */
export const CardApplyView = observer(function CardApplyView({
  mode: givenMode,
  initial,
  delay,
}: CardApplyViewProps) {
  const { api, session, navigate, notify } = useServices();
  const location = useLocation();
  const routeMode = (location.state as { mode?: ApplyMode } | null)?.mode;
  const [store] = useState(
    () =>
      new ApplyStore(api, session.user?.features ?? [], {
        mode: givenMode ?? (routeMode === 'edit' ? 'edit' : 'order'),
        initial,
        delay,
      }),
  );
  useEffect(() => {
    void store.load();
  }, [store]);

  const leave = () => navigate(CARDS_PATH);
  const edit = store.mode === 'edit';
  const busy = store.phase !== 'idle' && store.phase !== 'done';
  const last = store.step === APPLY_STEPS.length - 1;

  const submit = async () => {
    const done = await store.submit();
    if (done && edit) {
      notify({ tone: 'success', title: TEXT.edited });
      leave();
    }
  };

  const ready = store.user.status === 'ready' && store.types.status === 'ready';

  return (
    <Stack gap="xl">
      <PageHeader
        title={edit ? TEXT.editTitle : TEXT.title}
        description={edit ? TEXT.editDescription : TEXT.description}
        backLink={
          <Link href={CARDS_PATH} variant="standalone">
            <Icon name="chevronLeft" size="1em" /> {TEXT.goBack}
          </Link>
        }
      />
      <WizardFrame
        steps={APPLY_STEPS}
        currentStep={store.step}
        stepperLabel={TEXT.progress}
        cancel={{ label: TEXT.cancel, onPress: leave }}
        back={{ label: TEXT.back, onPress: () => store.back() }}
        busy={busy || store.phase === 'done'}
        primary={
          last
            ? {
                label: edit ? TEXT.confirm : TEXT.orderCard,
                onPress: () => void submit(),
                ariaDisabled: !store.mayOrder,
                isPending: busy,
                isDisabled: store.phase === 'done',
              }
            : {
                label: TEXT.next,
                onPress: () => store.next(),
                isDisabled: !ready || store.nextDisabled,
              }
        }
      >
        {store.user.status === 'loading' || store.types.status === 'loading' ? (
          <Skeleton label={TEXT.loading}>
            <SkeletonText lines={4} />
          </Skeleton>
        ) : store.user.status === 'failed' ? (
          <ReadFailed
            message={store.user.message}
            retryLabel={TEXT.retry}
            onRetry={() => void store.load()}
          />
        ) : store.step === 0 ? (
          <HolderStep store={store} />
        ) : store.step === 1 ? (
          <AddressStep store={store} />
        ) : store.step === 2 ? (
          <PaymentStep store={store} />
        ) : (
          <AgreementStep store={store} />
        )}
      </WizardFrame>
      <div role="status" aria-live="polite" className={styles.actions}>
        {busy && (
          <>
            <Spinner size="sm" decorative />
            <span>
              {store.phase === 'issuing'
                ? TEXT.issuing
                : store.phase === 'activating'
                  ? TEXT.activating
                  : TEXT.loadingCard}
            </span>
          </>
        )}
      </div>
      {store.submitError && (
        <p className={styles.error} role="alert">
          {store.submitError}
        </p>
      )}
      <ResultDialog store={store} onView={(id) => navigate(cardPath(id))} />
    </Stack>
  );
});

/** The issue flow's end: activated (with the courier load's outcome) or issued but not activated. */
const ResultDialog = observer(function ResultDialog({
  store,
  onView,
}: {
  store: ApplyStore;
  onView: (cardId: string) => void;
}) {
  const result = store.result;
  if (!result) return null;
  const activated = result.kind === 'activated';
  return (
    <Dialog
      title={activated ? TEXT.activated : TEXT.issuedTitle}
      isOpen
      isDismissable={false}
      hideCloseButton
      isKeyboardDismissDisabled
      footer={<Button onPress={() => onView(result.card.id)}>{TEXT.viewCard}</Button>}
    >
      <Stack gap="sm">
        {result.kind === 'notActivated' && <p className={styles.text}>{TEXT.issuedNotActivated}</p>}
        {result.kind === 'activated' && result.loaded && (
          <p className={styles.text}>{TEXT.loaded}</p>
        )}
        {result.kind === 'activated' && result.loadMessage && (
          <p className={`${styles.error} ${styles.actions}`}>
            <Icon name="error" /> <span>{result.loadMessage}</span>
          </p>
        )}
      </Stack>
    </Dialog>
  );
});

export function CardApplyScreen() {
  return <CardApplyView />;
}
