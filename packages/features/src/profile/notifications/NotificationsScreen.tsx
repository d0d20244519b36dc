import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Button, Checkbox, Skeleton, SkeletonText, Stack } from '@axia/design-system';
import { ReadFailed, useServices } from '../../kit';
import { ProfileLayout } from '../layout/ProfileLayout';
import { COMMON_TEXT, NOTIFICATIONS_TEXT as TEXT } from '../messages';
import { NotificationsStore } from './NotificationsStore';

export interface NotificationsViewProps {
  store?: NotificationsStore;
}

/** /notifications (seed 002 §2, §8): 'Notify me on account login', Save. */
export const NotificationsView = observer(function NotificationsView({
  store: given,
}: NotificationsViewProps) {
  const { api, notify } = useServices();
  const [store] = useState(() => given ?? new NotificationsStore({ api, notify }));
  useEffect(() => {
    if (!given) void store.load();
  }, [given, store]);

  const read = store.read;
  return (
    <ProfileLayout title={TEXT.title} description={TEXT.description}>
      {read.status === 'loading' ? (
        <Skeleton label={COMMON_TEXT.loading}>
          <SkeletonText lines={2} />
        </Skeleton>
      ) : read.status === 'failed' ? (
        <Stack gap="sm">
          <p>{TEXT.readFailed}</p>
          <ReadFailed
            message={read.message}
            retryLabel={COMMON_TEXT.retry}
            onRetry={() => void store.load()}
          />
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void store.save();
          }}
        >
          <Stack gap="lg">
            <Checkbox isSelected={store.onLogin} onChange={(on) => store.setOnLogin(on)}>
              {TEXT.notifyOnLogin}
            </Checkbox>
            <div>
              <Button type="submit" isPending={store.saving}>
                {COMMON_TEXT.save}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </ProfileLayout>
  );
});

export function NotificationsScreen() {
  return <NotificationsView />;
}
