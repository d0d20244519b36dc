import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import type { Passkey, Session } from '@axia/core';
import {
  AlertDialog,
  Button,
  Dialog,
  Skeleton,
  SkeletonText,
  Stack,
  StatusTag,
  Switch,
  TextField,
} from '@axia/design-system';
import { ReadFailed, useServices } from '../../kit';
import { machineDateTime, readableDateTime } from '../../kit/dates';
import { focusAfterDialogs } from '../../kit/focus';
import { SecondFactorDialog } from '../../kit/second-factor';
import { ProfileLayout } from '../layout/ProfileLayout';
import { COMMON_TEXT, SECURITY_TEXT as TEXT } from '../messages';
import * as profileStyles from '../profile.css';
import { PasskeysStore } from './PasskeysStore';
import { SessionsStore, sessionName } from './SessionsStore';
import * as styles from './security.css';

const PASSKEYS_HEADING_ID = 'security-passkeys';
const SESSIONS_HEADING_ID = 'security-sessions';
/** The element id of a passkey's heading (credential ids are base64url: valid in an id). */
const passkeyHeadingId = (credentialId: string) => `passkey-${credentialId}`;

/** Focus after an action, once its dialog is gone: react-aria would give it back to a button that may be gone. */
const focusById = (id: string) => focusAfterDialogs(() => document.getElementById(id));

/** Whether this browser can create passkeys at all (WebAuthn). */
const browserHasWebAuthn = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential !== 'undefined';

interface SecurityViewProps {
  passkeys?: PasskeysStore;
  sessions?: SessionsStore;
  /** Whether the browser has WebAuthn (default: it has `window.PublicKeyCredential`). */
  webAuthn?: boolean;
}

/**
 * /security (issue 45): 'Passkeys' (the list, 'Add a passkey' with its name and, when the identity asks for it, the
 * mailed code; 'Remove' after a confirmation; the 'Password sign-in' switch) and 'Sessions' (where the customer is
 * signed in, 'Sign out' per other session, 'Sign out everywhere else'). Results are toasts (the polite region for
 * success); after an action focus goes to what is left (the new passkey, or the section's heading).
 */
export const SecurityView = observer(function SecurityView({
  passkeys: givenPasskeys,
  sessions: givenSessions,
  webAuthn = browserHasWebAuthn(),
}: SecurityViewProps) {
  const { api, auth, notify } = useServices();
  const [passkeys] = useState(() => givenPasskeys ?? new PasskeysStore({ api, auth, notify }));
  const [sessions] = useState(() => givenSessions ?? new SessionsStore({ api, notify }));
  useEffect(() => {
    if (!givenPasskeys) void passkeys.load();
    if (!givenSessions) void sessions.load();
  }, [givenPasskeys, givenSessions, passkeys, sessions]);

  return (
    <ProfileLayout title={TEXT.title} description={TEXT.description}>
      <Stack gap="xl">
        <PasskeysSection store={passkeys} webAuthn={webAuthn} />
        <SessionsSection store={sessions} />
      </Stack>
      <AddPasskeyDialog store={passkeys} />
      <RemovePasskeyDialog store={passkeys} />
      <SecondFactorDialog flow={passkeys.flow} description={TEXT.codeDescription} />
      <SignOutOthersDialog store={sessions} />
    </ProfileLayout>
  );
});

export function SecurityScreen() {
  return <SecurityView />;
}

/** A fact with its moment: 'Added 1 Dec 2026, 16:40', machine-readable too. */
function DatedFact({ iso, text }: { iso: string; text: (date: string) => string }) {
  return (
    <li>
      <time dateTime={machineDateTime(iso)}>{text(readableDateTime(iso))}</time>
    </li>
  );
}

function Loading({ lines }: { lines: number }) {
  return (
    <Skeleton label={COMMON_TEXT.loading}>
      <SkeletonText lines={lines} />
    </Skeleton>
  );
}

const PasskeysSection = observer(function PasskeysSection({
  store,
  webAuthn,
}: {
  store: PasskeysStore;
  webAuthn: boolean;
}) {
  const list = store.list;
  return (
    <section className={profileStyles.section} aria-labelledby={PASSKEYS_HEADING_ID}>
      <h2 id={PASSKEYS_HEADING_ID} className={profileStyles.sectionHeading} tabIndex={-1}>
        {TEXT.passkeysHeading}
      </h2>
      <p className={profileStyles.muted}>{TEXT.passkeysDescription}</p>
      {list.status === 'loading' && <Loading lines={3} />}
      {list.status === 'failed' && (
        <Stack gap="sm">
          <p className={profileStyles.muted}>{TEXT.passkeysReadFailed}</p>
          <ReadFailed
            message={list.message}
            retryLabel={COMMON_TEXT.retry}
            onRetry={() => void store.load()}
          />
        </Stack>
      )}
      {list.status === 'ready' && (
        <>
          {store.passkeys.length === 0 ? (
            <p>{TEXT.noPasskeys}</p>
          ) : (
            <ul className={styles.list} aria-label={TEXT.passkeysLabel}>
              {store.passkeys.map((passkey) => (
                <PasskeyRow key={passkey.credentialId} passkey={passkey} store={store} />
              ))}
            </ul>
          )}
          {webAuthn ? (
            <div>
              <Button variant="secondary" onPress={() => store.openAdd()}>
                {TEXT.addPasskey}
              </Button>
            </div>
          ) : (
            <p className={profileStyles.muted}>{TEXT.unsupported}</p>
          )}
          <Switch
            isSelected={list.value.passwordSignIn}
            isDisabled={store.passwordSwitchLocked || store.switchPending}
            onChange={(on) => void store.setPasswordSignIn(on)}
            description={
              store.passwordSwitchLocked
                ? TEXT.passwordSignInNeedsPasskey
                : TEXT.passwordSignInDescription
            }
          >
            {TEXT.passwordSignIn}
          </Switch>
        </>
      )}
    </section>
  );
});

function PasskeyRow({ passkey, store }: { passkey: Passkey; store: PasskeysStore }) {
  return (
    <li className={styles.item}>
      <div className={styles.itemBody}>
        <h3
          id={passkeyHeadingId(passkey.credentialId)}
          className={styles.itemHeading}
          tabIndex={-1}
        >
          {passkey.name}
          {/* A space: the heading reads 'iPhone Synced', not 'iPhoneSynced'. */}
          {passkey.synced && ' '}
          {passkey.synced && (
            <StatusTag tone="info" size="sm">
              {TEXT.synced}
            </StatusTag>
          )}
        </h3>
        <ul className={styles.facts}>
          <DatedFact iso={passkey.createdAt} text={TEXT.addedOn} />
          {passkey.lastUsedAt ? (
            <DatedFact iso={passkey.lastUsedAt} text={TEXT.lastUsedOn} />
          ) : (
            <li>{TEXT.notUsedYet}</li>
          )}
        </ul>
      </div>
      <Button
        variant="secondary"
        size="small"
        aria-label={TEXT.removeLabel(passkey.name)}
        onPress={() => store.askRemove(passkey)}
      >
        {TEXT.remove}
      </Button>
    </li>
  );
}

const AddPasskeyDialog = observer(function AddPasskeyDialog({ store }: { store: PasskeysStore }) {
  const adding = store.adding;
  const creating = adding?.step === 'creating';
  const nameRef = useRef<HTMLInputElement>(null);
  // A refused name: the field takes focus, which reads its error.
  const nameError = adding?.nameError ?? null;
  useEffect(() => {
    if (nameError) nameRef.current?.focus();
  }, [nameError]);
  const submit = async () => {
    const id = await store.submitAdd();
    if (id) focusById(passkeyHeadingId(id));
  };
  return (
    <Dialog
      title={TEXT.addTitle}
      description={TEXT.addDescription}
      size="small"
      isOpen={adding !== null && adding.step !== 'code'}
      isDismissable={!creating}
      isKeyboardDismissDisabled={creating}
      onOpenChange={(open) => {
        if (!open) store.closeAdd();
      }}
      footer={
        <>
          <Button variant="secondary" onPress={() => store.closeAdd()} isDisabled={creating}>
            {COMMON_TEXT.cancel}
          </Button>
          <Button isPending={creating} onPress={() => void submit()}>
            {TEXT.continue}
          </Button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <TextField
            label={TEXT.nameLabel}
            value={adding?.name ?? ''}
            onChange={(name) => store.setName(name)}
            errorMessage={nameError ?? undefined}
            isReadOnly={creating}
            isRequired
            autoComplete="off"
            ref={nameRef}
            autoFocus
          />
          {/* Always present, so the instruction is announced (politely) when the browser's prompt opens. */}
          <p className={profileStyles.muted} role="status">
            {creating ? TEXT.creating : ''}
          </p>
          <p className={profileStyles.error} role="alert">
            {adding?.error ?? ''}
          </p>
        </Stack>
      </form>
    </Dialog>
  );
});

const RemovePasskeyDialog = observer(function RemovePasskeyDialog({
  store,
}: {
  store: PasskeysStore;
}) {
  const passkey = store.removing;
  const remove = async () => {
    if (await store.confirmRemove()) focusById(PASSKEYS_HEADING_ID);
  };
  return (
    <AlertDialog
      title={TEXT.removeTitle}
      confirmLabel={TEXT.removeConfirm}
      variant="danger"
      isOpen={passkey !== null}
      isPending={store.removePending}
      closeOnConfirm={false}
      onConfirm={() => void remove()}
      onCancel={() => store.cancelRemove()}
      onOpenChange={(open) => {
        if (!open) store.cancelRemove();
      }}
    >
      <Stack gap="sm">
        <span>{passkey ? TEXT.removeBody(passkey.name) : ''}</span>
        <span className={profileStyles.error} role="alert">
          {store.removeError ?? ''}
        </span>
      </Stack>
    </AlertDialog>
  );
});

const SessionsSection = observer(function SessionsSection({ store }: { store: SessionsStore }) {
  const list = store.list;
  return (
    <section className={profileStyles.section} aria-labelledby={SESSIONS_HEADING_ID}>
      <h2 id={SESSIONS_HEADING_ID} className={profileStyles.sectionHeading} tabIndex={-1}>
        {TEXT.sessionsHeading}
      </h2>
      <p className={profileStyles.muted}>{TEXT.sessionsDescription}</p>
      {list.status === 'loading' && <Loading lines={2} />}
      {list.status === 'failed' && (
        <Stack gap="sm">
          <p className={profileStyles.muted}>{TEXT.sessionsReadFailed}</p>
          <ReadFailed
            message={list.message}
            retryLabel={COMMON_TEXT.retry}
            onRetry={() => void store.load()}
          />
        </Stack>
      )}
      {list.status === 'ready' && (
        <>
          <ul className={styles.list} aria-label={TEXT.sessionsLabel}>
            {store.sessions.map((session) => (
              <SessionRow key={session.id} session={session} store={store} />
            ))}
          </ul>
          {store.hasOthers ? (
            <div>
              <Button variant="secondary" onPress={() => store.askSignOutOthers()}>
                {TEXT.signOutOthers}
              </Button>
            </div>
          ) : (
            <p className={profileStyles.muted}>{TEXT.onlyThisDevice}</p>
          )}
        </>
      )}
    </section>
  );
});

const SessionRow = observer(function SessionRow({
  session,
  store,
}: {
  session: Session;
  store: SessionsStore;
}) {
  const name = sessionName(session);
  const signOut = async () => {
    if (await store.signOut(session)) focusById(SESSIONS_HEADING_ID);
  };
  return (
    <li className={styles.item}>
      <div className={styles.itemBody}>
        <h3 className={styles.itemHeading}>
          {name}
          {session.current && ' '}
          {session.current && (
            <StatusTag tone="success" size="sm">
              {TEXT.thisDevice}
            </StatusTag>
          )}
        </h3>
        <ul className={styles.facts}>
          <DatedFact iso={session.signedInAt} text={TEXT.signedInOn} />
          <DatedFact iso={session.lastActiveAt} text={TEXT.lastActiveOn} />
        </ul>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="small"
          aria-label={TEXT.signOutLabel(name)}
          isPending={store.signingOut === session.id}
          isDisabled={store.signingOut !== null && store.signingOut !== session.id}
          onPress={() => void signOut()}
        >
          {TEXT.signOut}
        </Button>
      )}
    </li>
  );
});

const SignOutOthersDialog = observer(function SignOutOthersDialog({
  store,
}: {
  store: SessionsStore;
}) {
  const signOutOthers = async () => {
    if (await store.signOutOthers()) focusById(SESSIONS_HEADING_ID);
  };
  return (
    <AlertDialog
      title={TEXT.signOutOthersTitle}
      confirmLabel={TEXT.signOutOthers}
      variant="danger"
      isOpen={store.confirmingOthers}
      isPending={store.othersPending}
      closeOnConfirm={false}
      onConfirm={() => void signOutOthers()}
      onCancel={() => store.cancelSignOutOthers()}
      onOpenChange={(open) => {
        if (!open) store.cancelSignOutOthers();
      }}
    >
      {TEXT.signOutOthersBody}
    </AlertDialog>
  );
});
