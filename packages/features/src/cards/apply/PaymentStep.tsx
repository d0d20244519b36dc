import { observer } from 'mobx-react-lite';
import { Fragment, type ReactNode } from 'react';
import { decimalsFor, isFree } from '@axia/core';
import { Amount, AmountField, Skeleton, SkeletonText, Stack } from '@axia/design-system';
import { PaymentSourceField } from '../../kit';
import { ReadFailed } from '../components/ReadFailed';
import type { ApplyStore } from './ApplyStore';
import { APPLY_TEXT as TEXT } from './messages';
import * as styles from './apply.css';

/**
 * Step 2, Payment (§4, §5, §9): the account or staking paying the order (its total in USD converted into the
 * source's currency; 'Please select an account for the amount to transfer from.', 'Insufficient account balance!'),
 * the order summary (physical when ordered, virtual, shipping and handling for Courier only, FREE for zero, the total,
 * 'Delivery: 3-8 business days') and, for the courier variant, the initial load (≥ 5 in the card currency).
 */
export const PaymentStep = observer(function PaymentStep({ store }: { store: ApplyStore }) {
  const shown = store.showErrors.includes(2);
  const currency = store.cardCurrency;
  return (
    <Stack gap="xl">
      <OrderSummary store={store} />
      <PaymentSourceField
        label={TEXT.payFrom}
        kind="CARD_ISSUE"
        price={store.price}
        value={store.source}
        onChange={(source) => store.chooseSource(source)}
        errorMessage={shown ? store.sourceError : null}
        store={store.sources}
      />
      {store.courierVariant && currency && (
        <AmountField
          label={TEXT.initialLoad(currency)}
          description={TEXT.initialLoadDescription}
          currency={currency}
          decimals={decimalsFor(currency)}
          value={store.loadAmount}
          onChange={(value) => store.setLoadAmount(value)}
          errorMessage={shown ? (store.loadAmountError ?? undefined) : undefined}
          isRequired
        />
      )}
    </Stack>
  );
});

const OrderSummary = observer(function OrderSummary({ store }: { store: ApplyStore }) {
  const fees = store.fees;
  if (!fees || fees.status === 'loading')
    return (
      <Skeleton label={TEXT.summaryLoading}>
        <SkeletonText lines={3} />
      </Skeleton>
    );
  if (fees.status === 'failed')
    return (
      <ReadFailed
        message={fees.message}
        retryLabel={TEXT.retry}
        onRetry={() => void store.loadFees()}
      />
    );
  const summary = store.summary;
  if (!summary) return null;
  const money = (value: string) =>
    isFree(value) ? (
      TEXT.free
    ) : (
      <Amount value={value} currency={summary.currency} decimals={decimalsFor(summary.currency)} />
    );
  const rows: { term: string; value: ReactNode }[] = [];
  if (summary.physical !== null)
    rows.push({ term: TEXT.physicalFee, value: money(summary.physical) });
  rows.push({ term: TEXT.virtualFee, value: money(summary.virtual) });
  if (summary.shipping !== null)
    rows.push({ term: TEXT.shippingFee, value: money(summary.shipping) });
  return (
    <section aria-labelledby="card-order-summary">
      <Stack gap="sm">
        <h3 id="card-order-summary" className={styles.sectionHeading}>
          {TEXT.summary}
        </h3>
        <dl className={styles.details}>
          {rows.map((row) => (
            <Fragment key={row.term}>
              <dt className={styles.term}>{row.term}</dt>
              <dd className={styles.definition}>{row.value}</dd>
            </Fragment>
          ))}
          <dt className={`${styles.term} ${styles.total}`}>{TEXT.total}</dt>
          <dd className={`${styles.definition} ${styles.total}`}>{money(summary.total)}</dd>
        </dl>
        <p className={styles.muted}>{TEXT.deliveryTime}</p>
      </Stack>
    </section>
  );
});
