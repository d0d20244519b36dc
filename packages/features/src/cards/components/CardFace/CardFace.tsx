import { useId } from 'react';
import {
  CARD_STATUS_LABELS,
  cardStatusOf,
  groupCardNumber,
  maskCardNumber,
  type Card,
  type CardSecureData,
} from '@axia/core';
import { VisuallyHidden } from '@axia/design-system';
import * as styles from './CardFace.css';

// The card image (seed 002 §2 Cards: the list's tiles and the detail page's header). Masked by default: the
// currency, '•••• •••• •••• 1234', the holder's name and a Virtual/Physical mark. Given the secure data (the detail
// page's Show Details) it shows the full number grouped by four, the expiry, the CVV and the issuer's security image.
// The whole is a figure whose caption (visually hidden) says what the picture is; the revealed values stay readable
// text, each with its label.

const CARD_FACE_TEXT = {
  brand: 'Axia',
  virtual: 'Virtual',
  physical: 'Physical',
  cardNumber: 'Card number',
  expiry: 'Expires',
  cvv: 'CVV',
  securityImage: 'Card security image',
  /** The figure's text alternative. */
  caption: (kind: string, currency: string, last4: string, holder: string, status: string) =>
    `${kind} ${currency} debit card ending in ${last4}, in the name of ${holder}, ${status}`,
} as const;

type CardFaceCard = Pick<
  Card,
  'cardNumber' | 'currency' | 'firstName' | 'lastName' | 'isPhysical' | 'status'
>;

export interface CardFaceProps {
  card: CardFaceCard;
  /** The revealed details (GET /card/{id}/secureData); the caller keeps them only as long as they are shown. */
  secure?: CardSecureData | null;
  /** Id of the figure (e.g. for the Show Details button's aria-controls). */
  id?: string;
}

const toneOf = (status: string): keyof typeof styles.face => {
  const known = cardStatusOf(status);
  if (known === 'ACTIVE') return 'usable';
  if (known === 'INACTIVE') return 'pending';
  return 'blocked';
};

export function CardFace({ card, secure = null, id }: CardFaceProps) {
  const captionId = useId();
  const status = cardStatusOf(card.status);
  const kind = card.isPhysical ? CARD_FACE_TEXT.physical : CARD_FACE_TEXT.virtual;
  const holder = `${card.firstName} ${card.lastName}`.trim();
  const last4 = card.cardNumber.replace(/\D+/g, '').slice(-4);
  return (
    <figure
      id={id}
      className={styles.figure}
      aria-labelledby={captionId}
      data-status={status}
      data-revealed={secure ? 'true' : 'false'}
    >
      <div className={styles.face[toneOf(status)]}>
        <div className={styles.topRow}>
          <span className={styles.brand} aria-hidden="true">
            {CARD_FACE_TEXT.brand}
          </span>
          <span className={styles.mark}>{kind}</span>
        </div>
        {secure ? (
          <>
            <p className={styles.number}>
              <VisuallyHidden>{CARD_FACE_TEXT.cardNumber}: </VisuallyHidden>
              {groupCardNumber(secure.cardNumber)}
            </p>
            <div className={styles.bottomRow}>
              <dl className={styles.secure}>
                <div className={styles.secureItem}>
                  <dt className={styles.secureTerm}>{CARD_FACE_TEXT.expiry}</dt>
                  <dd className={styles.secureValue}>{secure.expire}</dd>
                </div>
                <div className={styles.secureItem}>
                  <dt className={styles.secureTerm}>{CARD_FACE_TEXT.cvv}</dt>
                  <dd className={styles.secureValue}>{secure.cvv}</dd>
                </div>
              </dl>
              {secure.imgUrl && (
                <img
                  className={styles.securityImage}
                  src={secure.imgUrl}
                  alt={CARD_FACE_TEXT.securityImage}
                />
              )}
            </div>
          </>
        ) : (
          <p className={styles.number} aria-hidden="true">
            {maskCardNumber(card.cardNumber)}
          </p>
        )}
        <div className={styles.bottomRow}>
          <span className={styles.holder}>{holder}</span>
          <span className={styles.currency}>{card.currency}</span>
        </div>
      </div>
      <figcaption id={captionId}>
        <VisuallyHidden>
          {CARD_FACE_TEXT.caption(kind, card.currency, last4, holder, CARD_STATUS_LABELS[status])}
        </VisuallyHidden>
      </figcaption>
    </figure>
  );
}
