import type { Decorator } from '@storybook/react-vite';
import type { GiftCardRecord, TransportRequest, User } from '@axia/core';
import { ServicesStory } from '../../kit/storySupport';
import { giftCardPage, giftCardUser, listGiftCards } from './fixtures';

// Story helpers of the gift-card list and detail (stories only): fake services answering the gift-card calls.

export interface GiftCardStoryParameters {
  /** The customer (default: MENU_GIFT_CARDS and GIFT_CARD on). */
  user?: User;
  /** Answers over the defaults (giftCardResponses). */
  responses?: Record<string, unknown>;
  /** The memory router's path and route (default /gift-cards). */
  path?: string;
  route?: string;
}

/**
 * The gift-card calls answered from `records`: the list filtered by archive and search (id or product name) and paged,
 * one order by id (404 otherwise), and archive flipping the flag.
 */
export function giftCardResponses(
  records: readonly GiftCardRecord[] = listGiftCards,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  let all = [...records];
  return {
    getGiftCards: (request: TransportRequest) => {
      const query = request.query ?? {};
      const search = String(query.search ?? '').toLowerCase();
      const archived = query.archive === 'true';
      const offset = Number(query.offset ?? 0);
      const limit = Number(query.limit ?? 50);
      const matching = all.filter(
        (record) =>
          record.archive === archived &&
          (!search ||
            record.id.toLowerCase().includes(search) ||
            record.productName.toLowerCase().includes(search)),
      );
      return giftCardPage(matching.slice(offset, offset + limit), matching.length);
    },
    getGiftCard: (request: TransportRequest) => {
      const id = decodeURIComponent(request.path.split('/').pop() ?? '');
      const record = all.find((candidate) => candidate.id === id);
      return record
        ? record
        : Promise.reject(Object.assign(new Error('Gift card order not found'), { status: 404 }));
    },
    archiveGiftCard: (request: TransportRequest) => {
      const { id, archive } = request.body as { id: string; archive: boolean };
      all = all.map((record) => (record.id === id ? { ...record, archive } : record));
      return all.find((record) => record.id === id);
    },
    ...overrides,
  };
}

/** Fake services per the story's `giftCards` parameters, in a memory router, inside the main landmark. */
export const withGiftCards: Decorator = (Story, context) => {
  const {
    user = giftCardUser,
    responses = giftCardResponses(),
    path = '/gift-cards',
    route,
  } = (context.parameters.giftCards ?? {}) as GiftCardStoryParameters;
  return (
    <ServicesStory
      options={{ responses, session: { user } }}
      path={path}
      route={route}
      main={{ id: 'main', style: { padding: 24, maxWidth: 1100 } }}
    >
      <Story />
    </ServicesStory>
  );
};

export const giftCardParams = (giftCards: GiftCardStoryParameters) => ({ giftCards });

/** The detail page of `record` (answered with `records`, `overrides` replacing some calls). */
export const detailParams = (
  id: string,
  records: readonly GiftCardRecord[],
  overrides: Record<string, unknown> = {},
) =>
  giftCardParams({
    responses: giftCardResponses(records, overrides),
    path: `/gift-cards/${id}`,
    route: '/gift-cards/:giftCardId',
  });
