import { useId } from 'react';
import {
  CARD_STATUS_LABELS,
  CARD_STATUS_TONES,
  cardStatusOf,
  decimalsFor,
  type Card,
  type cardActions,
} from '@axia/core';
import { Amount, Banner, Button, Icon, StatusTag } from '@axia/design-system';
import { CardFace } from '../../components/CardFace';
import * as styles from '../detail.css';
import { DETAIL_TEXT } from '../messages';
import type { UseSecureDetails } from './useSecureDetails';

export interface CardHeaderProps {
  card: Card;
  actions: ReturnType<typeof cardActions>;
  /** The secure details (useSecureDetails: component state only). */
  secure: UseSecureDetails;
  onLoad: () => void;
  onActivate: () => void;
  onSuspend: () => void;
  onShowPin: () => void;
  /** A status change in flight. */
  changing?: 'activate' | 'suspend' | null;
}

/**
 * The page's header (seed 002 §2, §4): the card image with Show/Hide Details, the balance in the card currency's
 * decimals, the status badge in the §4 colours, Load (ACTIVE), Activate (INACTIVE), Suspend and Show PIN (ACTIVE), and
 * the support message of a SUSPENDED, LOST, STOLEN or EXPIRED card.
 */
export function CardHeader({
  card,
  actions,
  secure,
  onLoad,
  onActivate,
  onSuspend,
  onShowPin,
  changing = null,
}: CardHeaderProps) {
  const faceId = useId();
  const status = cardStatusOf(card.status);
  const { details } = secure;
  const shown = details.status === 'shown';
  return (
    <div className={styles.header}>
      <div className={styles.faceColumn}>
        <CardFace id={faceId} card={card} secure={shown ? details.data : null} />
        {actions.showDetails ? (
          <>
            <div className={styles.row}>
              <Button
                variant="secondary"
                aria-expanded={details.status !== 'hidden'}
                aria-controls={faceId}
                icon={<Icon name={shown ? 'eyeOff' : 'eye'} />}
                onPress={() => secure.toggle()}
              >
                {details.status === 'hidden' ? DETAIL_TEXT.showDetails : DETAIL_TEXT.hideDetails}
              </Button>
            </div>
            <p className={styles.note} role="status">
              {details.status === 'loading'
                ? DETAIL_TEXT.detailsLoading
                : shown
                  ? DETAIL_TEXT.detailsHiddenAgain
                  : ''}
            </p>
          </>
        ) : (
          // A lost, stolen or expired card's details are gone at the issuer, a suspended one's withheld until it is
          // active again: say so instead of a failing button.
          <p className={styles.note}>
            {status === 'SUSPENDED' ? DETAIL_TEXT.detailsSuspended : DETAIL_TEXT.detailsUnavailable}
          </p>
        )}
      </div>
      <div className={styles.info}>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.balanceLabel}>{DETAIL_TEXT.balance}</dt>
            <dd className={styles.balance}>
              <Amount
                value={card.balance}
                currency={card.currency}
                decimals={decimalsFor(card.currency)}
                size="xl"
              />
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.balanceLabel}>{DETAIL_TEXT.status}</dt>
            <dd className={styles.factValue}>
              <StatusTag tone={CARD_STATUS_TONES[status]}>{CARD_STATUS_LABELS[status]}</StatusTag>
            </dd>
          </div>
        </dl>
        {(actions.load || actions.activate || actions.suspend || actions.showPin) && (
          <div className={styles.row}>
            {actions.load && (
              <Button icon={<Icon name="plus" />} onPress={onLoad}>
                {DETAIL_TEXT.load}
              </Button>
            )}
            {actions.activate && (
              <Button isPending={changing === 'activate'} onPress={onActivate}>
                {DETAIL_TEXT.activate}
              </Button>
            )}
            {actions.showPin && (
              <Button variant="secondary" onPress={onShowPin}>
                {DETAIL_TEXT.showPin}
              </Button>
            )}
            {actions.suspend && (
              <Button variant="secondary" isPending={changing === 'suspend'} onPress={onSuspend}>
                {DETAIL_TEXT.suspend}
              </Button>
            )}
          </div>
        )}
        {actions.supportMessage && (
          <Banner header={CARD_STATUS_LABELS[status]} tone="warning" headingLevel={2}>
            {actions.supportMessage}
          </Banner>
        )}
      </div>
    </div>
  );
}
