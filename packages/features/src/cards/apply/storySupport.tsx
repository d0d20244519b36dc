import type { Decorator } from '@storybook/react-vite';
import type { User } from '@axia/core';
import { ServicesStory } from '../../kit/storySupport';
import { cardResponses, cardUser } from './fixtures';

// Story helpers of the card list, the order wizard and PaymentSourceField (stories only): fake services answering
// the card calls from the samples.

export interface CardStoryParameters {
  /** The customer (default: Seattle, CARD on). */
  user?: User;
  /** Answers over the samples' (cardResponses). */
  responses?: Record<string, unknown>;
  /** The memory router's path and route (default /cards). */
  path?: string;
  route?: string;
}

/** Fake services per the story's `cards` parameters, in a memory router, inside the main landmark. */
export const withCards: Decorator = (Story, context) => {
  const {
    user = cardUser,
    responses = {},
    path = '/cards',
    route,
  } = (context.parameters.cards ?? {}) as CardStoryParameters;
  return (
    <ServicesStory
      options={{
        responses: cardResponses({ getUser: user, ...responses }),
        session: { user },
      }}
      path={path}
      route={route}
      main={{ id: 'main', style: { padding: 24, maxWidth: 1100 } }}
    >
      <Story />
    </ServicesStory>
  );
};

export const cardParams = (cards: CardStoryParameters) => ({ cards });
