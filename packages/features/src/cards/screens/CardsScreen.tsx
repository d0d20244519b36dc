import type { BankEvent } from '@axia/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  CARD_STATUS_LABELS,
  CARD_STATUS_TONES,
  cardStatusOf,
  decimalsFor,
  type Card,
} from '@axia/core';
import {
  Amount,
  Button,
  EmptyState,
  PageHeader,
  Skeleton,
  SkeletonText,
  Stack,
  StatusTag,
} from '@axia/design-system';
import { useLiveReload, useServices } from '../../kit';
import { CardFace } from '../components/CardFace';
import { ReadFailed } from '../components/ReadFailed';
import { CARD_APPLY_PATH, cardPath } from '../paths';
import { CardsStore } from './CardsStore';
import { LIST_TEXT as TEXT } from './messages';
import * as styles from './CardsScreen.css';

export interface CardsViewProps {
  /** Starts with this state (stories and tests); a fresh list reading the cards by default. */
  store?: CardsStore;
}

/**
 * /cards (seed 002 §2 Cards): a tile per card (its image, currency, balance and §4 status colour) linking to
 * /cards/{id}; the empty state's Order Card, or Order new card when no card is ACTIVE. Order Card checks the card
 * feature (off: greyed, still focusable, with 'This service is temporarily unavailable, please try again later.' tied
 * to it) and the country ('Card service is not available in your country at the moment.'), then opens /cards/apply.
 */
/** A card's own event, or a transaction of a card (a payment, a load, a refund). */
const isCardEvent = (event: BankEvent) =>
  event.type === 'card' || (event.transaction?.type.startsWith('CARD_') ?? false);

export const CardsView = observer(function CardsView({ store: given }: CardsViewProps) {
  const { api, session, navigate } = useServices();
  const [store] = useState(() => given ?? new CardsStore(api, session.user?.features ?? []));
  useEffect(() => {
    if (!given) void store.load();
  }, [given, store]);
  // A card's status or balance changed (issue 31: issued, charged, loaded): the tiles follow, in place.
  useLiveReload(['card', 'transaction'], () => void store.load({ quiet: true }), isCardEvent);

  const order = async () => {
    if (await store.checkOrder()) navigate(CARD_APPLY_PATH);
  };

  return (
    <Stack gap="xl">
      <PageHeader title={TEXT.title} description={TEXT.description} />
      {store.cards.status === 'loading' ? (
        <Skeleton label={TEXT.loading}>
          <SkeletonText lines={4} />
        </Skeleton>
      ) : store.cards.status === 'failed' ? (
        <ReadFailed
          message={store.cards.message}
          retryLabel={TEXT.retry}
          onRetry={() => void store.load()}
        />
      ) : store.cards.value.length === 0 ? (
        <EmptyState
          title={TEXT.emptyTitle}
          description={TEXT.emptyDescription}
          icon="card"
          headingLevel={2}
        >
          <OrderButton store={store} label={TEXT.orderCard} onOrder={order} />
        </EmptyState>
      ) : (
        <Stack gap="lg">
          <ul className={styles.tiles} aria-label={TEXT.listLabel}>
            {store.cards.value.map((card) => (
              <li key={card.id}>
                <CardTile card={card} />
              </li>
            ))}
          </ul>
          {store.orderOffer === 'orderNewCard' && (
            <Stack gap="sm">
              <p className={styles.muted}>{TEXT.noActive}</p>
              <OrderButton store={store} label={TEXT.orderNewCard} onOrder={order} />
            </Stack>
          )}
        </Stack>
      )}
    </Stack>
  );
});

/** Order Card / Order new card with the reason it cannot be used, tied to it (aria-describedby) and announced. */
const OrderButton = observer(function OrderButton({
  store,
  label,
  onOrder,
}: {
  store: CardsStore;
  label: string;
  onOrder: () => Promise<void>;
}) {
  const noticeId = useId();
  const offId = useId();
  const describedBy = [!store.serviceOn && offId, store.notice && noticeId]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.order}>
      <Button
        aria-disabled={store.serviceOn ? undefined : 'true'}
        isPending={store.checking}
        aria-describedby={describedBy || undefined}
        onPress={() => void onOrder()}
      >
        {label}
      </Button>
      {!store.serviceOn && (
        <p id={offId} className={styles.muted}>
          {TEXT.serviceOff}
        </p>
      )}
      <div role="status" aria-live="polite">
        {store.notice && store.notice !== TEXT.serviceOff && (
          <p id={noticeId} className={styles.error}>
            {store.notice}
          </p>
        )}
      </div>
    </div>
  );
});

/** One card: its image, currency, balance and status; the whole tile links to /cards/{id}. */
function CardTile({ card }: { card: Card }) {
  const status = cardStatusOf(card.status);
  return (
    <RouterLink to={cardPath(card.id)} className={styles.tile}>
      <CardFace card={card} />
      <span className={styles.tileFacts}>
        <span>
          <span className={styles.muted}>{TEXT.balance} </span>
          <Amount
            value={card.balance}
            currency={card.currency}
            decimals={decimalsFor(card.currency)}
          />
        </span>
        <StatusTag tone={CARD_STATUS_TONES[status]}>{CARD_STATUS_LABELS[status]}</StatusTag>
      </span>
    </RouterLink>
  );
}

export function CardsScreen() {
  return <CardsView />;
}
