import type { Decorator } from '@storybook/react-vite';
import type { Account, User } from '@axia/core';
import { ServicesStory } from '../kit/storySupport';
import { stakingAccounts, stakingResponses, stakingUser } from './fixtures';

// Story helpers of the staking screens (stories only): fake services answering the staking calls from the samples.

export interface StakingStoryParameters {
  /** The customer (default: every staking flag on). */
  user?: User;
  /** The accounts view's accounts (default: the samples, AXC wallets among them). */
  accounts?: readonly Account[];
  /** Answers over the samples' (stakingResponses). */
  responses?: Record<string, unknown>;
  /** The memory router's path and route (default /stakings). */
  path?: string;
  route?: string;
}

/** Fake services per the story's `stakings` parameters, in a memory router, inside the main landmark. */
export const withStakings: Decorator = (Story, context) => {
  const {
    user = stakingUser,
    accounts = stakingAccounts,
    responses = {},
    path = '/stakings',
    route,
  } = (context.parameters.stakings ?? {}) as StakingStoryParameters;
  return (
    <ServicesStory
      options={{
        responses: stakingResponses(responses),
        session: { user },
        accounts: { accounts },
      }}
      path={path}
      route={route}
      main={{ id: 'main', style: { padding: 24, maxWidth: 1100 } }}
    >
      <Story />
    </ServicesStory>
  );
};
