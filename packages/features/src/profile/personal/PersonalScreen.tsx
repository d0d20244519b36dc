import { observer } from 'mobx-react-lite';
import { Fragment, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { PEP_STATUS_LABEL, type User } from '@axia/core';
import {
  Button,
  Dialog,
  Radio,
  RadioGroup,
  Skeleton,
  SkeletonText,
  Spinner,
  Stack,
} from '@axia/design-system';
import { ReadFailed, useServices } from '../../kit';
import { ProfileLayout } from '../layout/ProfileLayout';
import { AppearanceSection } from './AppearanceSection';
import { COMMON_TEXT, PERSONAL_TEXT as TEXT } from '../messages';
import { initials } from './avatar';
import { PersonalStore } from './PersonalStore';
import * as styles from '../profile.css';

// The crop library is a chunk of its own, loaded when the crop dialog first opens.
const AvatarCropper = lazy(() => import('./AvatarCropper'));

export interface PersonalViewProps {
  /** Starts with this state (stories and tests); by default a fresh store reading the profile. */
  store?: PersonalStore;
}

/**
 * /profile (seed 002 §2 Personal, §5 Profile photo, §8): the avatar and 'Change avatar' (an image of at most
 * 10,485,760 bytes, else 'File is too big!'; 'Please choose an image'; cropped to 390 × 295 and uploaded as AVATAR),
 * the read-only name, email, date of birth and address, and the PEP status (Save: 'Updated PEP status'); then the
 * colour theme (issue 43 #6: the Appearance section, whatever the profile read gives).
 */
export const PersonalView = observer(function PersonalView({ store: given }: PersonalViewProps) {
  const { api, auth, notify } = useServices();
  const [store] = useState(
    () => given ?? new PersonalStore({ api, notify, refreshSession: () => auth.loadUser() }),
  );
  useEffect(() => {
    if (!given) void store.load();
    return () => store.dispose();
  }, [given, store]);

  const profile = store.profile;
  let body: ReactNode;
  if (profile.status === 'loading') {
    body = (
      <Skeleton label={COMMON_TEXT.loading}>
        <SkeletonText lines={6} />
      </Skeleton>
    );
  } else if (profile.status === 'failed') {
    body = (
      <Stack gap="sm">
        <p className={styles.muted}>{TEXT.readFailed}</p>
        <ReadFailed
          message={profile.message}
          retryLabel={COMMON_TEXT.retry}
          onRetry={() => void store.load()}
        />
      </Stack>
    );
  } else {
    const user = profile.value;
    body = (
      <Stack gap="xl">
        <AvatarSection store={store} user={user} />
        <DetailsSection user={user} />
        <PepSection store={store} />
      </Stack>
    );
  }
  return (
    <ProfileLayout title={TEXT.title}>
      {body}
      <AppearanceSection />
      <CropDialog store={store} />
    </ProfileLayout>
  );
});

export function PersonalScreen() {
  return <PersonalView />;
}

const AvatarSection = observer(function AvatarSection({
  store,
  user,
}: {
  store: PersonalStore;
  user: User;
}) {
  const input = useRef<HTMLInputElement>(null);
  const name = `${user.firstName} ${user.lastName}`;
  const avatar = store.avatar;
  return (
    <section className={styles.section} aria-labelledby="profile-photo-heading">
      <h2 id="profile-photo-heading" className={styles.sectionHeading}>
        {TEXT.avatarHeading}
      </h2>
      <div className={styles.avatarRow}>
        {avatar.status === 'ready' ? (
          <img className={styles.avatar} src={avatar.url} alt={TEXT.avatarAlt(name)} />
        ) : avatar.status === 'loading' ? (
          <div className={styles.avatar}>
            <Spinner label={TEXT.avatarLoading} />
          </div>
        ) : (
          <div className={styles.avatar} role="img" aria-label={TEXT.avatarAlt(name)}>
            {initials(user.firstName, user.lastName)}
          </div>
        )}
        <Stack gap="xs">
          <div>
            <Button variant="secondary" onPress={() => input.current?.click()}>
              {TEXT.changeAvatar}
            </Button>
          </div>
          <input
            ref={input}
            type="file"
            accept="image/*"
            aria-label={TEXT.chooseImageLabel}
            tabIndex={-1}
            hidden
            onChange={(event) => {
              store.chooseFile(event.currentTarget.files?.[0]);
              // The same file chosen again still fires a change.
              event.currentTarget.value = '';
            }}
          />
          {avatar.status === 'failed' && <p className={styles.muted}>{TEXT.avatarReadFailed}</p>}
          <p className={styles.error} role="alert">
            {store.fileError ?? ''}
          </p>
        </Stack>
      </div>
    </section>
  );
});

function addressOf(user: User): string | null {
  const parts = [
    user.addressLine1,
    user.addressLine2,
    user.addressCity,
    [user.addressState, user.addressPostalCode].filter(Boolean).join(' '),
    user.addressCountry,
  ].filter((part): part is string => Boolean(part && part.trim()));
  return parts.length ? parts.join(', ') : null;
}

function DetailsSection({ user }: { user: User }) {
  const rows: [string, string | null][] = [
    [TEXT.name, `${user.firstName} ${user.lastName}`.trim() || null],
    [TEXT.email, user.email],
    [TEXT.dateOfBirth, user.dateOfBirth ?? null],
    [TEXT.address, addressOf(user)],
  ];
  return (
    <section className={styles.section} aria-labelledby="profile-details-heading">
      <h2 id="profile-details-heading" className={styles.sectionHeading}>
        {TEXT.detailsHeading}
      </h2>
      <dl className={styles.details}>
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.definition}>{value ?? TEXT.notProvided}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

const PepSection = observer(function PepSection({ store }: { store: PersonalStore }) {
  return (
    <section className={styles.section} aria-labelledby="profile-pep-heading">
      <h2 id="profile-pep-heading" className={styles.sectionHeading}>
        {TEXT.pepHeading}
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void store.savePep();
        }}
      >
        <Stack gap="md">
          <RadioGroup
            label={PEP_STATUS_LABEL}
            value={store.pepStatus ?? ''}
            onChange={(value) => store.setPepStatus(value === 'PEP' ? 'PEP' : 'NONE')}
          >
            <Radio value="NONE">{TEXT.pepNone}</Radio>
            <Radio value="PEP" description={TEXT.pepDescription}>
              {TEXT.pepPep}
            </Radio>
          </RadioGroup>
          <div>
            <Button type="submit" isPending={store.pepSaving} isDisabled={!store.pepStatus}>
              {COMMON_TEXT.save}
            </Button>
          </div>
        </Stack>
      </form>
    </section>
  );
});

const CropDialog = observer(function CropDialog({ store }: { store: PersonalStore }) {
  const source = store.cropSource;
  return (
    <Dialog
      title={TEXT.cropTitle}
      isOpen={store.cropOpen}
      isDismissable={!store.uploading}
      onOpenChange={(open) => {
        if (!open) store.closeCrop();
      }}
      footer={
        <>
          <Button
            variant="secondary"
            onPress={() => store.closeCrop()}
            isDisabled={store.uploading}
          >
            {COMMON_TEXT.cancel}
          </Button>
          <Button isPending={store.uploading} onPress={() => void store.upload()}>
            {TEXT.upload}
          </Button>
        </>
      }
    >
      <Stack gap="md">
        {source && (
          <Suspense fallback={<Spinner label={TEXT.cropLoading} />}>
            <AvatarCropper src={source.url} onCropComplete={(area) => store.setCropArea(area)} />
          </Suspense>
        )}
        <p className={styles.error} role="alert">
          {store.uploadError ?? ''}
        </p>
      </Stack>
    </Dialog>
  );
});
