import type { Decorator } from '@storybook/react-vite';
import { ServicesStory } from '../../kit/storySupport';
import type { FakeServicesOptions } from '../../kit/testing';
import { sampleTokenAccounts } from './fixtures';

// Story helpers for the token wallet and network deposit screens (stories only).

export { announcementsExpired, forever } from '../../kit/storySupport';

/** A story decorator: fake services (the sample accounts), and a memory router at `path` matched by `route`. */
export const withDepositServices =
  (options: FakeServicesOptions, path: string, route = path): Decorator =>
  (Story) => (
    <ServicesStory
      options={{ ...options, accounts: { accounts: sampleTokenAccounts, ...options.accounts } }}
      path={path}
      route={route}
      main={{ id: 'main' }}
    >
      <Story />
    </ServicesStory>
  );
