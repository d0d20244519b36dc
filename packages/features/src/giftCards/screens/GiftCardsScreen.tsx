import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  GIFT_CARD_LIMITS,
  GIFT_CARD_STATUS_LABELS,
  GIFT_CARD_STATUS_TONES,
  type GiftCardRecord,
} from '@axia/core';
import {
  Amount,
  Button,
  EmptyState,
  Icon,
  PageHeader,
  Pagination,
  SearchField,
  Skeleton,
  SkeletonText,
  Stack,
  StatusTag,
  Switch,
  VisuallyHidden,
} from '@axia/design-system';
import { ReadFailed, useLiveReload, useServices } from '../../kit';
import { readableDateTime } from '../../kit/dates';
import { GIFT_CARD_BUY_PATH, giftCardPath } from '../paths';
import { GiftCardsStore } from './GiftCardsStore';
import { LIST_TEXT as TEXT } from './messages';
import * as styles from './GiftCardsScreen.css';

export interface GiftCardsViewProps {
  /** Starts with this state (stories and tests); a fresh list reading the orders by default. */
  store?: GiftCardsStore;
}

/**
 * /gift-cards (seed 001 §2 Gift cards, §4, §9): 'Buy Gift Card' (GIFT_CARD off: greyed, still focusable, with 'This
 * service is temporarily unavailable, please try again later.' tied to it), the search (by id or product name, sent
 * once typing pauses), the archived toggle, a tile per order (product name and image, face value, status
 * PROCESSED green / PENDING grey / FAILED red, the date bought, the id) linking to /gift-cards/{id}, 50 a page.
 */
export const GiftCardsView = observer(function GiftCardsView({ store: given }: GiftCardsViewProps) {
  const { api, session } = useServices();
  const [store] = useState(() => given ?? new GiftCardsStore(api, session.user?.features ?? []));
  useEffect(() => {
    if (!given) void store.load();
    return () => store.dispose();
  }, [given, store]);
  // An order processed or failed (issue 31): the list follows, in place.
  useLiveReload(['giftCard'], () => void store.load({ quiet: true }));

  const list = store.list;
  let body;
  if (list.status === 'loading') {
    body = (
      <Skeleton label={TEXT.loading}>
        <SkeletonText lines={4} />
      </Skeleton>
    );
  } else if (list.status === 'failed') {
    body = (
      <ReadFailed
        message={list.message}
        retryLabel={TEXT.retry}
        onRetry={() => void store.load()}
      />
    );
  } else if (store.emptyKind) {
    const kind = store.emptyKind;
    body = (
      <EmptyState
        title={
          kind === 'noMatch'
            ? TEXT.noMatchTitle
            : kind === 'noArchived'
              ? TEXT.emptyArchivedTitle
              : TEXT.emptyTitle
        }
        description={
          kind === 'noMatch'
            ? TEXT.noMatchDescription(store.search)
            : kind === 'noArchived'
              ? TEXT.emptyArchivedDescription
              : TEXT.emptyDescription
        }
        icon={kind === 'noMatch' ? 'search' : 'gift'}
        headingLevel={2}
      />
    );
  } else {
    body = (
      <Stack gap="lg">
        <ul className={styles.tiles} aria-label={TEXT.listLabel}>
          {list.value.data.map((record) => (
            <li key={record.id}>
              <GiftCardTile record={record} />
            </li>
          ))}
        </ul>
        {list.value.totalCount > GIFT_CARD_LIMITS.pageSize && (
          <Pagination
            aria-label={TEXT.pagination}
            page={store.page}
            pageCount={store.pageCount}
            onPageChange={(page) => store.setPage(page)}
          />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <PageHeader
        title={TEXT.title}
        description={TEXT.description}
        actions={<BuyGiftCard on={store.buyOn} />}
      />
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <SearchField
            label={TEXT.search}
            description={TEXT.searchDescription}
            value={store.searchInput}
            maxLength={100}
            onChange={(text) => store.typeSearch(text)}
            onSubmit={(text) => store.submitSearch(text)}
            onClear={() => store.submitSearch('')}
          />
        </div>
        <Switch isSelected={store.archived} onChange={(on) => store.setArchived(on)}>
          {TEXT.archived}
        </Switch>
      </div>
      {body}
      <VisuallyHidden>
        <p role="status">{list.status === 'ready' ? TEXT.count(list.value.totalCount) : ''}</p>
      </VisuallyHidden>
    </Stack>
  );
});

/**
 * 'Buy Gift Card': a link to /gift-cards/buy with the GIFT_CARD flag; without it a greyed, focusable button that
 * goes nowhere, with §8's 'This service is temporarily unavailable, please try again later.' tied to it.
 */
function BuyGiftCard({ on }: { on: boolean }) {
  const offId = useId();
  if (on)
    return (
      <RouterLink to={GIFT_CARD_BUY_PATH} className={styles.buyLink}>
        <Icon name="plus" size={18} />
        {TEXT.buy}
      </RouterLink>
    );
  return (
    <div className={styles.buy}>
      <Button aria-disabled="true" aria-describedby={offId} onPress={() => {}}>
        {TEXT.buy}
      </Button>
      <p id={offId} className={styles.muted}>
        {TEXT.serviceOff}
      </p>
    </div>
  );
}

/**
 * One order, named by what was bought (issue 43: its id read as its name): the product, its face value and status,
 * and when it was bought; the order id is shown small and read as the link's description, not its name. The image
 * is decorative (the name is beside it). Links to its page.
 */
function GiftCardTile({ record }: { record: GiftCardRecord }) {
  const orderId = useId();
  return (
    <RouterLink to={giftCardPath(record.id)} className={styles.tile} aria-describedby={orderId}>
      <img className={styles.image} src={record.productImage} alt="" width={72} height={45} />
      <span className={styles.tileText}>
        <span className={styles.name}>{record.productName}</span>{' '}
        <span className={styles.tileFacts}>
          <span>
            <VisuallyHidden>{TEXT.faceValue}</VisuallyHidden>{' '}
            <Amount
              value={record.faceValue}
              currency={record.faceValueCurrency}
              decimals={GIFT_CARD_LIMITS.decimals}
            />
          </span>{' '}
          <StatusTag tone={GIFT_CARD_STATUS_TONES[record.status]}>
            {GIFT_CARD_STATUS_LABELS[record.status]}
          </StatusTag>
        </span>{' '}
        <span className={styles.muted}>{TEXT.bought(readableDateTime(record.createdAt))}</span>
        <span id={orderId} className={`${styles.muted} ${styles.orderId}`} aria-hidden="true">
          {TEXT.order(record.id)}
        </span>
      </span>
    </RouterLink>
  );
}

export function GiftCardsScreen() {
  return <GiftCardsView />;
}
