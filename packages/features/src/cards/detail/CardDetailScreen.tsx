import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { CARD_MESSAGES, type Card } from '@axia/core';
import { Icon, Link, PageHeader, Tabs } from '@axia/design-system';
import { DetailStates, useLiveReload, useServices } from '../../kit';
import { CARDS_PATH } from '../paths';
import { ActivatePhysicalDialog } from './ActivatePhysicalDialog';
import { CardActionsTab } from './CardActionsTab';
import { CardDetailStore, type DetailTab, type Outcome } from './CardDetailStore';
import { CardHeader, useSecureDetails } from './CardHeader';
import { CardStatement, CardStatementStore } from './CardStatement';
import { CardSummary } from './CardSummary';
import { ConfirmStatusDialog } from './ConfirmStatusDialog';
import * as styles from './detail.css';
import { LoadCardDialog } from './LoadCardDialog';
import { DETAIL_TEXT } from './messages';
import { PhysicalOrderedDialog } from './PhysicalOrderedDialog';
import { PinDialog } from './PinDialog';
import { RequestPhysicalDialog } from './RequestPhysicalDialog';
import { TrackPackageDialog } from './TrackPackageDialog';

export type CardDialog =
  | 'load'
  | 'activate'
  | 'suspend'
  | 'pin'
  | 'request-physical'
  | 'physical-ordered'
  | 'track'
  | 'activate-physical'
  | null;

export interface CardDetailViewProps {
  /** A store made outside (stories and tests); by default one for the route's card. */
  store?: CardDetailStore;
  /** The app's clock; stories and tests pin it (the statement's current month, the print timestamp). */
  clock?: () => Date;
  /** Open this dialog at once (stories). */
  initialDialog?: CardDialog;
  /** The print itself (tests). */
  print?: () => void;
}

const backLink = (
  <Link href={CARDS_PATH} variant="standalone">
    <Icon name="chevronLeft" size="1em" /> {DETAIL_TEXT.back}
  </Link>
);

/**
 * /cards/{cardId} (seed 002 §2 Cards, §4, §5, §8, §9): the card image with Show/Hide Details, the balance, the status
 * badge, the status actions (Load, Activate, Suspend, Show PIN) or the support message, and the Transactions, Summary
 * and Actions tabs, with their modals.
 */
export const CardDetailView = observer(function CardDetailView({
  store: given,
  clock,
  initialDialog = null,
  print,
}: CardDetailViewProps) {
  const { cardId = '' } = useParams();
  const services = useServices();
  const { api, notify } = services;
  const [store] = useState(
    () => given ?? new CardDetailStore(api, cardId, services.session.user?.features ?? []),
  );
  const [statement] = useState(
    () =>
      new CardStatementStore(api, store.cardId, clock, (message) =>
        notify({ tone: 'error', title: message }),
      ),
  );
  const [dialog, setDialog] = useState<CardDialog>(initialDialog);
  const heading = useRef<HTMLHeadingElement>(null);
  const showError = (message: string) => notify({ tone: 'error', title: message });
  const secure = useSecureDetails(api, store.cardId, showError);

  useEffect(() => {
    if (store.card.status === 'loading') void store.load();
  }, [store]);
  // This card changed, or a card transaction moved its balance (issue 31): read it again in place.
  useLiveReload(
    ['card', 'transaction'],
    () => void store.load({ quiet: true }),
    (event) =>
      event.type === 'card'
        ? event.entityId === store.cardId
        : (event.transaction?.type.startsWith('CARD_') ?? false),
  );

  // After an action the button that opened the dialog may be gone (an activated card has no Activate): focus the
  // page's heading then, so focus is not lost on the body.
  const keepFocus = () =>
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) heading.current?.focus();
    });

  const closeDialog = () => {
    setDialog(null);
    keepFocus();
  };

  const changed = (outcome: Outcome) => {
    setDialog(null);
    notify({ tone: outcome.status === 'done' ? 'success' : 'error', title: outcome.message });
    keepFocus();
  };

  /** A money-moving action went through: the card as answered, then read again; the sources' balances changed. */
  const moved = (card: Card | null) => {
    if (card) store.replace(card);
    void store.load({ quiet: true });
    void services.accounts.refresh();
  };

  const card = store.value;
  const actions = store.actions;
  let body;
  if (card && actions) {
    body = (
      <>
        <CardHeader
          card={card}
          actions={actions}
          secure={secure}
          changing={store.changing}
          onLoad={() => setDialog('load')}
          onActivate={() => setDialog('activate')}
          onSuspend={() => setDialog('suspend')}
          onShowPin={() => setDialog('pin')}
        />
        <Tabs<DetailTab>
          aria-label={DETAIL_TEXT.tabs}
          selectedKey={store.tab}
          onSelectionChange={(tab) => store.setTab(tab)}
          tabs={[
            {
              id: 'transactions',
              label: DETAIL_TEXT.transactions,
              panel: <CardStatement store={statement} print={print} />,
            },
            { id: 'summary', label: DETAIL_TEXT.summary, panel: <CardSummary card={card} /> },
            {
              id: 'actions',
              label: DETAIL_TEXT.actions,
              panel: (
                <CardActionsTab
                  card={card}
                  canRequestPhysical={store.canRequestPhysical}
                  canTrack={store.canTrack}
                  canActivatePhysical={store.canActivatePhysical}
                  onRequestPhysical={() => setDialog('request-physical')}
                  onTrack={() => setDialog('track')}
                  onActivatePhysical={() => setDialog('activate-physical')}
                />
              ),
            },
          ]}
        />
        {dialog === 'load' && actions.load && (
          <LoadCardDialog
            api={api}
            card={card}
            onLoaded={(loaded) => {
              setDialog(null);
              notify({ tone: 'success', title: CARD_MESSAGES.loaded });
              moved(loaded);
              void statement.load();
              keepFocus();
            }}
            onClose={closeDialog}
          />
        )}
        {(dialog === 'activate' || dialog === 'suspend') && (
          <ConfirmStatusDialog
            change={dialog}
            isPending={store.changing !== null}
            onConfirm={() =>
              void (dialog === 'activate' ? store.activate() : store.suspend()).then(changed)
            }
            onClose={closeDialog}
          />
        )}
        {dialog === 'pin' && (
          <PinDialog api={api} cardId={card.id} onError={showError} onClose={closeDialog} />
        )}
        {dialog === 'request-physical' && (
          <RequestPhysicalDialog
            api={api}
            card={card}
            courierEnabled={store.courierEnabled}
            onRequested={(updated) => {
              notify({ tone: 'success', title: CARD_MESSAGES.physicalRequested });
              moved(updated);
              setDialog('physical-ordered');
            }}
            onError={showError}
            onClose={closeDialog}
          />
        )}
        {dialog === 'physical-ordered' && (
          <PhysicalOrderedDialog cardId={card.id} onClose={closeDialog} />
        )}
        {dialog === 'track' && (
          <TrackPackageDialog
            api={api}
            cardId={card.id}
            onError={showError}
            onClose={closeDialog}
          />
        )}
        {dialog === 'activate-physical' && (
          <ActivatePhysicalDialog
            api={api}
            cardId={card.id}
            onActivated={(updated) => {
              setDialog(null);
              notify({ tone: 'success', title: CARD_MESSAGES.physicalActivated });
              store.replace(updated);
              keepFocus();
            }}
            onClose={closeDialog}
          />
        )}
      </>
    );
  } else {
    body = (
      <DetailStates
        read={store.card}
        text={DETAIL_TEXT}
        skeletonLines={8}
        onRetry={() => void store.load()}
      />
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title={DETAIL_TEXT.title} backLink={backLink} headingRef={heading} />
      {body}
    </div>
  );
});

export function CardDetailScreen() {
  // One page per card: another card's route starts afresh (and drops the secure details).
  const { cardId = '' } = useParams();
  return <CardDetailView key={cardId} />;
}
