import type { Decorator } from '@storybook/react-vite';
import { ServicesStory } from '../../kit/storySupport';
import { buyResponses, giftCardUser } from './fixtures';

// Story helpers of the purchase wizard (stories only): fake services answering its calls from the samples.

/** Fake services per the story's `giftCardBuy` parameters (answers over buyResponses), in a memory router. */
export const withGiftCardBuy: Decorator = (Story, context) => {
  const responses = (context.parameters.giftCardBuy ?? {}) as Record<string, unknown>;
  return (
    <ServicesStory
      options={{ responses: buyResponses(responses), session: { user: giftCardUser } }}
      path="/gift-cards/buy"
      main={{ id: 'main', style: { padding: 24, maxWidth: 1100 } }}
    >
      <Story />
    </ServicesStory>
  );
};

export const buyParams = (responses: Record<string, unknown>) => ({ giftCardBuy: responses });
