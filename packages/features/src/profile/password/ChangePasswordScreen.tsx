import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { Button, PasswordField, Stack } from '@axia/design-system';
import { focusFirstInvalid, useServices } from '../../kit';
import { ProfileLayout } from '../layout/ProfileLayout';
import { COMMON_TEXT, PASSWORD_TEXT as TEXT } from '../messages';
import * as styles from '../profile.css';
import { ChangePasswordStore } from './ChangePasswordStore';

export interface ChangePasswordViewProps {
  store?: ChangePasswordStore;
}

/** /change-password (seed 002 §2, §5, §8): old, new and confirm password, Save. */
export const ChangePasswordView = observer(function ChangePasswordView({
  store: given,
}: ChangePasswordViewProps) {
  const { auth, notify } = useServices();
  const [store] = useState(() => given ?? new ChangePasswordStore({ auth, notify }));
  const form = useRef<HTMLFormElement>(null);
  return (
    <ProfileLayout title={TEXT.title}>
      <form
        ref={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void store.save().then(() => {
            if (Object.keys(store.errors).length) focusFirstInvalid(form.current);
          });
        }}
      >
        <Stack gap="lg">
          <PasswordField
            label={TEXT.oldPassword}
            autoComplete="current-password"
            value={store.values.oldPassword}
            onChange={(value) => store.set('oldPassword', value)}
            errorMessage={store.errors.oldPassword}
            isRequired
          />
          <PasswordField
            label={TEXT.newPassword}
            description={TEXT.newPasswordDescription}
            autoComplete="new-password"
            value={store.values.newPassword}
            onChange={(value) => store.set('newPassword', value)}
            errorMessage={store.errors.newPassword}
            isRequired
          />
          <PasswordField
            label={TEXT.confirmPassword}
            autoComplete="new-password"
            value={store.values.confirmPassword}
            onChange={(value) => store.set('confirmPassword', value)}
            errorMessage={store.errors.confirmPassword}
            isRequired
          />
          <p className={styles.error} role="alert">
            {store.failure ?? ''}
          </p>
          <div>
            <Button type="submit" isPending={store.saving}>
              {COMMON_TEXT.save}
            </Button>
          </div>
        </Stack>
      </form>
    </ProfileLayout>
  );
});

export function ChangePasswordScreen() {
  return <ChangePasswordView />;
}
