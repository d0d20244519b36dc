import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { PROFILE_LIMITS } from '@axia/core';
import {
  Button,
  CodeInput,
  CopyButton,
  Dialog,
  QrCode,
  Skeleton,
  SkeletonText,
  Spinner,
  Stack,
  Switch,
  VisuallyHidden,
} from '@axia/design-system';
import { ReadFailed, useServices } from '../../kit';
import { SecondFactorDialog } from '../../kit/second-factor';
import { ProfileLayout } from '../layout/ProfileLayout';
import { COMMON_TEXT, TWO_FACTOR_TEXT as TEXT } from '../messages';
import * as styles from '../profile.css';
import { TwoFactorStore } from './TwoFactorStore';

export interface TwoFactorViewProps {
  store?: TwoFactorStore;
}

/**
 * /two-factor (seed 002 §2, §4 Security settings, §8): the Login toggle (an authenticator app: on scans a secret and
 * checks a code, off needs a code) and, with TRANSACTION2FA, the Transfer Between Members and Wire Transfer toggles
 * (a 207 opens the emailed-code dialog).
 */
export const TwoFactorView = observer(function TwoFactorView({ store: given }: TwoFactorViewProps) {
  const { api, auth, notify, session } = useServices();
  const [store] = useState(
    () =>
      given ??
      new TwoFactorStore({
        api,
        auth,
        notify,
        email: session.user?.email ?? '',
        features: session.user?.features ?? [],
      }),
  );
  useEffect(() => {
    if (!given) store.load();
  }, [given, store]);

  return (
    <ProfileLayout title={TEXT.title}>
      <Stack gap="xl">
        <section className={styles.section} aria-labelledby="two-factor-login">
          <h2 id="two-factor-login" className={styles.sectionHeading}>
            {TEXT.loginHeading}
          </h2>
          <LoginToggle store={store} />
        </section>
        {store.transactionTogglesShown && (
          <section className={styles.section} aria-labelledby="two-factor-transactions">
            <h2 id="two-factor-transactions" className={styles.sectionHeading}>
              {TEXT.transactionsHeading}
            </h2>
            <TransactionToggles store={store} />
          </section>
        )}
      </Stack>
      <LoginDialog store={store} />
      <SecondFactorDialog flow={store.flow} description={TEXT.transactionCodeDescription} />
    </ProfileLayout>
  );
});

export function TwoFactorScreen() {
  return <TwoFactorView />;
}

const LoginToggle = observer(function LoginToggle({ store }: { store: TwoFactorStore }) {
  const login = store.login;
  if (login.status === 'loading')
    return (
      <Skeleton label={COMMON_TEXT.loading}>
        <SkeletonText lines={1} />
      </Skeleton>
    );
  if (login.status === 'failed')
    return (
      <ReadFailed
        message={login.message}
        retryLabel={COMMON_TEXT.retry}
        onRetry={() => void store.loadLogin()}
      />
    );
  return (
    <Switch
      isSelected={login.value}
      onChange={(on) => store.setLogin(on)}
      description={TEXT.loginDescription}
    >
      {TEXT.login}
    </Switch>
  );
});

const TransactionToggles = observer(function TransactionToggles({
  store,
}: {
  store: TwoFactorStore;
}) {
  const settings = store.settings;
  if (!settings || settings.status === 'loading')
    return (
      <Skeleton label={COMMON_TEXT.loading}>
        <SkeletonText lines={2} />
      </Skeleton>
    );
  if (settings.status === 'failed')
    return (
      <Stack gap="sm">
        <p className={styles.muted}>{TEXT.settingsReadFailed}</p>
        <ReadFailed
          message={settings.message}
          retryLabel={COMMON_TEXT.retry}
          onRetry={() => void store.loadSettings()}
        />
      </Stack>
    );
  return (
    <Stack gap="md">
      <p className={styles.muted}>{TEXT.transactionsDescription}</p>
      {store.kinds.map((kind) => (
        <Switch
          key={kind}
          isSelected={store.enabledOf(kind)}
          isDisabled={store.changing !== null && store.changing !== kind}
          onChange={(on) => void store.setTransaction(kind, on)}
        >
          {TEXT.kinds[kind]}
        </Switch>
      ))}
    </Stack>
  );
});

const LoginDialog = observer(function LoginDialog({ store }: { store: TwoFactorStore }) {
  const dialog = store.dialog;
  const enable = dialog?.kind === 'enable';
  const setup = dialog?.kind === 'enable' ? dialog.setup : null;
  const ready = !enable || setup?.status === 'ready';
  return (
    <Dialog
      title={enable ? TEXT.enableTitle : TEXT.disableTitle}
      description={enable ? TEXT.enableSteps : TEXT.disableSteps}
      isOpen={dialog !== null}
      isDismissable={!store.pending}
      onOpenChange={(open) => {
        if (!open) store.closeDialog();
      }}
      footer={
        <>
          <Button
            variant="secondary"
            onPress={() => store.closeDialog()}
            isDisabled={store.pending}
          >
            {COMMON_TEXT.cancel}
          </Button>
          <Button
            isPending={store.pending}
            isDisabled={!ready}
            onPress={() => void store.confirm()}
          >
            {enable ? TEXT.enable : TEXT.disable}
          </Button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void store.confirm();
        }}
      >
        <Stack gap="md">
          {setup?.status === 'loading' && <Spinner label={TEXT.setupLoading} />}
          {setup?.status === 'failed' && (
            <ReadFailed
              message={setup.message}
              retryLabel={COMMON_TEXT.retry}
              onRetry={() => void store.startSetup()}
            />
          )}
          {setup?.status === 'ready' && (
            <Stack gap="sm">
              <QrCode value={setup.value.uri} label={TEXT.qrLabel} />
              <div className={styles.secretRow}>
                <span className={styles.term}>{TEXT.secretLabel}</span>
                <code className={styles.secret}>{setup.value.secret}</code>
                <CopyButton text={setup.value.secret} label={TEXT.copySecret} />
              </div>
            </Stack>
          )}
          {ready && (
            <>
              <CodeInput
                label={TEXT.code}
                length={PROFILE_LIMITS.codeLength}
                value={store.code}
                onChange={(code) => store.setCode(code)}
                errorMessage={store.codeError ?? undefined}
                autoFocus
              />
              <VisuallyHidden as="div">
                <p role="alert">{store.codeError ?? ''}</p>
              </VisuallyHidden>
            </>
          )}
        </Stack>
      </form>
    </Dialog>
  );
});
