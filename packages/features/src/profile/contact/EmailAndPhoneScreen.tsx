import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, PhoneField, Skeleton, SkeletonText, Stack, TextField } from '@axia/design-system';
import { focusFirstInvalid, ReadFailed, useServices } from '../../kit';
import { SecondFactorDialog } from '../../kit/second-factor';
import { ProfileLayout } from '../layout/ProfileLayout';
import { COMMON_TEXT, EMAIL_PHONE_TEXT as TEXT } from '../messages';
import { EmailAndPhoneStore, PHONE_COUNTRIES } from './EmailAndPhoneStore';

export interface EmailAndPhoneViewProps {
  /** Starts with this state (stories and tests); by default a fresh store reading the profile. */
  store?: EmailAndPhoneStore;
}

/**
 * /email-and-phone (seed 002 §2, §4, §5, §8): the email read-only, the phone with its searchable dial code (default
 * +1), Save; a 207 opens the code dialog (the code goes to the current email; 5-minute countdown; "Didn't get a
 * verification code?" once expired), then 'The phone number and email has been updated.'.
 */
export const EmailAndPhoneView = observer(function EmailAndPhoneView({
  store: given,
}: EmailAndPhoneViewProps) {
  const { api, auth, notify } = useServices();
  const [store] = useState(
    () => given ?? new EmailAndPhoneStore({ api, notify, refreshSession: () => auth.loadUser() }),
  );
  useEffect(() => {
    if (!given) void store.load();
  }, [given, store]);
  const form = useRef<HTMLFormElement>(null);

  const profile = store.profile;
  let body: ReactNode;
  if (profile.status === 'loading') {
    body = (
      <Skeleton label={COMMON_TEXT.loading}>
        <SkeletonText lines={3} />
      </Skeleton>
    );
  } else if (profile.status === 'failed') {
    body = (
      <ReadFailed
        message={profile.message}
        retryLabel={COMMON_TEXT.retry}
        onRetry={() => void store.load()}
      />
    );
  } else {
    body = (
      <form
        ref={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void store.save().then(() => {
            if (store.phoneError) focusFirstInvalid(form.current);
          });
        }}
      >
        <Stack gap="lg">
          <TextField
            label={TEXT.email}
            description={TEXT.emailDescription}
            value={profile.value.email}
            isReadOnly
            type="email"
          />
          <PhoneField
            label={TEXT.phone}
            countryCodeLabel={TEXT.dialCode}
            countries={PHONE_COUNTRIES}
            value={store.phone}
            onChange={(phone) => store.setPhone(phone)}
            errorMessage={store.phoneError ?? undefined}
            isRequired
            name="phoneNumber"
          />
          <div>
            <Button type="submit" isPending={store.saving}>
              {COMMON_TEXT.save}
            </Button>
          </div>
        </Stack>
      </form>
    );
  }
  return (
    <ProfileLayout title={TEXT.title}>
      {body}
      <SecondFactorDialog flow={store.flow} description={TEXT.codeDescription} />
    </ProfileLayout>
  );
});

export function EmailAndPhoneScreen() {
  return <EmailAndPhoneView />;
}
