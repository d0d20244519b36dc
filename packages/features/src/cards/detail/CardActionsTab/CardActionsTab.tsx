import { useId } from 'react';
import type { Card } from '@axia/core';
import { Button, Icon } from '@axia/design-system';
import { ACTIONS_TEXT } from '../messages';
import * as styles from './CardActionsTab.css';

export interface CardActionsTabProps {
  card: Card;
  /** CARD_FLAGS.physical and core mayRequestPhysical. */
  canRequestPhysical: boolean;
  /** A Courier delivery and CARD_FLAGS.tracking. */
  canTrack: boolean;
  /** Core mayActivatePhysical. */
  canActivatePhysical: boolean;
  onRequestPhysical: () => void;
  onTrack: () => void;
  onActivatePhysical: () => void;
}

/**
 * The Actions tab (seed 002 §2, §4 physical card flow): Request Physical Card for an ACTIVE virtual card with the
 * physical-card feature; once ordered, Track Package (Courier with the tracking feature) and Activate Physical Card.
 */
export function CardActionsTab({
  card,
  canRequestPhysical,
  canTrack,
  canActivatePhysical,
  onRequestPhysical,
  onTrack,
  onActivatePhysical,
}: CardActionsTabProps) {
  const headingId = useId();
  const status = card.isPhysical
    ? ACTIONS_TEXT.isPhysical
    : card.convertPhysicalRequested
      ? ACTIONS_TEXT.requested
      : canRequestPhysical
        ? ACTIONS_TEXT.physicalIntro
        : null;
  const any = canRequestPhysical || canTrack || canActivatePhysical;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {ACTIONS_TEXT.physical}
      </h2>
      {status && <p className={styles.text}>{status}</p>}
      {any ? (
        <div className={styles.buttons}>
          {canRequestPhysical && (
            <Button icon={<Icon name="card" />} onPress={onRequestPhysical}>
              {ACTIONS_TEXT.request}
            </Button>
          )}
          {canTrack && (
            <Button variant="secondary" onPress={onTrack}>
              {ACTIONS_TEXT.track}
            </Button>
          )}
          {canActivatePhysical && (
            <Button onPress={onActivatePhysical}>{ACTIONS_TEXT.activatePhysical}</Button>
          )}
        </div>
      ) : (
        !card.isPhysical && <p className={styles.text}>{ACTIONS_TEXT.noActions}</p>
      )}
    </section>
  );
}
