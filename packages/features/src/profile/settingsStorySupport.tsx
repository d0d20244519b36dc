import type { ReactNode } from 'react';
import { fn } from 'storybook/test';
import type { User } from '@axia/core';
import type { AuthService } from '../kit';
import { ServicesStory } from '../kit/storySupport';
import { PNG_1PX, profileUser, userSetting } from './settingsFixtures';

// The profile settings' stories (stories only): fake services for the profile calls, one notify mock to assert the
// messages.

export const notify = fn().mockName('notify');

/** The profile calls answered by default: GET /user, the avatar blob, the settings. */
const profileResponses = (user: User = profileUser): Record<string, unknown> => ({
  getUser: user,
  downloadDocument: () => new Blob([PNG_1PX], { type: 'image/png' }),
  getUserSetting: userSetting({ members: true, onLogin: true }),
  registerPep: {},
});

export function ProfileStory({
  user = profileUser,
  responses = {},
  auth = {},
  path,
  children,
}: {
  user?: User;
  responses?: Record<string, unknown>;
  auth?: Partial<AuthService>;
  path: string;
  children: ReactNode;
}) {
  return (
    <ServicesStory
      options={{
        notify,
        session: { user },
        auth: { loadUser: async () => user, ...auth },
        responses: { ...profileResponses(user), ...responses },
      }}
      path={path}
      route="*"
    >
      {children}
    </ServicesStory>
  );
}
