import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  GENERAL_MESSAGES,
  GIFT_CARD_LIMITS,
  GIFT_CARD_STATUS_LABELS,
  GIFT_CARD_STATUS_TONES,
  decimalsFor,
  type GiftCardRecord,
  type GiftCardVoucher,
} from '@axia/core';
import { Amount, Button, CopyButton, Icon, Link, PageHeader, StatusTag } from '@axia/design-system';
import { DetailStates, useLiveReload, useServices } from '../../kit';
import { errorText } from '../../kit/errors';
import { GIFT_CARDS_PATH } from '../paths';
import * as styles from './detail.css';
import { GiftCardDetailStore, type Outcome } from './GiftCardDetailStore';
import { DETAIL_TEXT as TEXT } from './messages';

export interface GiftCardDetailViewProps {
  /** A store made outside (stories and tests); by default one for the route's order. */
  store?: GiftCardDetailStore;
}

const backLink = (
  <Link href={GIFT_CARDS_PATH} variant="standalone">
    <Icon name="chevronLeft" size="1em" /> {TEXT.back}
  </Link>
);

/** §9 'detail date YYYY-MM-DD HH:mm'. */
const dateTime = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');
const day = (iso: string) => dayjs(iso).format('YYYY-MM-DD');

/**
 * /gift-cards/{giftCardId} (seed 001 §2 Gift cards, §3 purchase record, §4, §9): the product's name, image and status
 * (PROCESSED green / PENDING grey / FAILED red); the face value, fee, amount paid and date; the vouchers only when
 * PROCESSED (code and PIN each with a copy button, the redemption link, validity and value); a PENDING order's note
 * with Refresh; a FAILED order's reason and refund; the product's information as plain text; 'Archive Gift Card' /
 * 'Unarchive Gift Card'.
 */
export const GiftCardDetailView = observer(function GiftCardDetailView({
  store: given,
}: GiftCardDetailViewProps) {
  const { giftCardId = '' } = useParams();
  const { api, notify } = useServices();
  const [store] = useState(() => given ?? new GiftCardDetailStore(api, giftCardId));
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (store.record.status === 'loading') void store.load();
  }, [store]);
  // This order processed or failed (issue 31): its status follows, in place.
  useLiveReload(
    ['giftCard'],
    () => void store.load({ quiet: true }),
    (event) => event.entityId === store.giftCardId,
  );

  const toast = (outcome: Outcome) =>
    notify({ tone: outcome.status === 'done' ? 'success' : 'error', title: outcome.message });

  const record = store.value;
  let body;
  if (record) {
    body = (
      <>
        <OrderSummary record={record} />
        <div>
          <Button
            variant="secondary"
            isPending={store.archiving}
            onPress={() => void store.toggleArchive().then(toast)}
          >
            {store.archiveLabel}
          </Button>
        </div>
        {record.status === 'PROCESSED' && (
          <Vouchers
            vouchers={store.vouchers}
            onCopied={() => notify({ tone: 'success', title: GENERAL_MESSAGES.copied })}
            onCopyError={(error) => notify({ tone: 'error', title: errorText(error) })}
          />
        )}
        {record.status === 'PENDING' && (
          <section className={styles.note} aria-labelledby="gift-card-pending">
            <h2 id="gift-card-pending" className={styles.heading}>
              {TEXT.pendingTitle}
            </h2>
            <p className={styles.definition}>{TEXT.pendingBody}</p>
            <Button
              variant="secondary"
              icon={<Icon name="refresh" size={18} />}
              isPending={store.refreshing}
              onPress={() =>
                void store.load({ quiet: true }).then((outcome) => outcome && toast(outcome))
              }
            >
              {TEXT.refresh}
            </Button>
          </section>
        )}
        {record.status === 'FAILED' && (
          <section className={styles.note} aria-labelledby="gift-card-failed">
            <h2 id="gift-card-failed" className={styles.heading}>
              {TEXT.failedTitle}
            </h2>
            {record.failureReason && (
              <p className={styles.definition}>{TEXT.failedReason(record.failureReason)}</p>
            )}
            <p className={styles.definition}>
              {TEXT.refunded}{' '}
              <Amount
                value={record.paidAmount}
                currency={record.paidCurrency}
                decimals={decimalsFor(record.paidCurrency)}
              />
            </p>
          </section>
        )}
        <InfoSections info={record.infoToDisplay} />
      </>
    );
  } else {
    body = (
      <DetailStates
        read={store.record}
        text={TEXT}
        skeletonLines={8}
        onRetry={() => void store.load()}
      />
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title={record ? record.productName : TEXT.title}
        backLink={backLink}
        headingRef={heading}
      />
      {body}
    </div>
  );
});

/** The image (decorative: the name is the heading), status, amounts and date. */
function OrderSummary({ record }: { record: GiftCardRecord }) {
  const money = (value: string, currency: GiftCardRecord['faceValueCurrency']) => (
    <Amount value={value} currency={currency} decimals={GIFT_CARD_LIMITS.decimals} />
  );
  return (
    <div className={styles.summary}>
      <img className={styles.image} src={record.productImage} alt="" width={200} height={125} />
      <dl className={styles.facts}>
        <dt className={styles.term}>{TEXT.status}</dt>
        <dd className={styles.definition}>
          <StatusTag tone={GIFT_CARD_STATUS_TONES[record.status]}>
            {GIFT_CARD_STATUS_LABELS[record.status]}
          </StatusTag>
          {record.archive && <span className={styles.muted}> {TEXT.archivedNote}</span>}
        </dd>
        <dt className={styles.term}>{TEXT.order}</dt>
        <dd className={styles.definition}>{record.id}</dd>
        <dt className={styles.term}>{TEXT.faceValue}</dt>
        <dd className={styles.definition}>{money(record.faceValue, record.faceValueCurrency)}</dd>
        <dt className={styles.term}>{TEXT.fee(GIFT_CARD_LIMITS.feePercent)}</dt>
        <dd className={styles.definition}>{money(record.fee, record.faceValueCurrency)}</dd>
        <dt className={styles.term}>{TEXT.paid}</dt>
        <dd className={styles.definition}>
          <Amount
            value={record.paidAmount}
            currency={record.paidCurrency}
            decimals={decimalsFor(record.paidCurrency)}
          />
        </dd>
        <dt className={styles.term}>{TEXT.date}</dt>
        <dd className={styles.definition}>
          <time dateTime={record.createdAt}>{dateTime(record.createdAt)}</time>
        </dd>
      </dl>
    </div>
  );
}

/** §3 vouchers.vouchers, shown only for a PROCESSED order: code and PIN with copy buttons, link, validity, value. */
function Vouchers({
  vouchers,
  onCopied,
  onCopyError,
}: {
  vouchers: readonly GiftCardVoucher[];
  onCopied: () => void;
  onCopyError: (error: unknown) => void;
}) {
  const count = vouchers.length;
  return (
    <section className={styles.section} aria-labelledby="gift-card-vouchers">
      <h2 id="gift-card-vouchers" className={styles.heading}>
        {TEXT.vouchers}
      </h2>
      <ul className={styles.vouchers}>
        {vouchers.map((voucher, index) => (
          <li key={`${index}-${voucher.code}`} className={styles.voucher}>
            <h3 className={styles.subheading}>{TEXT.voucher(index, count)}</h3>
            <dl className={styles.facts}>
              <dt className={styles.term}>{TEXT.code}</dt>
              <dd className={styles.definition}>
                <span className={styles.secret}>
                  {voucher.code}
                  <CopyButton
                    text={voucher.code}
                    label={TEXT.copyCode(index, count)}
                    size="small"
                    onCopied={onCopied}
                    onCopyError={onCopyError}
                  />
                </span>
              </dd>
              {voucher.pin && (
                <>
                  <dt className={styles.term}>{TEXT.pin}</dt>
                  <dd className={styles.definition}>
                    <span className={styles.secret}>
                      {voucher.pin}
                      <CopyButton
                        text={voucher.pin}
                        label={TEXT.copyPin(index, count)}
                        size="small"
                        onCopied={onCopied}
                        onCopyError={onCopyError}
                      />
                    </span>
                  </dd>
                </>
              )}
              {voucher.validityDate && (
                <>
                  <dt className={styles.term}>{TEXT.validUntil}</dt>
                  <dd className={styles.definition}>
                    <time dateTime={voucher.validityDate}>{day(voucher.validityDate)}</time>
                  </dd>
                </>
              )}
              <dt className={styles.term}>{TEXT.value}</dt>
              <dd className={styles.definition}>
                <Amount
                  value={voucher.faceValue}
                  currency={voucher.voucherCurrency}
                  decimals={GIFT_CARD_LIMITS.decimals}
                />
              </dd>
            </dl>
            {voucher.url && isWebUrl(voucher.url) && (
              <div>
                <Link href={voucher.url} target="_blank" rel="noopener noreferrer">
                  {count > 1 ? `${TEXT.redeem} (${TEXT.voucher(index, count)})` : TEXT.redeem}
                </Link>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Only http(s) links are followed (never javascript: or data:). */
function isWebUrl(url: string) {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** §3 infoToDisplay: plain text (never HTML), its line breaks kept; an empty one is left out. */
function InfoSections({ info }: { info: GiftCardRecord['infoToDisplay'] }) {
  const sections = [
    ['description', TEXT.description, info.productDescription],
    ['terms', TEXT.terms, info.termsAndConditions],
    ['how-to-use', TEXT.howToUse, info.howToUse],
    ['expiry', TEXT.expiry, info.expiryAndValidity],
  ] as const;
  return (
    <>
      {sections
        .filter(([, , text]) => text.trim() !== '')
        .map(([id, title, text]) => (
          <section key={id} className={styles.section} aria-labelledby={`gift-card-${id}`}>
            <h2 id={`gift-card-${id}`} className={styles.heading}>
              {title}
            </h2>
            <p className={styles.text}>{text.trim()}</p>
          </section>
        ))}
    </>
  );
}

export function GiftCardDetailScreen() {
  // One page per order: another order's route starts afresh.
  const { giftCardId = '' } = useParams();
  return <GiftCardDetailView key={giftCardId} />;
}
